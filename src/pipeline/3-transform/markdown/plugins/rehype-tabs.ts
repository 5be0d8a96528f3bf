import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import type { VFile } from "vfile";
import { SKIP, walkTree } from "../../../../shared/index.ts";
import { parseCodeMeta } from "../code-meta.ts";
import { npm2yarnTabs } from "../npm2yarn.ts";
import { finishTabs } from "../finish-tabs.ts";
import { codeMeta } from "./remark-code-meta.ts";

/**
 * Gets every set of tabs ready for templates/mdx/: a ```` ```bash npm2yarn ```` block becomes `x-tabs` (npm, Yarn,
 * pnpm), and each `x-tabs` (also from `<Tabs>` in MDX) gets its final items, labels and selected tab, with a warning
 * for what Docusaurus would refuse. A rehype plugin, run before rehype-code-blocks highlights the blocks it makes: it
 * sees `<Tabs>` wherever the MDX elements were converted, and leaves the mdast (the markdown twin) as written.
 */
export default function rehypeTabs() {
  return (tree: Root, file: VFile) => {
    walkTree(tree, "element", (node, index, parent) => {
      if (node.tagName === "pre" && parent && index !== undefined) {
        const tabs = fromNpm2yarn(node);
        if (!tabs) return;
        parent.children[index] = tabs;
        return [SKIP, index];
      }
      if (node.tagName === "x-tabs") finishTabs(node, file);
      else if (node.tagName === "x-tab-item" && (parent?.type !== "element" || parent.tagName !== "x-tabs")) {
        file.message("Unexpected `<TabItem>` outside `<Tabs>`, expected it inside a `<Tabs>`", {
          place: node.position,
          ruleId: "invalid-tabs",
          source: "docs",
        }).note = "its content is shown without a tab";
        node.tagName = "div";
        node.properties = {};
      }
    });
  };
}

/** Returns the tabs that replace an npm2yarn code block (meta word `npm2yarn`), or undefined for any other `pre`. */
function fromNpm2yarn(pre: Element): Element | undefined {
  const code = pre.children[0];
  if (code?.type !== "element" || code.tagName !== "code") return undefined;
  const meta = codeMeta(code);
  if (!parseCodeMeta(meta).flags.has("npm2yarn")) return undefined;
  return npm2yarnTabs(pre, code, toString(code).replace(/\n$/, ""), meta!);
}
