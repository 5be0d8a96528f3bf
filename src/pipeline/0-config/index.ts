export { loadConfig, type LoadedConfig } from "./load-config.ts";
export { parseYaml } from "./validate-yaml.ts";
export { configSchema, SIDEBAR_IDS, webUrl, type SiteConfig, type SidebarId, type SidebarItemConfig } from "./schema.ts";
export { ENGINE, ENGINE_ROOT } from "./engine.ts";
