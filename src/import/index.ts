export { importDocusaurus, type ImportOptions, type ImportResult } from "./import-docusaurus.ts";
export type { CarryNote } from "./config-reader.ts";
