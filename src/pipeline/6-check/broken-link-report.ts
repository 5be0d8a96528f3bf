import { VFile } from "vfile";
import { safeDecode, withBase } from "../../shared/paths.ts";
import type { BrokenTarget } from "./linkinator/run-linkinator.ts";

/**
 * Returns the crawl's broken targets less those the check in memory reported already, at their places
 * (`reported`: targets without the base URL): with `onBrokenLinks: warn`, each broken link is reported once.
 */
export function withoutReported(broken: BrokenTarget[], reported: string[], baseUrl: string): BrokenTarget[] {
  // The crawl's targets are encoded and may hold a query; the check's are decoded, without one. A path's trailing `/`
  // is no part of the key (`/docs/x/#a` is `/docs/x#a`); a fragment's is.
  const key = (target: string) => {
    const [path = "", ...fragment] = safeDecode(target.replace(/\?[^#]*/, "")).split("#");
    return [path.replace(/(.)\/$/, "$1"), ...fragment].join("#");
  };
  const known = new Set(reported.map((target) => key(withBase(baseUrl, target))));
  return broken.filter((link) => !known.has(key(link.target)));
}

/**
 * Returns a file carrying one message per broken target, listing the pages that link to it: `broken-anchor` for a
 * missing `#fragment` of a page that exists, `broken-link` for the rest.
 */
export function brokenLinkReport(path: string, broken: BrokenTarget[]): VFile {
  const report = new VFile({ path });
  const byTarget = new Map<string, Set<string>>();
  for (const link of broken) (byTarget.get(link.target) ?? byTarget.set(link.target, new Set()).get(link.target)!).add(link.source.replace(/(.)\/$/, "$1"));
  for (const [target, sources] of byTarget) {
    const list = [...sources].sort();
    const shown = list
      .slice(0, 5)
      .map((source) => `${source} → ${target}`)
      .join(", ");
    const pages = `${shown}${list.length > 5 ? ` and ${list.length - 5} more pages` : ""}`;
    // The crawl reports a page that answers with the fragment it was asked for; a missing page, without it.
    const anchor = target.includes("#");
    const reason = anchor
      ? `Unexpected broken anchor \`${target}\`, expected an id on that page: ${pages}`
      : `Unexpected broken link \`${target}\`, expected every link in the output to resolve: ${pages}`;
    report.message(reason, { ruleId: anchor ? "broken-anchor" : "broken-link", source: "docs" });
  }
  return report;
}
