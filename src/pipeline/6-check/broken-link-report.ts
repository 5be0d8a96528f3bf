import { VFile } from "vfile";
import type { BrokenTarget } from "./linkinator/run-linkinator.ts";

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
