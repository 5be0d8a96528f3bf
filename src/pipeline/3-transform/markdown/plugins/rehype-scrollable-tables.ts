import type { Element, Root } from "hast";
import { walkTree } from "../../../../shared/index.ts";

/**
 * Puts in the tab order every table that holds no link: the stylesheet lets a wide table scroll sideways, and a
 * reader without a mouse can only scroll what takes the focus (a table with links scrolls to the focused link).
 */
export default function rehypeScrollableTables() {
  return (tree: Root) => {
    walkTree(tree, "element", (node) => {
      if (node.tagName === "table" && !holdsLink(node)) node.properties.tabIndex = 0;
    });
  };
}

/** Returns whether an element holds a link with an href. */
function holdsLink(node: Element): boolean {
  return node.children.some((child) => child.type === "element" && ((child.tagName === "a" && child.properties.href !== undefined) || holdsLink(child)));
}
