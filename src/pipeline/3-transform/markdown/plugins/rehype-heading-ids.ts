import type { Root } from "hast";
import GithubSlugger from "github-slugger";
import { headingText, walkTree } from "../../../../shared/index.ts";
import { MARKDOWN_HEADING } from "./remark-heading-custom-ids.ts";

const HEADING = /^h[2-6]$/;

/**
 * Gives every h2–h6 of markdown a stable id (github-slugger, deduplicated per page) and a `#` anchor link after its
 * text. An h1 of the content takes its slug too, with no id, as in Docusaurus: `# Install` then `## Install` is
 * `install-1`. A heading written as HTML or JSX gets neither, as in Docusaurus, unless it has an `id` of its own.
 */
export default function rehypeHeadingIds() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    walkTree(tree, "element", (node) => {
      // `true`, or `""` once hast-util-raw re-parsed a page with raw HTML.
      const markdown = node.properties[MARKDOWN_HEADING] !== undefined;
      delete node.properties[MARKDOWN_HEADING];
      if (!markdown) return;
      if (node.tagName === "h1" && typeof node.properties.id !== "string") slugger.slug(headingText(node));
      if (!HEADING.test(node.tagName)) return;
      const text = headingText(node);
      const id = typeof node.properties.id === "string" ? node.properties.id : slugger.slug(text);
      node.properties.id = id;
      node.children.push({
        type: "element",
        tagName: "a",
        properties: { className: ["hash-link"], href: `#${id}`, ariaLabel: `Direct link to ${text}` },
        children: [{ type: "text", value: "#" }],
      });
    });
  };
}
