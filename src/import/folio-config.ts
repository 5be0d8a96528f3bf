import { stringify } from "yaml";
import { SIDEBAR_IDS, type DocsVersionsConfig, type SiteConfig, type VersionMenuOptions } from "../pipeline/0-config/index.ts";
import type { ImportedRoot } from "./copy-site.ts";
import type { DocusaurusSite } from "./read-docusaurus-config.ts";

/** The navbar, footer and version menu links of config.yaml, once resolved against the imported pages. */
export interface FolioLinks {
  navbar: SiteConfig["navbar"]["items"];
  footer: SiteConfig["footer"]["columns"];
  /** The links of each docs instance's version menu, by the instance's id (`default` for the main docs). */
  versionMenus?: Map<string, Pick<VersionMenuOptions, "itemsBefore" | "itemsAfter">>;
}

/**
 * Returns the config.yaml of an imported site: what the Docusaurus config carried, defaults for the rest, the
 * portal's five sidebars empty, each copied docs instance a docs root at its own route base with its sidebars file,
 * and `onDocWithoutSidebar: ignore` (Docusaurus shows a doc in no sidebar without one).
 */
export function folioConfig(site: DocusaurusSite, roots: ImportedRoot[], links: FolioLinks): SiteConfig {
  const sidebars: SiteConfig["sidebars"] = Object.fromEntries(SIDEBAR_IDS.map((id) => [id, []])) as unknown as SiteConfig["sidebars"];
  return {
    title: site.title,
    tagline: site.tagline,
    url: site.url,
    baseUrl: site.baseUrl,
    ...(site.trailingSlash !== undefined ? { trailingSlash: site.trailingSlash } : {}),
    titleDelimiter: site.titleDelimiter,
    baseUrlIssueBanner: site.baseUrlIssueBanner,
    ...(site.noIndex ? { noIndex: true } : {}),
    navbar: { title: site.navbar.title, items: links.navbar },
    footer: { columns: links.footer, copyright: site.footer.copyright },
    home: { heroTitle: site.title, heroText: site.tagline, cards: [] },
    blog: site.blog,
    ...(site.tableOfContents ? { tableOfContents: site.tableOfContents } : {}),
    ...markdownOptions(site),
    build: { ...site.rules, onDocWithoutSidebar: "ignore" },
    sidebars,
    ...(roots.length > 0
      ? {
          docsRoots: roots.map((root) => ({
            folder: root.folder,
            routeBasePath: root.instance.routeBasePath,
            ...(root.sidebars ? { sidebars: root.sidebars } : {}),
            ...(root.instance.include ? { include: root.instance.include } : {}),
            ...(root.instance.exclude ? { exclude: root.instance.exclude } : {}),
            // Another docs instance's versions are the files its id names, with its own options.
            ...(root.folder !== "" && (root.versioned || root.instance.versions) ? { id: root.instance.id } : {}),
            ...(root.folder !== "" && root.instance.versions
              ? { docsVersions: withMenuLinks(root.instance.versions, links.versionMenus?.get(root.instance.id)) }
              : {}),
          })),
        }
      : {}),
    ...(roots[0]?.folder === "" && roots[0].instance.versions
      ? { docsVersions: withMenuLinks(roots[0].instance.versions, links.versionMenus?.get("default")) }
      : {}),
  };
}

/** Returns the version options with the version menu's links, when it has a menu and they are any. */
function withMenuLinks(options: DocsVersionsConfig, links: Pick<VersionMenuOptions, "itemsBefore" | "itemsAfter"> = {}): DocsVersionsConfig {
  const lists = Object.fromEntries(Object.entries(links).filter(([, list]) => list && list.length > 0));
  if (!options.dropdown || Object.keys(lists).length === 0) return options;
  return { ...options, dropdown: { ...(options.dropdown === true ? {} : options.dropdown), ...lists } };
}

/** Returns config.yaml's `markdown`, when the site sets any of it. */
function markdownOptions({ markdownFormat, magicComments, additionalLanguages, markdownComponents }: DocusaurusSite): Pick<SiteConfig, "markdown"> {
  const components = markdownComponents && Object.keys(markdownComponents).length ? markdownComponents : undefined;
  const markdown = {
    ...(markdownFormat ? { format: markdownFormat } : {}),
    ...(magicComments ? { magicComments } : {}),
    ...(additionalLanguages?.length ? { additionalLanguages } : {}),
    ...(components ? { components } : {}),
  };
  return Object.keys(markdown).length ? { markdown } : {};
}

/** Returns config.yaml's text: a comment naming where it came from, then the config. */
export function configText(config: SiteConfig, from: string): string {
  return `# Imported from ${from} by \`npm run import:docusaurus\`. Every key is documented in README.md ("config.yaml").\n${stringify(config, { lineWidth: 0 })}`;
}
