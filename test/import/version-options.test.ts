import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { readDocusaurusConfig } from "../../src/import/read-docusaurus-config.ts";

/** Returns what the import reads of a config whose preset's docs have `docs` as options and whose navbar has `items`. */
function read(docs: string, items = "[]") {
  const dir = mkdtempSync(join(tmpdir(), "version-options-"));
  writeFileSync(
    join(dir, "docusaurus.config.js"),
    `module.exports = {\n  title: 'T',\n  url: 'https://t.example.com',\n  baseUrl: '/',\n  presets: [['classic', { docs: ${docs} }]],\n  themeConfig: { navbar: { items: ${items} } },\n};\n`,
  );
  const { site, notes } = readDocusaurusConfig(dir);
  return {
    versions: site.docs[0]!.versions,
    menu: site.versionMenus.get("default") ?? { before: [], after: [] },
    notes: notes.map((note) => `${note.at}: ${note.reason}`),
  };
}

test("should carry the main docs' version options and the navbar's version dropdown into docsVersions", () => {
  const { versions, notes } = read(
    "{ lastVersion: 'current', includeCurrentVersion: true, onlyIncludeVersions: ['current', '1.0'], versions: { '1.0': { label: 'Old', path: '/old/', banner: 'none', badge: false, noIndex: true } } }",
    "[{ type: 'docsVersionDropdown', position: 'right' }]",
  );
  assert.deepEqual(versions, {
    lastVersion: "current",
    includeCurrentVersion: true,
    onlyIncludeVersions: ["current", "1.0"],
    versions: { "1.0": { label: "Old", path: "old", banner: "none", badge: false, noIndex: true } },
    dropdown: true,
  });
  assert.deepEqual(
    notes.filter((note) => /version/i.test(note)),
    [],
  );
});

test("should note a version option config.yaml cannot take, and a dropdown option it has no counterpart for", () => {
  const { versions, notes } = read(
    "{ lastVersion: 3, versions: { '1.0': { className: 'old', banner: 'soon' } } }",
    "[{ type: 'docsVersionDropdown', dropdownActiveClassDisabled: true, versions: { '1.0': { label: 'One', className: 'x' } } }]",
  );
  assert.deepEqual(versions, { versions: { "1.0": {} }, dropdown: { versions: { "1.0": { label: "One" } } } });
  assert.deepEqual(
    notes.filter((note) => /version|dropdown/i.test(note)),
    [
      "docusaurus.config.js:5:48: Unexpected `presets[0][1].docs.lastVersion: 3`, expected what Docusaurus takes; left out",
      "docusaurus.config.js:5:72: version option `presets[0][1].docs.versions.1.0.className` has no counterpart in config.yaml",
      'docusaurus.config.js:5:98: Unexpected `presets[0][1].docs.versions.1.0.banner: "soon"`, expected what Docusaurus takes; left out',
      "docusaurus.config.js:6:67: `themeConfig.navbar.items[0].dropdownActiveClassDisabled` has no counterpart in config.yaml",
      "docusaurus.config.js:6:137: `themeConfig.navbar.items[0].versions.1.0.className` has no counterpart in config.yaml",
    ],
  );
});

test("should read the version dropdown's versions and its links before and after them as navbar links, noting those it cannot take", () => {
  const { versions, menu, notes } = read(
    "{}",
    "[{ type: 'docsVersionDropdown', versions: ['current', '1.0'], dropdownItemsBefore: [{ href: 'https://example.com/r', label: 'Releases' }], dropdownItemsAfter: [{ type: 'html', value: '<hr>' }, { to: '/versions', label: 'All' }] }]",
  );
  assert.deepEqual(versions, { dropdown: { versions: ["current", "1.0"] } });
  assert.deepEqual(
    [...menu.before, ...menu.after].map((link) => [link.label, "href" in link ? link.href : "to" in link ? link.to : "?", link.path]),
    [
      ["Releases", "https://example.com/r", "themeConfig.navbar.items[0].dropdownItemsBefore[0]"],
      ["All", "/versions", "themeConfig.navbar.items[0].dropdownItemsAfter[1]"],
    ],
  );
  assert.deepEqual(
    notes.filter((note) => /dropdown/i.test(note)),
    [
      "docusaurus.config.js:6:195: `html` item at `themeConfig.navbar.items[0].dropdownItemsAfter[0]` has no counterpart in config.yaml (links, doc and docSidebar items only)",
    ],
  );
});
