import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Element } from "hast";
import {
  blogFacts,
  byClass,
  headingText,
  postContentLines,
  hasClass,
  imageFact,
  linkFact,
  pagesOf,
  readHtml,
  resolveHref,
  select,
  selectAll,
  text,
  tokenKinds,
  sitemapRoutes,
  withoutTrailingSlash,
  type BlogReader,
  type PageFacts,
  type SiteFacts,
} from "./facts.ts";

/** One item of a sidebar as Docusaurus keeps it in its generated data (`docsSidebars`). */
interface DocusaurusSidebarItem {
  type: "link" | "category" | "html";
  label: string;
  href?: string;
  items?: DocusaurusSidebarItem[];
  collapsed?: boolean;
  collapsible?: boolean;
  unlisted?: boolean;
}

/**
 * Returns the facts of a Docusaurus build: its doc pages (below the route bases, those of its docs instances, tag pages
 * aside; `''` for docs served from the root, where only pages with a doc article count) and its sidebars; `siteTitle`
 * is what page titles end with.
 */
export function docusaurusFacts(outDir: string, generatedDir: string, siteTitle: string, routeBases = ["/docs"]): SiteFacts {
  const pages = new Map<string, PageFacts>();
  const listed = sitemapRoutes(outDir);
  for (const [route, file] of pagesOf(outDir)) {
    if (!routeBases.some((base) => (route === base || route.startsWith(`${base}/`)) && !route.startsWith(`${base}/tags`))) continue;
    const root = readHtml(file);
    if (!byClass(root, "theme-doc-markdown")[0] && !byClass(root, "generatedIndexPage")[0]) continue;
    pages.set(route, { ...pageFacts(root, route, outDir, siteTitle), sitemap: listed.has(route) ? ["listed"] : [] });
  }
  return { pages, sidebars: sidebarsOf(generatedDir), blog: blogFacts(outDir, siteTitle, BLOG) };
}

/** How Docusaurus' blog markup is read. */
const BLOG: BlogReader = {
  content: (main) => select("#__blog-post-container", main),
  recent: recentLines,
  post: postLines,
  archive: archiveLines,
  list: listLines,
};

/** Returns the blog sidebar's lines: its title, then each post under its year, the page's own marked. */
function recentLines(root: ReturnType<typeof readHtml>, route: string): string[] {
  const nav = select('nav[aria-label="Blog recent posts navigation"]', root);
  if (!nav) return [];
  return [
    `recent: ${text(byClass(nav, "sidebarItemTitle")[0])}`,
    ...selectAll('[role="group"]', nav).flatMap((group) =>
      selectAll("a", group).map(
        (a) =>
          `recent ${text(select("h3", group))}: ${text(a)} → ${resolveHref(String(a.properties.href), route)}${hasClass(a, "sidebarItemLinkActive") ? " [active]" : ""}`,
      ),
    ),
  ];
}

/** Returns a post page's lines: its date, reading time, authors, tags, headings, links, and the newer and older post. */
function postLines(main: Element, content: Element, route: string): string[] {
  const header = select("article header", main)!;
  // The date and reading time share a line: `March 4, 2024 · One min read`.
  const reading = /·\s*(.+)$/.exec(text(byClass(header, "container")[0]))?.[1];
  return [
    ...selectAll("time", header).map((time) => `date: ${String(time.properties.dateTime).slice(0, 10)}`),
    ...(reading ? [`reading: ${reading}`] : []),
    ...selectAll(".avatar__intro", header).map(
      (author) =>
        `author: ${text(select(".avatar__name", author))} | ${text(select("small", author))} | ${select(".avatar__name a", author)?.properties.href ?? ""}`,
    ),
    ...selectAll('footer a[rel="tag"]', main).map((a) => `tag: ${text(a)} → ${resolveHref(String(a.properties.href), route)}`),
    ...postContentLines(content, route),
    ...paginationLines(main, route, true),
  ];
}

/** Returns the newer and older links of a post or list page (`pagination-nav`), a post's with its title. */
function paginationLines(main: Element, route: string, labelled: boolean): string[] {
  return byClass(main, "pagination-nav__link").map((a) => {
    const label = labelled ? `${text(byClass(a, "pagination-nav__label")[0])} ` : "";
    return `${hasClass(a, "pagination-nav__link--prev") ? "newer" : "older"}: ${label}→ ${resolveHref(String(a.properties.href), route)}`;
  });
}

/** Returns a list page's lines: each post summary, the tags or authors listed with their counts, and the list's pagination. */
function listLines(main: Element, route: string): string[] {
  const posts = selectAll("article", main).filter((article) => select("header h2 a", article));
  return [
    ...posts.map((article) => {
      const a = select("header h2 a", article)!;
      const date = String(select("time", article)?.properties.dateTime ?? "").slice(0, 10);
      return `post: ${text(a)} → ${resolveHref(String(a.properties.href), route)} | ${date}${select('a[aria-label^="Read more"]', article) ? " | more" : ""}`;
    }),
    ...selectAll('a[rel="tag"]', main)
      .filter((a) => hasClass(a, "tagWithCount"))
      .map((a) => {
        const count = text(select("span", a));
        return `tag: ${text(a).slice(0, -count.length)} (${count}) → ${resolveHref(String(a.properties.href), route)}`;
      }),
    ...byClass(main, "authorListItem").map((item) => `author: ${text(byClass(item, "authorName")[0])} (${text(byClass(item, "authorBlogPostCount")[0])})`),
    ...paginationLines(main, route, false),
  ];
}

/** Returns the archive's lines: each post, `year Y: title → target`, as listed (its links read `Month D - Title`). */
function archiveLines(main: Element, route: string): string[] {
  return selectAll("div", main)
    .filter((div) => div.children.some((child) => child.type === "element" && child.tagName === "h3"))
    .flatMap((div) => {
      const year = headingText(select("h3", div)!);
      return selectAll("li a", div).map((a) => `year ${year}: ${text(a).replace(/^\S+ \d+ - /, "")} → ${resolveHref(String(a.properties.href), route)}`);
    });
}

/** Returns what a reader sees of one Docusaurus doc page, or of a category's generated index page. */
function pageFacts(root: ReturnType<typeof readHtml>, route: string, outDir: string, siteTitle: string): Omit<PageFacts, "sitemap"> {
  const index = byClass(root, "generatedIndexPage")[0];
  const article = index ?? select("article", root) ?? root;
  const content = index ? { type: "root" as const, children: [] } : (byClass(root, "theme-doc-markdown")[0] ?? article);
  const links = index ? byClass(index, "theme-doc-card-container") : selectAll("a[href]", content).filter((a) => !hasClass(a, "hash-link"));
  return {
    title: text(select("title", root)).replace(` | ${siteTitle}`, ""),
    h1: selectAll("h1", article).map((h1) => text(h1)),
    headings: selectAll("h2, h3, h4, h5, h6", content).map((h) => `${h.tagName} #${h.properties.id ?? ""} ${headingText(h)}`),
    toc: selectAll("a", byClass(root, "theme-doc-toc-desktop")[0] ?? { type: "root", children: [] }).map((a) => `${a.properties.href} ${text(a)}`),
    admonitions: byClass(content, "theme-admonition").map((node) => `${admonitionKind(node)}: ${text(byClass(node, "admonitionHeading")[0]).toLowerCase()}`),
    codeBlocks: byClass(content, "theme-code-block").map(codeBlock),
    tabs: selectAll('[role="tablist"]', content).map((list) =>
      selectAll('[role="tab"]', list)
        .map((tab) => `${text(tab)}${tab.properties.ariaSelected === "true" ? "*" : ""}`)
        .join(", "),
    ),
    details: selectAll("details > summary", content).map((summary) => text(summary)),
    // A card's heading is its icon, then its title.
    cards: byClass(content, "theme-doc-card-container").map((card) => `${text(select("h2 > span:last-child", card))}: ${text(select("p", card))}`),
    links: links.map((a) => linkFact(String(a.properties.href), route, outDir)),
    anchors: selectAll("[id]", content).map((node) => String(node.properties.id)),
    images: selectAll("img", content).map((img) => `${imageFact(String(img.properties.src), outDir)} | ${img.properties.alt ?? ""}`),
    pagination: byClass(root, "pagination-nav__link").map(
      (a) =>
        `${hasClass(a, "pagination-nav__link--prev") ? "prev" : "next"}: ${text(byClass(a, "pagination-nav__label")[0])} → ${resolveHref(String(a.properties.href), route)}`,
    ),
    ...versionFacts(root, route),
  };
}

/** Returns a page's version facts: the badge, the banner and its link, the navbar's links and version dropdown, and the robots tag. */
function versionFacts(
  root: ReturnType<typeof readHtml>,
  route: string,
): Pick<PageFacts, "versionBadge" | "versionBanner" | "versionMenu" | "robots" | "navbar"> {
  const banner = byClass(root, "theme-doc-version-banner")[0];
  // The docs version dropdown: a dropdown on the navbar's right whose label links the version read (a plain dropdown's
  // label links `#`); the mobile menu is rendered by the client.
  const dropdown = selectAll(".navbar__items--right > .dropdown", root).find((node) => select("a.navbar__link", node)?.properties.href !== "#");
  return {
    versionBadge: byClass(root, "theme-doc-version-badge").map((badge) => text(badge)),
    versionBanner: banner ? [text(banner), ...selectAll("a[href]", banner).map((a) => `→ ${resolveHref(String(a.properties.href), route)}`)] : [],
    versionMenu: dropdown
      ? [
          `shown: ${text(select("a.navbar__link", dropdown))}`,
          ...selectAll("a.dropdown__link", dropdown).map(
            (a) => `${text(a)} → ${resolveHref(String(a.properties.href), route)}${hasClass(a, "dropdown__link--active") ? " [active]" : ""}`,
          ),
        ]
      : [],
    robots: selectAll('meta[name="robots"]', root).map((meta) => String(meta.properties.content)),
    navbar: selectAll(".navbar__items > a.navbar__link, .navbar__items > .dropdown", root).flatMap((node) => {
      if (node === dropdown) return [];
      const link = (a: Element, active: string) => `${text(a)} → ${resolveHref(String(a.properties.href), route)}${hasClass(a, active) ? " [active]" : ""}`;
      if (node.tagName === "a") return [link(node, "navbar__link--active")];
      // A dropdown: its label, then its links.
      const label = select("a.navbar__link", node)!;
      return [
        `${text(label)} ▾${hasClass(label, "navbar__link--active") ? " [active]" : ""}`,
        ...selectAll("a.dropdown__link", node).map((a) => `  ${link(a, "dropdown__link--active")}`),
      ];
    }),
  };
}

/** Returns an admonition's kind from its `theme-admonition-<kind>` class. */
function admonitionKind(node: Element): string {
  const classes = (node.properties.className as string[]) ?? [];
  return classes.find((c) => c.startsWith("theme-admonition-"))?.slice("theme-admonition-".length) ?? "?";
}

/** Returns a code block as one line: language, title, marked lines by class, the first line number shown, the code. */
function codeBlock(node: Element): string {
  const classes = (node.properties.className as string[]) ?? [];
  const language = classes.find((c) => c.startsWith("language-"))?.slice("language-".length) ?? "text";
  const title = text(byClass(node, "codeBlockTitle")[0]);
  const lines = byClass(node, "token-line");
  const marked = (cls: string) => lines.flatMap((line, i) => (hasClass(line, cls) ? [i + 1] : []));
  const highlighted = marked("theme-code-block-highlighted-line");
  const errors = marked("code-block-error-line");
  // The numbers are CSS counters from `counter-reset: line-count N` on the code: the first line shows N + 1.
  const reset = /counter-reset:\s*line-count\s+(-?\d+)/.exec(String(select("code", node)?.properties.style ?? ""));
  const numbers = reset ? [String(Number(reset[1]) + 1)] : [];
  const code = lines.map((line) => text({ ...line, children: line.children.filter((c) => !(c.type === "element" && hasClass(c, "codeLineNumber"))) }));
  const facts = [language, title, `marked ${highlighted.join(",")}`, `error ${errors.join(",")}`, `numbers ${numbers[0] ?? ""}`, tokenKinds(node)];
  return [...facts, code.join("⏎")].join(" | ");
}

/**
 * Returns Docusaurus' sidebars, as lines, from the version data its build generates for every docs instance (the main
 * docs' first): `.docusaurus/…/<id>/p/docs-*.json` in Docusaurus 3, `version-current-metadata-prop-*.json` (the data
 * itself, not under `version`) in Docusaurus 2.
 */
function sidebarsOf(generatedDir: string): Map<string, string[]> {
  const docs = join(generatedDir, "docusaurus-plugin-content-docs");
  const ids = readdirSync(docs).sort((a, b) => Number(b === "default") - Number(a === "default") || (a < b ? -1 : 1));
  const taken = new Set<string>();
  return new Map(ids.flatMap((id) => [...instanceSidebars(join(docs, id), id, taken)]));
}

/**
 * Returns the sidebars of one docs instance, every version's, as lines (`sidebarsOf`), by the names a Folio import
 * gives them: Docusaurus keeps each instance's names apart, a Folio site has one set, so a name another instance took
 * first is `<name>-<id>`, and a released version's sidebar is `<name>-<version>` (`<name>-<id>-<version>` of another
 * instance than the main docs).
 */
function instanceSidebars(plugin: string, id: string, taken: Set<string>): Map<string, string[]> {
  type VersionData = { version?: string; docsSidebars: Record<string, DocusaurusSidebarItem[]> };
  let versions: VersionData[];
  if (existsSync(join(plugin, "p"))) {
    // One file per docs version, each holding the version's sidebars.
    versions = readdirSync(join(plugin, "p"))
      .sort()
      .map((name) => JSON.parse(readFileSync(join(plugin, "p", name), "utf8")) as { version?: VersionData })
      .flatMap((data) => (data.version?.docsSidebars ? [data.version] : []));
  } else {
    const file = readdirSync(plugin).find((name) => name.startsWith("version-current-metadata-prop-"));
    versions = [JSON.parse(readFileSync(join(plugin, file!), "utf8")) as VersionData];
  }
  const own = new Map<string, string>();
  for (const name of new Set(versions.flatMap((version) => Object.keys(version.docsSidebars)))) {
    let folio = taken.has(name) ? `${name}-${id}` : name;
    for (let n = 2; taken.has(folio); n++) folio = `${name}-${id}-${n}`;
    taken.add(folio);
    own.set(name, folio);
  }
  const key = (version: VersionData, name: string) =>
    version.version === undefined || version.version === "current"
      ? own.get(name)!
      : `${own.get(name)}-${id === "default" ? "" : `${id}-`}${version.version}`.replace(/[^A-Za-z0-9_-]+/g, "_");
  return new Map(versions.flatMap((version) => Object.entries(version.docsSidebars).map(([name, items]) => [key(version, name), sidebarLines(items, "")])));
}

/**
 * Returns sidebar items as lines: `label → href`, a collapsed category marked, children indented. A collapsible
 * category without a link of its own links its first item in the HTML (Docusaurus' `useCategoryHrefWithSSRFallback`),
 * which is what a reader without JavaScript follows.
 */
function sidebarLines(items: DocusaurusSidebarItem[], indent: string): string[] {
  return items.flatMap((item) => {
    if (item.unlisted || item.type === "html") return [];
    const link = item.href ?? (item.type === "category" && item.collapsible !== false ? firstLink(item.items ?? []) : undefined);
    const href = link && withoutTrailingSlash(link);
    const line = `${indent}${item.label}${href ? ` → ${href}` : ""}${item.type === "category" && item.collapsed && item.collapsible !== false ? " [collapsed]" : ""}`;
    return [line, ...sidebarLines(item.items ?? [], `${indent}  `)];
  });
}

/** Returns the first link below a category, depth first: an item's own href, a category's link, else its first item's. */
function firstLink(items: DocusaurusSidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.unlisted || item.type === "html") continue;
    const href = item.href ?? firstLink(item.items ?? []);
    if (href) return href;
  }
  return undefined;
}
