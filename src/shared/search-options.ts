/**
 * What the build indexes and how a query is matched: one definition for the index builder (node), the bench and
 * the search code the browser loads, so an index is always read with the options it was written with.
 */
import type { Options, SearchOptions } from "minisearch";

/** One indexed section of a page: its intro (before the first h2/h3) or one h2/h3 and what follows it. */
export interface SearchDocument {
  id: number;
  /** The page's title, on its intro only: one hit per page for a title, and a smaller index. */
  title: string;
  /** The section's heading; empty for a page's intro. */
  heading: string;
  /** API names the section documents (GraphQL queries, mutations and types, theme models, enums, stores, methods). */
  names: string;
  /** The section's body text; only in the full index. */
  text?: string;
}

/** A page in an index file: title, route and section label, shared by all its sections, and a versioned doc's version label. */
export type SearchPage = [title: string, route: string, section: string, version?: string, docs?: string];

/** The version label searched in each versioned docs folder, by folder (`''` for the main docs); the others' pages are left out. */
export type SearchScope = Record<string, string>;

/**
 * A section in an index file: page number, heading id ("" for the intro), heading text, its lowercased API name and
 * how much a query equal to that name boosts it (0 without a name).
 */
export type SearchSection = [page: number, id: string, heading: string, name: string, exactBoost: number];

/** The JSON of an index file. The quick index leaves out the body text; the full one adds it and its index. */
export interface SearchIndexFile {
  version: 1;
  pages: SearchPage[];
  sections: SearchSection[];
  /** Body text per section, full index only. */
  texts?: string[];
  /** MiniSearch's own JSON (`toJSON`), read back with `MiniSearch.loadJS`. */
  index: unknown;
}

export const QUICK_FIELDS = ["title", "heading", "names"] as const;
export const FULL_FIELDS = [...QUICK_FIELDS, "text"] as const;

/** API names first, then page titles, then headings, then body text. */
export const FIELD_BOOSTS: Record<string, number> = { names: 8, title: 4, heading: 3, text: 1 };

/**
 * A query term equal to the whole API name a page documents puts that page first. The Admin API reference wins a
 * tie with the theme API (`Order` is both a GraphQL object and a theme model).
 */
export const EXACT_NAME_BOOST = { graphql: 20, theme: 18 } as const;

const WORD = /[\p{L}\p{N}_]+/gu;
/** Where a name splits into its parts: at `_`, and before a capital that starts a part. */
const NAME_PARTS = /_|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;

/** Returns the words of a text, each camelCase or PascalCase name also split into its parts (`listOrder` → `listorder`, `list`, `order`). */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    terms.push(word);
    // Only a word with `_` or a capital can split: most words skip the split's lookbehinds.
    if (!/[A-Z_]/.test(word)) continue;
    const parts = word.split(NAME_PARTS).filter(Boolean);
    if (parts.length > 1) terms.push(...parts);
  }
  return terms;
}

/** Returns the words of a query, whole: the index holds both names and their parts, so `listOrder` matches the name. */
export function tokenizeQuery(query: string): string[] {
  return query.match(WORD) ?? [];
}

/** Returns a term lowercased: nothing is dropped, so short API names such as `id` and `me` stay findable. */
export function processTerm(term: string): string {
  return term.toLowerCase();
}

/** Returns the MiniSearch options of an index over `fields`. */
export function indexOptions(fields: readonly string[]): Options<SearchDocument> {
  return { idField: "id", fields: [...fields], storeFields: [], tokenize, processTerm };
}

/** Returns the search options: prefix on the last word, one typo allowed in words of four letters or more, names first. */
export function searchOptions(sections: SearchSection[], fields: readonly string[]): SearchOptions {
  return {
    fields: [...fields],
    boost: FIELD_BOOSTS,
    tokenize: tokenizeQuery,
    processTerm,
    prefix: (term) => term.length >= 2,
    fuzzy: (term) => (term.length >= 4 ? 1 : false),
    maxFuzzy: 1,
    weights: { prefix: 0.5, fuzzy: 0.3 },
    boostDocument: (id, term) => {
      const section = sections[id as number];
      return section && section[3] === term ? section[4] : 1;
    },
  };
}
