import type { Root } from "mdast";
import { walkTree } from "../../../../shared/index.ts";

/**
 * Puts each code block's meta string (```` ```ts title="a.ts" {2} ````) on its `<code>` element as `data-meta`, where
 * the rehype plugins read it. remark-rehype keeps it only as element data, which parsing a page's raw HTML drops: a
 * page with a `<details>` or a comment lost every code title and npm2yarn block. A property survives it; the code
 * block plugin replaces the element, so it never reaches the page.
 */
export default function remarkCodeMeta() {
  return (tree: Root) => {
    walkTree(tree, "code", (node) => {
      if (!node.meta) return;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataMeta: node.meta } };
    });
  };
}

/** Returns the meta string a code element carries (see remarkCodeMeta). */
export function codeMeta(code: { properties: Record<string, unknown> }): string | undefined {
  const meta = code.properties.dataMeta;
  return typeof meta === "string" ? meta : undefined;
}
