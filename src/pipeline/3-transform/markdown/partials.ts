import type { Element, Root as Hast, RootContent } from "hast";
import type { Root as Mdast } from "mdast";
import { VFile } from "vfile";
import { walkTree } from "../../../shared/index.ts";
import { blankFrontMatter } from "../../1-content/index.ts";
import { leaveOutOfToc } from "./toc.ts";

/** How a partial is read and transformed: the page's own parser and transformer. */
export interface PartialPipeline {
  partials: Map<string, string>;
  parse: (file: VFile) => Mdast;
  transform: (tree: Mdast, file: VFile) => Hast;
}

/**
 * Replaces each `<x-partial src>` (an MDX page's `<Part />` of `import Part from './_part.md'`) with the partial's
 * content, read and transformed as a file of its own so its messages name its own lines; those messages and its links
 * join the page's. A partial that imports itself, directly or not, is a positioned warning, never a loop.
 */
export function inlinePartials(tree: Hast, file: VFile, pipeline: PartialPipeline, within: string[] = []): void {
  let inlined = false;
  walkTree(tree, "element", (node, index, parent) => {
    if (node.tagName !== "x-partial" || !parent || index === undefined) return;
    parent.children.splice(index, 1, ...partialContent(node, file, pipeline, within));
    inlined = true;
    return index;
  });
  if (inlined && !within.length) uniqueHeadingIds(tree);
}

/**
 * Gives a heading whose id an earlier heading of the page already has the next free `-1`, `-2` … suffix, as
 * github-slugger does within one file, and points its `#` link there: a partial's headings got their ids apart from
 * the page's, and a partial shown twice repeats its own.
 */
function uniqueHeadingIds(tree: Hast): void {
  const taken = new Set<string>();
  walkTree(tree, "element", (node) => {
    const id = node.properties.id;
    if (!/^h[1-6]$/.test(node.tagName) || typeof id !== "string") return;
    let unique = id;
    for (let n = 1; taken.has(unique); n++) unique = `${id}-${n}`;
    taken.add(unique);
    if (unique === id) return;
    node.properties.id = unique;
    for (const child of node.children) {
      if (child.type === "element" && child.tagName === "a" && child.properties.href === `#${id}`) child.properties.href = `#${unique}`;
    }
  });
}

function partialContent(node: Element, file: VFile, pipeline: PartialPipeline, within: string[]): RootContent[] {
  const path = String(node.properties.src);
  if (within.includes(path) || path === file.path) {
    file.message(`Unexpected import of \`${path}\` inside itself`, { place: node.position, ruleId: "mdx-import", source: "docs" }).note =
      "a partial cannot show itself, directly or through another partial; remove the `<Part />`";
    return [];
  }
  const text = pipeline.partials.get(path);
  if (text === undefined) {
    file.message(`Unexpected import of \`${path}\`, expected an existing markdown file`, { place: node.position, ruleId: "mdx-import", source: "docs" }).note =
      node.properties.given
        ? "check the component's file in config.yaml's `markdown.components`: it is relative to content/, after `@site/`"
        : "check the path in the `import` line: it is relative to this page, or to content/ with `@site/`";
    return [];
  }
  // As a page's, a partial's front matter is no content: its lines are blanked, so positions stay the file's.
  const partial = new VFile({ path, value: text });
  blankFrontMatter(partial);
  partial.data.route = file.data.route;
  if (file.data.folderUrl) partial.data.folderUrl = true;
  partial.data.docsRoot = file.data.docsRoot;
  const hast = pipeline.transform(pipeline.parse(partial), partial);
  inlinePartials(hast, partial, pipeline, [...within, file.path]);
  if (node.properties.given) leaveOutOfToc(hast);
  file.messages.push(...partial.messages);
  (file.data.links ??= []).push(...(partial.data.links ?? []).map((link) => ({ ...link, file: link.file ?? path })));
  return hast.children;
}
