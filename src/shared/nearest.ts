import { distance } from "fastest-levenshtein";

/**
 * Returns the candidate nearest to `wanted`, case aside, when it is near enough to be a typo of it (at most `limit`
 * edits: by default a third of its length, and never fewer than three), for a "did you mean" hint. Of equally near
 * candidates, the first in code point order, so that a hint never depends on the order things were found in.
 */
export function nearest(wanted: string, candidates: Iterable<string>, limit = Math.max(3, Math.floor(wanted.length / 3))): string | undefined {
  const lower = wanted.toLowerCase();
  let best: { candidate: string; score: number } | undefined;
  for (const candidate of candidates) {
    // The distance is at least the difference in length: most candidates need no comparison.
    if (Math.abs(candidate.length - wanted.length) > (best?.score ?? limit)) continue;
    const score = distance(lower, candidate.toLowerCase());
    if (score <= limit && (!best || score < best.score || (score === best.score && candidate < best.candidate))) best = { candidate, score };
  }
  return best?.candidate;
}
