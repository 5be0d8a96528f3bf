/** Runs a reader's query against a loaded index: the same code in the browser, the tests and the bench. */
import MiniSearch from "minisearch";
import { FULL_FIELDS, QUICK_FIELDS, indexOptions, searchOptions, type SearchDocument, type SearchIndexFile, type SearchScope } from "./search-options.ts";

export interface SearchHit {
  /** Page title, route, section label and heading ("" for the page's intro). */
  title: string;
  route: string;
  section: string;
  heading: string;
  /** The heading's id, "" for the page's intro. */
  id: string;
  /** The section's body text once the full index is loaded, "" before. */
  text: string;
  /** The label of the docs version the page belongs to; none for a page of no version. */
  version?: string;
  /** Indexed terms that matched, lowercased, for highlighting. */
  terms: string[];
  score: number;
}

export interface LoadedIndex {
  file: SearchIndexFile;
  search: MiniSearch<SearchDocument>;
  fields: readonly string[];
}

/** Results per page at most, so one long page cannot fill the list. */
const PER_PAGE = 2;

/** Returns a searchable index from an index file's JSON. */
export function loadIndex(file: SearchIndexFile): LoadedIndex {
  const fields = file.texts ? FULL_FIELDS : QUICK_FIELDS;
  return { file, fields, search: MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], indexOptions(fields)) };
}

/**
 * Returns the best sections for `query`: every word must match when some section has them all, any word otherwise.
 * With `scope`, the pages of a versioned docs folder's other versions are left out (pages of no version stay).
 */
export function searchIndex(index: LoadedIndex, query: string, limit = 20, scope?: SearchScope): SearchHit[] {
  const { file, search, fields } = index;
  const options = searchOptions(file.sections, fields);
  let results = search.search(query, { ...options, combineWith: "AND" });
  if (!results.length) results = search.search(query, { ...options, combineWith: "OR" });
  const perPage = new Map<number, number>();
  const hits: SearchHit[] = [];
  for (const result of results) {
    const [pageNumber, id, heading] = file.sections[result.id as number];
    const [, , , version, docs = ""] = file.pages[pageNumber];
    if (scope !== undefined && version !== undefined && scope[docs] !== undefined && scope[docs] !== version) continue;
    const count = perPage.get(pageNumber) ?? 0;
    if (count >= PER_PAGE) continue;
    perPage.set(pageNumber, count + 1);
    const [title, route, section] = file.pages[pageNumber];
    const text = file.texts?.[result.id as number] ?? "";
    hits.push({ title, route, section, heading, id, text, ...(version === undefined ? {} : { version }), terms: result.terms, score: result.score });
    if (hits.length === limit) break;
  }
  return hits;
}
