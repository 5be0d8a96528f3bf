import type { Html, Root, RootContent } from "mdast";
import { walkTree } from "../../../../shared/index.ts";

/**
 * Raw HTML in one schema description is closed within it: a page shows many descriptions, and an element one leaves
 * open (`<em>unclosed`) would otherwise take in the rest of the page, since the page's HTML is parsed as a whole.
 */

/** Elements that have no end tag (https://html.spec.whatwg.org/multipage/syntax.html#void-elements). */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/** A start tag, an end tag or a comment; attribute values may hold `>` in quotes. */
const TAG = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][A-Za-z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/**
 * Returns a description's blocks with its raw HTML balanced: an end tag that closes nothing is removed, an element
 * opened inside a paragraph (or list, table, heading) is closed at that block's end, and one opened by an HTML block
 * is closed at the description's end.
 */
export function closeHtml(blocks: RootContent[]): RootContent[] {
  const opened: string[] = [];
  const out: RootContent[] = [];
  for (const block of blocks) {
    if (block.type === "html") {
      block.value = balance(block.value, opened);
      out.push(block);
      continue;
    }
    const inside: string[] = [];
    walkTree({ type: "root", children: [block] } as Root, "html", (node: Html) => {
      node.value = balance(node.value, inside);
    });
    out.push(inside.length && "children" in block ? closeIn(block, inside) : block);
  }
  if (opened.length) out.push({ type: "html", value: endTags(opened) });
  return out;
}

/** Returns HTML with each end tag that matches no open element removed; `open` is left with what stays open. */
function balance(html: string, open: string[]): string {
  return html.replace(TAG, (tag, slash: string | undefined, name: string | undefined, self: string | undefined) => {
    if (!name) return tag;
    const lower = name.toLowerCase();
    if (!slash) {
      if (!self && !VOID.has(lower)) open.push(lower);
      return tag;
    }
    const at = open.lastIndexOf(lower);
    if (at === -1) return "";
    // Elements opened inside this one and left open end with it, as the HTML parser would end them.
    return endTags(open.splice(at).slice(1)) + tag;
  });
}

/** Returns end tags for the open elements, innermost first. */
function endTags(open: string[]): string {
  return [...open]
    .reverse()
    .map((name) => `</${name}>`)
    .join("");
}

/** Returns the block with end tags for its open elements after its last phrasing. */
function closeIn(block: RootContent & { children: unknown[] }, open: string[]): RootContent {
  let last: { children: unknown[] } = block;
  // The deepest last node with children: a list's last item's paragraph, a table's last cell.
  while (true) {
    const child = last.children[last.children.length - 1] as { children?: unknown[] } | undefined;
    if (!child?.children) break;
    last = child as { children: unknown[] };
  }
  last.children.push({ type: "html", value: endTags(open) });
  return block;
}
