import type { Heading, Root } from "mdast";
import { walkTree } from "../../../../shared/index.ts";
import { HEADING_ID } from "../../../1-content/index.ts";

/**
 * Gives a heading written `## Title {#custom-id}` the id `custom-id` (rehype-heading-ids keeps it) and removes the
 * marker from its text, as Docusaurus does; other headings keep the id github-slugger gives them.
 */
export default function remarkHeadingCustomIds() {
  return (tree: Root) => {
    walkTree(tree, "heading", (node: Heading) => {
      const last = node.children.at(-1);
      if (last?.type !== "text") return;
      const match = HEADING_ID.exec(last.value);
      if (!match) return;
      last.value = last.value.slice(0, match.index);
      if (!last.value) node.children.pop();
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: match[1]! } };
    });
  };
}
