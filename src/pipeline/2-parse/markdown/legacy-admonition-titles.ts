import type { Root, Text } from "mdast";
import type { Point } from "unist";
import type { VFile } from "vfile";
import { SKIP, walkTree } from "../../../shared/index.ts";

/**
 * The admonitions whose Docusaurus 2 title, the rest of the opening line (`:::tip My title`), is read as the
 * directive's label (`:::tip[My title]`): Docusaurus' keywords, the admonitions remark-directives.ts renders. Docusaurus
 * rewrites the text for it (`admonitionTitleToDirectiveLabel` in packages/docusaurus-utils/src/markdownUtils.ts),
 * code blocks included; here only lines the first parse read as paragraph text are, and positions stay the author's.
 */
export const ADMONITIONS = ["note", "tip", "info", "warning", "danger", "caution", "important", "success", "secondary"];
const MAY_HOLD_LEGACY_TITLE = new RegExp(`:::(?:${ADMONITIONS.join("|")})[ \\t]+\\S`);
const LEGACY_TITLE = new RegExp(`(:{3,}(?:${ADMONITIONS.join("|")}))([ \\t]+)([^\\r\\n]*?)[ \\t]*(?=[\\r\\n]|$)`, "y");

/**
 * A Docusaurus 2 title: the blank after the name at `open` becomes `[`, a `\` goes in before each offset of
 * `escapes` (a bracket without its pair, a last `\`) and a `]` at `close`, all on `line`.
 */
interface LegacyTitle {
  open: number;
  escapes: number[];
  close: number;
  line: number;
}

/**
 * Returns the Docusaurus 2 titles of `text` in source order: opening lines that the first parse read as paragraph
 * text, so fenced code, HTML and escaped colons (`\:::tip`) never hold one.
 */
function legacyTitles(tree: Root, text: string): LegacyTitle[] {
  const lineStarts = [0];
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) lineStarts.push(at + 1);
  const titles = new Map<number, LegacyTitle>();
  walkTree(tree, "paragraph", (node) => {
    node.children.forEach((child, index) => {
      if (child.type !== "text" || !child.value.includes(":::") || !child.position) return;
      for (const [offset, line] of textLineStarts(child, index === 0, text, lineStarts)) {
        const title = legacyTitleAt(text, offset, line);
        if (title) titles.set(title.open, title);
      }
    });
    return SKIP;
  });
  return [...titles.values()].sort((a, b) => a.open - b.open);
}

/**
 * Returns the `[offset, line]` where each line of a paragraph's text node that starts with `:::` begins; its first
 * line only when the node begins the paragraph (after a list marker or `>`) or its line (after a hard break).
 */
function textLineStarts(node: Text, first: boolean, text: string, lineStarts: number[]): [number, number][] {
  const { line, offset } = node.position!.start;
  const contentStart = (n: number) => lineStarts[n - 1]! + /^[ \t>]*/.exec(text.slice(lineStarts[n - 1], lineStarts[n - 1]! + 100))![0].length;
  const starts: [number, number][] = [];
  if (node.value.startsWith(":::") && (first || offset === contentStart(line))) starts.push([offset!, line]);
  for (let at = node.value.indexOf("\n"), n = line + 1; at !== -1; at = node.value.indexOf("\n", at + 1), n++) {
    if (node.value.startsWith(":::", at + 1) && n <= lineStarts.length) starts.push([contentStart(n), n]);
  }
  return starts;
}

/** Returns the Docusaurus 2 title whose opening `:::name` starts at `offset`, if one does. */
function legacyTitleAt(text: string, offset: number, line: number): LegacyTitle | undefined {
  LEGACY_TITLE.lastIndex = offset;
  const match = LEGACY_TITLE.exec(text);
  // micromark-extension-directive gives up on a label past 999 characters or 32 nested brackets.
  if (!match || !match[3] || match[3].length > 900 || match[3].split("[").length > 32) return undefined;
  const open = offset + match[1]!.length;
  const start = open + match[2]!.length;
  return { open, escapes: unpaired(match[3]).map((at) => start + at), close: start + match[3].length, line };
}

/**
 * Returns the indexes in `title` that need a `\` for the title between brackets to read back as itself: each `[`
 * or `]` without its pair (micromark-extension-directive counts them, `\[`, `\]` and `\\` aside) and a last `\`.
 */
function unpaired(title: string): number[] {
  const opened: number[] = [];
  const escapes: number[] = [];
  for (let at = 0; at < title.length; at++) {
    const char = title[at];
    if (char === "\\" && at === title.length - 1) escapes.push(at);
    else if (char === "\\") at++;
    else if (char === "[") opened.push(at);
    else if (char === "]" && opened.pop() === undefined) escapes.push(at);
  }
  return [...escapes, ...opened].sort((a, b) => a - b);
}

/** Returns `text` with each title between brackets: `:::tip My title` → `:::tip[My title]`, `:::tip a]` → `:::tip[a\]]`. */
function bracketed(text: string, titles: LegacyTitle[]): string {
  let result = "";
  let from = 0;
  for (const { open, escapes, close } of titles) {
    result += `${text.slice(from, open)}[`;
    from = open + 1;
    for (const at of escapes) {
      result += `${text.slice(from, at)}\\`;
      from = at;
    }
    result += `${text.slice(from, close)}]`;
    from = close;
  }
  return result + text.slice(from);
}

/** Returns `tree`, parsed from the bracketed text, with every position moved back to where it is in the author's text. */
function withSourcePositions(tree: Root, titles: LegacyTitle[]): Root {
  // Where each inserted character is in the bracketed text, in order, with its line.
  const inserted = titles
    .flatMap(({ escapes, close, line }) => [...escapes, close].map((at) => ({ at, line })))
    .map(({ at, line }, index) => ({ at: at + index, line }));
  const moved = (point: Point): Point => {
    const before = inserted.filter(({ at }) => at < point.offset!);
    const onLine = before.filter(({ line }) => line === point.line).length;
    return { line: point.line, column: point.column - onLine, offset: point.offset! - before.length };
  };
  walkTree(tree, (node) => {
    if (node.position) node.position = { start: moved(node.position.start), end: moved(node.position.end) };
  });
  return tree;
}

/**
 * Returns `tree` (the first parse of `text`) or, when `text` holds Docusaurus 2 titles, the tree `reparse` gives for
 * the text with each title between brackets, every position moved back to the author's. When the bracketed text does
 * not parse (a title MDX cannot read between brackets), the first tree stays, with a warning on `file` at the title.
 */
export function withLegacyTitles(tree: Root, text: string, reparse: (bracketed: string) => Root, file?: VFile): Root {
  if (!MAY_HOLD_LEGACY_TITLE.test(text)) return tree;
  const titles = legacyTitles(tree, text);
  if (titles.length === 0) return tree;
  try {
    return withSourcePositions(reparse(bracketed(text, titles)), titles);
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/\.$/, "") : String(error);
    const message = file?.message(`Unexpected admonition titles this page's syntax cannot read between brackets (${reason}), expected plain text`, {
      place: { line: titles[0]!.line, column: 1 },
      ruleId: "mdx-syntax",
      source: "docs",
    });
    if (message) message.note = "write the titles the Docusaurus 3 way, `:::tip[My title]`; until then they show as the admonition's first line";
    return tree;
  }
}
