import type { SourcePage } from "./discover.ts";

/**
 * What Docusaurus takes off a line of markdown to make it an excerpt (`createExcerpt` of @docusaurus/utils), in its
 * order: tags, an h1's `#` and text, other headings' `#`, emphasis, strikethrough, images and links (their text
 * kept), footnotes, code spans' backticks, a quote's `>`, an admonition's `:::` line, `:emoji:` names, a heading id.
 */
const LINE_MARKS: [RegExp, string][] = [
  [/<[^>]*>/g, ""],
  [/^#[^#]+#?/gm, ""],
  [/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, "$1"],
  [/([*_]{1,3})(.*?)\1/g, "$2"],
  [/~~(\S.*\S)~~/g, "$1"],
  [/!\[(.*?)\][[(].*?[\])]/g, "$1"],
  [/\[\^.+?\](?:: .*$)?/g, ""],
  [/\[(.*?)\][[(].*?[\])]/g, "$1"],
  [/`(.+?)`/g, "$1"],
  [/^\s{0,3}>\s?/g, ""],
  [/:::.*/, ""],
  [/\s?:(?:::|[^:\n])+:/g, ""],
  [/\{#*[\w-]+\}/, ""],
];

/**
 * Returns a doc's excerpt as Docusaurus makes it for a doc whose front matter has no `description` (its cards and
 * generated indexes show it): the first line of the body that is text once its markdown marks are off, past a
 * setext title, `import`/`export` blocks and fenced code; undefined when there is none. `body` is the file's text
 * with its front matter blanked.
 */
export function markdownExcerpt(body: string): string | undefined {
  const lines = body
    .trimStart()
    .replace(/^[^\r\n]*\r?\n=+/, "")
    .split(/\r?\n/);
  let fence: string | undefined;
  let inImport = false;
  for (const line of lines) {
    const trimmed = line.trim();
    // A blank line ends an import or export block; blank lines are skipped.
    if (!trimmed) {
      inImport = false;
      continue;
    }
    if (!fence && (inImport || /^(?:import|export)\s/.test(line))) {
      inImport = true;
      continue;
    }
    if (trimmed.startsWith("```")) {
      // A fence of fewer backticks than the opening one is text inside the block.
      const ticks = /^`+/.exec(trimmed)![0];
      if (!fence) fence = ticks;
      else if (ticks.length >= fence.length) fence = undefined;
      continue;
    }
    if (fence) continue;
    const text = LINE_MARKS.reduce((rest, [mark, kept]) => rest.replace(mark, kept), line).trim();
    if (text) return text;
  }
  return undefined;
}

/**
 * Returns a doc's description as Docusaurus gives it to the doc's cards and generated indexes: its front matter
 * `description`, else its excerpt (`markdownExcerpt`).
 */
export function docDescription(page: SourcePage): string | undefined {
  return page.frontMatter.description ?? markdownExcerpt(String(page.file.value ?? ""));
}
