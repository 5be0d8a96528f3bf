import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { after, before, test, type TestContext } from "node:test";
import { parse } from "yaml";
import { importDocusaurus, type ImportResult } from "../../src/import/index.ts";
import { readDocusaurusConfig } from "../../src/import/read-docusaurus-config.ts";
import { docsRootsOf, excludedDoc, loadConfig, versionedFolders } from "../../src/pipeline/0-config/index.ts";
import { discoverContent } from "../../src/pipeline/1-content/index.ts";
import { formatMessages } from "../../src/report/index.ts";
import { FIXTURES, ROOT } from "../support.ts";

/** Main docs, a second docs instance with its own sidebars, a third without, a blog, a custom page. */
const SITE = join(FIXTURES, "docusaurus-import-site");
/** Docs at the site's root of a site served under /sub/. */
const AT_ROOT = join(FIXTURES, "docusaurus-import-root");
/** A doc that no sidebar lists. */
const ORPHAN = join(FIXTURES, "docusaurus-import-orphan");
/** A config with values that cannot be read without running it. */
const TINY = join(FIXTURES, "docusaurus-site");

/** Returns a folder that does not exist yet, in a scratch folder removed after the test. */
function scratch(t: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), "import-docusaurus-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, "project");
}

/** Writes a Docusaurus site of `files` (path → text) into a scratch folder removed after the test, and returns it. */
function writeSite(t: TestContext, name: string, files: Record<string, string>): string {
  const site = mkdtempSync(join(tmpdir(), `${name}-`));
  t.after(() => rmSync(site, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), text);
  }
  return site;
}

/** Returns the project's config.yaml as data. */
function configOf(out: string): Record<string, any> {
  return parse(readFileSync(join(out, "config.yaml"), "utf8"));
}

let lantern: { out: string; result: ImportResult };
before(async () => {
  const out = join(mkdtempSync(join(tmpdir(), "import-docusaurus-")), "lantern");
  lantern = { out, result: await importDocusaurus({ site: SITE, out, linkinator: false }) };
});
after(() => rmSync(join(lantern.out, ".."), { recursive: true, force: true }));

test("should keep the site's routes: a doc with an absolute slug, a category index doc, each docs instance below its own route base", () => {
  const { out, result } = lantern;
  assert.ok(result.build?.ok, formatMessages(result.build?.files ?? []));
  // No playground: the site has no GraphQL schema; no tags page: no post has a tag.
  assert.equal(result.build.pages, 15);
  assert.ok(!existsSync(join(out, "build/playground")));
  for (const route of ["docs/intro", "docs/getting-started", "docs/guides", "docs/guides/configure", "docs/community", "community/welcome", "api/endpoints"])
    assert.ok(existsSync(join(out, "build", route, "index.html")), route);
  assert.deepEqual(configOf(out).docsRoots, [
    { folder: "", routeBasePath: "docs", sidebars: "content/sidebars.js" },
    { folder: "community-2", routeBasePath: "community", sidebars: "content/sidebars-community.js" },
    { folder: "api", routeBasePath: "api" },
  ]);
  assert.deepEqual(configOf(out).build, {
    onBrokenLinks: "throw",
    onBrokenAnchors: "warn",
    onBrokenMarkdownLinks: "warn",
    onDuplicateRoutes: "warn",
    onDocWithoutSidebar: "ignore",
  });
});

test("should copy the main docs to content/docs, each other instance to a folder of its own, and their sidebars files beside content/", () => {
  const { out } = lantern;
  const same = (from: string, to: string) => assert.equal(readFileSync(join(out, to), "utf8"), readFileSync(join(SITE, from), "utf8"), to);
  same("docs/getting-started.md", "content/docs/getting-started.md");
  same("docs/community/index.md", "content/docs/community/index.md");
  same("community/welcome.md", "content/docs/community-2/welcome.md");
  same("api-docs/endpoints.md", "content/docs/api/endpoints.md");
  same("sidebars.js", "content/sidebars.js");
  same("static/img/lantern.svg", "content/static/img/lantern.svg");
  same("static/img/lantern.svg", "content/static/favicon.svg");
  // Both instances have a sidebar `guide`; Folio's sidebar names are one set, so the second is renamed in its copy.
  assert.match(readFileSync(join(out, "content/sidebars-community.js"), "utf8"), /"guide-community": \['welcome', 'support'\]/);
});

test("should turn navbar and footer items into routes of the import: the blog's at its route base, a docSidebar item to its sidebar's first page", () => {
  const config = configOf(lantern.out);
  assert.deepEqual(config.navbar.items, [
    { label: "Guide", to: "/docs/intro", sidebar: "guide" },
    { label: "Start", doc: "getting-started" },
    { label: "Community", to: "/community/welcome", sidebar: "guide-community" },
    { label: "Support", doc: "community-2/support" },
    { label: "News", to: "/news" },
    { label: "GitHub", href: "https://github.com/example/lantern" },
  ]);
  assert.deepEqual(config.footer.columns, [
    {
      title: "Docs",
      items: [
        { label: "Configure", to: "/docs/guides/configure" },
        { label: "Endpoints", to: "/api/endpoints" },
        { label: "Dimmer", to: "/news/2021/09/01/dimmer" },
      ],
    },
  ]);
  assert.equal(config.blog.title, "Lantern news");
  assert.equal(config.blog.routeBasePath, "news");
  assert.deepEqual(config.tableOfContents, { maxHeadingLevel: 4 });
  // One docs version: no "Version:" badge, as Docusaurus shows none.
  assert.equal(config.versionLabel, undefined);
  assert.doesNotMatch(readFileSync(join(lantern.out, "build/docs/intro/index.html"), "utf8"), /version-badge/);
  // A doc item of another docs instance links that instance's doc.
  assert.match(readFileSync(join(lantern.out, "build/docs/intro/index.html"), "utf8"), /<a[^>]*href="\/community\/support"[^>]*>Support<\/a>/);
});

test("should list what it left out or changed: at the config's line and column first, then by file", () => {
  assert.deepEqual(
    lantern.result.notes.map((note) => `${note.at}: ${note.reason}`),
    [
      "docusaurus.config.js:21:7: docs instance `community` is copied to content/docs/community-2/: the main docs have a folder `community`",
      "docusaurus.config.js:23:22: docs plugin `api` has no `routeBasePath` (Docusaurus serves it at `/docs`, where the main docs are); its pages are served at `/api`",
      "docusaurus.config.js:34:9: `themeConfig.navbar.items[5]` links to `/showcase`, a custom page of src/pages, which is not carried over; left out of config.yaml",
      "docusaurus.config.js:35:9: `themeConfig.navbar.items[6]` links to `/docs/old-page`, a route no imported page has; left out of config.yaml",
      "src/pages/: custom pages (React or markdown outside docs and blog), not carried over",
      "sidebarsCommunity.js:2:3: sidebar `guide` is `guide-community` in content/sidebars-community.js: another sidebar of the site has its name, or it is no file name",
    ],
  );
});

test("should date a post on the day its front matter or file name names (a one-digit day, a time, a non-breaking space after `date:`), at its Docusaurus route", () => {
  const posts = discoverContent(lantern.out).pages.filter((page) => page.kind === "post");
  assert.deepEqual(
    posts.map((post) => [post.name, post.date]),
    [
      ["dimmer", "2021-09-01"],
      ["brighter", "2021-08-01"],
      ["first-light", "2015-11-03"],
    ],
  );
  assert.ok(existsSync(join(lantern.out, "build/news/2021/09/01/dimmer/index.html")), "a dated post keeps its Docusaurus route");
  assert.ok(existsSync(join(lantern.out, "build/news/atom.xml")), "the blog's feeds are below its route base");
  assert.match(readFileSync(join(lantern.out, "build/news/first-light/index.html"), "utf8"), /"2015-11-03">November 3, 2015</);
});

test("should serve docs at the site's root with `routeBasePath: '/'`, under the site's base URL", async (t) => {
  const out = scratch(t);
  const result = await importDocusaurus({ site: AT_ROOT, out, linkinator: true });
  assert.ok(result.build?.ok, formatMessages(result.build?.files ?? []));
  const config = configOf(out);
  assert.equal(config.baseUrl, "/sub/");
  assert.deepEqual(config.docsRoots, [{ folder: "", routeBasePath: "", sidebars: "content/sidebars.json" }]);
  assert.deepEqual(config.navbar.items, [
    { label: "Setup", to: "/setup" },
    { label: "Flags", doc: "reference/flags" },
  ]);
  for (const route of ["setup", "reference/flags"]) assert.ok(existsSync(join(out, "build", route, "index.html")), route);
  // The doc at `/` is the site's home page, in place of Folio's own.
  assert.match(readFileSync(join(out, "build/index.html"), "utf8"), /<article class="doc-article">/);
  assert.deepEqual(
    result.notes.map((note) => `${note.at}: ${note.reason}`),
    [
      "docusaurus.config.js:7:12: `favicon: 'favicon.ico'` is no SVG file of the static folders: content/static/favicon.svg, the icon every Folio page links, is a plain square; replace it",
    ],
  );
});

test("should refuse a folder that is not empty, writing nothing, and replace its config.yaml and content/ with force", async (t) => {
  const out = scratch(t);
  mkdirSync(join(out, "content/docs"), { recursive: true });
  writeFileSync(join(out, "notes.txt"), "mine\n");
  writeFileSync(join(out, "content/docs/stale.md"), "# Stale\n");
  const refused = await importDocusaurus({ site: AT_ROOT, out, build: false });
  assert.deepEqual(refused.refused, ["content", "notes.txt"]);
  assert.equal(existsSync(join(out, "config.yaml")), false);
  const forced = await importDocusaurus({ site: AT_ROOT, out, build: false, force: true });
  assert.equal(forced.refused, undefined);
  assert.equal(existsSync(join(out, "config.yaml")), true);
  assert.equal(existsSync(join(out, "content/docs/stale.md")), false);
  assert.equal(existsSync(join(out, "content/docs/setup.md")), true);
  assert.equal(readFileSync(join(out, "notes.txt"), "utf8"), "mine\n");
});

test("should write into `<site folder>-folio` in the current folder by default", async (t) => {
  const cwd = join(scratch(t), "..");
  const before = process.cwd();
  process.chdir(cwd);
  t.after(() => process.chdir(before));
  const result = await importDocusaurus({ site: AT_ROOT, build: false });
  assert.equal(result.out, join(cwd, "docusaurus-import-root-folio"));
  assert.ok(existsSync(join(cwd, "docusaurus-import-root-folio/config.yaml")));
});

test("should note a doc that no sidebar lists, and leave its severity to `onDocWithoutSidebar: ignore`", async (t) => {
  const out = scratch(t);
  const result = await importDocusaurus({ site: ORPHAN, out, build: false });
  assert.deepEqual(
    result.notes.map((note) => `${note.at}: ${note.reason}`),
    [
      "static/: the site has no `favicon`: content/static/favicon.svg, the icon every Folio page links, is a plain square; replace it",
      "docs/alone.md: a doc that no sidebar lists: its page shows no sidebar, as in Docusaurus (`build.onDocWithoutSidebar: ignore`)",
    ],
  );
  const config = configOf(out);
  assert.equal(config.build.onDocWithoutSidebar, "ignore");
  // `path.resolve(__dirname, './sidebars.js')` names the sidebars file as `require.resolve` does.
  assert.deepEqual(config.docsRoots, [{ folder: "", routeBasePath: "docs", sidebars: "content/sidebars.js" }]);
});

test("should find a sidebars file named without its extension, as `require.resolve` finds it", async (t) => {
  const site = mkdtempSync(join(tmpdir(), "no-extension-"));
  t.after(() => rmSync(site, { recursive: true, force: true }));
  cpSync(ORPHAN, site, { recursive: true });
  const config = readFileSync(join(site, "docusaurus.config.js"), "utf8");
  writeFileSync(join(site, "docusaurus.config.js"), config.replace("path.resolve(__dirname, './sidebars.js')", "require.resolve('./sidebars')"));
  const out = scratch(t);
  const result = await importDocusaurus({ site, out, build: false });
  assert.deepEqual(configOf(out).docsRoots, [{ folder: "", routeBasePath: "docs", sidebars: "content/sidebars.js" }]);
  assert.deepEqual(
    result.notes.filter((note) => note.reason.includes("sidebars file")),
    [],
  );
});

test("should build a doc that no sidebar lists, without a sidebar", async (t) => {
  const out = scratch(t);
  const result = await importDocusaurus({ site: ORPHAN, out, linkinator: false });
  assert.ok(result.build?.ok, formatMessages(result.build?.files ?? []));
  assert.deepEqual(
    result.build.files.flatMap((file) => file.messages),
    [],
  );
  assert.doesNotMatch(readFileSync(join(out, "build/docs/alone/index.html"), "utf8"), /class="sidebar-container"/);
  assert.match(readFileSync(join(out, "build/docs/intro/index.html"), "utf8"), /class="sidebar-container"/);
});

test("should read a config without running it: a `require.resolve` names the sidebars file, what cannot be read is noted where it is written", async (t) => {
  const out = scratch(t);
  const result = await importDocusaurus({ site: TINY, out, build: false });
  assert.deepEqual(configOf(out).docsRoots, [{ folder: "", routeBasePath: "docs", sidebars: "content/sidebars.js" }]);
  assert.deepEqual(
    result.notes.map((note) => `${note.at}: ${note.reason}`),
    [
      "docusaurus.config.js:2:19: Unexpected template literal with `${…}` ``Copyright © ${new Date().getFullYear()…` in a file read without running it, expected a literal value (left out)",
      "docusaurus.config.js:18:11: docs option `presets[0][1].docs.editUrl` has no counterpart in config.yaml",
      "docusaurus.config.js:24:13: plugin `tiny-plugin-search` has no counterpart in config.yaml",
      "docusaurus.config.js:30:9: `localeDropdown` item at `themeConfig.navbar.items[1]` has no counterpart in config.yaml (links, doc and docSidebar items only)",
      "docusaurus.config.js:36:7: `themeConfig.footer.copyright` could not be evaluated without running the file; left empty",
    ],
  );
});

test("should note a value several options share once, at its place", (t) => {
  const dir = dirname(scratch(t));
  const shared = "const common = { editUrl: ({ docPath }) => docPath, showLastUpdateTime: true };";
  const plugins =
    "['@docusaurus/plugin-content-docs', { id: 'a', path: 'a', ...common }], ['@docusaurus/plugin-content-docs', { id: 'b', path: 'b', ...common }]";
  writeFileSync(
    join(dir, "docusaurus.config.js"),
    `${shared}\nmodule.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', plugins: [${plugins}] };\n`,
  );
  const notes = readDocusaurusConfig(dir).notes.map((note) => `${note.at}: ${note.reason}`);
  assert.deepEqual(
    notes.filter((note) => note.startsWith("docusaurus.config.js:1:")),
    [
      "docusaurus.config.js:1:27: Unexpected function `({ docPath }) => docPath` in a file read without running it, expected a literal value (left out)",
      "docusaurus.config.js:1:53: docs option `plugins[0][1].showLastUpdateTime` has no counterpart in config.yaml",
      "docusaurus.config.js:1:53: docs option `plugins[1][1].showLastUpdateTime` has no counterpart in config.yaml",
    ],
  );
});

test("should export only the import, and the error of a folder that is no Docusaurus site, from src/import", async () => {
  assert.deepEqual(Object.keys(await import("../../src/import/index.ts")).sort(), ["NotADocusaurusSite", "importDocusaurus"]);
});

test("should stop in one line, without a stack, on a folder that is no Docusaurus site, and name a Docusaurus 1 site", (t) => {
  const site = mkdtempSync(join(tmpdir(), "not-docusaurus-"));
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const run = () =>
    spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "bin/import-docusaurus.ts"), site, "--out", join(site, "out")], { encoding: "utf8", cwd: ROOT });
  const plain = run();
  assert.equal(plain.status, 1);
  assert.equal(plain.stderr.trim(), `✘ Unexpected folder \`${site}\` without a docusaurus.config.(ts|mts|cts|js|mjs|cjs), expected a Docusaurus site`);
  writeFileSync(join(site, "siteConfig.js"), "module.exports = {};\n");
  assert.match(run().stderr.trim(), /^✘ Unexpected Docusaurus 1 site `[^`]+` \(siteConfig\.js\), expected Docusaurus 2 or later: migrate it first/);
});

test("should end by naming the commands that build, write and serve the project, with its folder (whole when outside this one)", (t) => {
  const out = scratch(t);
  assert.ok(relative(ROOT, out).startsWith(".."), "the scratch folder is outside the engine's");
  const run = spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "bin/import-docusaurus.ts"), SITE, "--out", out, "--no-linkinator"], {
    encoding: "utf8",
    cwd: ROOT,
  });
  assert.equal(run.status, 0, run.stderr);
  const project = out;
  assert.equal(
    run.stdout.trim().split("\n").at(-1),
    `next: npm start -- --root ${project} (author mode), npm run build -- --root ${project}, npm run serve -- --dir ${project}/build`,
  );
});

test("should note a sidebars file's link item to a route no imported page has, at its place in the site's file", async (t) => {
  const out = scratch(t);
  const site = join(out, "../site");
  cpSync(SITE, site, { recursive: true });
  const sidebars = join(site, "sidebars.js");
  writeFileSync(
    sidebars,
    readFileSync(sidebars, "utf8").replace("'community/index',", "'community/index',\n    { type: 'link', label: 'Showcase', href: '/showcase' },"),
  );
  const result = await importDocusaurus({ site, out, build: false });
  assert.deepEqual(
    result.notes.filter((note) => note.at.startsWith("sidebars.js")).map((note) => `${note.at}: ${note.reason}`),
    ["sidebars.js:7:5: a `link` item to `/showcase`, a route no imported page has (a custom page is not carried over): the build reports it as a broken link"],
  );
});

test("should build a site whose docs link what the import leaves behind, with those links as warnings and a note for each group", async (t) => {
  const out = scratch(t);
  const site = join(out, "../site");
  cpSync(SITE, site, { recursive: true });
  const doc = join(site, "docs/getting-started.md");
  writeFileSync(doc, `${readFileSync(doc, "utf8")}\nSee [the showcase](/showcase) and [the API](/api-docs/v2/classes/Lamp).\n`);
  const result = await importDocusaurus({ site, out, linkinator: false });
  assert.ok(result.build?.ok, formatMessages(result.build?.files ?? []));
  assert.equal(configOf(out).build.onBrokenLinks, "warn");
  assert.deepEqual(
    result.notes.filter((note) => note.reason.includes("no imported page or file has")).map((note) => note.reason.split(",")[0]),
    ["1 link to `/showcase`", "1 link to `/api-docs/v2/…`"],
  );
  assert.match(formatMessages(result.build!.files), /^warn {2}content\/docs\/getting-started\.md:\d+:\d+-\d+:\d+: Unexpected link to `\/showcase`/m);
});

test("should note a site's patches of its dependencies, which a patched Docusaurus may build from", async (t) => {
  const out = scratch(t);
  const site = join(out, "../site");
  cpSync(SITE, site, { recursive: true });
  mkdirSync(join(site, "patches"));
  writeFileSync(join(site, "patches/@docusaurus+mdx-loader+3.0.0.patch"), "diff --git a/x b/x\n");
  const result = await importDocusaurus({ site, out, build: false });
  assert.deepEqual(
    result.notes.filter((note) => note.at === "patches/").map((note) => note.reason),
    ["patches of the site's dependencies (what a patched Docusaurus makes differently, such as heading ids, is not made here), not carried over"],
  );
});

test("should read a wrapping `preset-classic` as the classic preset, a template of consts, what `exclude` names as partials, and copy images named outside the docs", async (t) => {
  const files: Record<string, string> = {
    "docusaurus.config.js": [
      "const BASE_URL = '/docs';",
      "module.exports = {",
      "  title: 'Wrapped', url: 'https://docs.example.com', baseUrl: `${BASE_URL}/`,",
      "  presets: [['@acme-docs/preset-classic', { docs: { routeBasePath: '/', exclude: ['README.md', '**/_*/**'] }, blog: false }]],",
      "  themeConfig: { navbar: { items: [{ href: 'pathname:///legacy/', label: 'Legacy' }] } },",
      "};",
    ].join("\n"),
    "docs/intro.md": "# Intro\n\n![The test run](../images/run.png)\n",
    "images/run.png": "an image beside the docs folder",
    "docs/README.md": "# About this folder\n",
    // What `exclude` names but no doc would be: a partial and an image, copied as Docusaurus uses them.
    "docs/_snippets/setup.md": "Set it up.\n",
    "docs/_assets/diagram.png": "an image in a folder exclude names",
    "docs/guide/README.md": "# Guide\n",
    "docs/guide/setup.md": "# Setup\n",
    // A partial outside the docs, and the images it names beside it and from the site's folder.
    "docs/guide/shared.mdx": "import Shared from '@site/src/components/_shared.mdx';\n\n# Shared\n\n<Shared />\n",
    "src/components/_shared.mdx": "![Chart](_static/chart.png)\n\n![Logo](@site/src/img/logo.png)\n",
    "src/components/_static/chart.png": "a chart beside the partial",
    "src/img/logo.png": "the logo",
    "static/legacy/index.html": "<p>The old docs.</p>",
    "versions.json": '["1.0"]',
    "versioned_docs/version-1.0/intro.md": "# Intro\n",
    "versioned_docs/version-1.0/README.md": "# About this folder\n",
  };
  const site = writeSite(t, "wrapped-preset", files);
  const out = scratch(t);
  const result = await importDocusaurus({ site, out, build: false });
  const config = configOf(out);
  assert.equal(config.baseUrl, "/docs/");
  assert.deepEqual(config.docsRoots, [{ folder: "", routeBasePath: "", exclude: ["README.md", "**/_*/**"] }]);
  // A `pathname://` link is a path of the site no route maps, linked as it is.
  assert.deepEqual(config.navbar.items, [{ label: "Legacy", to: "/legacy" }]);
  // What `exclude` names is no page, in each version too, but a partial a page may import, as in Docusaurus.
  const loaded = loadConfig(out);
  const roots = docsRootsOf(loaded.config!, loaded.versions);
  const content = discoverContent(out, "content", undefined, undefined, { versionFolders: versionedFolders(roots), excludedDoc: excludedDoc(roots) });
  assert.deepEqual(content.pages.map((page) => page.file.path).sort(), [
    "content/docs/guide/README.md",
    "content/docs/guide/setup.md",
    "content/docs/guide/shared.mdx",
    "content/docs/intro.md",
    "content/versioned_docs/version-1.0/intro.md",
  ]);
  assert.deepEqual([...content.partials.keys()].sort(), [
    "content/docs/README.md",
    "content/docs/_snippets/setup.md",
    "content/src/components/_shared.mdx",
    "content/versioned_docs/version-1.0/README.md",
  ]);
  assert.deepEqual(
    result.notes.filter((note) => /preset|exclude|image|import/.test(note.reason)).map((note) => `${note.at}: ${note.reason}`),
    [
      "docusaurus.config.js:4:13: preset `@acme-docs/preset-classic` read as `@docusaurus/preset-classic`, whose options it takes: check its docs, blog and theme settings in config.yaml",
      "docs/: 1 file that `include` leaves out or `exclude` names (docs instance `default`), copied as partials: no page of their own, shown where a page imports them, as in Docusaurus (README.md)",
      "versioned_docs/version-1.0/: 1 file that `include` leaves out or `exclude` names (docs instance `default`), copied as partials: no page of their own, shown where a page imports them, as in Docusaurus (README.md)",
      "content/: 1 file outside the docs that pages import, copied where their imports find them: src/components/_shared.mdx",
      "images/: 1 image the docs name outside their folder, copied where their path leads",
      "src/components/_static/: 1 image the docs name outside their folder, copied where their path leads",
      "src/img/: 1 image the docs name outside their folder, copied where their path leads",
    ],
  );
  assert.equal(readFileSync(join(out, "content/images/run.png"), "utf8"), "an image beside the docs folder");
  assert.equal(readFileSync(join(out, "content/src/components/_static/chart.png"), "utf8"), "a chart beside the partial");
  assert.equal(readFileSync(join(out, "content/src/img/logo.png"), "utf8"), "the logo");
  assert.ok(existsSync(join(out, "content/docs/_snippets/setup.md")) && existsSync(join(out, "content/docs/_assets/diagram.png")));
});

test("should carry the blog's postsPerPage over, `ALL` too, and its default where the value is none Docusaurus takes", (t) => {
  const dir = dirname(scratch(t));
  const perPage = (value: string) => {
    writeFileSync(
      join(dir, "docusaurus.config.js"),
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { blog: { postsPerPage: ${value} } }]] };\n`,
    );
    return readDocusaurusConfig(dir).site.blog.postsPerPage;
  };
  assert.deepEqual([perPage("'ALL'"), perPage("4"), perPage("'some'")], ["ALL", 4, 10]);
});

test("should read the site's url and Prism's added languages as Docusaurus does, saying what a value that is none was expected to be", (t) => {
  const dir = dirname(scratch(t));
  const read = (url: string, prism: string) => {
    writeFileSync(join(dir, "docusaurus.config.js"), `module.exports = { title: 'T', url: ${url}, baseUrl: 'docs', themeConfig: { prism: ${prism} } };\n`);
    const { site, notes } = readDocusaurusConfig(dir);
    return { url: site.url, baseUrl: site.baseUrl, languages: site.additionalLanguages, notes: notes.map((note) => `${note.at}: ${note.reason}`) };
  };
  // As Docusaurus: a base URL gets the slashes it lacks at either end.
  assert.deepEqual(read("'https://t.example.com'", "{ additionalLanguages: ['java', 'bash'] }"), {
    url: "https://t.example.com",
    baseUrl: "/docs/",
    languages: ["java", "bash"],
    notes: [],
  });
  // The URL parser reads `https:/` as `https://`, as a browser does with Docusaurus' canonical links.
  assert.deepEqual(read("'https:/t.example.com'", "{ additionalLanguages: ['ruby', 3] }"), {
    url: "https://t.example.com",
    baseUrl: "/docs/",
    languages: ["ruby"],
    notes: [
      'docusaurus.config.js:1:37: `url: "https:/t.example.com"` read as `https://t.example.com`, as a browser reads it',
      "docusaurus.config.js:1:132: `themeConfig.prism.additionalLanguages[1]` is no Prism grammar's name, not carried over",
    ],
  });
  assert.deepEqual(
    read("'ftp://t.example.com'", "{}").notes[0],
    'docusaurus.config.js:1:37: Unexpected `url: "ftp://t.example.com"`, expected an http(s) URL such as `https://example.com`; used `https://example.com`',
  );
});

test("should read a doc or post from the default locale's translations when they hold it, as Docusaurus does", async (t) => {
  const docs = "i18n/fr/docusaurus-plugin-content-docs";
  const files: Record<string, string> = {
    "docusaurus.config.js":
      "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', i18n: { defaultLocale: 'fr', locales: ['fr', 'de'] } };\n",
    "docs/intro.md": "# Einführung\n",
    "docs/setup.md": "# Einrichtung\n",
    [`${docs}/current/intro.md`]: "# Introduction\n",
    // Docusaurus lists the docs folder's files: one only the translations hold is no doc.
    [`${docs}/current/extra.md`]: "# En plus\n",
    "versions.json": '["1.0"]',
    "versioned_docs/version-1.0/intro.md": "# Einführung 1.0\n",
    [`${docs}/version-1.0/intro.md`]: "# Introduction 1.0\n",
    "blog/2024-01-02-hello.md": "---\ntitle: Hallo\n---\n\nText.\n",
    "i18n/fr/docusaurus-plugin-content-blog/2024-01-02-hello.md": "---\ntitle: Bonjour\n---\n\nTexte.\n",
    "i18n/de/docusaurus-plugin-content-docs/current/setup.md": "# Einrichtung (de)\n",
  };
  const site = writeSite(t, "localized", files);
  const out = scratch(t);
  const result = await importDocusaurus({ site, out, build: false });
  const read = (path: string) => readFileSync(join(out, "content", path), "utf8");
  assert.deepEqual(
    [read("docs/intro.md"), read("docs/setup.md"), read("versioned_docs/version-1.0/intro.md"), read("blog/2024-01-02-hello.md")],
    ["# Introduction\n", "# Einrichtung\n", "# Introduction 1.0\n", "---\ntitle: Bonjour\n---\n\nTexte.\n"],
  );
  assert.equal(existsSync(join(out, "content/docs/extra.md")), false);
  assert.ok(
    result.notes.some((note) => `${note.at}: ${note.reason}`.startsWith("i18n/fr/: 3 doc or post files read from the default locale's translations here")),
  );
});

test("should read a preset and a docs plugin named by `require.resolve('<package>')`, as Docusaurus resolves them", async (t) => {
  const files: Record<string, string> = {
    "docusaurus.config.js": [
      "module.exports = {",
      "  title: 'T', url: 'https://t.example.com', baseUrl: '/',",
      "  presets: [[require.resolve('@docusaurus/preset-classic'), { docs: { path: 'guides', routeBasePath: 'guides' }, blog: false }]],",
      "  plugins: [[require.resolve('@docusaurus/plugin-content-docs'), { id: 'api', path: 'api', routeBasePath: 'api' }]],",
      "};",
    ].join("\n"),
    "guides/intro.md": "# Intro\n",
    "api/overview.md": "# Overview\n",
  };
  const site = writeSite(t, "resolved-preset", files);
  const out = scratch(t);
  const result = await importDocusaurus({ site, out, build: false });
  assert.deepEqual(configOf(out).docsRoots, [
    { folder: "", routeBasePath: "guides" },
    { folder: "api", routeBasePath: "api" },
  ]);
  assert.deepEqual(
    result.notes.filter((note) => /preset|plugin/.test(note.reason)).map((note) => note.reason),
    [],
  );
});

test("should read a preset of another name whose options hold `docs` or `blog` as the classic preset it wraps, with a note", (t) => {
  const site = writeSite(t, "wrapping-preset", {
    "docusaurus.config.js":
      "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [[require.resolve('internal-docs/docusaurus-preset'), { docs: { path: '../docs', routeBasePath: 'guide' } }]] };\n",
  });
  const { site: read, notes } = readDocusaurusConfig(site);
  assert.deepEqual(
    read.docs.map((instance) => [instance.path, instance.routeBasePath]),
    [["../docs", "guide"]],
  );
  assert.ok(notes.some((note) => note.reason.startsWith("preset `internal-docs/docusaurus-preset` read as `@docusaurus/preset-classic`")));
});

test("should link a navbar doc item that names a generated index by its slug, as Docusaurus lists the index under its slug", async (t) => {
  const site = writeSite(t, "index-item", {
    "docusaurus.config.js": [
      "module.exports = {",
      "  title: 'T', url: 'https://t.example.com', baseUrl: '/',",
      "  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],",
      "  themeConfig: { navbar: { items: [{ type: 'doc', docId: '/examples', label: 'Examples' }] } },",
      "};",
    ].join("\n"),
    "sidebars.js":
      "module.exports = { docs: ['intro', { type: 'category', label: 'Examples', link: { type: 'generated-index', slug: '/examples' }, items: ['one'] }] };\n",
    "docs/intro.md": "# Intro\n",
    "docs/one.md": "# One\n",
  });
  const out = scratch(t);
  const result = await importDocusaurus({ site, out, build: false });
  assert.deepEqual(configOf(out).navbar.items, [{ label: "Examples", to: "/docs/examples", sidebar: "docs" }]);
  assert.deepEqual(
    result.notes.filter((note) => note.reason.includes("/examples")),
    [],
  );
});

test("should carry a navbar dropdown over with the links of its items that are carried over, and note the others", async (t) => {
  const site = writeSite(t, "dropdown", {
    "docusaurus.config.js": [
      "module.exports = {",
      "  title: 'T', url: 'https://t.example.com', baseUrl: '/',",
      "  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],",
      "  themeConfig: { navbar: { items: [",
      "    { type: 'dropdown', label: 'More', position: 'left', items: [",
      "      { type: 'doc', docId: 'intro', label: 'Introduction' },",
      "      { type: 'docSidebar', sidebarId: 'docs', label: 'Guide' },",
      "      { to: '/help', label: 'Help' },",
      "      { href: 'https://example.com/chat', label: 'Chat' },",
      "    ] },",
      "    { label: 'Gone', items: [{ to: '/help', label: 'Help' }] },",
      "  ] } },",
      "};",
    ].join("\n"),
    "sidebars.js": "module.exports = { docs: ['intro'] };\n",
    "docs/intro.md": "# Intro\n",
  });
  const out = scratch(t);
  const result = await importDocusaurus({ site, out, build: false });
  assert.deepEqual(configOf(out).navbar.items, [
    {
      label: "More",
      items: [
        { label: "Introduction", doc: "intro" },
        { label: "Guide", to: "/docs/intro", sidebar: "docs" },
        { label: "Chat", href: "https://example.com/chat" },
      ],
    },
  ]);
  // What the import writes is a config the build takes.
  const loaded = loadConfig(out);
  assert.deepEqual(
    loaded.file.messages.map((m) => m.reason),
    [],
  );
  assert.deepEqual(
    result.notes.filter((note) => /help|dropdown/i.test(note.reason)).map((note) => note.reason),
    [
      "`themeConfig.navbar.items[0].items[2]` links to `/help`, a route no imported page has; left out of config.yaml",
      "`themeConfig.navbar.items[1]` is a dropdown none of whose links is carried over; left out of config.yaml",
      "`themeConfig.navbar.items[1].items[0]` links to `/help`, a route no imported page has; left out of config.yaml",
    ],
  );
});

test("should read the copyright of Docusaurus' site template with this year, noted, and leave other code out with a note", (t) => {
  const read = (copyright: string) => {
    const site = writeSite(t, "copyright", {
      "docusaurus.config.js": `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', themeConfig: { footer: { copyright: ${copyright} } } };\n`,
    });
    const { site: config, notes } = readDocusaurusConfig(site);
    return [config.footer.copyright, notes.filter((note) => note.reason.includes("copyright")).map((note) => note.reason)];
  };
  const year = new Date().getFullYear();
  assert.deepEqual(read("`Copyright © 2018-${new Date().getFullYear()} Example, Inc.`"), [
    `Copyright © 2018-${year} Example, Inc.`,
    [`\`themeConfig.footer.copyright\` is written with this year, ${year}: Docusaurus writes the year of each build`],
  ]);
  const [text, notes] = read("`Copyright ${owner}`");
  assert.equal(text, "");
  assert.match(String(notes), /^`themeConfig\.footer\.copyright` could not be evaluated without running the file; left empty \(/);
});

test("should carry the blog sidebar's count and title over, noting a count Docusaurus does not take", (t) => {
  const dir = dirname(scratch(t));
  const sidebar = (options: string) => {
    writeFileSync(
      join(dir, "docusaurus.config.js"),
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { blog: { ${options} } }]] };\n`,
    );
    const { site, notes } = readDocusaurusConfig(dir);
    return [site.blog.sidebarCount, site.blog.sidebarTitle, notes.filter((note) => note.reason.includes("blogSidebar")).length];
  };
  assert.deepEqual(
    [sidebar("blogSidebarCount: 'ALL', blogSidebarTitle: 'All posts'"), sidebar("blogSidebarCount: 0"), sidebar("blogSidebarCount: -1"), sidebar("")],
    [
      ["ALL", "All posts", 0],
      [0, undefined, 0],
      [undefined, undefined, 1],
      [undefined, undefined, 0],
    ],
  );
});

test("should make pages of the docs `include` names only, the others partials, as Docusaurus does, and carry `include` over", async (t) => {
  const site = writeSite(t, "include", {
    "docusaurus.config.js":
      "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: { include: ['guide/**/*.{md,mdx}'] }, blog: false }]] };\n",
    "docs/guide/start.md": "# Start\n\nimport Todo from '../notes/todo.md';\n",
    "docs/notes/todo.md": "# To do\n",
    "docs/README.md": "# For the repository's readers\n",
  });
  const out = scratch(t);
  const result = await importDocusaurus({ site, out, linkinator: false });
  assert.ok(result.build?.ok, formatMessages(result.build?.files ?? []));
  assert.deepEqual(configOf(out).docsRoots, [{ folder: "", routeBasePath: "docs", include: ["guide/**/*.{md,mdx}"] }]);
  assert.ok(existsSync(join(out, "build/docs/guide/start/index.html")));
  assert.deepEqual(
    ["build/docs/notes/todo/index.html", "build/docs/index.html"].map((path) => existsSync(join(out, path))),
    [false, false],
  );
});

test("should carry another docs instance's versions with its options and menu, and a navbar link's active match", async (t) => {
  const api =
    "{ id: 'api', path: 'api', routeBasePath: 'api', lastVersion: 'current', versions: { current: { label: 'Mainnet', path: '' }, testnet: { banner: 'unreleased' } } }";
  const navbar = [
    "{ to: '/api/intro', label: 'API', activeBaseRegex: '^/api/' }",
    "{ type: 'docsVersionDropdown', docsPluginId: 'api', dropdownItemsAfter: [{ to: '/docs/intro', label: 'Docs' }] }",
    "{ type: 'docsVersionDropdown' }",
  ];
  const site = writeSite(t, "instance-versions", {
    "docusaurus.config.js": [
      "module.exports = {",
      "  title: 'T', url: 'https://t.example.com', baseUrl: '/',",
      `  plugins: [['@docusaurus/plugin-content-docs', {}], ['@docusaurus/plugin-content-docs', ${api}]],`,
      `  themeConfig: { navbar: { items: [${navbar.join(", ")}] } },`,
      "};",
    ].join("\n"),
    "docs/intro.md": "# Intro\n",
    "versions.json": '["1.0"]',
    "versioned_docs/version-1.0/intro.md": "# Intro 1.0\n",
    "api/intro.md": "# API\n\nSee [the calls](./calls.md).\n",
    "api/calls.md": "# Calls\n",
    "api_versions.json": '["testnet", "1.0"]',
    "api_versioned_docs/version-testnet/intro.md": "# API on testnet\n",
    "api_versioned_docs/version-1.0/intro.md": "# API 1.0\n\nSee [the calls](./calls.md).\n",
    "api_versioned_docs/version-1.0/calls.md": "# Calls 1.0\n",
    "api_versioned_sidebars/version-1.0-sidebars.json": '{ "api": [{ "type": "autogenerated", "dirName": "." }] }\n',
  });
  const out = scratch(t);
  const result = await importDocusaurus({ site, out, linkinator: false });
  assert.ok(result.build?.ok, formatMessages(result.build?.files ?? []));
  const config = configOf(out);
  assert.deepEqual(config.docsRoots[1], {
    folder: "api",
    routeBasePath: "api",
    id: "api",
    docsVersions: {
      lastVersion: "current",
      versions: { current: { label: "Mainnet", path: "" }, testnet: { banner: "unreleased" } },
      dropdown: { itemsAfter: [{ label: "Docs", to: "/docs/intro" }] },
    },
  });
  assert.deepEqual(config.navbar.items, [{ label: "API", to: "/api/intro", activeBaseRegex: "^/api/" }]);
  assert.ok(existsSync(join(out, "content/api_versioned_sidebars/version-1.0-sidebars.json")));
  for (const page of ["api/intro", "api/calls", "api/testnet/intro", "api/1.0/intro", "api/1.0/calls"])
    assert.ok(existsSync(join(out, "build", page, "index.html")), `${page} is built`);
  assert.deepEqual(
    result.notes.filter((note) => note.reason.includes("themeConfig.navbar")),
    [],
  );
  // 1.0 is older than the last version, `current` at /api: its banner links the same doc there.
  const old = readFileSync(join(out, "build/api/1.0/calls/index.html"), "utf8");
  assert.match(old, /no longer actively maintained/);
  assert.match(old, /<a href="\/api\/calls">/);
  // Each docs' menu on every page, the main docs' first; on a page of the api, the main docs' links each main doc.
  const menus = (html: string) =>
    [...html.matchAll(/<details class="version-menu"><summary><span class="visually-hidden">([^<]*)<\/span>([^<]*)<\/summary>(.*?)<\/details>/g)].map(
      ([, name, label, list]) =>
        `${name}${label}: ${[...list!.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((link) => `${link[2]} ${link[1]}`).join(", ")}`,
    );
  assert.deepEqual(menus(old), [
    "Docs version: 1.0: Next /docs/next/intro, 1.0 /docs/intro",
    "Docs version of api: 1.0: Mainnet /api/calls, testnet /api/testnet/intro, 1.0 /api/1.0/calls, Docs /docs/intro",
  ]);
});

test("should read a JSON file the config requires, as data, and note a required script", (t) => {
  const site = writeSite(t, "required-json", {
    "docusaurus.config.js": [
      "module.exports = {",
      "  title: 'T', url: 'https://t.example.com', baseUrl: '/',",
      "  presets: [['classic', { docs: { versions: require('./doc-versions.json'), remarkPlugins: [require('./src/remark')] } }]],",
      "};",
    ].join("\n"),
    "doc-versions.json": '{ "current": { "label": "9.x (current)" } }',
    "src/remark.js": "module.exports = () => (tree) => tree;\n",
    "docs/intro.md": "# Intro\n",
  });
  const read = readDocusaurusConfig(site);
  assert.deepEqual(read.site.docs[0]?.versions, { versions: { current: { label: "9.x (current)" } } });
  assert.deepEqual(
    read.notes.map((note) => `${note.at} ${note.reason}`),
    ["docusaurus.config.js:3:77 docs option `presets[0][1].docs.remarkPlugins` has no counterpart in config.yaml"],
  );
});

test("should take a base URL without its trailing slash as Docusaurus does, adding it, and carry `noIndex`", (t) => {
  const site = writeSite(t, "base-url", {
    "docusaurus.config.js": "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/docs-site', noIndex: true };\n",
  });
  const read = readDocusaurusConfig(site);
  assert.deepEqual([read.site.baseUrl, read.site.noIndex], ["/docs-site/", true]);
  assert.deepEqual(read.notes, []);
});

test("should carry the files a sidebars file `require`s, where its copy finds them, and build the sidebar they hold", async (t) => {
  const site = writeSite(t, "required-sidebar", {
    "docusaurus.config.js":
      "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.ts' } }]] };\n",
    "sidebars.ts":
      "export default {\n  docs: [{ type: 'category', label: 'Orders API', items: require('./docs/orders/sidebar.js') }],\n  more: require('../outside.js'),\n  // old: require('./docs/old/sidebar.js'),\n};\n",
    "docs/orders/sidebar.ts": "const sidebar = { apisidebar: [{ type: 'doc', id: 'orders/list' }] };\nexport default sidebar.apisidebar;\n",
    "docs/orders/list.md": "# List orders\n",
  });
  const out = scratch(t);
  const result = await importDocusaurus({ site, out, linkinator: false });
  assert.ok(result.build?.ok, formatMessages(result.build?.files ?? []));
  assert.equal(readFileSync(join(out, "content/docs/orders/sidebar.ts"), "utf8"), readFileSync(join(site, "docs/orders/sidebar.ts"), "utf8"));
  assert.deepEqual(
    result.notes.filter((note) => note.reason.includes("requires or imports")).map((note) => `${note.at}: ${note.reason}`),
    // A `require` in a comment is none.
    ["sidebars.ts: `../outside.js`, which it requires or imports, names no file; not carried over"],
  );
  const html = readFileSync(join(out, "build/docs/orders/list/index.html"), "utf8");
  assert.match(html, /Orders API/);
});
