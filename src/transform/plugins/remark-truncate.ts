import type { Root } from "mdast";

/** Replaces a top-level `<!-- truncate -->` with a marker element, so blog lists can cut the summary there. */
export default function remarkTruncate() {
  return (tree: Root) => {
    const index = tree.children.findIndex((node) => node.type === "html" && /^<!--\s*truncate\s*-->$/.test(node.value.trim()));
    if (index === -1) return;
    tree.children[index] = { type: "paragraph", children: [], data: { hName: "div", hProperties: { dataTruncate: "" } } } as never;
  };
}
