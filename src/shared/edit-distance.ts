/** Returns the Levenshtein distance between `a` and `b`: the fewest insertions, deletions and substitutions from one to the other. */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** Returns the candidate nearest to `wanted` (case aside) when it is near enough to be a typo of it, for a "did you mean" hint. */
export function nearest(wanted: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(2, Math.floor(wanted.length / 3));
  let best: { candidate: string; score: number } | undefined;
  for (const candidate of candidates) {
    const score = editDistance(wanted.toLowerCase(), candidate.toLowerCase());
    if (score <= limit && (!best || score < best.score || (score === best.score && candidate < best.candidate))) best = { candidate, score };
  }
  return best?.candidate;
}
