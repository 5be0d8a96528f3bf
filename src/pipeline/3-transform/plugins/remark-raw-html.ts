import type { Root } from "mdast";
import type { VFile } from "vfile";
import { walkTree } from "../../../shared/index.ts";

/** Warns about raw HTML, which the pipeline drops: authors write markdown. Comments (`<!-- truncate -->`) pass silently. */
export default function remarkRawHtml() {
  return (tree: Root, file: VFile) => {
    walkTree(tree, "html", (node) => {
      if (/^<!--[\s\S]*-->$/.test(node.value.trim())) return;
      file.message(`Unexpected raw HTML \`${node.value.slice(0, 40).replace(/\s+/g, " ")}\`, expected markdown`, {
        place: node.position, ruleId: "raw-html", source: "docs",
      }).note = "the HTML was dropped from the page; write it as markdown";
    });
  };
}
