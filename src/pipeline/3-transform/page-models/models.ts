import { posix } from "node:path";
import type { Element, Root as Hast } from "hast";
import { toString } from "hast-util-to-string";
import type { SidebarId, SiteConfig } from "../../0-config/index.ts";
import { blogRoute, tagOf, type RoutedPage } from "../../1-content/index.ts";
import { pageHref, pageTitle, REFERENCE_ROUTE, withBase, type PlaygroundRun } from "../../../shared/index.ts";
import { CHANGELOG_ROUTE } from "../../2-parse/index.ts";
import type { AssetManifest, DocCard, PageKind, PageModel } from "../../../shared/page-model.ts";
import { docCards, withDocCards } from "./doc-cards.ts";
import { shellFor } from "./shell.ts";
import type { SidebarNavigation } from "../sidebars/sidebar-navigation.ts";
import type { PageLink, TocItem } from "../../../shared/index.ts";
import type { Sidebars } from "../sidebars/sidebars.ts";
import { extractToc } from "../markdown/toc.ts";
import { canonicalRoute, versionedDocRoute, versionFields, versionNotice, type DocVersions } from "./doc-versions.ts";

export interface SiteContext {
  config: SiteConfig;
  assets: AssetManifest;
  sidebars: Sidebars;
  /** Each sidebar's views, breadcrumbs and pagination for its pages (`sidebarNavigations` of the trees). */
  navigation: Record<SidebarId, SidebarNavigation>;
  /** The operation the playground opens with (`playgroundOperation`), when the site has a schema. */
  playground?: PlaygroundRun;
  /** Each released API version's playground, when config.yaml lists versions. */
  versionPlaygrounds?: VersionPlayground[];
  /** The docs' versions (`docVersions`), when a versions file names some. */
  versions?: DocVersions;
  /** The site has no blog post: no blog pages, no feeds and no links to them. */
  withoutBlog?: boolean;
  /** The API has versions, so a changelog, whose feed every page links. */
  withChangelog?: boolean;
  /** Returns the description of the doc at a route, as its cards show it (`docDescription`). */
  describe: (route: string) => string | undefined;
}

/** A released API version's playground page: its route, the version, its schema's URL and its first operation. */
export interface VersionPlayground {
  route: string;
  version: string;
  schema: string;
  /** The route of the version's reference, which its Schema list links to. */
  reference: string;
  run?: PlaygroundRun;
}

/**
 * Returns the fields every page model shares; a doc's page names its sidebar, and whether its Docusaurus URL ends with
 * `/` (a category's index doc), as the navbar's `activeBaseRegex` sees it.
 */
export function baseModel(
  site: SiteContext,
  kind: PageKind,
  route: string,
  title: string,
  description: string,
  { sidebarId, folderUrl = false }: { sidebarId?: SidebarId; folderUrl?: boolean } = {},
): PageModel {
  const { config, versions } = site;
  const model: PageModel = {
    kind,
    route,
    title,
    description,
    browserTitle: pageTitle(kind === "home" ? undefined : title, config.title, config.titleDelimiter),
    canonical: config.url.replace(/\/$/, "") + pageHref(config, canonicalRoute(versions, route)),
    shell: shellFor(config, site.assets, route, sidebarId, {
      docRoute: (id) => navbarDocRoute(site, route, id),
      sidebarName: (at) => sidebarName(site, at),
      feeds: !site.withoutBlog,
      changelog: !!site.withChangelog,
      folderUrl,
    }),
  };
  if (versions) Object.assign(model, versionFields(versions, route, { urls: config, shell: model.shell, navbar: config.navbar.items, sidebarId }));
  if (config.noIndex) model.noIndex = true;
  return model;
}

/**
 * Returns the route a navbar `doc:` item links on the page at `route`: with docs versions, the doc of that id in the
 * version read, else in the last version; else the doc of that id.
 */
export function navbarDocRoute(site: Pick<SiteContext, "versions" | "sidebars">, route: string, id: string): string | undefined {
  return (site.versions && versionedDocRoute(site.versions, route, id)) ?? site.sidebars.docLinks?.get(id)?.route;
}

/** Returns the name of the sidebar of the doc at `route`, in a docs version as the version's sidebars file names it. */
function sidebarName({ versions, sidebars }: Pick<SiteContext, "versions" | "sidebars">, route: string): string | undefined {
  const id = sidebars.sidebarOfRoute.get(route);
  const own = id === undefined ? undefined : versions?.byRoute.get(route)?.version.sidebars;
  return own ? ([...own].find(([, sidebar]) => sidebar.name === id)?.[0] ?? id) : id;
}

/**
 * Returns the API version a reference page describes: a released version's (`RoutedPage.apiVersion`), or on the
 * current schema's reference (pages made from it), when config.yaml lists API versions, the current one's (the last).
 * The changelog belongs to none.
 */
function apiVersionOf(page: RoutedPage, config: SiteConfig): string | undefined {
  if (page.apiVersion !== undefined) return page.apiVersion;
  const current = config.reference?.versions?.at(-1)?.name;
  const changelog = page.route === CHANGELOG_ROUTE || page.route.startsWith(`${CHANGELOG_ROUTE}/`);
  return current !== undefined && page.generated && page.route.startsWith(`${REFERENCE_ROUTE}/`) && !changelog ? current : undefined;
}

/** Returns a badge's label as the doc model holds it: none without one. */
function versionBadge(label: string | undefined): { versionLabel?: string } {
  return label === undefined ? {} : { versionLabel: label };
}

/**
 * Returns the cards a DocCardList on the page shows (`docCards`): the items of its category in its sidebar, each with
 * its description; none on a page no sidebar lists.
 */
export function pageCards(page: RoutedPage, site: SiteContext): DocCard[] {
  const sidebarId = site.sidebars.sidebarOfRoute.get(page.route);
  return sidebarId ? docCards(page.route, site.sidebars.byId[sidebarId]!, site.config, site.describe) : [];
}

/** Returns the model of a doc page: content, sidebar view, table of contents, breadcrumbs, previous/next. */
export function toDocModel(page: RoutedPage, hast: Hast, site: SiteContext): PageModel {
  const fm = page.frontMatter;
  const sidebarId = site.sidebars.sidebarOfRoute.get(page.route);
  const model = withPageMeta(
    baseModel(site, "doc", page.route, fm.title, fm.description ?? excerpt(hast), { sidebarId, folderUrl: page.folderUrl === true }),
    page,
    site,
  );
  model.content = hast;
  if (page.apiVersion !== undefined) model.apiVersion = page.apiVersion;
  const urls = site.config;
  const navigation = sidebarId ? site.navigation[sidebarId]! : undefined;
  model.content = withDocCards(hast, () => pageCards(page, site));
  model.doc = {
    ...(sidebarId ? { sidebarId } : {}),
    sidebar: navigation?.view(pageHref(urls, page.route)) ?? [],
    toc: tocOf(page, hast, site.config.tableOfContents),
    breadcrumbs: navigation?.breadcrumbs(page.route) ?? [],
    ...paginationOf(page, site, sidebarId),
    // A page of a docs version shows that version's badge and banner; a reference page of an API version, that version.
    ...(site.versions?.byRoute.has(page.route)
      ? versionNotice(site.versions, page.route, urls)
      : versionBadge(apiVersionOf(page, site.config) ?? site.config.versionLabel)),
    tags: (fm.tags ?? []).map((tag) => tagOf(tag).label),
  };
  // A body whose first heading is a `# heading` shows that one as the title, as Docusaurus does (its contentTitle);
  // an h1 after another heading is content, and the page keeps its title above it.
  const first = hast.children.findIndex((node) => node.type === "element" && /^h[1-6]$/.test(node.tagName));
  const h1 = first !== -1 && (hast.children[first] as Element).tagName === "h1" ? first : -1;
  if (fm.hide_title || h1 !== -1) model.doc.hideTitle = true;
  if (h1 !== -1) model.content = withFocusableHeading(model.content, h1);
  return model;
}

/** Returns the tree with its h1 focusable as the template's is: the client moves focus to it after a navigation. */
function withFocusableHeading(hast: Hast, index: number): Hast {
  const children = [...hast.children];
  const h1 = children[index] as Element;
  children[index] = { ...h1, properties: { ...h1.properties, tabIndex: -1 } };
  return { ...hast, children };
}

/**
 * Returns the table of contents the front matter asks for: none, or the headings between its levels; without them,
 * config.yaml's `tableOfContents` levels, else `##` and `###`, as Docusaurus' `themeConfig.tableOfContents`.
 */
export function tocOf(page: RoutedPage, hast: Hast, levels: SiteConfig["tableOfContents"] = {}): TocItem[] {
  const fm = page.frontMatter;
  if (fm.hide_table_of_contents) return [];
  const minDepth = fm.toc_min_heading_level ?? levels.minHeadingLevel ?? 2;
  return extractToc(hast, { minDepth, maxDepth: fm.toc_max_heading_level ?? levels.maxHeadingLevel ?? Math.max(3, minDepth) });
}

/** Returns the previous and next pages: the sidebar's reading order, unless `pagination_prev`/`pagination_next` name another doc id or `null`. */
function paginationOf(page: RoutedPage, site: SiteContext, sidebarId: SidebarId | undefined): { prev?: PageLink; next?: PageLink } {
  // A doc in no sidebar has no neighbours, as in Docusaurus, but those its front matter names.
  const links = sidebarId ? site.navigation[sidebarId]!.pagination(page.route) : {};
  const pick = (key: "pagination_prev" | "pagination_next", fallback?: PageLink) => {
    const value = page.frontMatter[key];
    if (value === undefined) return fallback;
    if (value === null) return undefined;
    // As Docusaurus reads it: the id of a doc of the page's own docs root, here also of the whole site.
    const docLinks = site.sidebars.docLinks ?? new Map();
    const doc = docLinks.get(posix.join(page.root ?? "", value)) ?? docLinks.get(value);
    if (!doc) {
      page.file.message(`Unexpected \`${key}: ${value}\`, expected the id of a doc`, {
        place: page.file.data.frontMatterKeys?.[key] ?? { line: 1, column: 1 },
        ruleId: "invalid-front-matter",
        source: "docs",
      }).note = page.root
        ? `an id is a doc's path below ${posix.normalize(`content/docs/${page.root}`)} without its extension and number prefixes`
        : "an id is a doc's path below content/docs without its extension and number prefixes";
      return undefined;
    }
    // An unlisted doc is in no reader's way: Docusaurus drops the link without a word.
    return doc.unlisted ? undefined : { label: doc.label, href: pageHref(site.config, doc.route) };
  };
  return { prev: pick("pagination_prev", links.prev), next: pick("pagination_next", links.next) };
}

/** Returns the model with the head's extra tags the front matter asks for: keywords, og:image, noindex for unlisted pages. */
export function withPageMeta(model: PageModel, page: RoutedPage, site: SiteContext): PageModel {
  const { keywords, image, unlisted } = page.frontMatter;
  if (keywords?.length) model.keywords = keywords;
  if (image)
    model.image = /^https?:\/\//.test(image)
      ? image
      : site.config.url.replace(/\/$/, "") + withBase(site.config.baseUrl, image.startsWith("/") ? image : `/${image}`);
  if (unlisted) model.unlisted = true;
  // An MDX page's `<Head>` has the last word, as in Docusaurus (remark-mdx-elements.ts, `toHead`).
  const head = page.file.data.head;
  if (head?.title !== undefined) model.browserTitle = head.title;
  if (head?.description !== undefined) model.description = head.description;
  if (head?.keywords) model.keywords = head.keywords;
  if (head?.robots !== undefined) model.robots = head.robots;
  return model;
}

const EXCERPT_LENGTH = 160;

/**
 * Returns the plain text of the page's first paragraph, cut at a word before 160 characters: the description of a
 * page without one, as Docusaurus takes its excerpt from the first line of text.
 */
export function excerpt(hast: Hast): string {
  const first = hast.children.find((node) => node.type === "element" && node.tagName === "p");
  const text = first ? toString(first).replace(/\s+/g, " ").trim() : "";
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length).replace(/[\s,;:.]+$/, "")}…`;
}

/** Returns the models of the pages that have no markdown source, of those `routes` names: home, playground, not found. */
export function toFixedModels(site: SiteContext, routes: string[]): PageModel[] {
  const { config } = site;
  const home = baseModel(site, "home", "/", config.title, config.tagline);
  home.home = {
    heroTitle: config.home.heroTitle,
    heroText: config.home.heroText,
    cards: config.home.cards.map((card) => ({ title: card.title, text: card.text, href: pageHref(config, card.to) })),
  };
  const apiName = config.reference?.apiName ?? "GraphQL API";
  const playground = baseModel(
    site,
    "playground",
    "/playground",
    "Playground",
    `Run GraphQL operations against the ${apiName} schema with mocked data, in your browser.`,
  );
  playground.playground = { ...site.playground, vocabulary: config.reference?.mockVocabulary ?? "neutral" };
  const notFound = baseModel(site, "not-found", "/404", "Page not found", "The page you asked for does not exist.");
  const versions = (site.versionPlaygrounds ?? []).map((v) => {
    const text = `Run GraphQL operations against version ${v.version} of the ${apiName} schema with mocked data, in your browser.`;
    const model = baseModel(site, "playground", v.route, `Playground (${v.version})`, text);
    // The playground page loads the schema its shell names: here the version's.
    model.shell = { ...model.shell, assets: { ...model.shell.assets, schema: v.schema } };
    model.playground = { ...v.run, vocabulary: config.reference?.mockVocabulary ?? "neutral", reference: v.reference };
    return model;
  });
  // The blog's list is the home page when the blog is served at the site's root.
  const pages = [...(blogRoute(config.blog) === "/" ? [playground, notFound] : [home, playground, notFound]), ...versions];
  return pages.filter((model) => routes.includes(model.route));
}
