import { VFile } from "vfile";
import type { BrokenTarget } from "./linkinator/run-linkinator.ts";

/** Returns a file carrying one `broken-link` message per broken target, listing the pages that link to it. */
export function brokenLinkReport(path: string, broken: BrokenTarget[]): VFile {
  const report = new VFile({ path });
  const byTarget = new Map<string, Set<string>>();
  for (const link of broken) (byTarget.get(link.target) ?? byTarget.set(link.target, new Set()).get(link.target)!).add(link.source.replace(/(.)\/$/, "$1"));
  for (const [target, sources] of byTarget) {
    const list = [...sources].sort();
    const shown = list.slice(0, 5).map((source) => `${source} → ${target}`).join(", ");
    report.message(`Unexpected broken link \`${target}\`, expected every link in the output to resolve: ${shown}${list.length > 5 ? ` and ${list.length - 5} more pages` : ""}`, {
      ruleId: "broken-link", source: "docs",
    });
  }
  return report;
}
