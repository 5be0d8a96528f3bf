/** The search dialog's query and results: what was typed, what it finds, which option is active. */
import { useEffect, useMemo, useState } from "react";
import type { SearchScope } from "../../shared/search-options.ts";
import type { SearchHit } from "../../shared/search-query.ts";
import type { Searcher } from "./searcher.ts";

/**
 * Returns the query and its setter, its hits (of the docs version `scope` only, when given), the active option and its
 * setter, and the status line for screen readers.
 */
export function useSearchQuery(ready: Searcher | undefined, complete: boolean, scope?: SearchScope) {
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  // `complete` is a dependency so the hits are searched again once the page text is in.
  const hits: SearchHit[] = useMemo(() => (ready && query.trim() ? ready.search(query, scope) : []), [ready, query, complete, scope]);
  useEffect(() => setActive(0), [hits]);
  const status =
    !ready || !query.trim()
      ? ""
      : hits.length
        ? `${hits.length} ${hits.length === 1 ? "result" : "results"} for ${query.trim()}`
        : `No results for ${query.trim()}`;
  return { query, setQuery, hits, active, setActive, status };
}
