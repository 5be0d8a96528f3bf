/** What the meta string of a fenced code block says: ```ts title="a.ts" {1,3-4} skip-validation */
export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  flags: Set<string>;
}

/** Returns the title, highlighted line numbers and bare words of a code block's meta string. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), flags: new Set() };
  if (!meta) return result;
  const rest = meta
    .replace(/title=(?:"([^"]*)"|'([^']*)'|(\S+))/, (_, a, b, c) => {
      result.title = a ?? b ?? c;
      return " ";
    })
    .replace(/\{([\d,\s-]+)\}/, (_, ranges: string) => {
      for (const range of ranges.split(",")) {
        const [from, to = from] = range.trim().split("-").map(Number);
        for (let line = from!; line <= to!; line++) result.highlightLines.add(line);
      }
      return " ";
    });
  for (const word of rest.split(/\s+/)) if (word) result.flags.add(word);
  return result;
}
