import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test, type TestContext } from "node:test";
import { parse } from "yaml";
import { importDocusaurus } from "../../src/import/index.ts";
import { formatMessages } from "../../src/report/index.ts";
import { FIXTURES } from "../support.ts";

const SITE = join(FIXTURES, "docusaurus-site");

/** Returns an empty folder that is removed after the test. */
function scratch(t: TestContext): string {
  const out = mkdtempSync(join(tmpdir(), "import-docusaurus-"));
  t.after(() => rmSync(out, { recursive: true, force: true }));
  return out;
}

test("should write config.yaml from what the Docusaurus config holds, copy docs and static files, and build", async (t) => {
  const out = scratch(t);
  const result = await importDocusaurus({ site: SITE, out, name: "tiny", linkinator: false });
  assert.equal(result.refused, undefined);
  assert.ok(result.build?.ok, formatMessages(result.build?.files ?? []));
  assert.equal(result.build.pages > 0, true);
  const config = parse(readFileSync(join(out, "config.yaml"), "utf8"));
  assert.equal(config.title, "Tiny Tools");
  assert.equal(config.tagline, "Small tools, short docs");
  assert.equal(config.url, "https://tiny.example.org");
  assert.deepEqual(config.build, { onBrokenLinks: "throw", onBrokenAnchors: "warn", onBrokenMarkdownLinks: "warn", onDuplicateRoutes: "warn" });
  assert.deepEqual(config.navbar, {
    title: "Tiny",
    items: [
      { label: "Docs", to: "/docs/tiny/intro" },
      { label: "Source", href: "https://example.org/tiny" },
    ],
  });
  assert.deepEqual(config.footer.columns, [{ title: "Docs", items: [{ label: "Setup", to: "/docs/tiny/guides/setup" }] }]);
  assert.equal(config.footer.copyright, "");
  assert.deepEqual(config.docsRoots, [{ folder: "tiny", sidebars: "content/docs/tiny/sidebars.js" }]);
  for (const path of ["content/docs/tiny/intro.md", "content/docs/tiny/guides/setup.mdx", "content/docs/tiny/sidebars.js", "content/static/img/x.svg"])
    assert.ok(existsSync(join(out, path)), path);
  assert.equal(readFileSync(join(out, "content/docs/tiny/guides/setup.mdx"), "utf8"), readFileSync(join(SITE, "docs/guides/setup.mdx"), "utf8"));
});

test("should list what it could not carry over at the line and column of the config", async (t) => {
  const result = await importDocusaurus({ site: SITE, out: scratch(t), name: "tiny", build: false });
  assert.deepEqual(
    result.notes.map((note) => `${note.at}: ${note.reason}`),
    [
      "docusaurus.config.js:2:19: Unexpected template literal with `${…}` ``Copyright © ${new Date().getFullYear()…` in a file read without running it, expected a literal value (left out)",
      "docusaurus.config.js:11:3: `favicon` has no counterpart in config.yaml",
      "docusaurus.config.js:17:24: `presets[0][1].docs.sidebarPath` could not be evaluated; looked for sidebars.(js|ts|json) in the site's folder (Unexpected call `require.resolve('./sidebars.js')` in a file read without running it, expected a literal value (left out))",
      "docusaurus.config.js:18:11: docs option `presets[0][1].docs.editUrl` has no counterpart in config.yaml",
      "docusaurus.config.js:24:13: plugin `tiny-plugin-search` has no counterpart in config.yaml",
      "docusaurus.config.js:30:9: `localeDropdown` item at `themeConfig.navbar.items[1]` has no counterpart in config.yaml (plain links only)",
      "docusaurus.config.js:36:7: `themeConfig.footer.copyright` could not be evaluated without running the file; used ``",
    ],
  );
});

test("should refuse to overwrite an imported docs folder or config.yaml without force, and replace them with it", async (t) => {
  const out = scratch(t);
  await importDocusaurus({ site: SITE, out, name: "tiny", build: false });
  const again = await importDocusaurus({ site: SITE, out, name: "tiny", build: false });
  assert.deepEqual(again.refused, ["config.yaml", "content/docs/tiny", "content/static/img/x.svg"]);
  const forced = await importDocusaurus({ site: SITE, out, name: "tiny", build: false, force: true });
  assert.equal(forced.refused, undefined);
});

test("should export only the import from src/import", async () => {
  assert.deepEqual(Object.keys(await import("../../src/import/index.ts")).sort(), ["importDocusaurus"]);
});
