import type { Heading, Root } from "mdast";
import { walkTree } from "../../../../shared/index.ts";
import { HEADING_ID } from "../../../1-content/index.ts";

/**
 * Gives a heading its own id where its author wrote one, as Docusaurus reads it (mdx-loader's remark/headings), and
 * removes the marker from its text: `## Title {#custom-id}`, or a comment as its last part, `## Title {/* #custom-id *\/}`
 * in MDX or `## Title <!-- #custom-id -->` in markdown. rehype-heading-ids keeps such an id; other headings get the
 * id github-slugger gives them. Every markdown heading is marked (`MARKDOWN_HEADING`): an `<h3>` written as HTML or
 * JSX gets no id, as in Docusaurus, whose heading ids are given to markdown headings only.
 */
export default function remarkHeadingCustomIds() {
  return (tree: Root) => {
    walkTree(tree, "heading", (node: Heading) => {
      const id = commentId(node) ?? classicId(node);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...(id && { id }), [MARKDOWN_HEADING]: true } };
    });
  };
}

/** The property that marks a heading element made from a markdown heading, until rehype-heading-ids takes it off. */
export const MARKDOWN_HEADING = "dataMarkdownHeading";

/** Returns the id of a heading whose last part is a comment starting with `#`, removing the comment; else undefined. */
function commentId(node: Heading): string | undefined {
  const last = node.children.at(-1) as { type: string; value?: string } | undefined;
  const comment =
    last?.type === "mdxTextExpression"
      ? /^\s*\/\*([\s\S]*?)\*\/\s*$/.exec(last.value ?? "")?.[1]
      : last?.type === "html"
        ? /^<!--([\s\S]*)-->$/.exec(last.value ?? "")?.[1]
        : undefined;
  const first = comment?.trim().split(" ")[0];
  if (!first?.startsWith("#") || first.length === 1) return undefined;
  node.children.pop();
  const before = node.children.at(-1);
  if (before?.type === "text") before.value = before.value.trimEnd();
  return first.slice(1);
}

/** Returns the id of a heading whose text ends with `{#id}`, removing the marker; else undefined. */
function classicId(node: Heading): string | undefined {
  const last = node.children.at(-1);
  if (last?.type !== "text") return undefined;
  const match = HEADING_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (!last.value) node.children.pop();
  return match[1]!.trim();
}
