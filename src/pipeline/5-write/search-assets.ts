import { buildSearchIndex, type SearchSectionText } from "../4-render/index.ts";
import type { PageSummary, PageUrls } from "../../shared/index.ts";
import type { OutputFile } from "./bundle-client.ts";

/**
 * Where the search index files live. Fixed paths rather than content hashes: every page names them, and a hash
 * would change every page each time any page's text changes. Servers send them with `no-cache` and an ETag.
 */
export const SEARCH_INDEX_PATHS = { quick: "search/quick.json", full: "search/full.json" } as const;

/** Returns the two search index files of the site: the quick one (titles, headings, API names) and the full text. */
export function searchIndexFiles(models: PageSummary[], urls: PageUrls, sectionsOf: (model: PageSummary) => SearchSectionText[] | undefined): OutputFile[] {
  const { quick, full } = buildSearchIndex(models, urls, sectionsOf);
  return [
    { path: SEARCH_INDEX_PATHS.quick, contents: quick },
    { path: SEARCH_INDEX_PATHS.full, contents: full },
  ];
}
