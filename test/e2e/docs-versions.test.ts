import assert from "node:assert/strict";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before, test } from "node:test";
import { parse } from "yaml";
import { importDocusaurus } from "../../src/import/index.ts";
import { buildSite } from "../../src/orchestration/build-site.ts";
import { formatMessages } from "../../src/report/index.ts";
import { FIXTURES } from "../support.ts";

/**
 * test/fixtures/docusaurus-versions imported and built: the current docs (Next, at /docs/next), 2.0 (the last version,
 * at /docs, where the current `guides/setup` is `guides/install` and `removed` still exists) and 1.0 (label `1.0.x`,
 * noIndex), with a `docsVersionDropdown` in the navbar.
 */
let out: string;
let report: string;
let ok: boolean;
before(async () => {
  out = join(mkdtempSync(join(tmpdir(), "docs-versions-")), "project");
  const result = await importDocusaurus({ site: join(FIXTURES, "docusaurus-versions"), out, linkinator: false });
  report = formatMessages(result.build?.files ?? []);
  ok = result.build?.ok ?? false;
});

const page = (route: string) => readFileSync(join(out, "build", route, "index.html"), "utf8");
/** Returns the version menu as `label → href`, the page's own version marked `*`, after the label it shows. */
const menu = (html: string) => {
  const details = /<details class="version-menu">(.*?)<\/details>/.exec(html)?.[1] ?? "";
  const shown = /<\/span>([^<]*)<\/summary>/.exec(details)?.[1];
  return [
    `shown ${shown}`,
    ...[...details.matchAll(/<a href="([^"]+)"( aria-current="true")?[^>]*>([^<]*)<\/a>/g)].map((m) => `${m[3]} → ${m[1]}${m[2] ? " *" : ""}`),
  ];
};
/** Returns the banner's text and its link's target, or undefined without one. */
const banner = (html: string) => {
  const found = /<div class="version-banner" role="note">(.*?)<\/div>/.exec(html)?.[1];
  return found && `${found.replace(/<[^>]+>/g, "")} → ${/href="([^"]+)"/.exec(found)?.[1]}`;
};
const badge = (html: string) => /<span class="version-badge">Version: <!-- -->([^<]*)<\/span>/.exec(html)?.[1];

test("should import the versions and their options into config.yaml and build every version without a message", () => {
  assert.equal(report, "");
  assert.equal(ok, true);
  const config = parse(readFileSync(join(out, "config.yaml"), "utf8"));
  assert.deepEqual(config.docsVersions, { versions: { "1.0": { label: "1.0.x", noIndex: true } }, dropdown: true });
  assert.deepEqual(JSON.parse(readFileSync(join(out, "content/versions.json"), "utf8")), ["2.0", "1.0"]);
  // A docSidebar item links the last version's sidebar, as Docusaurus links it outside a doc.
  // A doc item names its doc, which each page links in its own version.
  assert.deepEqual(config.navbar.items, [
    { label: "Docs", to: "/docs/intro", sidebar: "docs-2_0" },
    { label: "Install", doc: "guides/install" },
    {
      label: "More",
      items: [
        { label: "Introduction", doc: "intro" },
        { label: "Harbor project", href: "https://example.com/harbor" },
      ],
    },
  ]);
});

test("should route each version as Docusaurus does: the last at /docs, the current at /docs/next, older ones at their name", () => {
  for (const route of [
    "docs/next/intro",
    "docs/next/guides/setup",
    "docs/next/new-page",
    "docs/intro",
    "docs/guides/install",
    "docs/removed",
    "docs/1.0/intro",
    "docs/1.0/guides/install",
  ])
    assert.match(page(route), /<article/, route);
});

test("should resolve links, pagination and sidebars within each page's own version", () => {
  const install = page("docs/guides/install");
  assert.match(install, /<a class="pagination-link next" href="\/docs\/removed" rel="next">/);
  assert.match(install, /data-sidebar="docs-2_0"/);
  assert.match(page("docs/1.0/intro"), /<a href="\/docs\/1\.0\/guides\/install">the install guide<\/a>/);
  assert.match(page("docs/next/intro"), /<a href="\/docs\/next\/guides\/setup">the setup<\/a>/);
  assert.match(page("docs/next/intro"), /data-sidebar="docs"/);
});

test("should show each version's badge and the unreleased and unmaintained banners, linking the same doc in the last version or its main doc", () => {
  assert.equal(badge(page("docs/next/intro")), "Next");
  assert.equal(badge(page("docs/intro")), "2.0");
  assert.equal(badge(page("docs/1.0/intro")), "1.0.x");
  assert.equal(banner(page("docs/intro")), undefined);
  assert.equal(
    banner(page("docs/next/intro")),
    "This is unreleased documentation for Harbor Next version.For up-to-date documentation, see the latest version (2.0). → /docs/intro",
  );
  assert.equal(
    banner(page("docs/next/guides/setup")),
    "This is unreleased documentation for Harbor Next version.For up-to-date documentation, see the latest version (2.0). → /docs/intro",
  );
  assert.equal(
    banner(page("docs/1.0/guides/install")),
    "This is documentation for Harbor 1.0.x, which is no longer actively maintained.For up-to-date documentation, see the latest version (2.0). → /docs/guides/install",
  );
});

test("should list every version in the menu, each linking the same doc in that version, else its main doc", () => {
  assert.deepEqual(menu(page("docs/guides/install")), [
    "shown 2.0",
    "Next → /docs/next/intro",
    "2.0 → /docs/guides/install *",
    "1.0.x → /docs/1.0/guides/install",
  ]);
  assert.deepEqual(menu(page("docs/removed")), ["shown 2.0", "Next → /docs/next/intro", "2.0 → /docs/removed *", "1.0.x → /docs/1.0/intro"]);
  assert.deepEqual(menu(page("docs/next/new-page")), ["shown Next", "Next → /docs/next/new-page *", "2.0 → /docs/intro", "1.0.x → /docs/1.0/intro"]);
  // A page of no version shows the last one's label and each version's main doc.
  assert.deepEqual(menu(page("")), ["shown 2.0", "Next → /docs/next/intro", "2.0 → /docs/intro", "1.0.x → /docs/1.0/intro"]);
});

test("should link a docSidebar navbar item to the sidebar of the version being read, as Docusaurus does", () => {
  const docsLink = (html: string) => /<nav aria-label="Main" class="navbar-links"><ul><li><a href="([^"]+)"( aria-current="true")?/.exec(html)?.slice(1, 3);
  assert.deepEqual(docsLink(page("docs/1.0/guides/install")), ["/docs/1.0/intro", ' aria-current="true"']);
  assert.deepEqual(docsLink(page("docs/next/new-page")), ["/docs/next/intro", ' aria-current="true"']);
  assert.deepEqual(docsLink(page("docs/removed")), ["/docs/intro", ' aria-current="true"']);
  assert.deepEqual(docsLink(page("")), ["/docs/intro", undefined]);
});

test("should link a doc navbar item to the doc in the version being read, else in the last version, as Docusaurus does", () => {
  const install = (html: string) => /<li><a href="([^"]+)"( aria-current="true")?[^>]*>Install<\/a>/.exec(html)?.slice(1, 3);
  assert.deepEqual(install(page("docs/1.0/intro")), ["/docs/1.0/guides/install", ' aria-current="true"']);
  assert.deepEqual(install(page("docs/guides/install")), ["/docs/guides/install", ' aria-current="true"']);
  // The current docs call it guides/setup: the last version's doc, active on the pages of a sidebar of the same name.
  assert.deepEqual(install(page("docs/next/intro")), ["/docs/guides/install", ' aria-current="true"']);
  assert.deepEqual(install(page("")), ["/docs/guides/install", undefined]);
});

test("should point canonical links at the last version's twin, mark noIndex versions noindex and keep both out of the sitemap", () => {
  const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  assert.equal(canonical(page("docs/next/intro")), "https://harbor.example.com/docs/intro");
  assert.equal(canonical(page("docs/next/new-page")), "https://harbor.example.com/docs/next/new-page");
  assert.match(page("docs/1.0/intro"), /<meta name="robots" content="noindex, nofollow"\/>/);
  assert.doesNotMatch(page("docs/intro"), /name="robots"/);
  const sitemap = readFileSync(join(out, "build/sitemap.xml"), "utf8");
  const docs = [...sitemap.matchAll(/<loc>https:\/\/harbor\.example\.com(\/docs[^<]*)<\/loc>/g)].map((m) => m[1]);
  assert.deepEqual(docs, ["/docs/guides/install", "/docs/intro", "/docs/next/guides/setup", "/docs/next/new-page", "/docs/removed"]);
});

test("should build no page and read no sidebars of the current docs when includeCurrentVersion is false", async () => {
  const project = join(mkdtempSync(join(tmpdir(), "no-current-")), "project");
  await importDocusaurus({ site: join(FIXTURES, "docusaurus-versions"), out: project, build: false });
  const config = readFileSync(join(project, "config.yaml"), "utf8");
  writeFileSync(join(project, "config.yaml"), config.replace("docsVersions:\n", "docsVersions:\n  includeCurrentVersion: false\n"));
  const result = await buildSite({ root: project, linkinator: false });
  assert.equal(formatMessages(result.files), "");
  assert.equal(result.ok, true);
  assert.deepEqual(
    readdirSync(join(project, "build/docs")).filter((name) => !name.endsWith(".md") && !name.includes(".md.")),
    ["1.0", "guides", "intro", "removed"],
  );
});

test("should show a menu of one version as a link to it, as Docusaurus shows a dropdown of one item", async () => {
  const project = join(mkdtempSync(join(tmpdir(), "one-version-")), "project");
  await importDocusaurus({ site: join(FIXTURES, "docusaurus-versions"), out: project, build: false });
  const config = readFileSync(join(project, "config.yaml"), "utf8");
  writeFileSync(join(project, "config.yaml"), config.replace(/dropdown: true/, 'dropdown:\n    versions: ["1.0"]'));
  const result = await buildSite({ root: project, linkinator: false });
  assert.equal(formatMessages(result.files), "");
  const link = (route: string) =>
    /<a href="([^"]+)"( aria-current="true")? class="([^"]+)"><span class="visually-hidden">Docs version: <\/span>([^<]*)<\/a>/
      .exec(readFileSync(join(project, "build", route, "index.html"), "utf8"))
      ?.slice(1);
  assert.deepEqual(link("docs/1.0/guides/install"), ["/docs/1.0/guides/install", ' aria-current="true"', "version-link active", "1.0.x"]);
  assert.deepEqual(link("docs/guides/install"), ["/docs/1.0/guides/install", undefined, "version-link", "1.0.x"]);
  assert.doesNotMatch(readFileSync(join(project, "build/docs/guides/install/index.html"), "utf8"), /version-menu/);
});

test("should report a version's unknown ids at their place, naming the version's own folder", async () => {
  const project = join(mkdtempSync(join(tmpdir(), "bad-version-")), "project");
  await importDocusaurus({ site: join(FIXTURES, "docusaurus-versions"), out: project, build: false });
  writeFileSync(join(project, "content/versioned_docs/version-1.0/intro.md"), "---\npagination_next: nowhere\n---\n\n# Introduction\n");
  writeFileSync(join(project, "content/versioned_sidebars/version-2.0-sidebars.json"), '{\n  "docs": ["intro", "guides/instal", "version-2.0/removed"]\n}\n');
  const sidebars = await buildSite({ root: project, linkinator: false });
  // An id with the `version-2.0/` prefix of Docusaurus 2's first releases names the id to write.
  assert.equal(
    formatMessages(sidebars.files).split("\n").slice(0, 4).join("\n"),
    [
      "error content/versioned_sidebars/version-2.0-sidebars.json:2:21-2:36: Unexpected doc id `guides/instal`, expected the id of a doc in `content/versioned_docs/version-2.0` [unknown-sidebar-item]\n  hint: did you mean `guides/install`?",
      "error content/versioned_sidebars/version-2.0-sidebars.json:2:38-2:59: Unexpected doc id `version-2.0/removed`, expected the id of a doc in `content/versioned_docs/version-2.0` [unknown-sidebar-item]\n  hint: write `removed`: a versioned sidebar names its docs without the `version-2.0/` prefix of Docusaurus 2's first releases, which Docusaurus 3 refuses too",
    ].join("\n"),
  );
  writeFileSync(join(project, "content/versioned_sidebars/version-2.0-sidebars.json"), '{\n  "docs": ["intro", "guides/install"]\n}\n');
  const pagination = await buildSite({ root: project, linkinator: false });
  assert.equal(
    formatMessages(pagination.files).split("\n").slice(0, 2).join("\n"),
    "error content/versioned_docs/version-1.0/intro.md:2:1: Unexpected `pagination_next: nowhere`, expected the id of a doc [invalid-front-matter]\n  hint: an id is a doc's path below content/versioned_docs/version-1.0 without its extension and number prefixes",
  );
});

test("should leave the versions behind, with a note, when the docs say disableVersioning: true", async () => {
  const site = mkdtempSync(join(tmpdir(), "disabled-site-"));
  cpSync(join(FIXTURES, "docusaurus-versions"), site, { recursive: true });
  const config = readFileSync(join(site, "docusaurus.config.js"), "utf8");
  const disabled = config
    .replace("docs: { sidebarPath", "docs: { disableVersioning: true, sidebarPath")
    .replace(
      "{ type: 'docsVersionDropdown', position: 'right' }",
      "{ type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/docs/intro', label: 'Start' }] }",
    );
  writeFileSync(join(site, "docusaurus.config.js"), disabled);
  const project = join(mkdtempSync(join(tmpdir(), "disabled-")), "project");
  const result = await importDocusaurus({ site, out: project, build: false });
  assert.equal(existsSync(join(project, "content/versions.json")), false);
  assert.equal(existsSync(join(project, "content/versioned_docs")), false);
  assert.equal(parse(readFileSync(join(project, "config.yaml"), "utf8")).docsVersions, undefined);
  assert.deepEqual(
    result.notes.filter((note) => note.reason.includes("disableVersioning")).map((note) => note.at),
    ["versions.json", "versioned_docs/", "versioned_sidebars/"],
  );
  // The version menu's own links go with it.
  assert.deepEqual(
    result.notes.filter((note) => note.reason.includes("dropdownItemsAfter")).map((note) => note.reason),
    ["`themeConfig.navbar.items[2].dropdownItemsAfter[0]` is left out: the docs carry no version menu, as their versions are not carried over"],
  );
});
