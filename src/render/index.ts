export { createReactCompiler, toReact, type ReactCompiler } from "./to-react.ts";
export { renderPage } from "./render-page.ts";
export { renderSiteFiles, type SiteFile } from "./site-files.ts";
export { toClientModel } from "./client-model.ts";
export { createMarkdownPrinter, pageMarkdown, type MarkdownPrinter } from "./page-markdown.ts";
export { recordWritten, writtenMarkdown, type WrittenPage } from "./written-markdown.ts";
export { renderLlmsFiles } from "./llms.ts";
export { cspSources, type CspSources } from "./csp-sources.ts";
export { buildSearchIndex, searchSections, type SearchIndexFiles, type SearchSectionText } from "./search-index.ts";
