import type { Root as Hast } from "hast";
import type { SidebarId, SiteConfig } from "../0-config/index.ts";
import type { RoutedPage } from "../1-content/index.ts";
import { pageSidebar, pageTitle, withBase, type SidebarViewItem } from "../../shared/index.ts";
import type { AssetManifest, PageKind, PageModel } from "./page-types.ts";
import { shellFor } from "./shell.ts";
import { breadcrumbsFor, paginationFor } from "./sidebar-view.ts";
import type { Sidebars } from "./sidebars.ts";
import { extractToc } from "./toc.ts";

export interface SiteContext {
  config: SiteConfig;
  assets: AssetManifest;
  sidebars: Sidebars;
  /** Each sidebar's whole tree (`sidebarTrees`), narrowed for every page by `pageSidebar`. */
  trees: Record<SidebarId, SidebarViewItem[]>;
}

/** Returns the fields every page model shares. */
export function baseModel(site: SiteContext, kind: PageKind, route: string, title: string, description: string, sidebarId?: SidebarId): PageModel {
  const { config } = site;
  return {
    kind,
    route,
    title,
    description,
    browserTitle: pageTitle(kind === "home" ? undefined : title, config.title, config.titleDelimiter),
    canonical: config.url.replace(/\/$/, "") + withBase(config.baseUrl, route),
    shell: shellFor(config, site.assets, route, sidebarId),
  };
}

/** Returns the model of a doc page: content, sidebar view, table of contents, breadcrumbs, previous/next. */
export function toDocModel(page: RoutedPage, hast: Hast, site: SiteContext): PageModel {
  const sidebarId = site.sidebars.sidebarOfDoc.get(page.docId!);
  const model = baseModel(site, "doc", page.route, page.frontMatter.title, page.frontMatter.description, sidebarId);
  model.content = hast;
  if (!sidebarId) return model;
  const items = site.sidebars.byId[sidebarId];
  const base = site.config.baseUrl;
  model.doc = {
    sidebarId,
    sidebar: pageSidebar(site.trees[sidebarId], withBase(base, page.route)),
    toc: page.frontMatter.hide_table_of_contents ? [] : extractToc(hast, { minDepth: 2, maxDepth: 3 }),
    breadcrumbs: breadcrumbsFor(items, page.route, base),
    ...paginationFor(site.sidebars.readingOrder[sidebarId], page.route, base),
    versionLabel: site.config.versionLabel,
    tags: page.frontMatter.tags ?? [],
  };
  return model;
}

/** Returns the models of the pages that have no markdown source: home, playground, not found. */
export function toFixedModels(site: SiteContext): PageModel[] {
  const { config } = site;
  const home = baseModel(site, "home", "/", config.title, config.tagline);
  home.home = {
    heroTitle: config.home.heroTitle,
    heroText: config.home.heroText,
    cards: config.home.cards.map((card) => ({ title: card.title, text: card.text, href: withBase(config.baseUrl, card.to) })),
  };
  const playground = baseModel(site, "playground", "/playground", "Playground", "Run GraphQL operations against the Admin API schema with mocked data, in your browser.");
  const notFound = baseModel(site, "not-found", "/404", "Page not found", "The page you asked for does not exist.");
  return [home, playground, notFound];
}
