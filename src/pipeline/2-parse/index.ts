export { createParser, parseMarkdown, type MarkdownParser } from "./markdown/parse-markdown.ts";
export { createParseOnce } from "./markdown/parse-once.ts";
export { ADMONITIONS } from "./markdown/legacy-admonition-titles.ts";
export { parseSchema } from "./schema/parse-schema.ts";
export { loadSchema, SCHEMA_PATH, type LoadedSchema } from "./schema/load-schema.ts";
export {
  loadSchemaVersion,
  reportDuplicateVersion,
  reportMissingVersion,
  reportUnlistedVersions,
  reportVersionsWithoutSchema,
  schemaVersionPath,
  SCHEMA_VERSIONS_DIR,
} from "./schema/load-schema-version.ts";
export {
  exportedImports,
  readStaticModule,
  relativeRequires,
  requiredCandidates,
  staticModuleInputs,
  type ExportedImport,
  type StaticModule,
  type StaticModuleOptions,
  type ValuePath,
} from "./javascript/static-module.ts";
export { readDocusaurusSidebars, type DocusaurusItem, type DocusaurusSidebar } from "./javascript/docusaurus-sidebars.ts";
export { contentFileReader, loadDocusaurusSidebars, type DocusaurusSidebarSet, type SidebarsReader } from "./javascript/load-docusaurus-sidebars.ts";
export {
  buildChangelogPages,
  buildReferencePages,
  buildUsedBy,
  collectGuideUsage,
  guideUsageKey,
  exampleOperation,
  REFERENCE_ROUTE,
  referenceRoute,
  reportMissingScopeDirective,
  typeRoute,
  type ApiVersion,
  type ChangelogEntry,
  CHANGELOG_FEED,
  CHANGELOG_ROUTE,
  changelogRoute,
  versionPlaygroundRoute,
  versionReferenceRoute,
  withReferenceRoute,
} from "./generated/reference/index.ts";
export { buildThemeReferencePages } from "./generated/theme-reference.ts";
export { playgroundOperation } from "./generated/playground-operation.ts";
export { schemaChanges } from "./schema/schema-changes.ts";
export { CHANGE_ACTIONS, type SchemaChange } from "./schema/schema-change.ts";
export { schemaHistory, type VersionHistory } from "./schema/schema-history.ts";
