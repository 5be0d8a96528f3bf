/**
 * The first sentence of a description, for meta descriptions, index pages and the "Returns" line. A period ends a
 * sentence only when a space or the end follows it, so decimals (`1.5`), versions (`v2.1`) and hosts never do; and
 * not after an abbreviation that sits inside sentences.
 */

/** Abbreviations that never end a sentence in a description ("a fair organiser, e.g. a club"). */
const INSIDE = new Set(["e.g.", "i.e.", "vs.", "cf.", "approx.", "incl.", "viz.", "resp.", "no.", "al."]);

/** Abbreviations that end a sentence only when a capital letter follows ("…, etc. The list"). */
const AT_END = new Set(["etc."]);

/** Returns the first sentence of a description (its text on one line), or `fallback` when it has none. */
export function firstSentence(text: string | null | undefined, fallback: string): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (!flat) return fallback;
  for (const match of flat.matchAll(/\.(?= |$)/g)) {
    if (endsSentence(flat, match.index)) return flat.slice(0, match.index + 1);
  }
  return flat;
}

/** Returns whether the period at `at` ends a sentence, by the word it closes and the character after the space. */
function endsSentence(flat: string, at: number): boolean {
  const word = /[^\s("'`[]*$/.exec(flat.slice(0, at + 1))![0].toLowerCase();
  const next = flat.charAt(at + 2);
  if (INSIDE.has(word)) return false;
  // Initials such as `U.S.` go on when a lower-case word follows, as does `etc.`.
  if (AT_END.has(word) || /^(?:[a-z]\.){2,}$/.test(word)) return next === "" || next !== next.toLowerCase();
  return true;
}
