import { posix } from "node:path";
import { parseNumberPrefix } from "./number-prefix.ts";
import { postTitle } from "./post-path.ts";

// As Docusaurus' `parseMarkdownContentTitle`: an h1 (ATX or setext) that opens the body, nothing before it.
// https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-utils/src/markdownUtils.ts
const ATX = /^#[ \t]+([^\n]*?)(?:[ \t]+#+)?[ \t]*(?:\r?\n|$)/;
const SETEXT = /^([^\n]*\S[^\n]*)\r?\n=+[ \t]*(?:\r?\n|$)/;
/** An explicit heading id written at the end of a heading, as Docusaurus reads it: `## Title {#custom-id}`. */
export const HEADING_ID = /\s*\{#((?:.(?!\{#|\}))*.)\}$/;

/** MDX `import`/`export` blocks (each ends at a blank line) and blank lines before the first heading, which Docusaurus skips too. */
const LEADING_ESM = /^(?:[ \t]*(?:import|export)[ \t{*][\s\S]*?(?:\r?\n[ \t]*\r?\n|$)|\s+)*/;

/** Returns the text of the `# heading` that opens `body` (front matter already blanked; MDX imports may come first), or undefined. */
export function contentTitle(body: string): string | undefined {
  const start = body.replace(LEADING_ESM, "");
  const match = ATX.exec(start) ?? SETEXT.exec(start);
  if (!match) return undefined;
  const text = match[1]!
    .replace(HEADING_ID, "")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim();
  return text || undefined;
}

/**
 * Returns the title Docusaurus gives a page with neither `title` nor a `# heading`: its id, else a post's from its
 * path (`postTitle`), else the file name without number prefix.
 */
export function titleFromName(path: string, id: string | undefined, parseNumberPrefixes = true): string {
  if (id) return id;
  const post = /(?:^|\/)blog\/(.+)$/.exec(path)?.[1];
  if (post) return postTitle(post);
  const name = posix.basename(path).replace(/\.mdx?$/, "");
  return parseNumberPrefixes ? parseNumberPrefix(name).name : name;
}
