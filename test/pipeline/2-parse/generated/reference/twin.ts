import type { List, Root, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkStringify from "remark-stringify";
import { unified } from "unified";

/**
 * Reads a reference page's markdown twin as a reader of the published `.md` would: its sections by `##` heading, and
 * the entries of a section's list (fields, arguments, values) by name, each with its head line and the markdown of
 * what is written under it. Tests compare these with the SDL item by item.
 */

/** One entry of a section's list: its head line as text (`author: String`), and the markdown of its blocks below. */
export interface TwinEntry {
  head: string;
  body: string;
  /** The entries nested under it (a field's arguments), by name. */
  nested: Map<string, TwinEntry>;
}

const parser = unified().use(remarkParse).use(remarkGfm);
const printer = unified().use(remarkStringify).use(remarkGfm);

/** Returns the blocks of each `##` section of a twin, by the section's title; the blocks before the first under "". */
export function twinSections(markdown: string): Map<string, RootContent[]> {
  const tree = parser.parse(markdown) as Root;
  const sections = new Map<string, RootContent[]>([["", []]]);
  let current = sections.get("")!;
  for (const node of tree.children) {
    if (node.type === "heading" && node.depth === 2) sections.set(toString(node), (current = []));
    else current.push(node);
  }
  return sections;
}

/** Returns what a reader reads of some markdown: its text without markup or HTML tags, on one line. */
export function plainText(markdown: string | null | undefined): string {
  return toString(parser.parse(markdown ?? ""), { includeHtml: false })
    .replace(/\s+/g, " ")
    .trim();
}

/** Returns the entries of a list, by the name its head line starts with (`` `author`: … `` → `author`). */
function entriesOf(list: List): Map<string, TwinEntry> {
  const entries = new Map<string, TwinEntry>();
  for (const item of list.children) {
    const [head, ...rest] = item.children;
    const text = head ? toString(head) : "";
    const nested = rest.find((node): node is List => node.type === "list");
    const body = rest.filter((node) => node !== nested);
    entries.set(text.split(":")[0]!, {
      head: text,
      body: printer.stringify({ type: "root", children: body } as Root).trim(),
      nested: nested ? entriesOf(nested) : new Map(),
    });
  }
  return entries;
}

/** Returns the entries of a section's list (`Fields`, `Arguments`, `Values`), or an empty map when it has none. */
export function twinEntries(markdown: string, section: string): Map<string, TwinEntry> {
  const list = twinSections(markdown)
    .get(section)
    ?.find((node): node is List => node.type === "list");
  return list ? entriesOf(list) : new Map();
}
