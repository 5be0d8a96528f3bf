/** An Atom feed (RFC 4287): its id and links are absolute URLs, its dates `YYYY-MM-DDThh:mm:ssZ`. */
export interface AtomFeed {
  id: string;
  title: string;
  subtitle: string;
  updated: string;
  /** The page the feed is of, and the feed's own address. */
  alternate: string;
  self: string;
  /** The feed's author, for entries that name none (RFC 4287 wants one or the other). */
  author?: string;
  entries: AtomEntry[];
}

export interface AtomEntry {
  /** The entry's page: its id and its link. */
  url: string;
  title: string;
  updated: string;
  summary: string;
  authors?: string[];
  categories?: string[];
}

/** Returns an Atom feed as XML, one line per entry: the blog's feed and the API changelog's. */
export function atomFeed(feed: AtomFeed): string {
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom">`,
    `<id>${feed.id}</id><title>${xml(feed.title)}</title><subtitle>${xml(feed.subtitle)}</subtitle><updated>${feed.updated}</updated>`,
    `<link rel="alternate" href="${feed.alternate}"/><link rel="self" href="${feed.self}"/>${feed.author ? `<author><name>${xml(feed.author)}</name></author>` : ""}`,
    ...feed.entries.map(
      (e) =>
        `<entry><id>${e.url}</id><title>${xml(e.title)}</title><link href="${e.url}"/><updated>${e.updated}</updated><summary>${xml(e.summary)}</summary>${(e.authors ?? []).map((a) => `<author><name>${xml(a)}</name></author>`).join("")}${(e.categories ?? []).map((c) => `<category term="${xml(c)}"/>`).join("")}</entry>`,
    ),
    `</feed>`,
  ].join("\n");
}

/** Returns text with the characters XML gives a meaning escaped. */
export function xml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
