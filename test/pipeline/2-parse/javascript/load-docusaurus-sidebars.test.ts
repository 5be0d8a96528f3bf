import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test, type TestContext } from "node:test";
import { docsRootsOf, loadConfig } from "../../../../src/pipeline/0-config/index.ts";
import { loadDocusaurusSidebars } from "../../../../src/pipeline/2-parse/index.ts";
import { formatMessage } from "../../../../src/report/index.ts";
import { FIXTURES } from "../../../support.ts";

const valid = readFileSync(join(FIXTURES, "site/config.yaml"), "utf8").replace(/\n*$/, "\n");
/** The fixture config's lines: what is appended to it starts on the next line. */
const LINES = valid.split("\n").length - 1;

const FILES = "\ndocsRoots:\n  - folder: guide\n    sidebars: content/docs/guide/sidebars.js\n";

/** Returns a site root holding `config` as config.yaml and `files` by path. */
function site(t: TestContext, config: string, files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), "docusaurus-sidebars-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(join(root, "config.yaml"), config);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** Returns the sidebars files of a site read as the build reads them, and every message on config.yaml and those files. */
function load(root: string) {
  const { config, file } = loadConfig(root);
  assert.ok(config, file.messages.map((m) => formatMessage(m, file.path)).join("\n"));
  const sets = loadDocusaurusSidebars(root, config, file, (path) => readFileSync(path, "utf8"));
  const messages = [file, ...sets.map((set) => set.file)].flatMap((f) => f.messages.map((m) => formatMessage(m, f.path)));
  return { config, sets, messages };
}

test("should read the sidebars file of each docs root config.yaml names, and let `sidebars` hold more than the five and the navbar name any", (t) => {
  const config = valid
    .replace("sidebar: apiDocsSidebar", "sidebar: guide")
    .replace("  themeDevelopmentSidebar: []", "  themeDevelopmentSidebar: []\n  notes:\n    - doc: intro");
  const root = site(t, config + FILES, { "content/docs/guide/sidebars.js": "module.exports = { guide: ['intro'], more: [] };\n" });
  const { config: loaded, sets, messages } = load(root);
  assert.deepEqual(messages, []);
  assert.deepEqual(Object.keys(loaded.sidebars), [
    "apiDocsSidebar",
    "appDevelopmentSidebar",
    "dashboardDevelopmentSidebar",
    "partnerDevelopmentSidebar",
    "themeDevelopmentSidebar",
    "notes",
  ]);
  assert.deepEqual(loaded.docsRoots, [{ folder: "guide", sidebars: "content/docs/guide/sidebars.js" }]);
  assert.deepEqual(
    sets.map((set) => [set.file.path, set.docs, set.sidebars.map((s) => s.name)]),
    [["content/docs/guide/sidebars.js", "guide", ["guide", "more"]]],
  );
});

test("should report a missing sidebars file or folder, a sidebar name taken or unfit for a file name, and a navbar sidebar that names none, at their key", (t) => {
  const navbarLine = valid.split("\n").findIndex((line) => line.includes("sidebar: apiDocsSidebar")) + 1;
  const config =
    valid.replace("sidebar: apiDocsSidebar", "sidebar: gide") +
    FILES +
    "  - folder: other\n    sidebars: content/docs/other/sidebars.json\n  - folder: gone\n    sidebars: content/docs/gone.js\n";
  const root = site(t, config, {
    "content/docs/guide/sidebars.js": "module.exports = {\n  guide: [],\n  apiDocsSidebar: [],\n  'two words': [],\n};\n",
    "content/docs/other/sidebars.json": '{ "guide": [] }\n',
  });
  const { sets, messages } = load(root);
  assert.deepEqual(
    sets.map((set) => set.sidebars.map((s) => s.name)),
    [["guide"], []],
  );
  assert.deepEqual(messages, [
    `config.yaml:${LINES + 4}:15-${LINES + 4}:45: Unexpected sidebar \`apiDocsSidebar\` from content/docs/guide/sidebars.js, expected a name no other sidebar has [invalid-config]\n  hint: rename it at content/docs/guide/sidebars.js:3:3, or the sidebar of that name in config.yaml or an earlier file`,
    `config.yaml:${LINES + 6}:15-${LINES + 6}:47: Unexpected sidebar \`guide\` from content/docs/other/sidebars.json, expected a name no other sidebar has [invalid-config]\n  hint: rename it at content/docs/other/sidebars.json:1:3, or the sidebar of that name in config.yaml or an earlier file`,
    `config.yaml:${LINES + 7}:13-${LINES + 7}:17: Unexpected \`folder: gone\`, expected a folder of content/docs [invalid-config]\n  hint: name the folder the Docusaurus docs were copied to, such as \`jest\` for content/docs/jest`,
    `config.yaml:${LINES + 8}:15-${LINES + 8}:35: Unexpected \`sidebars: content/docs/gone.js\`, expected an existing sidebars file [invalid-config]\n  hint: give its path from the project root, such as \`content/docs/jest/sidebars.js\``,
    `config.yaml:${navbarLine}:16-${navbarLine}:20: Unexpected \`sidebar: gide\`, expected the name of a sidebar [invalid-config]\n  hint: did you mean \`guide\`?`,
    "content/docs/guide/sidebars.js:4:3-4:14: Unexpected sidebar name `two words`, expected letters, digits, `-` and `_` only [invalid-config]\n  hint: rename the sidebar: its name is part of a file name and of the page",
  ]);
  // The docs folder of the first two exists (each holds its sidebars file); a folder that does not is an error too.
  const noFolder = site(t, valid + "\ndocsRoots:\n  - folder: jest\n    sidebars: content/sidebars/jest.json\n", { "content/sidebars/jest.json": "{}\n" });
  assert.deepEqual(load(noFolder).messages, [
    `config.yaml:${LINES + 3}:13-${LINES + 3}:17: Unexpected \`folder: jest\`, expected a folder of content/docs [invalid-config]\n  hint: name the folder the Docusaurus docs were copied to, such as \`jest\` for content/docs/jest`,
  ]);
});

test("should accept as a sidebars file only a .js, .ts or .json file below content/", (t) => {
  for (const path of ["website/sidebars.js", "content/../sidebars.js", "content/docs/sidebars.yaml", "/etc/sidebars.js"]) {
    const root = site(t, `${valid}\ndocsRoots:\n  - folder: guide\n    sidebars: ${path}\n`);
    const { config, file } = loadConfig(root);
    assert.equal(config, undefined, path);
    assert.deepEqual(
      file.messages.map((m) => formatMessage(m, file.path)),
      [
        `config.yaml:${LINES + 4}:15-${LINES + 4}:${15 + path.length}: Unexpected value at \`docsRoots.0.sidebars\`, expected a path below \`content/\` ending in \`.js\`, \`.ts\` or \`.json\`, such as \`content/docs/jest/sidebars.js\` [invalid-config]`,
      ],
      path,
    );
  }
});

test("should report a `sidebars` name unfit for a file name, and a docs root outside content/docs", (t) => {
  const sidebarLine = valid.split("\n").findIndex((line) => line.startsWith("  themeDevelopmentSidebar:")) + 2;
  const root = site(t, valid.replace("  themeDevelopmentSidebar: []\n", "  themeDevelopmentSidebar: []\n  my notes: []\n"));
  assert.deepEqual(load(root).messages, [
    `config.yaml:${sidebarLine}:3-${sidebarLine}:11: Unexpected sidebar name \`my notes\`, expected letters, digits, \`-\` and \`_\` only [invalid-config]\n  hint: rename the sidebar: its name is part of a file name and of the page`,
  ]);
  const outside = loadConfig(site(t, `${valid}\ndocsRoots:\n  - folder: ../blog\n    sidebars: content/sidebars.js\n`));
  assert.deepEqual(
    outside.file.messages.map((m) => formatMessage(m, "config.yaml")),
    [
      `config.yaml:${LINES + 3}:13-${LINES + 3}:20: Unexpected value at \`docsRoots.0.folder\`, expected a folder below content/docs, such as \`jest\`, or \`''\` for content/docs itself [invalid-config]`,
    ],
  );
});

test("should still require the five sidebars of the portal in config.yaml", (t) => {
  const root = site(t, valid.replace("  themeDevelopmentSidebar: []\n", ""));
  const { config, file } = loadConfig(root);
  assert.equal(config, undefined);
  assert.match(
    formatMessage(file.messages[0]!, file.path),
    /^config\.yaml:[\d:-]+: Missing key `sidebars\.themeDevelopmentSidebar`, expected array \[invalid-config\]/,
  );
});

test("should refuse a versioned sidebar named with its version's prefix, as Docusaurus 3 refuses it, and name the sidebar to write", (t) => {
  const root = site(t, valid, {
    "content/versions.json": '["1.0"]',
    "content/versioned_docs/version-1.0/intro.md": "# Intro\n",
    "content/versioned_sidebars/version-1.0-sidebars.json": '{"version-1.0/docs": ["intro"], "guide": ["intro"]}\n',
  });
  const { config, file, versions } = loadConfig(root);
  const sets = loadDocusaurusSidebars(root, config!, file, (path) => readFileSync(path, "utf8"), docsRootsOf(config!, versions));
  assert.deepEqual(
    sets.flatMap((set) => set.file.messages.map((m) => formatMessage(m, set.file.path))),
    [
      "content/versioned_sidebars/version-1.0-sidebars.json:1:2-1:20: Unexpected sidebar name `version-1.0/docs`, expected a name without the version's `version-1.0/` prefix [invalid-config]\n  hint: write `docs`: Docusaurus 2's first releases prefixed a versioned sidebar's name so, and Docusaurus 3 refuses it too",
    ],
  );
});
