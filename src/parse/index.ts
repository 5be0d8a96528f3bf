export { createParser, parseMarkdown, type MarkdownParser } from "./parse-markdown.ts";
