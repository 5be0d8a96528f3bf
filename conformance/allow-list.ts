import type { Difference } from "./facts.ts";

/**
 * The differences from Docusaurus that Folio keeps on purpose, each with the reason. An entry matches a difference
 * by route (a string, or a pattern) and fact, and with `lines` only when the builds' lines are the same, in the same
 * order, once those it matches are set aside; keep this list short: every entry is a place where a Docusaurus site does not build the same here.
 */
export interface Allowed {
  route: string | RegExp;
  fact: Difference["fact"];
  lines?: RegExp;
  reason: string;
}

export const ALLOWED: Allowed[] = [
  ...["/docs/2.0/intro", "/docs/2.0/guides/deploy", "/sdk/1.0/intro"].map((route) => ({
    route,
    fact: "sitemap" as const,
    reason:
      "a doc of an older version whose twin is in the last version names that twin as its canonical URL and is left out of the sitemap, so search engines send readers to the latest docs; Docusaurus lists every version's pages",
  })),
  {
    route: /^\/blog(\/page\/\d+|\/archive)?$/,
    fact: "blog",
    lines: /^h1: /,
    reason:
      "the blog's list pages and archive name themselves in an h1, as every page of a Folio site does (accessibility checkers ask for one); Docusaurus' have none",
  },
  {
    route: /\/page\/\d+$/,
    fact: "blog",
    lines: /^(title|h1): /,
    reason: "a list's later pages are titled `<title>, page N`, so each page of the site has a title of its own; Docusaurus titles them all as the first",
  },
];

/** Returns whether the allow-list accepts a difference. */
export function isAllowed(difference: Difference): boolean {
  return ALLOWED.some(
    (entry) =>
      entry.fact === difference.fact &&
      (typeof entry.route === "string" ? entry.route === difference.route : entry.route.test(difference.route)) &&
      (!entry.lines || sameBut(difference, entry.lines)),
  );
}

/** Returns whether both builds have the same lines in the same order once the lines `allowed` matches are set aside. */
function sameBut({ docusaurus, folio }: Difference, allowed: RegExp): boolean {
  const rest = (lines: string[]) => JSON.stringify(lines.filter((line) => !allowed.test(line)));
  return rest(docusaurus) === rest(folio);
}
