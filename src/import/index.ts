export { importDocusaurus, type ImportOptions, type ImportResult } from "./import-docusaurus.ts";
export { NotADocusaurusSite } from "./read-docusaurus-config.ts";
export type { CarryNote } from "./config-reader.ts";
