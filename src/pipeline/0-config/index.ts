export { loadConfig, type LoadedConfig } from "./load-config.ts";
export { parseYaml, yamlPlaces } from "./validate-yaml.ts";
export { configSchema, SIDEBAR_IDS, webUrl, type ReferenceConfig, type SiteConfig, type SidebarId, type SidebarItemConfig } from "./schema.ts";
export { ENGINE, ENGINE_ROOT } from "./engine.ts";
export { readStaticModule, type StaticModule, type StaticModuleOptions, type ValuePath } from "./static-module.ts";
export { readDocusaurusSidebars, type CategoryLink, type DocusaurusItem, type DocusaurusSidebar } from "./docusaurus-sidebars.ts";
export { loadDocusaurusSidebars, type DocusaurusSidebarSet } from "./load-docusaurus-sidebars.ts";
