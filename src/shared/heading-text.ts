import type { Element, ElementContent } from "hast";

/**
 * Returns a heading's text as Docusaurus reads it from the markdown for its id, its TOC entry and search: without a
 * footnote reference (`## Setup[^1]` is "Setup", in emphasis too) and without the `#` link rehype-heading-ids adds.
 */
export function headingText(node: Element): string {
  const parts: string[] = [];
  const walk = (nodes: ElementContent[]) => {
    for (const child of nodes) {
      if (child.type === "text") parts.push(child.value);
      else if (child.type === "element" && !isHashLink(child) && !isFootnoteReference(child)) walk(child.children);
    }
  };
  walk(node.children);
  return parts.join("");
}

/** Returns whether a node is the `#` link of a heading. */
export function isHashLink(node: ElementContent): boolean {
  return node.type === "element" && (node.properties.className as string[] | undefined)?.includes("hash-link") === true;
}

/** Returns whether a node is remark-rehype's footnote reference: `<sup><a data-footnote-ref>1</a></sup>`. */
function isFootnoteReference(node: Element): boolean {
  return node.tagName === "sup" && node.children.some((child) => child.type === "element" && child.properties.dataFootnoteRef !== undefined);
}
