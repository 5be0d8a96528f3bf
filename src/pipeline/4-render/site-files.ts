import type { SiteConfig } from "../0-config/index.ts";
import { blogRoute, feedRoutes } from "../1-content/index.ts";
import { withBase } from "../../shared/index.ts";
import type { PageModel } from "../../shared/index.ts";

export interface SiteFile {
  path: string;
  contents: string;
}

/** Returns the site-wide files made from the page models: RSS and Atom feeds, sitemap, robots.txt, web app manifest. */
export function renderSiteFiles(models: PageModel[], config: SiteConfig): SiteFile[] {
  const origin = config.url.replace(/\/$/, "");
  const absolute = (route: string) => origin + withBase(config.baseUrl, route);
  // As Docusaurus: an unlisted page is built, but in no feed and not in the sitemap.
  const listed = models.filter((m) => !m.unlisted);
  const posts = listed
    .filter((m) => m.kind === "blog-post")
    .sort((a, b) => (b.post!.date < a.post!.date ? -1 : b.post!.date > a.post!.date ? 1 : a.route < b.route ? -1 : 1));
  const pages = sitemapRoutes(listed, absolute);
  const updated = posts[0] ? `${posts[0].post!.date}T00:00:00Z` : "2025-01-01T00:00:00Z";
  const blogUrl = absolute(blogRoute(config.blog));
  const feeds = feedRoutes(config.blog);
  const rss = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>`,
    `<title>${xml(`${config.blog.title} | ${config.title}`)}</title><link>${blogUrl}</link><description>${xml(config.blog.description)}</description><language>en</language>`,
    `<atom:link href="${absolute(feeds.rss)}" rel="self" type="application/rss+xml"/>`,
    ...posts.map(
      (p) =>
        `<item><title>${xml(p.title)}</title><link>${absolute(p.route)}</link><guid>${absolute(p.route)}</guid><pubDate>${new Date(`${p.post!.date}T00:00:00Z`).toUTCString()}</pubDate><description>${xml(p.description)}</description>${p.post!.tags.map((t) => `<category>${xml(t.label)}</category>`).join("")}</item>`,
    ),
    `</channel></rss>`,
  ].join("\n");
  const atom = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom">`,
    `<id>${blogUrl}</id><title>${xml(`${config.blog.title} | ${config.title}`)}</title><subtitle>${xml(config.blog.description)}</subtitle><updated>${updated}</updated>`,
    `<link rel="alternate" href="${blogUrl}"/><link rel="self" href="${absolute(feeds.atom)}"/>`,
    ...posts.map(
      (p) =>
        `<entry><id>${absolute(p.route)}</id><title>${xml(p.title)}</title><link href="${absolute(p.route)}"/><updated>${p.post!.date}T00:00:00Z</updated><summary>${xml(p.description)}</summary>${p.post!.authors.map((a) => `<author><name>${xml(a.name)}</name></author>`).join("")}${p.post!.tags.map((t) => `<category term="${xml(t.label)}"/>`).join("")}</entry>`,
    ),
    `</feed>`,
  ].join("\n");
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
    { path: feeds.rss.slice(1), contents: `${rss}\n` },
    { path: feeds.atom.slice(1), contents: `${atom}\n` },
    { path: "sitemap.xml", contents: `${sitemap}\n` },
    { path: "robots.txt", contents: `User-agent: *\nAllow: /\n\nSitemap: ${absolute("/sitemap.xml")}\n` },
    { path: "manifest.webmanifest", contents: `${JSON.stringify(manifest, null, 2)}\n` },
  ];
}

/**
 * Returns the routes the sitemap lists: every page but the not-found page, a doc of a `noIndex` docs version, and a
 * doc whose canonical URL is its twin in the last docs version.
 */
function sitemapRoutes(listed: PageModel[], absolute: (route: string) => string): string[] {
  return listed
    .filter((m) => m.kind !== "not-found" && !m.noIndex && m.canonical === absolute(m.route))
    .map((m) => m.route)
    .sort();
}

function xml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
