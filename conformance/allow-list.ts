import type { Difference } from "./facts.ts";

/**
 * The differences from Docusaurus that Folio keeps on purpose, each with the reason. An entry matches a difference
 * by route (a string, or a pattern) and fact; keep this list short: every entry is a place where a Docusaurus site
 * does not build the same here.
 */
export interface Allowed {
  route: string | RegExp;
  fact: Difference["fact"];
  reason: string;
}

export const ALLOWED: Allowed[] = [
  ...["/docs/2.0/intro", "/docs/2.0/guides/deploy"].map((route) => ({
    route,
    fact: "sitemap" as const,
    reason:
      "a doc of an older version whose twin is in the last version names that twin as its canonical URL and is left out of the sitemap, so search engines send readers to the latest docs; Docusaurus lists every version's pages",
  })),
];

/** Returns whether the allow-list accepts a difference. */
export function isAllowed(difference: Difference): boolean {
  return ALLOWED.some(
    (entry) => entry.fact === difference.fact && (typeof entry.route === "string" ? entry.route === difference.route : entry.route.test(difference.route)),
  );
}
