import type { Code, Heading, Link, List, ListItem, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow, Text } from "mdast";
import type { TextDirective } from "mdast-util-directive";
import { VFile } from "vfile";
import { parseMarkdown, type MarkdownParser } from "./parse-markdown.ts";

/**
 * Returns the mdast of a page the build generated from data (the GraphQL and theme API references): the tree the
 * markdown parser gives for the same text, without positions, at a fraction of its cost. The generator writes a few
 * kinds of blocks (headings, code, tables, lists, paragraphs), one blank line apart, with little inline markdown
 * (code, links, `**strong**`, `:badge[…]`, `\[` escapes); those are built here. Any block with anything else (a
 * schema description with emphasis, say) goes to the parser on its own.
 *
 * Why: the reference is 40 % of the markdown a build parses, and micromark parses about 0.5 MB/s here. A test builds
 * every generated page of the site both ways and compares the trees.
 */
export function parseGenerated(parser: MarkdownParser, text: string): Root {
  const blocks = splitBlocks(text);
  // Blocks depend on each other in two cases, and such a page is parsed whole: two lists one blank line apart are one
  // loose list, and an indented block after a list belongs to its last item.
  const joined = (block: string, i: number) => i > 0 && blocks[i - 1]!.startsWith("- ") && (block.startsWith("- ") || /^\s/.test(block));
  if (blocks.some(joined)) return withoutPositions(parseMarkdown(parser, new VFile({ value: text })));
  const children: RootContent[] = [];
  for (const block of blocks) {
    const built = buildBlock(block);
    children.push(...(built ? [built] : parsedBlock(parser, block)));
  }
  return { type: "root", children };
}

/** Returns the blocks of `text`: runs of lines between blank lines, a fenced block whole (blank lines and all). */
function splitBlocks(text: string): string[] {
  const blocks: string[] = [];
  let lines: string[] = [];
  let fenced = false;
  const end = () => {
    if (lines.length) blocks.push(lines.join("\n"));
    lines = [];
  };
  for (const line of text.split("\n")) {
    if (fenced) {
      lines.push(line);
      if (/^```\s*$/.test(line)) (fenced = false), end();
    } else if (line.startsWith("```")) {
      end();
      lines.push(line);
      fenced = true;
    } else if (line.trim() === "") end();
    else lines.push(line);
  }
  end();
  return blocks;
}

/** Returns the parser's nodes for one block, without positions (they would be relative to the block). */
function parsedBlock(parser: MarkdownParser, block: string): RootContent[] {
  const tree = parseMarkdown(parser, new VFile({ value: block }));
  return tree.children.map((node) => withoutPositions(node));
}

function withoutPositions<T extends object>(node: T): T {
  delete (node as { position?: unknown }).position;
  const children = (node as { children?: object[] }).children;
  if (children) for (const child of children) withoutPositions(child);
  return node;
}

/** Returns the node for a block of one of the kinds the generator writes, or undefined for anything else. */
function buildBlock(block: string): RootContent | undefined {
  const heading = /^(#{1,6}) (.*[^#\s])$/.exec(block);
  if (heading) {
    const children = inline(heading[2]!.trim());
    return children && ({ type: "heading", depth: heading[1]!.length as Heading["depth"], children } satisfies Heading);
  }
  if (block.startsWith("```")) return codeBlock(block);
  if (block.startsWith("| ")) return table(block);
  if (block.startsWith("- ")) return list(block);
  if (/^[A-Za-z`[:\\]/.test(block) && !block.includes("\n")) {
    // A paragraph's trailing spaces are not part of its text.
    const children = inline(block.trimEnd());
    return children && ({ type: "paragraph", children } satisfies Paragraph);
  }
  return undefined;
}

/** A fenced block whose body holds no fence of its own. */
function codeBlock(block: string): Code | undefined {
  const match = /^```([^`\n]*)\n([\s\S]*?)\n?```$/.exec(block);
  if (!match || /^ {0,3}(```|~~~)/m.test(match[2]!)) return undefined;
  const info = match[1]!.trim();
  const space = info.search(/\s/);
  const lang = space === -1 ? info : info.slice(0, space);
  const meta = space === -1 ? "" : info.slice(space).trim();
  if (/[\\&]/.test(info)) return undefined;
  return { type: "code", lang: lang || null, meta: meta || null, value: match[2]! };
}

/** A table with a plain delimiter row (`| --- | --- |`) and as many cells in every row as in its head. */
function table(block: string): Table | undefined {
  const lines = block.split("\n");
  if (lines.length < 2 || !lines.every((line) => line.startsWith("| ") && line.endsWith(" |"))) return undefined;
  const cellsOf = (line: string) => line.slice(2, -2).split(/(?<!\\) \| /);
  const width = cellsOf(lines[0]!).length;
  if (!cellsOf(lines[1]!).every((cell) => cell === "---") || cellsOf(lines[1]!).length !== width) return undefined;
  const rows: TableRow[] = [];
  for (const line of [lines[0]!, ...lines.slice(2)]) {
    const cells = cellsOf(line);
    if (cells.length !== width) return undefined;
    const row: TableCell[] = [];
    for (const cell of cells) {
      // A cell's own pipes are escaped; inside code they would need GFM's table rules: left to the parser.
      if (/(^|[^\\])\|/.test(cell) || /`[^`]*\\\|/.test(cell)) return undefined;
      const children = cell.trim() ? inline(cell.trim()) : [];
      if (!children) return undefined;
      row.push({ type: "tableCell", children });
    }
    rows.push({ type: "tableRow", children: row });
  }
  return { type: "table", align: Array.from({ length: width }, () => null), children: rows };
}

/** A tight list of one-line items. */
function list(block: string): List | undefined {
  const items: ListItem[] = [];
  for (const line of block.split("\n")) {
    if (!line.startsWith("- ")) return undefined;
    const children = /^[A-Za-z`[:\\]/.test(line.slice(2)) ? inline(line.slice(2).trimEnd()) : undefined;
    if (!children) return undefined;
    items.push({ type: "listItem", spread: false, checked: null, children: [{ type: "paragraph", children }] });
  }
  return { type: "list", ordered: false, start: null, spread: false, children: items };
}

/**
 * Text that means nothing to the parser: no emphasis, code, link, escape, HTML, entity, strike, table or autolink
 * character; a colon not before a letter or digit (`:name`, even `:00Z`, is a directive); no `www.`, `://` or `@` (autolinks).
 */
const PLAIN = /^(?:[A-Za-z0-9 ,.;'"()/?=+%$#^-]|:(?![A-Za-z0-9_-])|!(?!\[))+/;
const AUTOLINK_LIKE = /www\.|:\/\/|@/i;
const CODE = /^`([^`\n]+)`/;
const URL = /^\]\(([A-Za-z0-9/_#.-]+)\)/;
const BADGE = /^:badge\[([A-Za-z0-9_ -]+)\]/;
const STRONG = /^\*\*([A-Za-z][A-Za-z ]*:?)\*\*(?=[ ]|$)/;

/** Returns the phrasing nodes of one line of inline markdown, or undefined when it holds anything not built here. */
function inline(source: string): PhrasingContent[] | undefined {
  if (AUTOLINK_LIKE.test(source)) return undefined;
  const nodes: PhrasingContent[] = [];
  let rest = source;
  while (rest) {
    const step = inlineStep(rest, nodes);
    if (step === undefined) return undefined;
    rest = rest.slice(step);
  }
  return nodes;
}

/** Appends the node that starts `rest` to `nodes` and returns how many characters it took, or undefined. */
function inlineStep(rest: string, nodes: PhrasingContent[]): number | undefined {
  const plain = PLAIN.exec(rest);
  if (plain) {
    appendText(nodes, plain[0]);
    return plain[0].length;
  }
  if (rest.startsWith("\\[") || rest.startsWith("\\]") || rest.startsWith("\\|")) {
    appendText(nodes, rest[1]!);
    return 2;
  }
  const code = CODE.exec(rest);
  if (code) {
    // The parser strips one space from each end of code that has both; none of ours does, so leave it to the parser.
    if (/^ | $/.test(code[1]!)) return undefined;
    nodes.push({ type: "inlineCode", value: code[1]! });
    return code[0].length;
  }
  const badge = BADGE.exec(rest);
  if (badge) {
    nodes.push(badgeNode(badge[1]!));
    return badge[0].length;
  }
  const strong = STRONG.exec(rest);
  if (strong && (nodes.length === 0 || /[ ]$/.test(lastText(nodes)))) {
    nodes.push({ type: "strong", children: [{ type: "text", value: strong[1]! }] });
    return strong[0].length;
  }
  if (rest.startsWith("[")) return linkStep(rest, nodes);
  return undefined;
}

/** A link whose text is code or a badge: `[`Order`](/docs/…)`, `[:badge[scope]](/docs/…)`. */
function linkStep(rest: string, nodes: PhrasingContent[]): number | undefined {
  const label = CODE.exec(rest.slice(1)) ?? BADGE.exec(rest.slice(1));
  if (!label) return undefined;
  const url = URL.exec(rest.slice(1 + label[0].length));
  if (!url) return undefined;
  const child: PhrasingContent = label[0].startsWith("`") ? { type: "inlineCode", value: label[1]! } : badgeNode(label[1]!);
  if (label[0].startsWith("`") && /^ | $/.test(label[1]!)) return undefined;
  nodes.push({ type: "link", title: null, url: url[1]!, children: [child] } satisfies Link);
  return 1 + label[0].length + url[0].length;
}

function badgeNode(value: string): TextDirective {
  return { type: "textDirective", name: "badge", attributes: {}, children: [{ type: "text", value }] };
}

/** Adds text, joined to the text before it as the parser does. */
function appendText(nodes: PhrasingContent[], value: string): void {
  const last = nodes[nodes.length - 1];
  if (last?.type === "text") (last as Text).value += value;
  else nodes.push({ type: "text", value });
}

function lastText(nodes: PhrasingContent[]): string {
  const last = nodes[nodes.length - 1];
  return last?.type === "text" ? last.value : "";
}
