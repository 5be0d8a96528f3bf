import type { Code, Heading, Link, List, ListItem, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow, Text } from "mdast";
import type { Position } from "unist";
import type { TextDirective } from "mdast-util-directive";
import { VFile } from "vfile";
import { parseMarkdown, type MarkdownParser } from "./parse-markdown.ts";

/**
 * Returns the mdast of a page the build generated from data (the GraphQL and theme API references): the tree the
 * markdown parser gives for the same text, positions included, at a fraction of its cost. The generator writes a few
 * kinds of blocks (headings, code, tables, lists, paragraphs), one blank line apart, with little inline markdown
 * (code, links, `**strong**`, `:badge[…]`, `\[` escapes); those are built here. Any other block (a schema description
 * with emphasis, say) goes to the parser on its own, and a page whose blocks may depend on each other goes whole.
 *
 * Why: the references are a large share of the markdown a build parses, and micromark is slow on it (PERFORMANCE.md).
 * A test builds every generated page of the site both ways and compares the trees.
 */
export function parseGenerated(parser: MarkdownParser, text: string): Root {
  const blocks = splitBlocks(text);
  if (readsAcrossBlocks(text) || blocks.some((block, i) => dependsOnPrevious(block.text, blocks[i - 1]?.text))) return parseMarkdown(parser, new VFile({ value: text }));
  const at = pointsOf(text);
  const children: RootContent[] = [];
  for (const block of blocks) {
    const built = buildBlock(block.text, block.offset, at);
    children.push(...(built ? [built] : parsedBlock(parser, block.text, at(block.offset))));
  }
  return { type: "root", children, position: { start: at(0), end: at(text.length) } };
}

interface Block {
  text: string;
  /** Where the block starts in the page's text. */
  offset: number;
}

/** Returns the blocks of `text`: runs of lines between blank lines, a fenced block whole (blank lines and all). */
function splitBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let lines: string[] = [];
  let start = 0;
  let fence: string | undefined;
  const end = () => {
    if (lines.length) blocks.push({ text: lines.join("\n"), offset: start });
    lines = [];
  };
  let offset = 0;
  for (const line of text.split("\n")) {
    if (fence !== undefined) {
      lines.push(line);
      if (closesFence(line, fence)) (fence = undefined), end();
    } else if (/^(`{3,}|~{3,})/.test(line)) {
      end();
      start = offset;
      lines.push(line);
      fence = /^(`{3,}|~{3,})/.exec(line)![1]!;
    } else if (trimSpaces(line) === "") end();
    else {
      if (!lines.length) start = offset;
      lines.push(line);
    }
    offset += line.length + 1;
  }
  end();
  return blocks;
}

/** Returns whether `line` closes a code fence opened with `fence`: the same character, as many or more, indented 0–3 spaces. */
function closesFence(line: string, fence: string): boolean {
  const run = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line)?.[1];
  return run !== undefined && run[0] === fence[0] && run.length >= fence.length;
}

/**
 * Returns whether blank lines may not separate the blocks of `text` as `splitBlocks` finds them, or its characters
 * may not stand for themselves: a fence indented 1–3 spaces, a backtick fence with a backtick in its info (which is no
 * fence), a carriage return (a line ending to the parser) or NUL (which it replaces).
 */
function readsAcrossBlocks(text: string): boolean {
  return /^ {1,3}(`{3,}|~{3,})|^`{3,}[^`\n]*`|[\r\0]/m.test(text);
}

/**
 * Returns whether the parser could read `block` together with the block before it: any list followed by another
 * list or by indented text (a loose list, a continued item), indented code across a blank line, or a block that
 * may be a definition or raw HTML, which can reach across blocks.
 */
function dependsOnPrevious(block: string, previous: string | undefined): boolean {
  if (/^\s*(\[[^\]]*\]:|\[\^|<)/.test(block)) return true;
  if (previous === undefined) return false;
  const isList = (text: string) => /^ {0,3}([-+*]|\d{1,9}[.)])(\s|$)/.test(text);
  return /^\s/.test(block) || (isList(previous) && isList(block));
}

/** Returns a function from an offset in `text` to its line, column and offset. */
function pointsOf(text: string): (offset: number) => Position["start"] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1, offset };
  };
}

/** Spaces and tabs: the only white space the parser trims (JavaScript's `trim` takes every Unicode space). */
const LEADING_SPACES = /^[ \t]+/;
const TRAILING_SPACES = /[ \t]+$/;
const trimSpaces = (text: string) => text.replace(LEADING_SPACES, "").replace(TRAILING_SPACES, "");

type At = ReturnType<typeof pointsOf>;
const span = (at: At, from: number, to: number): Position => ({ start: at(from), end: at(to) });

/** Returns the parser's nodes for one block, with their positions moved to where the block stands in the page. */
function parsedBlock(parser: MarkdownParser, block: string, start: Position["start"]): RootContent[] {
  const tree = parseMarkdown(parser, new VFile({ value: block }));
  for (const node of tree.children) shift(node, start);
  return tree.children;
}

function shift(node: { position?: Position; children?: unknown[] }, by: Position["start"]): void {
  for (const point of node.position ? [node.position.start, node.position.end] : []) {
    point.line += by.line - 1;
    if (point.offset !== undefined) point.offset += by.offset!;
  }
  for (const child of (node.children ?? []) as { position?: Position }[]) shift(child, by);
}

/** Returns the node for a block of one of the kinds the generator writes, or undefined for anything else. */
function buildBlock(block: string, offset: number, at: At): RootContent | undefined {
  const end = offset + block.length;
  // Tabs are left to the parser outside code: `:` before one, say, starts a directive.
  if (block.includes("\t") && !block.startsWith("```")) return undefined;
  const heading = /^(#{1,6}) (?![ \t])(.*[^#\s])$/.exec(block);
  if (heading) {
    const children = inline(heading[2]!, offset + heading[1]!.length + 1, at);
    return children && ({ type: "heading", depth: heading[1]!.length as Heading["depth"], children, position: span(at, offset, end) } satisfies Heading);
  }
  if (block.startsWith("```")) return codeBlock(block, offset, at);
  if (block.startsWith("| ")) return table(block, offset, at);
  if (block.startsWith("- ")) return list(block, offset, at);
  if (/^[A-Za-z`[:\\]/.test(block) && !block.includes("\n")) {
    // A paragraph's trailing spaces are not part of its text (they are of its position).
    const children = inline(block.replace(TRAILING_SPACES, ""), offset, at);
    return children && ({ type: "paragraph", children, position: span(at, offset, end) } satisfies Paragraph);
  }
  return undefined;
}

/** A block fenced with three backticks on lines of their own, whose body holds no fence of its own. */
function codeBlock(block: string, offset: number, at: At): Code | undefined {
  const lines = block.split("\n");
  if (lines.length < 2 || lines.at(-1) !== "```" || !/^```[^`]*$/.test(lines[0]!)) return undefined;
  const value = lines.slice(1, -1).join("\n");
  if (/^ {0,3}(```|~~~)/m.test(value)) return undefined;
  // The parser keeps the spaces after the meta, not those around the language.
  const info = lines[0]!.slice(3).replace(LEADING_SPACES, "");
  if (/[\\&]/.test(info)) return undefined;
  const space = info.search(/[ \t]/);
  const lang = space === -1 ? info : info.slice(0, space);
  const meta = space === -1 ? "" : info.slice(space).replace(LEADING_SPACES, "");
  return { type: "code", lang: lang || null, meta: meta || null, value, position: span(at, offset, offset + block.length) };
}

/**
 * A table with a plain delimiter row (`| --- | --- |`) and as many cells in every row as in its head. A cell runs
 * from its pipe to the next one; the last one to the end of its row.
 */
function table(block: string, offset: number, at: At): Table | undefined {
  const lines = block.split("\n");
  if (lines.length < 2 || !lines.every((line) => line.startsWith("| ") && line.endsWith(" |"))) return undefined;
  const pipesOf = (line: string) => [...line.matchAll(/(?<!\\)\|/g)].map((match) => match.index);
  const width = pipesOf(lines[0]!).length - 1;
  const delimiter = lines[1]!.slice(1, -1).split("|");
  if (delimiter.length !== width || !delimiter.every((cell) => cell === " --- ")) return undefined;
  const rows: TableRow[] = [];
  let lineStart = offset;
  for (const [i, line] of lines.entries()) {
    const start = lineStart;
    lineStart += line.length + 1;
    if (i === 1) continue;
    const pipes = pipesOf(line);
    if (pipes.length - 1 !== width) return undefined;
    const row: TableCell[] = [];
    for (let c = 0; c < width; c++) {
      const raw = line.slice(pipes[c]! + 1, pipes[c + 1]);
      const lead = raw.length - raw.replace(LEADING_SPACES, "").length;
      const content = trimSpaces(raw);
      const children = content ? inline(content, start + pipes[c]! + 1 + lead, at, true) : [];
      if (!children) return undefined;
      const cellEnd = c === width - 1 ? start + line.length : start + pipes[c + 1]!;
      row.push({ type: "tableCell", children, position: span(at, start + pipes[c]!, cellEnd) });
    }
    rows.push({ type: "tableRow", children: row, position: span(at, start, start + line.length) });
  }
  return { type: "table", align: Array.from({ length: width }, () => null), children: rows, position: span(at, offset, offset + block.length) };
}

/** A tight list of one-line items. */
function list(block: string, offset: number, at: At): List | undefined {
  const items: ListItem[] = [];
  let start = offset;
  for (const line of block.split("\n")) {
    const content = line.slice(2).replace(TRAILING_SPACES, "");
    const children = line.startsWith("- ") && /^[A-Za-z`[:\\]/.test(content) ? inline(content, start + 2, at) : undefined;
    if (!children) return undefined;
    // As for a paragraph, trailing spaces are in the item's position, not its text.
    const end = start + line.length;
    items.push({ type: "listItem", spread: false, checked: null, children: [{ type: "paragraph", children, position: span(at, start + 2, end) }], position: span(at, start, end) });
    start += line.length + 1;
  }
  return { type: "list", ordered: false, start: null, spread: false, children: items, position: span(at, offset, items.at(-1)!.position!.end.offset!) };
}

/**
 * Text that means nothing to the parser: no emphasis, code, link, escape, HTML, entity, strike, table or autolink
 * character; a colon only at the end, or before a space or a punctuation mark or symbol other than `_`, `-` and `:`
 * (before anything else, `:00Z` and `:é` too, it starts a directive). Beyond ASCII: Latin-1's letters and signs, dashes,
 * quotes and `€`, but no other kind of space.
 */
const PLAIN = /^(?:[A-Za-z0-9 ,.;'"()/?=+%$#^-]|[\u00A1-\u00FF\u2010-\u2027\u20AC]|:(?![A-Za-z0-9_:-]|[^ \p{P}\p{S}])|!(?!\[))+/u;
const AUTOLINK_LIKE = /www\.|:\/\/|@/i;
/** One code span, not one of two backtick runs that touch (`` `a``b` `` is a single span to the parser). */
const CODE = /^`([^`\n]+)`(?!`)/;
const URL = /^\]\(([A-Za-z0-9/_#.-]+)\)/;
/** A badge of words, with `_` only inside a word (`_a_` is emphasis to the parser). */
const BADGE = /^:badge\[((?:[A-Za-z0-9 -]|(?<=[A-Za-z0-9])_(?=[A-Za-z0-9]))+)\]/;
/** A link's text of plain words, from a letter or digit to a letter, digit or `)` (a page title in a list of guides). */
const WORDS = /^([A-Za-z0-9](?:(?:[A-Za-z0-9 ,.'()/-]|:(?![A-Za-z0-9_:-]))*[A-Za-z0-9)])?)(?=\]\()/;
/** `**Word:**` before a space or the end: words with no space inside the delimiters, which would not close. */
const STRONG = /^\*\*([A-Za-z](?:[A-Za-z ]*[A-Za-z])?:?)\*\*(?=[ ]|$)/;

/**
 * Returns the phrasing nodes of one line of inline markdown that starts at `offset`, or undefined when it holds
 * anything not built here. In a table cell (`inTable`), code follows GFM's table rule: `\|` in it stands for `|`.
 */
function inline(source: string, offset: number, at: At, inTable = false): PhrasingContent[] | undefined {
  const nodes: PhrasingContent[] = [];
  for (let i = 0; i < source.length; ) {
    const taken = inlineStep(source.slice(i), offset + i, nodes, at, inTable);
    if (taken === undefined) return undefined;
    i += taken;
  }
  // Literal autolinks (`www.`, `https://`, an address with `@`) are found in text only, not in code or link targets.
  return nodes.some((node) => AUTOLINK_LIKE.test(textOf(node))) ? undefined : nodes;
}

/** Appends the node that starts `rest` (at `offset`) to `nodes` and returns how many characters it took, or undefined. */
function inlineStep(rest: string, offset: number, nodes: PhrasingContent[], at: At, inTable: boolean): number | undefined {
  const plain = PLAIN.exec(rest);
  if (plain) return appendText(nodes, plain[0], plain[0].length, offset, at);
  if (rest.startsWith("\\[") || rest.startsWith("\\]") || rest.startsWith("\\|")) return appendText(nodes, rest[1]!, 2, offset, at);
  const code = CODE.exec(rest);
  if (code) {
    const value = codeValue(code[1]!, inTable);
    if (value === undefined) return undefined;
    nodes.push({ type: "inlineCode", value, position: span(at, offset, offset + code[0].length) });
    return code[0].length;
  }
  const badge = BADGE.exec(rest);
  if (badge) {
    nodes.push(badgeNode(badge[1]!, offset, at));
    return badge[0].length;
  }
  const strong = STRONG.exec(rest);
  if (strong && (nodes.length === 0 || lastText(nodes).endsWith(" "))) {
    const inner = { type: "text" as const, value: strong[1]!, position: span(at, offset + 2, offset + 2 + strong[1]!.length) };
    nodes.push({ type: "strong", children: [inner], position: span(at, offset, offset + strong[0].length) });
    return strong[0].length;
  }
  if (rest.startsWith("[")) return linkStep(rest, offset, nodes, at, inTable);
  return undefined;
}

/**
 * Returns the value of code written as `source` between its backticks, as the parser reads it: one space comes off
 * each end when both have one and there is more than spaces, and in a table cell `\|` stands for `|` (undefined for
 * code in a cell with `\\`, left to the parser).
 */
function codeValue(source: string, inTable: boolean): string | undefined {
  if (inTable && source.includes("\\\\")) return undefined;
  const value = source.length > 1 && source.startsWith(" ") && source.endsWith(" ") && /[^ ]/.test(source) ? source.slice(1, -1) : source;
  return inTable ? value.replaceAll("\\|", "|") : value;
}

/** A link whose text is code, a badge or plain words: `[`Order`](/docs/…)`, `[:badge[scope]](/docs/…)`, `[Orders](/docs/…)`. */
function linkStep(rest: string, offset: number, nodes: PhrasingContent[], at: At, inTable: boolean): number | undefined {
  const label = CODE.exec(rest.slice(1)) ?? BADGE.exec(rest.slice(1)) ?? WORDS.exec(rest.slice(1));
  if (!label) return undefined;
  const url = URL.exec(rest.slice(1 + label[0].length));
  if (!url) return undefined;
  const kind = label[0].startsWith("`") ? "code" : label[0].startsWith(":") ? "badge" : "words";
  const value = kind === "code" ? codeValue(label[1]!, inTable) : label[1]!;
  if (value === undefined) return undefined;
  const child: PhrasingContent =
    kind === "code" ? { type: "inlineCode", value, position: span(at, offset + 1, offset + 1 + label[0].length) }
    : kind === "badge" ? badgeNode(value, offset + 1, at)
    : { type: "text", value, position: span(at, offset + 1, offset + 1 + label[0].length) };
  const length = 1 + label[0].length + url[0].length;
  nodes.push({ type: "link", title: null, url: url[1]!, children: [child], position: span(at, offset, offset + length) } satisfies Link);
  return length;
}

/** `:badge[value]` at `offset`. */
function badgeNode(value: string, offset: number, at: At): TextDirective {
  const text: Text = { type: "text", value, position: span(at, offset + 7, offset + 7 + value.length) };
  return { type: "textDirective", name: "badge", attributes: {}, children: [text], position: span(at, offset, offset + 8 + value.length) };
}

/** Adds text written over `length` characters at `offset`, joined to the text before it as the parser does; returns `length`. */
function appendText(nodes: PhrasingContent[], value: string, length: number, offset: number, at: At): number {
  const last = nodes[nodes.length - 1];
  if (last?.type === "text") {
    last.value += value;
    last.position!.end = at(offset + length);
  } else nodes.push({ type: "text", value, position: span(at, offset, offset + length) });
  return length;
}

/** Returns the text of a node and its children (code and link targets left out). */
function textOf(node: PhrasingContent): string {
  if (node.type === "text") return node.value;
  return "children" in node ? (node.children as PhrasingContent[]).map(textOf).join("") : "";
}

function lastText(nodes: PhrasingContent[]): string {
  const last = nodes[nodes.length - 1];
  return last?.type === "text" ? last.value : "";
}
