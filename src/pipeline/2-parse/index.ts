export { createParser, parseMarkdown, type MarkdownParser } from "./parse-markdown.ts";
export { parseSchema } from "./parse-schema.ts";
export { loadSchema, SCHEMA_PATH, type LoadedSchema } from "./load-schema.ts";
export { ADMONITIONS } from "./legacy-admonition-titles.ts";
