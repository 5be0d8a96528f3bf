/**
 * How a markdown source is read: as MDX (imports, exports, JSX, `{expressions}`) or as CommonMark (where `<` and `{`
 * are text and HTML is HTML). As Docusaurus 3's `markdown.format`: `mdx` (the default) reads every file as MDX, `md`
 * none, and `detect` reads `.mdx` files as MDX. A page MDX cannot read is read as CommonMark with a warning.
 * https://docusaurus.io/docs/api/docusaurus-config#markdown
 */
export type MarkdownFormat = "mdx" | "md" | "detect";

export type Syntax = "mdx" | "commonmark";

/** A line that MDX reads as JavaScript (`import Tabs from '@theme/Tabs';`, `export const x = 1;`). */
const ESM_LINE = /^(?:import|export)[ \t{*]/;
/** A code span on one line (`` `save<Entity>` ``), where `<` and `{` are text in both syntaxes. */
const CODE_SPAN = /(`+)[^`]*?\1/g;
/** An opening code fence, and what closes it: the same character, at least as many times. */
const FENCE = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})/;
/** Returns a line without its blockquote markers and surrounding blanks: what a closing fence is, alone. */
const bare = (line: string): string => line.replace(/^(?:[ \t]*>)*/, "").trim();
/** A line that CommonMark may read as indented code, which MDX does not have. */
const INDENTED = /^(?: {4}|\t)/;

/** Returns the syntax `path` is read with under `format` (unset: `mdx`, Docusaurus 3's default). */
export function syntaxOf(path: string, format: MarkdownFormat | undefined): Syntax {
  if (format === "md") return "commonmark";
  if (format === "detect") return path.endsWith(".mdx") ? "mdx" : "commonmark";
  return "mdx";
}

/**
 * Returns whether MDX reads `text` as CommonMark does, so that the faster CommonMark parser gives its tree: MDX only
 * differs where a line outside fenced code holds a `<` or `{` outside code spans (tags, expressions, autolinks, HTML),
 * opens with `import`/`export`, or is indented as CommonMark's indented code, which MDX does not have. Most pages hold
 * none (PERFORMANCE.md, "Reading pages as MDX"); a test compares both parsers on every written page.
 */
export function readsAsCommonMark(text: string): boolean {
  if (text.includes("mdx-code-block")) return false;
  if (!text.includes("<") && !text.includes("{") && !text.includes("import") && !text.includes("export") && !/^(?: {4}|\t)/m.test(text)) return true;
  const fenced = fencedRanges(text);
  let offset = 0;
  for (const line of text.split("\n")) {
    const inCode = fenced.some(([start, end]) => offset >= start && offset < end);
    offset += line.length + 1;
    if (!inCode && (ESM_LINE.test(line) || INDENTED.test(line) || /[<{]/.test(line.replace(CODE_SPAN, "")))) return false;
  }
  return true;
}

/** A fenced code block of the language `mdx-code-block`: its fence lines, and the content between them. */
const MDX_CODE_BLOCK = /^([ \t]*)(`{3,}|~{3,})mdx-code-block[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gm;

/**
 * Returns `text` with each ```` ```mdx-code-block ```` fence unwrapped, at the same offsets (its fence lines blanked
 * with spaces): its content is MDX of the page, as Docusaurus reads it (written so that the same page also reads
 * well as plain markdown on GitHub).
 */
export function withMdxCodeBlocksUnwrapped(text: string): string {
  if (!text.includes("mdx-code-block")) return text;
  const blank = (line: string) => " ".repeat(line.length);
  return text.replace(MDX_CODE_BLOCK, (block: string, _indent: string, _fence: string, content: string) => {
    const opening = block.slice(0, block.indexOf("\n"));
    const closing = block.slice(block.lastIndexOf("\n") + 1);
    return `${blank(opening)}\n${content}${blank(closing)}`;
  });
}

/**
 * Returns the HTML comments of `text` (which MDX does not read) as Docusaurus' `markdown.mdx1Compat.comments` reads
 * them (its remark-comment): `<!--` not followed by `>` or `->`, to the first `-->` whose dashes both follow the
 * opening's, so `<!---->` closes at the next `-->`, not at its own. An opening never closed is none.
 */
function htmlComments(text: string): { offset: number; end: number; inner: string }[] {
  const comments: { offset: number; end: number; inner: string }[] = [];
  for (let at = text.indexOf("<!--"); at !== -1; ) {
    const content = at + 4;
    if (text.startsWith(">", content) || text.startsWith("->", content)) {
      at = text.indexOf("<!--", content);
      continue;
    }
    const close = text.indexOf("-->", content + (text[content] === "-" ? 1 : 0));
    if (close === -1) break;
    comments.push({ offset: at, end: close + 3, inner: text.slice(content, close) });
    at = text.indexOf("<!--", close + 3);
  }
  return comments;
}

/**
 * Returns `text` with each HTML comment outside fenced code written as an MDX comment (`<!-- a -->` → `{/*  a *\/}`),
 * at the same offsets, as Docusaurus' `markdown.mdx1Compat.comments` does: pages written for Docusaurus 2 keep their
 * comments, and `<!-- truncate -->` its meaning.
 */
export function withMdxComments(text: string): string {
  if (!text.includes("<!--")) return text;
  const fenced = fencedRanges(text);
  let out = "";
  let from = 0;
  for (const { offset, end, inner } of htmlComments(text)) {
    if (fenced.some(([start, stop]) => offset >= start && offset < stop) || inner.includes("*/") || inCodeSpan(text, offset)) continue;
    out += `${text.slice(from, offset)}{/* ${inner}*/}`;
    from = end;
  }
  return out + text.slice(from);
}

/**
 * An ATX heading's id marker at the end of its line, as Docusaurus reads it: `## Title {#custom-id}`, or escaped as
 * MDX needs it, `## Title \{#custom-id}` (MDX reads `\{` as a `{`).
 */
const HEADING_LINE_ID = /^(#{1,6}(?!#).*?)(\s*\\?\{#(?:.(?!\{#|\}))*.\})[ \t]*$/;

/**
 * Returns `text` with the `{#id}` at the end of each heading line outside fenced code blanked (MDX would read it as
 * a JavaScript expression; Docusaurus escapes it for the same reason), at the same offsets, and each marker by line,
 * to give back to its heading once parsed.
 */
export function withoutHeadingIds(text: string): { text: string; markers: Map<number, string> } {
  const markers = new Map<number, string>();
  if (!text.includes("{#")) return { text, markers };
  const fenced = fencedRanges(text);
  let offset = 0;
  const lines = text.split("\n").map((line, i) => {
    const start = offset;
    offset += line.length + 1;
    const match = HEADING_LINE_ID.exec(line);
    if (!match || fenced.some(([from, to]) => start >= from && start < to)) return line;
    markers.set(i + 1, match[2]!.replace("\\{#", "{#"));
    return match[1]! + " ".repeat(line.length - match[1]!.length);
  });
  return { text: lines.join("\n"), markers };
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
