import type { Root } from "mdast";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import type { VFile } from "vfile";

/** Returns the frozen markdown parser, built once and reused for every page. */
export function createParser() {
  return unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
}

export type MarkdownParser = ReturnType<typeof createParser>;

/** Returns the mdast of `file` (whose front matter lines are already blanked). */
export function parseMarkdown(parser: MarkdownParser, file: VFile): Root {
  return parser.parse(file) as Root;
}
