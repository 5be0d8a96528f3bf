/**
 * How a markdown source is read: as MDX (imports, exports, JSX, `{expressions}`) or as CommonMark (where `<` and `{`
 * are text and HTML is HTML). Mirrors Docusaurus' `markdown.format`: `mdx` reads every file as MDX, `md` none, and
 * `detect` reads `.mdx` files as MDX. Without a format, `.mdx` files are MDX and a `.md` file is MDX only when a line
 * outside its code blocks opens with `import`/`export` or holds a component (`<Tabs>`): Docusaurus 2 and 3 sites both
 * build, and the pages that never use MDX never pay for its parse.
 * https://docusaurus.io/docs/api/docusaurus-config#markdown
 */
export type MarkdownFormat = "mdx" | "md" | "detect";

export type Syntax = "mdx" | "commonmark";

/** A line that MDX reads as JavaScript (`import Tabs from '@theme/Tabs';`, `export const x = 1;`). */
const ESM_LINE = /^(?:import|export)[ \t{*]/;
/** A JSX component tag, which HTML never has (`<Tabs>`, `<TabItem value="a">`, `<Part />`). */
const COMPONENT_TAG = /<\/?[A-Z][\w.]*(?=[\s/>])/;
/** A code span on one line (`` `save<Entity>` ``), where a tag is text. */
const CODE_SPAN = /(`+)[^`]*?\1/g;
/** An opening code fence, and what closes it: the same character, at least as many times. */
const FENCE = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})/;
/** Returns a line without its blockquote markers and surrounding blanks: what a closing fence is, alone. */
const bare = (line: string): string => line.replace(/^(?:[ \t]*>)*/, "").trim();
/** A line of an indented code block (or indented deep in a list), where a tag is as likely code as not. */
const INDENTED = /^(?: {4}|\t)/;

/** Returns the syntax `path` (its text `text`) is read with under `format` (undefined: no format was set). */
export function syntaxOf(path: string, text: string, format: MarkdownFormat | undefined): Syntax {
  if (format === "md") return "commonmark";
  if (format === "mdx" || path.endsWith(".mdx")) return "mdx";
  if (format === "detect") return "commonmark";
  return looksLikeMdx(text) ? "mdx" : "commonmark";
}

/** Returns whether a line outside fenced code opens with `import`/`export` or holds a JSX component tag outside code spans. */
export function looksLikeMdx(text: string): boolean {
  if (!text.includes("import") && !text.includes("export") && !/<\/?[A-Z]/.test(text)) return false;
  const fenced = fencedRanges(text);
  let offset = 0;
  for (const line of text.split("\n")) {
    const inCode = fenced.some(([start, end]) => offset >= start && offset < end);
    offset += line.length + 1;
    if (!inCode && (ESM_LINE.test(line) || (!INDENTED.test(line) && COMPONENT_TAG.test(line.replace(CODE_SPAN, ""))))) return true;
  }
  return false;
}

/** An HTML comment, which MDX does not read. */
const HTML_COMMENT = /<!--([\s\S]*?)-->/g;

/**
 * Returns `text` with each HTML comment outside fenced code written as an MDX comment (`<!-- a -->` → `{/*  a *\/}`),
 * at the same offsets, as Docusaurus' `markdown.mdx1Compat.comments` does: pages written for Docusaurus 2 keep their
 * comments, and `<!-- truncate -->` its meaning.
 */
export function withMdxComments(text: string): string {
  if (!text.includes("<!--")) return text;
  const fenced = fencedRanges(text);
  return text.replace(HTML_COMMENT, (comment, inner: string, offset: number) =>
    fenced.some(([start, end]) => offset >= start && offset < end) || inner.includes("*/") || inCodeSpan(text, offset) ? comment : `{/* ${inner}*/}`,
  );
}

/** Returns whether `offset` falls inside a code span of its line: an odd number of backticks before it on the line. */
function inCodeSpan(text: string, offset: number): boolean {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  return (text.slice(lineStart, offset).match(/`/g)?.length ?? 0) % 2 === 1;
}

/** Returns the [start, end) offsets of the fenced code blocks of `text`. */
function fencedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let fence: string | undefined;
  let start = 0;
  let offset = 0;
  for (const line of text.split("\n")) {
    const opening = FENCE.exec(line)?.[1];
    if (fence && opening && opening[0] === fence[0] && opening.length >= fence.length && bare(line) === opening) {
      ranges.push([start, offset + line.length]);
      fence = undefined;
    } else if (!fence && opening) {
      fence = opening;
      start = offset;
    }
    offset += line.length + 1;
  }
  if (fence) ranges.push([start, text.length]);
  return ranges;
}
