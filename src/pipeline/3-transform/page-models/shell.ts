import type { SidebarId, SiteConfig } from "../../0-config/index.ts";
import { ENGINE } from "../../../engine.ts";
import { feedRoutes } from "../../1-content/index.ts";
import { CHANGELOG_FEED } from "../../2-parse/index.ts";
import { isLinkActive, pageHref, withBase } from "../../../shared/index.ts";
import type { AssetManifest, NavbarItem, Shell } from "../../../shared/page-model.ts";

/** What a page's shell reads of the site besides config.yaml: the routes of navbar `doc:` items, sidebars' names, whether there are feeds. */
export interface ShellSite {
  /** The route of the doc of this id as the page links it (`navbarDocRoute`), undefined when there is none. */
  docRoute: (id: string) => string | undefined;
  /** The name of the sidebar of the doc at a route, as its version's sidebars file names it (`docs`, not `docs-2_0`). */
  sidebarName: (route: string) => string | undefined;
  /** The blog has posts, so feeds: the page links them. */
  feeds: boolean;
  /** config.yaml lists API versions, so the changelog has a feed: the page links it. */
  changelog: boolean;
  /** The page's Docusaurus URL ends with `/` (a category's index doc): its path, as `activeBaseRegex` tests it, does too. */
  folderUrl?: boolean;
}

/**
 * Returns whether a navbar `to` link is active on the page at `route`, as Docusaurus' navbar link: on the pages whose
 * path (base URL included, and the trailing slash of a `folderUrl` page) matches its `activeBaseRegex` or starts with
 * its `activeBasePath`, else on its page and the pages below it.
 */
function isToActive(
  config: SiteConfig,
  item: Pick<SiteConfig["navbar"]["items"][number], "activeBasePath" | "activeBaseRegex">,
  to: string,
  route: string,
  folderUrl = false,
): boolean {
  // Served as Docusaurus serves it: an index doc's URL ends with `/` unless `trailingSlash` says otherwise.
  const path = pageHref(config, route).replace(/([^/])$/, folderUrl && config.trailingSlash === undefined ? "$1/" : "$1");
  // As Docusaurus, an empty one is none.
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(path);
  if (item.activeBasePath) return path.startsWith(withBase(config.baseUrl, `/${item.activeBasePath.replace(/^\//, "")}`));
  return isLinkActive(route, to);
}

/**
 * Returns the shell for one page: the navbar item of its sidebar (or its route prefix) marked active; a `doc:` item
 * links its doc's route, active on that doc and on the pages of a sidebar of the same name in any version, as
 * Docusaurus' doc item is; a dropdown holds its links.
 */
export function shellFor(config: SiteConfig, assets: AssetManifest, route: string, sidebarId?: SidebarId, docs?: ShellSite): Shell {
  const base = config.baseUrl;
  const href = (item: { to?: string; href?: string }) => (item.to ? pageHref(config, item.to) : (item.href ?? base));
  const navbarLink = (item: SiteConfig["navbar"]["items"][number]): NavbarItem => {
    const to = item.doc === undefined ? undefined : docs?.docRoute(item.doc);
    if (to === undefined)
      return {
        label: item.label,
        href: href(item),
        active: item.sidebar ? item.sidebar === sidebarId : item.to !== undefined && isToActive(config, item, item.to, route, docs?.folderUrl),
      };
    const sidebar = docs?.sidebarName(to);
    return { label: item.label, href: pageHref(config, to), active: to === route || (sidebar !== undefined && sidebar === docs?.sidebarName(route)) };
  };
  // A dropdown's links are marked, not its label, as Docusaurus' dropdown item marks them.
  const navbarItem = (item: SiteConfig["navbar"]["items"][number]): NavbarItem => {
    if (!item.items) return navbarLink(item);
    const items = item.items.map(navbarLink);
    return { label: item.label, href: items[0]!.href, active: false, items };
  };
  const feeds = feedRoutes(config.blog);
  return {
    siteTitle: config.title,
    baseUrl: base,
    ...(config.trailingSlash ? { trailingSlash: true } : {}),
    engine: `${ENGINE.name} ${ENGINE.version}`,
    fontStylesheet: config.fontStylesheet,
    baseUrlBanner: config.baseUrlIssueBanner,
    ...(docs?.feeds === false ? {} : { feeds: { rss: withBase(base, feeds.rss), atom: withBase(base, feeds.atom) } }),
    ...(docs?.changelog ? { changelogFeed: withBase(base, CHANGELOG_FEED) } : {}),
    assets,
    navbar: {
      title: config.navbar.title,
      homeHref: base,
      items: config.navbar.items.map(navbarItem),
    },
    footer: {
      columns: config.footer.columns.map((column) => ({
        title: column.title,
        items: column.items.map((item) => ({ label: item.label, href: href(item) })),
      })),
      copyright: config.footer.copyright,
    },
  };
}
