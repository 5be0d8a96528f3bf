import type { Root } from "mdast";

/** Returns the index of the first top-level `<!-- truncate -->` (in MDX also `{/* truncate *\/}`) of a freshly parsed tree, or -1. */
export function truncateMarkerIndex(tree: Root): number {
  return tree.children.findIndex(
    (node) =>
      (node.type === "html" && /^<!--\s*truncate\s*-->$/.test(node.value.trim())) ||
      (node.type === "mdxFlowExpression" && /^\/\*\s*truncate\s*\*\/$/.test(node.value.trim())),
  );
}

/** Replaces a top-level `<!-- truncate -->` with a marker element, so blog lists can cut the summary there. */
export default function remarkTruncate() {
  return (tree: Root) => {
    const index = truncateMarkerIndex(tree);
    if (index === -1) return;
    tree.children[index] = { type: "paragraph", children: [], data: { hName: "div", hProperties: { dataTruncate: "" } } } as never;
  };
}
