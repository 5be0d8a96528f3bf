import type { Code, Root } from "mdast";
import { gfmFootnoteFromMarkdown } from "mdast-util-gfm-footnote";
import { gfmStrikethroughFromMarkdown } from "mdast-util-gfm-strikethrough";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTaskListItemFromMarkdown } from "mdast-util-gfm-task-list-item";
import { gfmFootnote } from "micromark-extension-gfm-footnote";
import { gfmStrikethrough } from "micromark-extension-gfm-strikethrough";
import { gfmTable } from "micromark-extension-gfm-table";
import { gfmTaskListItem } from "micromark-extension-gfm-task-list-item";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified, type Processor } from "unified";
import type { VFile } from "vfile";
import type { VFileMessage } from "vfile-message";
import { withLegacyTitles } from "./legacy-admonition-titles.ts";
import { readsAsCommonMark, syntaxOf, withMdxCodeBlocksUnwrapped, withMdxComments, withoutHeadingIds, type MarkdownFormat } from "./markdown-format.ts";
import { walkTree } from "../../../shared/index.ts";

/**
 * The markdown parsers, built once and reused for every page: all of GFM, GFM without its literal autolinks, and MDX
 * with GFM; and the site's `markdown.format`.
 */
export interface MarkdownParser {
  gfm: Processor<Root>;
  withoutLiteralAutolinks: Processor<Root>;
  mdx: Processor<Root>;
  format?: MarkdownFormat;
}

/** Returns the markdown parsers, frozen. */
export function createParser(format?: MarkdownFormat): MarkdownParser {
  return {
    gfm: unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze() as unknown as Processor<Root>,
    withoutLiteralAutolinks: unified().use(remarkParse).use(gfmWithoutLiteralAutolinks).use(remarkDirective).freeze() as unknown as Processor<Root>,
    mdx: unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).freeze() as unknown as Processor<Root>,
    format,
  };
}

/**
 * Returns the mdast of `file` (whose front matter lines are already blanked): the tree remark-gfm gives, with each
 * Docusaurus 2 admonition title (`:::tip My title`) read as the directive's label, at the author's positions.
 *
 * GFM's literal autolinks (`www.example.com`, `https://example.com`, `name@example.com` in prose) are a noticeable
 * share of the written pages' parse (PERFORMANCE.md), because micromark tries one at every letter; the site's written
 * pages hold almost none. So a page is parsed without them first, and parsed again with all of GFM only when that
 * tree's text could hold one. Up to the first literal autolink, both parsers read the same constructs (a literal that
 * is not one leaves no trace), and without them, a literal's first characters (`www.`, `http://`, `https://`, the `@`
 * of an address) are plain text: a tree without any of them in its text is the tree all of GFM gives. A test compares
 * both parsers on every written page of the site.
 *
 * A page read as CommonMark (`md`, a `.md` file with `detect`, or MDX that MDX cannot read) shows a code block
 * without its first line when that line is empty, as Docusaurus' `md` format shows it; MDX keeps it.
 */
export function parseMarkdown(parser: MarkdownParser, file: VFile): Root {
  const source = withoutNul(file);
  const text = typeof source === "string" ? source : String(source.value);
  const mdx = syntaxOf(file.path ?? "", parser.format) === "mdx";
  // MDX that the faster CommonMark parser reads as MDX would: the only page read as CommonMark that keeps MDX's trees.
  const mdxAsCommonMark = mdx && readsAsCommonMark(text);
  if (mdx && !mdxAsCommonMark) {
    const tree = parseMdx(parser, source, file);
    // The second parse reads the text as the first did: fences unwrapped, comments and heading ids as MDX takes them.
    if (tree) return withLegacyTitles(tree, text, (bracketed) => readMdx(parser, bracketed), file);
  }
  const tree = withLegacyTitles(parseSource(parser, source), text, (bracketed) => parseSource(parser, bracketed), file);
  if (!mdxAsCommonMark) withoutBlankFirstCodeLines(tree);
  return tree;
}

/** Drops the first line of each code block whose first line is empty (Docusaurus' `md` format: one line only). */
function withoutBlankFirstCodeLines(tree: Root): void {
  walkTree(tree, (node) => {
    if (node.type === "code") (node as Code).value = (node as Code).value.replace(/^\r?\n/, "");
  });
}

/**
 * Returns the MDX tree of `source`, or undefined with a warning on `file` at the place MDX stopped reading: such a page
 * (most often a `.md` file with a `<` or `{` in prose, as CommonMark allows) is then read as CommonMark.
 */
function parseMdx(parser: MarkdownParser, source: VFile | string, file: VFile): Root | undefined {
  try {
    return readMdx(parser, typeof source === "string" ? source : String(source.value));
  } catch (error) {
    const cause = error as VFileMessage;
    if (typeof cause?.reason !== "string") throw error;
    const reason = cause.reason.replace(/ \(\d+:\d+-\d+:\d+\)/, "").replace(/\.$/, "");
    file.message(`Unexpected MDX syntax: ${reason}; the page is read as CommonMark instead`, {
      place: cause.place ?? placeInReason(cause.reason),
      ruleId: "mdx-syntax",
      source: "docs",
    }).note = /\.mdx$/.test(file.path)
      ? "escape a literal `<` as `&lt;` and `{` as `\\{`, and close each tag in the paragraph that opens it: MDX 2 and later read a page so, where Docusaurus 2 read MDX 1"
      : "escape a literal `<` as `&lt;` and `{` as `\\{`, or set `markdown: { format: detect }` in config.yaml to read `.md` files as CommonMark";
    return undefined;
  }
}

/**
 * Returns the MDX tree of `written` as Docusaurus reads it: ```` ```mdx-code-block ```` fences unwrapped, HTML
 * comments as MDX comments, `{#id}` heading ids kept from MDX and given back to their headings. Throws where MDX stops.
 */
function readMdx(parser: MarkdownParser, written: string): Root {
  const { text, markers } = withoutHeadingIds(withMdxComments(withMdxCodeBlocksUnwrapped(written)));
  return withHeadingIdMarkers(parser.mdx.parse(text), markers);
}

/** Returns the tree with each heading id marker `withoutHeadingIds` blanked given back, as the end of its heading's text. */
function withHeadingIdMarkers(tree: Root, markers: Map<number, string>): Root {
  if (!markers.size) return tree;
  for (const node of tree.children) {
    const marker = node.type === "heading" && node.position ? markers.get(node.position.start.line) : undefined;
    if (marker === undefined || node.type !== "heading") continue;
    const last = node.children.at(-1);
    if (last?.type === "text") last.value += marker;
    else node.children.push({ type: "text", value: marker });
  }
  return tree;
}

/** Returns the place an MDX message names in its reason (`… for \`<Tabs>\` (3:1-3:7)`), or the first line. */
function placeInReason(reason: string): { line: number; column: number } {
  const match = / \((\d+):(\d+)-\d+:\d+\)/.exec(reason);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : { line: 1, column: 1 };
}

/** Returns the mdast of `source`, with GFM's literal autolinks only when its text could hold one. */
function parseSource(parser: MarkdownParser, source: VFile | string): Root {
  const tree = parser.withoutLiteralAutolinks.parse(source);
  return mayHoldLiteralAutolink(tree) ? parser.gfm.parse(source) : tree;
}

/**
 * Returns the text to parse: the file itself, or its text with each NUL as U+FFFD, which is what micromark puts in
 * the tree for one anyway (CommonMark asks for it), at the same offsets. A NUL in a footnote label written as an
 * image (`![^␀]` with its definition) sends micromark-extension-gfm-footnote 2.1.0 into an endless loop.
 */
function withoutNul(file: VFile): VFile | string {
  const text = String(file.value);
  return text.includes("\0") ? text.replaceAll("\0", "\uFFFD") : file;
}

/** What a literal autolink starts with, or holds (`@`), in any case, as GFM reads them. */
const LITERAL_AUTOLINK = /www\.|https?:\/\/|@/i;

/** Returns whether any text in `tree` (or an image's alt text, read from its label) holds the start of a literal autolink. */
function mayHoldLiteralAutolink(tree: Root): boolean {
  const stack: object[] = [tree];
  while (stack.length) {
    const node = stack.pop() as { type: string; value?: string; alt?: string | null; children?: object[] };
    if (node.type === "text" && LITERAL_AUTOLINK.test(node.value!)) return true;
    if (node.type === "image" && node.alt && LITERAL_AUTOLINK.test(node.alt)) return true;
    if (node.children) for (const child of node.children) stack.push(child);
  }
  return false;
}

/** remark-gfm's extensions, in its order, less the literal autolinks'. */
function gfmWithoutLiteralAutolinks(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push(gfmFootnoteFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown());
}
