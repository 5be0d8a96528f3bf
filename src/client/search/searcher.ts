/**
 * The search code, a hashed asset of its own (`search.HASH.js`) that the dialog imports when it first opens:
 * MiniSearch and the query never weigh on a page load.
 */
import type { SearchIndexFile, SearchScope } from "../../shared/search-options.ts";
import { loadAfresh } from "../../shared/load-afresh.ts";
import { loadIndex, searchIndex, type LoadedIndex, type SearchHit } from "../../shared/search-query.ts";

export interface Searcher {
  /** The best sections for a query, from the full index once it is in, from the quick one before; with `scope`, of that docs version only. */
  search(query: string, scope?: SearchScope): SearchHit[];
  /** Loads the full-text index in place of the quick one; resolves to false when it could not be loaded. */
  loadFull(): Promise<boolean>;
}

/** Returns an index file's JSON (from a fresh URL after a failure), or throws an error whose message a reader understands. */
function fetchIndex(url: string): Promise<SearchIndexFile> {
  return loadAfresh(url, fetchIndexFile);
}

async function fetchIndexFile(url: string): Promise<SearchIndexFile> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(`Could not load the search index: ${error instanceof Error ? error.message : String(error)}.`);
  }
  if (!response.ok) throw new Error(`Could not load the search index: the server answered ${response.status}.`);
  return (await response.json()) as SearchIndexFile;
}

/** Returns a searcher over the quick index, ready for its first query. */
export async function createSearcher(urls: { quick: string; full: string }): Promise<Searcher> {
  let index: LoadedIndex = loadIndex(await fetchIndex(urls.quick));
  let full: Promise<boolean> | undefined;
  return {
    search: (query, scope) => searchIndex(index, query, undefined, scope),
    loadFull() {
      full ??= fetchIndex(urls.full).then(
        (file) => {
          index = loadIndex(file);
          return true;
        },
        () => {
          // Quick results stay usable; the next opening of the dialog tries again.
          full = undefined;
          return false;
        },
      );
      return full;
    },
  };
}
