import assert from "node:assert/strict";
import { test } from "node:test";

// The public surface of each stage changes only on purpose: update these lists in the same commit.
const EXPECTED: Record<string, string[]> = {
  "../src/config/index.ts": ["ENGINE", "ENGINE_ROOT", "SIDEBAR_IDS", "configSchema", "loadConfig", "parseYaml", "webUrl"],
  "../src/content/index.ts": ["assignRoutes", "discoverContent", "docFrontMatter", "extractFrontMatter", "findDuplicateRoutes", "inputsFingerprint", "loadThemeApi", "outputFingerprint", "postFrontMatter"],
  "../src/parse/index.ts": ["SCHEMA_PATH", "createParser", "loadSchema", "parseGenerated", "parseMarkdown", "parseSchema"],
  "../src/render/index.ts": ["buildSearchIndex", "searchSections", "createMarkdownPrinter", "createReactCompiler", "createSidebarRenderer", "cspSources", "pageMarkdown", "recordWritten", "writtenMarkdown", "renderLlmsFiles", "renderPage", "renderSiteFiles", "toClientModel", "toReact"],
  "../src/write/index.ts": ["SEARCH_INDEX_PATHS", "searchIndexFiles", "addSiteAssets", "bundleClient", "commitSite", "createStaging", "discardSite", "hashedAsset", "NGINX_CSP_PATH", "nginxCspFile", "readBuildRecord", "writeBuildRecord", "writeOutputs", "writeSite"],
  "../src/check/index.ts": ["brokenLinkReport", "checkLinks", "prepareLinkinator"],
  "../src/report/index.ts": ["DEFAULT_SEVERITY", "InternalError", "SEVERITY_WORDS", "applySeverity", "exitCodeFor", "formatMessage", "formatMessages", "plainMessages", "replayMessages", "severityOf"],
};

for (const [path, names] of Object.entries(EXPECTED)) {
  test(`should export exactly the public functions of ${path.replace("../src/", "src/")}`, async () => {
    const module = (await import(path)) as Record<string, unknown>;
    assert.deepEqual(Object.keys(module).sort(), [...names].sort());
  });
}
