import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Element, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";

/**
 * What a reader sees of one doc page, as lists of plain strings: the same in two builds means the same page. Markup
 * and styling are no facts; each extractor reads its own build's markup into these.
 */
export interface PageFacts {
  title: string;
  h1: string[];
  headings: string[];
  toc: string[];
  admonitions: string[];
  codeBlocks: string[];
  tabs: string[];
  details: string[];
  /** Each card of a DocCardList in the page's text: `title: description`. */
  cards: string[];
  links: string[];
  anchors: string[];
  images: string[];
  pagination: string[];
  /** The "Version: X" badge above the title. */
  versionBadge: string[];
  /** The banner of an unreleased or unmaintained version: its text, then `→ target` of its link. */
  versionBanner: string[];
  /** The navbar's version menu: `shown: label`, then `label → target` per version, the page's own marked `[active]`. */
  versionMenu: string[];
  /** The robots meta tag's content (`noindex, nofollow` on a noIndex version's page). */
  robots: string[];
  /** The navbar's links but the version menu: `label → target`, the one of the page's sidebar marked `[active]`. */
  navbar: string[];
  /** `listed` when the build's sitemap.xml lists the page. */
  sitemap: string[];
}

export type FactKind = keyof PageFacts;

/** Every doc page's facts by route, every sidebar as lines (`  label → href`, two spaces a level), and the blog's. */
export interface SiteFacts {
  pages: Map<string, PageFacts>;
  sidebars: Map<string, string[]>;
  /**
   * What a reader sees of each page and feed of the blog, by route, as lines `kind: value` in the order shown. A post:
   * `title`, `h1`, `date`, `reading` time, each `author` (name | title | link), `tag` (label → target), `heading`,
   * `link` in its text, and the `newer`/`older` post. A list (the blog's pages, a tag's): `title`, `h1`, each `post`
   * (title → target | date | `more` when cut with a "Read more" link) and the `newer`/`older` list page. The archive:
   * each `post` under its `year`. The tags and authors pages: each `tag` or `author` with its count. The RSS feed
   * (`feedLines`): each `item`.
   */
  blog: Map<string, string[]>;
}

/** How one build's blog markup is read into `SiteFacts.blog` lines, each the same for both builds' pages. */
export interface BlogReader {
  /** The post's content in a page, or undefined for a page of another kind. */
  content(main: Element): Element | undefined;
  /** The blog sidebar's lines (`recent: …`). */
  recent(root: Root, route: string): string[];
  post(main: Element, content: Element, route: string): string[];
  archive(main: Element, route: string): string[];
  list(main: Element, route: string): string[];
}

/** Returns the lines of each page of a build's blog below `routeBase`, read by `reader`, and of its RSS feed. */
export function blogFacts(outDir: string, siteTitle: string, reader: BlogReader, routeBase = "/blog"): Map<string, string[]> {
  const blog = new Map<string, string[]>();
  for (const [route, file] of pagesOf(outDir)) {
    if (route !== routeBase && !route.startsWith(`${routeBase}/`)) continue;
    const root = readHtml(file);
    const main = select("main", root);
    if (!main) continue;
    const content = reader.content(main);
    const lines = [
      `title: ${text(select("title", root)).replace(` | ${siteTitle}`, "")}`,
      ...selectAll("h1", main).map((h1) => `h1: ${text(h1)}`),
      ...reader.recent(root, route),
    ];
    if (content) lines.push(...reader.post(main, content, route));
    else if (route === `${routeBase}/archive`) lines.push(...reader.archive(main, route));
    else lines.push(...reader.list(main, route));
    blog.set(route, lines);
  }
  const feed = feedLines(outDir, routeBase);
  if (feed.length) blog.set(`${routeBase}/rss.xml`, feed);
  return blog;
}

/** Returns a heading's text without its "#" link. */
export function headingText(heading: Element): string {
  return text({ ...heading, children: heading.children.filter((child) => !(child.type === "element" && hasClass(child, "hash-link"))) });
}

/** Returns the lines of a post's content, the same markup in both builds: its headings with their ids, and its links. */
export function postContentLines(content: Element, route: string): string[] {
  return [
    ...selectAll("h2, h3, h4, h5, h6", content).map((h) => `heading: ${h.tagName} #${h.properties.id ?? ""} ${headingText(h)}`),
    ...selectAll("a[href]", content)
      .filter((a) => !hasClass(a, "hash-link"))
      .map((a) => `link: ${resolveHref(String(a.properties.href), route)}`),
  ];
}

/** Returns the items of a build's RSS feed (`<routeBase>/rss.xml`) as lines: `item: title → path | day | tags`. */
export function feedLines(outDir: string, routeBase = "/blog"): string[] {
  const path = join(outDir, routeBase, "rss.xml");
  if (!existsSync(path)) return [];
  const field = (item: string, name: string) =>
    [...item.matchAll(new RegExp(`<${name}>(?:<!\\[CDATA\\[)?([\\s\\S]*?)(?:\\]\\]>)?</${name}>`, "g"))].map((match) => match[1]!.trim());
  return [...readFileSync(path, "utf8").matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => {
    const [title = "", link = "", date = ""] = ["title", "link", "pubDate"].map((name) => field(item!, name)[0]);
    const day = date ? new Date(date).toISOString().slice(0, 10) : "";
    return `item: ${decodeXml(title)} → ${new URL(link).pathname.replace(/(.)\/$/, "$1")} | ${day} | ${field(item!, "category").join(", ")}`;
  });
}

/** Returns XML text with its five predefined entities read. */
function decodeXml(value: string): string {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return value.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!);
}

/** Returns the routes a build's sitemap.xml lists (the paths of its `<loc>` URLs, without a trailing slash). */
export function sitemapRoutes(outDir: string): Set<string> {
  const path = join(outDir, "sitemap.xml");
  const xml = existsSync(path) ? readFileSync(path, "utf8") : "";
  return new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname.replace(/(.)\/$/, "$1")));
}

/** Returns the parsed HTML of a built file. */
export function readHtml(path: string): Root {
  return fromHtml(readFileSync(path, "utf8"));
}

/**
 * Returns every page below a built folder, by route: `docs/intro/index.html` → `/docs/intro`, and of a site built with
 * `trailingSlash: false`, `docs/intro.html` → `/docs/intro` (404.html aside).
 */
export function pagesOf(outDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const rel of (readdirSync(outDir, { recursive: true }) as string[]).sort()) {
    if (rel.endsWith("index.html")) pages.set(`/${rel.replace(/\/?index\.html$/, "")}`, join(outDir, rel));
    else if (rel.endsWith(".html") && rel !== "404.html") pages.set(`/${rel.slice(0, -".html".length)}`, join(outDir, rel));
  }
  return pages;
}

/** Returns an element's text with runs of white space as one space, trimmed. */
export function text(node: Element | Root | undefined): string {
  return node ? toString(node).replace(/\s+/g, " ").trim() : "";
}

/** Returns whether an element has a class that is `name` or starts with `name_` (CSS modules' hashed names). */
export function hasClass(node: Element, name: string): boolean {
  const classes = (node.properties.className as string[] | undefined) ?? [];
  return classes.some((c) => c === name || c.startsWith(`${name}_`));
}

/**
 * Returns the kinds of a code block's highlighted tokens, each once, sorted: Prism's token types and aliases, the same
 * whether nested (refractor) or flattened (prism-react-renderer), without prism-react-renderer's `plain` and the
 * kinds Folio shows as plain text (punctuation, operators).
 */
export function tokenKinds(block: Element): string {
  const kinds = new Set(selectAll("span.token", block).flatMap((span) => span.properties.className as string[]));
  for (const plain of ["token", "plain", "punctuation", "operator"]) kinds.delete(plain);
  return `tokens ${[...kinds].sort().join(" ")}`;
}

/** Returns the elements below `root` that have the class `name` (or a hashed `name_…`). */
export function byClass(root: Element | Root, name: string): Element[] {
  return selectAll(`[class*="${name}"]`, root).filter((node) => hasClass(node, name));
}

export { select, selectAll };

/**
 * Returns a link's target as a reader's browser would go to it from `route`: a path with its fragment, the trailing
 * slash and `index.html` dropped, or an external address as written.
 */
export function resolveHref(href: string, route: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  const url = new URL(href, `https://docs.example.com${route}`);
  const path = decodeURIComponent(url.pathname)
    .replace(/\/index\.html$/, "")
    .replace(/\/$/, "");
  return `${path || "/"}${url.hash ? decodeURIComponent(url.hash) : ""}`;
}

/**
 * Returns a content link's target as `resolveHref` does, but a file the build publishes that is no page and no
 * markdown (`[the host list](./files/hosts.txt)`, which Docusaurus emits under `/assets/files/` with a hash in its
 * name) as a hash of its bytes, so two builds that name and store it differently still compare.
 */
export function linkFact(href: string, route: string, outDir: string): string {
  const target = resolveHref(href, route);
  const path = target.split("#")[0]!;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || !/\.[^./]+$/.test(path) || /\.(mdx?|html)$/i.test(path)) return target;
  const file = join(outDir, path);
  return existsSync(file) && statSync(file).isFile() ? `file ${digest(readFileSync(file))}` : target;
}

/**
 * Returns an image as what a reader sees of it: a hash of its bytes, read from the built folder or from a `data:` URL
 * (Docusaurus inlines small images), so two builds that name and store it differently still compare; an image
 * elsewhere by its address.
 */
export function imageFact(src: string, outDir: string): string {
  const data = /^data:[^;,]*(;base64)?,(.*)$/s.exec(src);
  if (data) return digest(data[1] ? Buffer.from(data[2]!, "base64") : Buffer.from(decodeURIComponent(data[2]!)));
  if (/^[a-z][a-z0-9+.-]*:/i.test(src)) return src;
  const path = join(outDir, decodeURIComponent(src.split(/[?#]/)[0]!));
  return existsSync(path) ? digest(readFileSync(path)) : `missing ${src}`;
}

/** Returns the first characters of a sha256 of some bytes. */
function digest(bytes: Buffer): string {
  return `sha256:${createHash("sha256").update(bytes).digest("hex").slice(0, 12)}`;
}

/** Returns a route as both builds are compared: without a trailing slash (Docusaurus keeps one on a folder's index). */
export function withoutTrailingSlash(route: string): string {
  return route.replace(/(.)\/(?=$|#)/, "$1");
}

/** One difference between the two builds: where, which fact, and what each build has. */
export interface Difference {
  route: string;
  fact: FactKind | "route" | "sidebar" | "blog";
  docusaurus: string[];
  folio: string[];
}

/** Returns every difference between Docusaurus' facts and Folio's: routes, each page's facts, sidebars and the blog. */
export function compareSites(docusaurus: SiteFacts, folio: SiteFacts): Difference[] {
  const differences: Difference[] = [];
  const routes = [...new Set([...docusaurus.pages.keys(), ...folio.pages.keys()])].sort();
  for (const route of routes) {
    const [d, f] = [docusaurus.pages.get(route), folio.pages.get(route)];
    if (!d || !f) {
      differences.push({ route, fact: "route", docusaurus: d ? [route] : [], folio: f ? [route] : [] });
      continue;
    }
    for (const fact of Object.keys(d) as FactKind[]) {
      const [a, b] = [[d[fact]].flat(), [f[fact]].flat()];
      if (JSON.stringify(a) !== JSON.stringify(b)) differences.push({ route, fact, docusaurus: a, folio: b });
    }
  }
  for (const name of [...new Set([...docusaurus.sidebars.keys(), ...folio.sidebars.keys()])].sort()) {
    const [a, b] = [docusaurus.sidebars.get(name) ?? [], folio.sidebars.get(name) ?? []];
    if (JSON.stringify(a) !== JSON.stringify(b)) differences.push({ route: `sidebar ${name}`, fact: "sidebar", docusaurus: a, folio: b });
  }
  for (const route of [...new Set([...docusaurus.blog.keys(), ...folio.blog.keys()])].sort()) {
    const [a, b] = [docusaurus.blog.get(route), folio.blog.get(route)];
    if (!a || !b) differences.push({ route, fact: "route", docusaurus: a ? [route] : [], folio: b ? [route] : [] });
    else if (JSON.stringify(a) !== JSON.stringify(b)) differences.push({ route, fact: "blog", docusaurus: a, folio: b });
  }
  return differences;
}

/** Returns a difference as a few lines: where, which fact, and what each build has that the other has not. */
export function describeDifference({ route, fact, docusaurus, folio }: Difference): string {
  const onlyD = docusaurus.filter((line) => !folio.includes(line));
  const onlyF = folio.filter((line) => !docusaurus.includes(line));
  const order = !onlyD.length && !onlyF.length ? "  (same items, another order)\n" : "";
  return `${route} ${fact}\n${order}${onlyD.map((line) => `  - docusaurus: ${line}`).join("\n")}${onlyD.length ? "\n" : ""}${onlyF.map((line) => `  + folio:      ${line}`).join("\n")}`;
}
