import type {
  Code,
  Heading,
  InlineCode,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Strong,
  Table,
  TableCell,
  TableRow,
  Text,
} from "mdast";
import type { TextDirective } from "mdast-util-directive";
import { toString } from "mdast-util-to-string";
import { VFile } from "vfile";
import { createParser, parseMarkdown } from "../../markdown/parse-markdown.ts";
import { walkTree } from "../../../../shared/index.ts";
import { closeHtml } from "./description-html.ts";
import { placeInSdl, type DescriptionPlace } from "./description-place.ts";

/**
 * Builders of the mdast the generated pages are made of (the GraphQL and theme API references): plain data, the nodes
 * remark-parse gives for the same content, without positions (a generated page has no source to point at).
 */

/** Phrasing given to a builder: nodes, plain text, or nested lists of both (empty strings and falsy parts left out). */
export type Inline = PhrasingContent | string | false | undefined | null | Inline[];

/** Returns a text node. */
export const text = (value: string): Text => ({ type: "text", value });

/** Returns inline code. */
export const inlineCode = (value: string): InlineCode => ({ type: "inlineCode", value });

/** Returns a link around `children`. */
export const link = (url: string, ...children: Inline[]): Link => ({ type: "link", title: null, url, children: phrasing(children) });

/** Returns strong emphasis. */
export const strong = (...children: Inline[]): Strong => ({ type: "strong", children: phrasing(children) });

/** Returns a `:badge[value]` text directive. */
export const badge = (value: string): TextDirective => ({ type: "textDirective", name: "badge", attributes: {}, children: [text(value)] });

/** Returns a heading of `depth`. */
export const heading = (depth: Heading["depth"], ...children: Inline[]): Heading => ({ type: "heading", depth, children: trimmed(phrasing(children)) });

/** Returns a paragraph, or undefined when it would be empty. */
export function paragraph(...children: Inline[]): Paragraph | undefined {
  const nodes = trimmed(phrasing(children));
  return nodes.length ? { type: "paragraph", children: nodes } : undefined;
}

/** Returns a fenced code block. */
export const code = (lang: string, value: string, meta?: string): Code => ({ type: "code", lang, meta: meta ?? null, value });

/** Returns a tight bulleted list of one-paragraph items, or undefined when there are none. */
export function list(items: Inline[][]): List | undefined {
  if (!items.length) return undefined;
  const children = items.map(
    (item): ListItem => ({ type: "listItem", spread: false, checked: null, children: [paragraph(...item) ?? { type: "paragraph", children: [] }] }),
  );
  return { type: "list", ordered: false, start: null, spread: false, children };
}

/** Returns a GFM table, or undefined when there are no rows. */
export function table(head: string[], rows: Inline[][]): Table | undefined {
  if (!rows.length) return undefined;
  const row = (cells: Inline[]): TableRow => ({
    type: "tableRow",
    children: cells.map((cell): TableCell => ({ type: "tableCell", children: trimmed(phrasing([cell])) })),
  });
  return { type: "table", align: head.map(() => null), children: [row(head), ...rows.map(row)] };
}

/** Returns a root of the given blocks, left-out ones (undefined, false) dropped. */
export function root(blocks: (RootContent | RootContent[] | undefined | false | null)[]): Root {
  return { type: "root", children: blocks.flat().filter((block): block is RootContent => Boolean(block)) };
}

/** Returns phrasing as the parser joins it: adjacent texts merged, empty ones dropped. */
export function phrasing(parts: Inline[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const add = (part: Inline) => {
    if (Array.isArray(part)) return part.forEach(add);
    if (!part) return;
    const node = typeof part === "string" ? text(part) : part;
    const last = out[out.length - 1];
    if (node.type === "text" && last?.type === "text") out[out.length - 1] = text(last.value + node.value);
    else if (node.type !== "text" || node.value) out.push(node);
  };
  parts.forEach(add);
  return out;
}

/** Returns phrasing without the spaces and tabs the parser trims at the start and end of a paragraph or cell. */
function trimmed(nodes: PhrasingContent[]): PhrasingContent[] {
  const out = [...nodes];
  const first = out[0];
  if (first?.type === "text") out[0] = text(first.value.replace(/^[ \t]+/, ""));
  const last = out[out.length - 1];
  if (last?.type === "text") out[out.length - 1] = text(last.value.replace(/[ \t]+$/, ""));
  return out.filter((node) => node.type !== "text" || node.value);
}

let parser: ReturnType<typeof createParser> | undefined;

/**
 * One line of words and punctuation that means nothing to the parser (no emphasis, code, link, HTML, entity, escape,
 * directive colon, autolink `@`; no list or heading marker first), so its tree is one paragraph of that text. Most
 * schema descriptions are such a line, and the parser costs about 0.3 ms each.
 */
const PLAIN = /^[A-Za-z][A-Za-z0-9 ,.;'"()/?!-]*$/;

/**
 * Returns the blocks of a description written in CommonMark (a GraphQL or theme API description), read by the site's
 * own parser with GFM and directives, positions removed. Its links are links like any page's: the transform resolves
 * root-relative ones against the site and never fetches external ones. Its headings start at `minDepth` or deeper.
 */
export function markdownBlocks(source: string | null | undefined, place?: DescriptionPlace, minDepth: Heading["depth"] = 1): RootContent[] {
  if (!source?.trim()) return [];
  if (PLAIN.test(source) && !/www\./i.test(source)) return [paragraph(source)!];
  parser ??= createParser("md");
  const tree = parseMarkdown(parser, new VFile({ path: "description.md", value: source }));
  const headings: Heading[] = [];
  walkTree(tree, (node) => {
    const start = place && node.position && placeInSdl(place, node.position.start);
    const end = place && node.position && placeInSdl(place, node.position.end);
    if (start && end) node.position = { start, end };
    else delete node.position;
    if (node.type === "heading") headings.push(node as Heading);
  });
  // Moved down together, so that the shallowest is `minDepth`: a description's headings sit under what it describes.
  const shift = Math.max(0, minDepth - Math.min(...headings.map((h) => h.depth)));
  for (const h of headings) h.depth = Math.min(6, h.depth + shift) as Heading["depth"];
  return closeHtml(tree.children);
}

/**
 * Returns a description as phrasing, for a table cell or a line: one paragraph as it is; more blocks (paragraphs,
 * lists, code) one after another with a line break between them, since a GFM table cell holds one line of phrasing.
 */
export function markdownInline(source: string | null | undefined, place?: DescriptionPlace): PhrasingContent[] {
  const parts: Inline[] = [];
  for (const block of markdownBlocks(source, place)) {
    if (parts.length) parts.push({ type: "break" });
    parts.push(phrasingOf(block));
  }
  return phrasing(parts);
}

/** Returns the text of a description's first block without its markup (`Order` for `` `Order` ``), for a meta description. */
export function plainText(source: string | null | undefined): string {
  const [first] = markdownBlocks(source);
  return first ? toString(first) : "";
}

/** Returns the phrasing a block shows: a paragraph's or heading's own, a list's items one per line, code as inline code. */
function phrasingOf(block: RootContent): Inline {
  if (block.type === "paragraph" || block.type === "heading") return block.children;
  if (block.type === "code") return inlineCode(block.value.replace(/\s*\n\s*/g, " "));
  if (block.type === "list")
    return block.children.map((item, i) => [
      i ? { type: "break" as const } : "",
      block.ordered ? `${(block.start ?? 1) + i}. ` : "• ",
      item.children.map(phrasingOf),
    ]);
  if ("children" in block) return (block.children as RootContent[]).map(phrasingOf);
  return "value" in block ? String(block.value) : "";
}
