import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Element } from "hast";
import type { SidebarTree, SidebarViewItem } from "../src/shared/index.ts";
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
  sitemapRoutes,
  text,
  tokenKinds,
  type BlogReader,
  type PageFacts,
  type SiteFacts,
} from "./facts.ts";

/** Returns the facts of a Folio build: its doc pages below the route bases (those of the docs instances) and its sidebars. */
export function folioFacts(outDir: string, siteTitle: string, routeBases = ["/docs"]): SiteFacts {
  const pages = new Map<string, PageFacts>();
  const listed = sitemapRoutes(outDir);
  for (const [route, file] of pagesOf(outDir)) {
    if (!routeBases.some((base) => route === base || route.startsWith(`${base}/`))) continue;
    const root = readHtml(file);
    if (!select("article.doc-article", root)) continue;
    pages.set(route, { ...pageFacts(root, route, siteTitle, outDir), sitemap: listed.has(route) ? ["listed"] : [] });
  }
  return { pages, sidebars: sidebarsOf(outDir), blog: blogFacts(outDir, siteTitle, BLOG) };
}

/** How Folio's blog markup is read. */
const BLOG: BlogReader = {
  content: (main) => select('article.doc-article [data-island="content"]', main),
  recent: recentLines,
  post: postLines,
  archive: (main, route) =>
    selectAll("section", main).flatMap((section) =>
      selectAll("li a", section).map((a) => `year ${text(select("h2", section))}: ${text(a)} → ${resolveHref(String(a.properties.href), route)}`),
    ),
  list: listLines,
};

/** Returns the blog sidebar's lines, as the Docusaurus extractor's. */
function recentLines(root: ReturnType<typeof readHtml>, route: string): string[] {
  const nav = select("nav.blog-sidebar", root);
  if (!nav) return [];
  return [
    `recent: ${text(select(".blog-sidebar-title", nav))}`,
    ...selectAll('[role="group"]', nav).flatMap((group) =>
      selectAll("a", group).map(
        (a) =>
          `recent ${group.properties.ariaLabel}: ${text(a)} → ${resolveHref(String(a.properties.href), route)}${a.properties.ariaCurrent === "page" ? " [active]" : ""}`,
      ),
    ),
  ];
}

/** Returns a post page's lines: its date, reading time, authors, tags, headings, links, and the newer and older post. */
function postLines(main: Element, content: Element, route: string): string[] {
  const meta = select(".post-meta", main)!;
  const reading = /·\s*(.+)$/.exec(text(select("p", meta)))?.[1];
  return [
    ...selectAll("time", meta).map((time) => `date: ${time.properties.dateTime}`),
    ...(reading ? [`reading: ${reading}`] : []),
    ...selectAll(".post-authors > span", meta).map((author) => {
      const title = text(select(".author-title", author));
      const written = text(author).replace(/^, /, "");
      // An author without a title keeps every space of the name.
      const name = title ? written.replace(` ${title}`, "") : written;
      return `author: ${name} | ${title.replace(/^\((.*)\)$/, "$1")} | ${select("a", author)?.properties.href ?? ""}`;
    }),
    ...selectAll("ul.tags a", meta).map((a) => `tag: ${text(a)} → ${resolveHref(String(a.properties.href), route)}`),
    ...postContentLines(content, route),
    ...paginationLines(main, route, true),
  ];
}

/** Returns the newer and older links of a post or list page, a post's with its title. */
function paginationLines(main: Element, route: string, labelled: boolean): string[] {
  return selectAll("nav.pagination a.pagination-link", main).map((a) => {
    const label = labelled ? `${text(byClass(a, "pagination-label")[0]).replace(/^« | »$/g, "")} ` : "";
    return `${hasClass(a, "prev") ? "newer" : "older"}: ${label}→ ${resolveHref(String(a.properties.href), route)}`;
  });
}

/** Returns a list page's lines: each post summary, the tags or authors listed with their counts, and the list's pagination. */
function listLines(main: Element, route: string): string[] {
  return [
    ...selectAll("article.post-summary", main).map((article) => {
      const a = select("h2 a", article)!;
      const date = String(select("time", article)?.properties.dateTime ?? "");
      return `post: ${text(a)} → ${resolveHref(String(a.properties.href), route)} | ${date}${select('a[aria-label^="Read more"]', article) ? " | more" : ""}`;
    }),
    ...selectAll(".tag-list a", main).map((a) => {
      const count = text(select(".count", a));
      return `tag: ${text(a).slice(0, -count.length).trim()} ${count} → ${resolveHref(String(a.properties.href), route)}`;
    }),
    ...selectAll(".author-list h2", main).map((h2) => `author: ${text(h2)}`),
    ...paginationLines(main, route, false),
  ];
}

/** Returns what a reader sees of one Folio doc page. */
function pageFacts(root: ReturnType<typeof readHtml>, route: string, siteTitle: string, outDir: string): Omit<PageFacts, "sitemap"> {
  const article = select("article.doc-article", root)!;
  const content = select('[data-island="content"]', article) ?? article;
  return {
    title: text(select("title", root)).replace(` | ${siteTitle}`, ""),
    h1: selectAll("h1", article).map((h1) => text(h1)),
    headings: selectAll("h2, h3, h4, h5, h6", content).map((h) => `${h.tagName} #${h.properties.id ?? ""} ${headingText(h)}`),
    toc: selectAll('nav[aria-label="Table of contents"] a', root).map((a) => `${a.properties.href} ${text(a)}`),
    admonitions: byClass(content, "admonition").map((node) => `${admonitionKind(node)}: ${text(byClass(node, "admonition-title")[0]).toLowerCase()}`),
    codeBlocks: byClass(content, "code-block").map(codeBlock),
    tabs: selectAll('[role="tablist"]', content).map((list) =>
      selectAll('[role="tab"]', list)
        .map((tab) => `${text(tab)}${tab.properties.ariaSelected === "true" ? "*" : ""}`)
        .join(", "),
    ),
    details: selectAll("details > summary", content).map((summary) => text(summary)),
    cards: byClass(content, "doc-card").map((card) => `${text(byClass(card, "doc-card-title")[0])}: ${text(byClass(card, "doc-card-description")[0])}`),
    links: selectAll("a[href]", content)
      .filter((a) => !hasClass(a, "hash-link") && !hasClass(a, "try-it"))
      .map((a) => linkFact(String(a.properties.href), route, outDir)),
    // The ids that tie a tab to its panel are markup, which no link names.
    anchors: selectAll("[id]", content)
      .filter((node) => node.properties.role !== "tab" && node.properties.role !== "tabpanel")
      .map((node) => String(node.properties.id)),
    images: selectAll("img", content).map((img) => `${imageFact(String(img.properties.src), outDir)} | ${img.properties.alt ?? ""}`),
    pagination: selectAll("a.pagination-link", article).map(
      (a) =>
        `${hasClass(a, "prev") ? "prev" : "next"}: ${text(byClass(a, "pagination-label")[0]).replace(/^« | »$/g, "")} → ${resolveHref(String(a.properties.href), route)}`,
    ),
    ...versionFacts(root, route),
  };
}

/** Returns a page's version facts: the badge, the banner and its link, the navbar's links and version menu, and the robots tag. */
function versionFacts(
  root: ReturnType<typeof readHtml>,
  route: string,
): Pick<PageFacts, "versionBadge" | "versionBanner" | "versionMenu" | "robots" | "navbar"> {
  const banner = select(".version-banner", root);
  const menu = select("details.version-menu", root);
  const summary = menu && select("summary", menu);
  // The first words of a version menu's summary or link name it for a screen reader only.
  const shown = (node: Element) =>
    text({ ...node, children: node.children.filter((child) => !(child.type === "element" && hasClass(child, "visually-hidden"))) });
  return {
    versionBadge: selectAll(".version-badge", root).map((badge) => text(badge)),
    versionBanner: banner ? [text(banner), ...selectAll("a[href]", banner).map((a) => `→ ${resolveHref(String(a.properties.href), route)}`)] : [],
    versionMenu:
      menu && summary
        ? [
            `shown: ${shown(summary)}`,
            ...selectAll("li > a", menu).map(
              (a) => `${text(a)} → ${resolveHref(String(a.properties.href), route)}${a.properties.ariaCurrent === "true" ? " [active]" : ""}`,
            ),
          ]
        : [],
    robots: selectAll('meta[name="robots"]', root).map((meta) => String(meta.properties.content)),
    navbar: [
      ...selectAll('nav[aria-label="Main"] > ul > li', root).flatMap((item) => {
        const dropdown = select("details.navbar-dropdown", item);
        if (!dropdown) return selectAll("a", item).map((a) => navbarLink(a, route));
        // A dropdown: its label, then its links.
        const summary = select("summary", dropdown)!;
        return [
          `${text(summary)} ▾${hasClass(summary, "active") ? " [active]" : ""}`,
          ...selectAll("li > a", dropdown).map((a) => `  ${navbarLink(a, route)}`),
        ];
      }),
      // A version menu of one version is a link after them, as Docusaurus shows it among the navbar's links.
      ...selectAll("a.version-link", root).map((a) => navbarLink(a, route, shown(a))),
    ],
  };
}

/** Returns a navbar link's fact: its text, its target, and whether it is marked as the page's. */
function navbarLink(a: Element, route: string, label = text(a)): string {
  return `${label} → ${resolveHref(String(a.properties.href), route)}${a.properties.ariaCurrent === "true" ? " [active]" : ""}`;
}

/** Returns an admonition's kind from its `admonition-<kind>` class. */
function admonitionKind(node: Element): string {
  const classes = (node.properties.className as string[]) ?? [];
  return classes.find((c) => c.startsWith("admonition-") && c !== "admonition-title")?.slice("admonition-".length) ?? "?";
}

/** Returns a code block as one line, in the shape of the Docusaurus extractor's. */
function codeBlock(node: Element): string {
  const language = String(node.properties.dataLanguage ?? "text");
  const title = text(byClass(node, "code-title")[0]);
  const code = select("code", node);
  const lines: { classes: string[]; text: string }[] = [{ classes: [], text: "" }];
  const walk = (children: Element["children"], classes: string[]) => {
    for (const child of children) {
      if (child.type === "text") {
        const parts = child.value.split("\n");
        parts.forEach((part, i) => {
          if (i > 0) lines.push({ classes: [], text: "" });
          lines.at(-1)!.text += part;
          if (part || i === 0) lines.at(-1)!.classes.push(...classes);
        });
      } else if (child.type === "element") {
        const own = [...(hasClass(child, "line-marked") ? ["marked"] : []), ...(hasClass(child, "code-block-error-line") ? ["error"] : [])];
        if (hasClass(child, "line-number")) continue;
        // An empty marked line has no text to carry its class: the line it starts on takes it.
        lines.at(-1)!.classes.push(...own);
        walk(child.children, [...classes, ...own]);
      }
    }
  };
  walk(code?.children ?? [], []);
  const marked = (cls: string) => lines.flatMap((line, i) => (line.classes.includes(cls) ? [i + 1] : []));
  const start = select(".line-number", node)?.properties.dataLine ?? "";
  const textOf = lines.map((line) => line.text.replace(/\s+/g, " ").trim());
  const facts = [language, title, `marked ${marked("marked").join(",")}`, `error ${marked("error").join(",")}`, `numbers ${start}`, tokenKinds(node)];
  return [...facts, textOf.join("⏎")].join(" | ");
}

/** Returns Folio's sidebars, as lines, from the sidebar trees the build publishes (`assets/sidebar-<name>.<hash>.json`). */
function sidebarsOf(outDir: string): Map<string, string[]> {
  const sidebars = new Map<string, string[]>();
  for (const name of readdirSync(join(outDir, "assets")).sort()) {
    const match = /^sidebar-(.+)\.[0-9a-f]{10}\.json$/.exec(name);
    if (!match) continue;
    const tree = JSON.parse(readFileSync(join(outDir, "assets", name), "utf8")) as SidebarTree;
    sidebars.set(match[1]!, sidebarLines(tree.items ?? [], ""));
  }
  return sidebars;
}

/** Returns sidebar items as lines: `label → href`, a collapsed category marked, children indented. */
function sidebarLines(items: SidebarViewItem[], indent: string): string[] {
  return items.flatMap((item) => {
    if (item.type === "more") return [];
    const line = `${indent}${item.label}${item.href ? ` → ${item.href}` : ""}${item.type === "category" && !item.expanded ? " [collapsed]" : ""}`;
    return [line, ...(item.type === "category" ? sidebarLines(item.items ?? [], `${indent}  `) : [])];
  });
}
