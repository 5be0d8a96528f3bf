import type { VFile } from "vfile";
import type { LinkRecord } from "../3-transform/index.ts";
import { editDistance } from "../../shared/index.ts";

export interface LinkSource {
  file: VFile;
  links: LinkRecord[];
}

export interface LinkIndex {
  /** Route → the ids on that page. */
  routes: Map<string, Set<string>>;
  /** Asset paths with a leading `/`, e.g. `/docs/dashboard/img/order.svg`. */
  assets: Set<string>;
}

/** Adds a `broken-link` message at each link whose route, asset or `#fragment` does not exist; returns how many. */
export function checkLinks(sources: LinkSource[], index: LinkIndex): number {
  let broken = 0;
  for (const { file, links } of sources) {
    for (const link of links) {
      const target = link.target.length > 1 ? link.target.replace(/\/$/, "") : link.target;
      const ids = index.routes.get(target);
      const shown = `${target}${link.fragment ? `#${link.fragment}` : ""}`;
      if (!ids && !index.assets.has(target)) {
        broken++;
        const message = file.message(`Unexpected link to \`${shown}\`, expected an existing route`, { place: link.place, ruleId: "broken-link", source: "docs" });
        const guess = closest(target, [...index.routes.keys()]);
        if (guess) message.note = `did you mean \`${guess}\`?`;
      } else if (ids && link.fragment && !ids.has(link.fragment)) {
        broken++;
        const message = file.message(`Unexpected link to \`${shown}\`, expected an id on that page`, { place: link.place, ruleId: "broken-link", source: "docs" });
        const guess = closest(link.fragment, [...ids]);
        if (guess) message.note = `did you mean \`#${guess}\`?`;
      }
    }
  }
  return broken;
}

/**
 * Returns the candidate with the smallest edit distance to `wanted`, if it is reasonably close; of equally close ones,
 * the first in code point order, so that the hint does not depend on the order pages were compiled in.
 */
function closest(wanted: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Math.max(3, Math.floor(wanted.length / 3)) + 1;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - wanted.length) > bestScore) continue;
    const score = editDistance(wanted, candidate);
    if (score < bestScore || (best !== undefined && score === bestScore && candidate < best)) [best, bestScore] = [candidate, score];
  }
  return best;
}
