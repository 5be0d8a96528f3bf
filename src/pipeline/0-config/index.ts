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
export { docsRootsOf, excludedDoc, rootOf, versionedFolders, belowRoot, type DocsRoot } from "./docs-roots.ts";
export { CURRENT_VERSION, VERSIONS_FILE, versionNameProblem, type DocsVersion } from "./docs-versions.ts";
