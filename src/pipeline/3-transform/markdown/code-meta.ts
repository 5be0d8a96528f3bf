/** What the meta string of a fenced code block says: ```ts title="a.ts" {1,3-4} showLineNumbers skip-validation */
export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  /** The number of the first line when the block shows line numbers (`showLineNumbers`, `showLineNumbers=7`). */
  lineNumbersStart?: number;
  flags: Set<string>;
}

/** A title in quotes, as Docusaurus reads it: `title=a.ts` without quotes is no title. */
const TITLE = /title=(["'])(.*?)\1/;
/** Highlighted lines: numbers, commas and dashes between braces, nothing else (Docusaurus' `metastringLinesRangeRegex`). */
const RANGE = /\{([\d,-]+)\}/;

/**
 * Returns the title, highlighted line numbers, line-number start and bare words of a code block's meta string, each
 * read as Docusaurus reads it (docusaurus-theme-common's codeBlockUtils).
 */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), flags: new Set() };
  if (!meta) return result;
  const title = TITLE.exec(meta);
  if (title) result.title = title[2];
  const range = RANGE.exec(meta);
  if (range) for (const line of numericRange(range[1]!)) if (line > 0) result.highlightLines.add(line);
  const numbers = meta.split(" ").find((word) => word.startsWith("showLineNumbers"));
  if (numbers) {
    const start = numbers.startsWith("showLineNumbers=") ? Number.parseInt(numbers.slice("showLineNumbers=".length), 10) : 1;
    result.lineNumbersStart = Number.isNaN(start) ? 1 : start;
  }
  const rest = meta.replace(TITLE, " ").replace(RANGE, " ");
  for (const word of rest.split(/\s+/)) if (word) result.flags.add(word);
  return result;
}

/** Returns the numbers of a range list as parse-numeric-range reads `1,3-5`: single numbers and inclusive ranges. */
function numericRange(list: string): number[] {
  return list.split(",").flatMap((part) => {
    const [from, to] = part.split("-").map((n) => Number.parseInt(n, 10));
    if (from === undefined || Number.isNaN(from)) return [];
    if (to === undefined || Number.isNaN(to)) return [from];
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  });
}
