import type { SidebarId, SiteConfig } from "../../0-config/index.ts";
import { ENGINE } from "../../../engine.ts";
import { feedRoutes } from "../../1-content/index.ts";
import { isLinkActive, withBase } from "../../../shared/index.ts";
import type { AssetManifest, Shell } from "../../../shared/page-model.ts";

/** Returns the shell for one page: the navbar item of its sidebar (or its route prefix) marked active. */
export function shellFor(config: SiteConfig, assets: AssetManifest, route: string, sidebarId?: SidebarId): Shell {
  const base = config.baseUrl;
  const href = (item: { to?: string; href?: string }) => (item.to ? withBase(base, item.to) : (item.href ?? base));
  const feeds = feedRoutes(config.blog);
  return {
    siteTitle: config.title,
    baseUrl: base,
    engine: `${ENGINE.name} ${ENGINE.version}`,
    fontStylesheet: config.fontStylesheet,
    baseUrlBanner: config.baseUrlIssueBanner,
    feeds: { rss: withBase(base, feeds.rss), atom: withBase(base, feeds.atom) },
    assets,
    navbar: {
      title: config.navbar.title,
      homeHref: base,
      items: config.navbar.items.map((item) => ({
        label: item.label,
        href: href(item),
        active: item.sidebar ? item.sidebar === sidebarId : !!item.to && isLinkActive(route, item.to),
      })),
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
