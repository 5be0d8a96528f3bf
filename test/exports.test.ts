import assert from "node:assert/strict";
import { test } from "node:test";

// The public surface of each stage changes only on purpose: update these lists in the same commit.
const EXPECTED: Record<string, string[]> = {
  "../src/pipeline/0-config/index.ts": ["SIDEBAR_IDS", "configSchema", "loadConfig", "parseYaml", "webUrl", "yamlPlaces"],
  "../src/pipeline/1-content/index.ts": ["HEADING_ID", "MARKDOWN_SOURCE", "assignRoutes", "blankFrontMatter", "isPartial", "discoverContent", "docFrontMatter", "extractFrontMatter", "fileStamp", "findDuplicateRoutes", "loadThemeApi", "postFrontMatter", "readImageSizes", "stripNumberPrefixes"],
  "../src/pipeline/2-parse/index.ts": ["ADMONITIONS", "REFERENCE_ROUTE", "SCHEMA_PATH", "buildReferencePages", "buildThemeReferencePages", "buildUsedBy", "collectGuideUsage", "createParser", "exampleOperation", "guideUsageKey", "loadDocusaurusSidebars", "loadSchema", "parseMarkdown", "parseSchema", "playgroundOperation", "readDocusaurusSidebars", "readStaticModule", "referenceRoute", "reportMissingScopeDirective", "typeRoute"],
  "../src/pipeline/4-render/index.ts": ["buildSearchIndex", "searchSections", "createMarkdownPrinter", "createReactCompiler", "createSidebarRenderer", "cspSources", "pageMarkdown", "recordWritten", "writtenMarkdown", "renderLlmsFiles", "renderPage", "renderSiteFiles", "toClientModel", "toReact"],
  "../src/pipeline/5-write/index.ts": ["SEARCH_INDEX_PATHS", "searchIndexFiles", "addSiteAssets", "bundleClient", "commitSite", "createStaging", "discardSite", "hashedAsset", "NGINX_CSP_PATH", "nginxCspFile", "writeOutputs", "writeSite"],
  "../src/pipeline/6-check/index.ts": ["brokenLinkReport", "checkLinks", "prepareLinkinator"],
  "../src/report/index.ts": ["DEFAULT_SEVERITY", "InternalError", "SEVERITY_WORDS", "applySeverity", "exitCodeFor", "formatMessage", "formatMessages", "plainMessages", "replayMessages", "severityOf"],
};

for (const [path, names] of Object.entries(EXPECTED)) {
  test(`should export exactly the public functions of ${path.replace("../src/", "src/")}`, async () => {
    const module = (await import(path)) as Record<string, unknown>;
    assert.deepEqual(Object.keys(module).sort(), [...names].sort());
  });
}
