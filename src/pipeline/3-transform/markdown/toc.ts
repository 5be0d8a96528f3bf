import type { Element, Root } from "hast";
import { headingText, isHashLink } from "../../../shared/index.ts";
import type { TocItem } from "../../../shared/page-model.ts";

/** Calls `each` for every element of the tree in document order (a plain loop: this runs for every page, twice). */
function forEachElement(tree: Root, each: (node: Element) => void): void {
  const stack: (Root | Element)[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === "element") each(node);
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i]!;
      if (child.type === "element") stack.push(child);
    }
  }
}

/**
 * Marks every heading of `tree` as no entry of the page's TOC, though it keeps its id and `#` link: the headings of a
 * partial config.yaml's `markdown.components` gives a page, which Docusaurus' TOC leaves out (it holds an imported
 * partial's, which the page names in an `import`).
 */
export function leaveOutOfToc(tree: Root): void {
  forEachElement(tree, (node) => {
    if (/^h[1-6]$/.test(node.tagName)) node.data = { ...node.data, outOfToc: true } as Element["data"];
  });
}

/**
 * Returns the markdown headings (those rehype-heading-ids gave a `#` link) between minDepth and maxDepth, in document
 * order, without their anchor text or footnote references. As Docusaurus reads the TOC from the markdown, a heading written as HTML or JSX,
 * one `leaveOutOfToc` marked and the footnotes' heading (remark-rehype's, hidden but for screen readers) are no entries.
 */
export function extractToc(tree: Root, { minDepth = 2, maxDepth = 3 } = {}): TocItem[] {
  const items: TocItem[] = [];
  forEachElement(tree, (node) => {
    const depth = /^h([1-6])$/.exec(node.tagName)?.[1];
    if (!depth || Number(depth) < minDepth || Number(depth) > maxDepth || typeof node.properties.id !== "string") return;
    if (!node.children.some(isHashLink) || (node.data as Record<string, unknown> | undefined)?.outOfToc) return;
    const text = headingText(node).trim();
    items.push({ depth: Number(depth), id: node.properties.id, text });
  });
  return items;
}

/** Returns every id in the tree: what a `#fragment` link may point to. */
export function collectIds(tree: Root): string[] {
  const ids: string[] = [];
  forEachElement(tree, (node) => {
    if (typeof node.properties.id === "string") ids.push(node.properties.id);
  });
  return ids;
}
