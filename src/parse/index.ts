export { createParser, parseMarkdown, type MarkdownParser } from "./parse-markdown.ts";
export { parseSchema } from "./parse-schema.ts";
