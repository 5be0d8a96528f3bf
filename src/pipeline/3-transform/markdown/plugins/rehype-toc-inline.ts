import type { Element, Root } from "hast";
import { walkTree, type TocItem } from "../../../../shared/index.ts";
import { extractToc } from "../toc.ts";

/**
 * Fills each `<x-toc-inline>` (MDX `<TOCInline toc={toc} />`) with the page's headings as nested lists of links, from
 * `minHeadingLevel` (2) to `maxHeadingLevel` (3), as Docusaurus' TOCInline shows them.
 */
export default function rehypeTocInline() {
  return (tree: Root) => {
    walkTree(tree, "element", (node) => {
      if (node.tagName !== "x-toc-inline") return;
      const min = Number(node.properties.minHeadingLevel ?? 2);
      const max = Number(node.properties.maxHeadingLevel ?? 3);
      const items = extractToc(tree, { minDepth: min, maxDepth: max });
      Object.assign(node, { tagName: "div", properties: { className: ["toc-inline"] }, children: [nestedList(items, 0).list] });
    });
  };
}

/** Returns the items from `start` on that are at least as deep as the first, as a list with the deeper ones nested. */
function nestedList(items: TocItem[], start: number): { list: Element; next: number } {
  const list: Element = { type: "element", tagName: "ul", properties: {}, children: [] };
  const depth = items[start]?.depth ?? 0;
  let at = start;
  while (at < items.length && items[at]!.depth >= depth) {
    const item = items[at]!;
    if (item.depth > depth) {
      const nested = nestedList(items, at);
      (list.children.at(-1) as Element | undefined)?.children.push(nested.list);
      at = nested.next;
      continue;
    }
    const link: Element = { type: "element", tagName: "a", properties: { href: `#${item.id}` }, children: [{ type: "text", value: item.text }] };
    list.children.push({ type: "element", tagName: "li", properties: {}, children: [link] });
    at++;
  }
  return { list, next: at };
}
