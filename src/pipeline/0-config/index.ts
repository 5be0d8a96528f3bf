export { loadConfig, type LoadedConfig } from "./load-config.ts";
export { parseYaml, yamlPlaces } from "./validate-yaml.ts";
export {
  configSchema,
  SIDEBAR_IDS,
  webUrl,
  type DocsVersionsConfig,
  type VersionMenuOptions,
  type ReferenceConfig,
  type SiteConfig,
  type SidebarId,
  type SidebarItemConfig,
} from "./schema.ts";
export { navbarLinks, type NavbarLink } from "./navbar-links.ts";
export { docsRootsOf, excludedDoc, leftOutBy, rootOf, versionedFolders, belowRoot, type DocsRoot } from "./docs-roots.ts";
export { CURRENT_VERSION, versionFiles, versionNameProblem, versionSidebarSuffix, type DocsVersion, type VersionFiles } from "./docs-versions.ts";
