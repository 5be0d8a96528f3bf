import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { walkTree } from "../../../../shared/index.ts";

/**
 * Names the checkbox of each GFM task list item (`- [x] Ship it`) after the item's own text, its nested lists left
 * out: a form control without a name is read as "checkbox, checked" and nothing more.
 */
export default function rehypeTaskLabels() {
  return (tree: Root) => {
    walkTree(tree, "element", (node) => {
      if (node.tagName !== "li") return;
      const box = node.children.find(isTaskCheckbox) ?? firstParagraph(node)?.children.find(isTaskCheckbox);
      if (!box) return;
      const own = node.children.filter((child) => !(child.type === "element" && (child.tagName === "ul" || child.tagName === "ol")));
      const label = own
        .map((child) => toString(child))
        .join("")
        .replace(/\s+/g, " ")
        .trim();
      if (label) box.properties.ariaLabel = label;
    });
  };
}

function isTaskCheckbox(node: ElementContent): node is Element {
  return node.type === "element" && node.tagName === "input" && node.properties.type === "checkbox";
}

/** Returns the item's first paragraph, where a loose task list item (blank lines between items) keeps its checkbox. */
function firstParagraph(node: Element): Element | undefined {
  const first = node.children.find((child): child is Element => child.type === "element");
  return first?.tagName === "p" ? first : undefined;
}
