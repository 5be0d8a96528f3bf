import type { SiteConfig } from "../0-config/index.ts";
import { blogRoute, feedRoutes } from "../1-content/index.ts";
import { pageHref, withBase } from "../../shared/index.ts";
import type { PageSummary } from "../../shared/index.ts";
import { atomFeed, xml } from "./atom-feed.ts";

export interface SiteFile {
  path: string;
  contents: string;
}

/** Returns the site-wide files made from the page models: RSS and Atom feeds, sitemap, robots.txt, web app manifest. */
export function renderSiteFiles(models: PageSummary[], config: SiteConfig): SiteFile[] {
  const origin = config.url.replace(/\/$/, "");
  // A page's URL ends with `/` under `trailingSlash`; a file's (a feed, the sitemap) never does.
  const absolute = (route: string) => origin + pageHref(config, route);
  const fileUrl = (path: string) => origin + withBase(config.baseUrl, path);
  // As Docusaurus: an unlisted page is built, but in no feed and not in the sitemap.
  const listed = models.filter((m) => !m.unlisted);
  const posts = listed
    .filter((m) => m.kind === "blog-post")
    .sort((a, b) => (b.post!.date < a.post!.date ? -1 : b.post!.date > a.post!.date ? 1 : a.route < b.route ? -1 : 1));
  const pages = sitemapRoutes(listed, absolute);
  const feeds = feedRoutes(config.blog);
  // As Docusaurus: a site without a blog post has no blog, and no feeds.
  const feedFiles = models.some((m) => m.kind === "blog-post")
    ? [
        { path: feeds.rss.slice(1), contents: `${blogRss(posts, config, { absolute, fileUrl })}\n` },
        { path: feeds.atom.slice(1), contents: `${blogAtom(posts, config, { absolute, fileUrl })}\n` },
      ]
    : [];
  const sitemap = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...pages.map((route) => `<url><loc>${absolute(route)}</loc></url>`),
    `</urlset>`,
  ].join("\n");
  const manifest = {
    name: config.title,
    short_name: config.navbar.title,
    description: config.tagline,
    start_url: config.baseUrl,
    scope: config.baseUrl,
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#2557d6",
    icons: [{ src: `${config.baseUrl}favicon.svg`, sizes: "any", type: "image/svg+xml" }],
  };
  return [
    ...feedFiles,
    { path: "sitemap.xml", contents: `${sitemap}\n` },
    { path: "robots.txt", contents: `User-agent: *\nAllow: /\n\nSitemap: ${fileUrl("/sitemap.xml")}\n` },
    { path: "manifest.webmanifest", contents: `${JSON.stringify(manifest, null, 2)}\n` },
  ];
}

/** How a site file names a page (`absolute`, with `/` after it under `trailingSlash`) and a file, with the site's origin. */
type SiteUrls = Record<"absolute" | "fileUrl", (path: string) => string>;

/** Returns the blog's RSS feed: its posts, newest first, each with its tags. */
function blogRss(posts: PageSummary[], config: SiteConfig, { absolute, fileUrl }: SiteUrls): string {
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>`,
    `<title>${xml(`${config.blog.title} | ${config.title}`)}</title><link>${absolute(blogRoute(config.blog))}</link><description>${xml(config.blog.description)}</description><language>en</language>`,
    `<atom:link href="${fileUrl(feedRoutes(config.blog).rss)}" rel="self" type="application/rss+xml"/>`,
    ...posts.map(
      (p) =>
        `<item><title>${xml(p.title)}</title><link>${absolute(p.route)}</link><guid>${absolute(p.route)}</guid><pubDate>${new Date(`${p.post!.date}T00:00:00Z`).toUTCString()}</pubDate><description>${xml(p.description)}</description>${p.post!.tags.map((t) => `<category>${xml(t.label)}</category>`).join("")}</item>`,
    ),
    `</channel></rss>`,
  ].join("\n");
}

/** Returns the blog's Atom feed: its posts, newest first, each with its authors and tags. */
function blogAtom(posts: PageSummary[], config: SiteConfig, { absolute, fileUrl }: SiteUrls): string {
  const updated = posts[0] ? `${posts[0].post!.date}T00:00:00Z` : "2025-01-01T00:00:00Z";
  const blogUrl = absolute(blogRoute(config.blog));
  return atomFeed({
    id: blogUrl,
    title: `${config.blog.title} | ${config.title}`,
    subtitle: config.blog.description,
    updated,
    alternate: blogUrl,
    self: fileUrl(feedRoutes(config.blog).atom),
    entries: posts.map((p) => ({
      url: absolute(p.route),
      title: p.title,
      updated: `${p.post!.date}T00:00:00Z`,
      summary: p.description,
      authors: p.post!.authors.map((a) => a.name),
      categories: p.post!.tags.map((t) => t.label),
    })),
  });
}

/**
 * Returns the routes the sitemap lists: every page but the not-found page, a doc of a `noIndex` docs version, a page
 * whose `<Head>` robots tag says `noindex` (as Docusaurus' sitemap leaves it out), and a doc whose canonical URL is its
 * twin in the last docs version.
 */
function sitemapRoutes(listed: PageSummary[], absolute: (route: string) => string): string[] {
  return listed
    .filter((m) => m.kind !== "not-found" && !m.noIndex && !/noindex/i.test(m.robots ?? "") && m.canonical === absolute(m.route))
    .map((m) => m.route)
    .sort();
}
