import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { VFile } from "vfile";
import { loadConfig } from "../../../../src/pipeline/0-config/index.ts";
import { readDocusaurusSidebars, type DocusaurusSidebarSet } from "../../../../src/pipeline/2-parse/index.ts";
import type { CategoryMeta, RoutedPage } from "../../../../src/pipeline/1-content/index.ts";
import { buildSidebars, sidebarNavigations, sidebarTrees, type SidebarItem } from "../../../../src/pipeline/3-transform/index.ts";
import { formatMessage } from "../../../../src/report/index.ts";
import { FIXTURES } from "../../../support.ts";

/** A doc of the copied Docusaurus folder `content/docs/dsite`, by its Docusaurus id. */
function doc(id: string, title: string, frontMatter: Partial<RoutedPage["frontMatter"]> = {}, text = ""): RoutedPage {
  const docId = `dsite/${id}`;
  const dir = docId.slice(0, docId.lastIndexOf("/"));
  return {
    kind: "doc",
    file: new VFile({ path: `content/docs/${docId}.md`, value: text }),
    frontMatter: { title, ...frontMatter },
    dir,
    name: id.split("/").pop()!,
    route: `/docs/${docId}`,
    docId,
  };
}

const DOCS = [
  doc("intro", "Introduction", { sidebar_label: "Start here" }),
  doc("setup", "Setup", { description: "Install it." }),
  doc("reference/cli", "CLI"),
  doc("reference/config", "Config"),
  doc("tutorials/first", "First tutorial", { description: "Begin *here*: [1]" }),
  doc("tutorials/more/a", "A", {}, "\n\n\n# A\n\nThe first line of **A**.\n"),
  doc("tutorials/more/b", "B"),
  doc("concepts/overview", "Overview"),
  doc("concepts/state", "State"),
  doc("faq", "FAQ"),
];

// content/docs/dsite is a Docusaurus docs folder of its own: its ids and `_category_` links are read there.
const config = { ...loadConfig(join(FIXTURES, "site")).config!, baseUrl: "/base/", docsRoots: [{ folder: "dsite" }] };
const configFile = new VFile({ path: "config.yaml", value: "" });

/** Returns the fixture's sidebars file (or `text` as `path`) read as the build reads it, as the sidebars of `content/docs/dsite`. */
function sidebarsFile(name: string, text?: string): DocusaurusSidebarSet {
  const path = `content/docs/dsite/${name}`;
  const file = new VFile({ path, value: text ?? readFileSync(join(FIXTURES, "docusaurus-sidebars", name), "utf8") });
  return { file, docs: "dsite", routeBasePath: "docs/dsite", sidebars: readDocusaurusSidebars(file) };
}

/** Returns items as labels, a category as `[label, route, ...items]`, a ref marked `(ref)`, a link with its href. */
const outline = (items: SidebarItem[]): unknown[] =>
  items.map((item) => {
    if (item.type === "category") return [`${item.label}${item.collapsed ? "" : " (open)"} → ${item.route}`, ...outline(item.items)];
    if (item.type === "link") return `${item.label} → ${item.href}`;
    return `${item.label}${item.ref ? " (ref)" : ""}`;
  });

const messagesOf = (file: VFile) => file.messages.map((m) => formatMessage(m, file.path));

test("should expand every item kind of a sidebars file with Docusaurus' meaning", () => {
  const set = sidebarsFile("sidebars.js");
  const { byId } = buildSidebars(DOCS, new Map(), config, configFile, { docusaurus: [set] });
  assert.deepEqual(messagesOf(set.file), []);
  assert.deepEqual(outline(byId.guide!), [
    // `sidebar_label` first, then the item's `label`, then the title, as Docusaurus labels a doc.
    "Start here",
    "Set up",
    "CLI (ref)",
    "Status → https://status.example.com",
    // An internal `href` gets the base URL, as Docusaurus' `autoAddBaseUrl` does by default.
    "Blog → /base/blog",
    // One that starts with the base URL already keeps it once, as Docusaurus' Link adds it never twice.
    "Archive → /base/blog/archive",
    ["Tutorials (open) → /docs/dsite/category/tutorials", "First tutorial", "A", "B"],
    // `collapsible: false`: always open; the label links to the category's doc.
    ["Concepts (open) → /docs/dsite/concepts/overview", "State"],
    ["Questions → /docs/dsite/faq", "FAQ"],
  ]);
  assert.deepEqual(outline(byId.reference!), [["Command line → /docs/dsite/reference/cli", "CLI", "Config"]]);
  assert.deepEqual(Object.keys(byId), [
    "apiDocsSidebar",
    "appDevelopmentSidebar",
    "dashboardDevelopmentSidebar",
    "partnerDevelopmentSidebar",
    "themeDevelopmentSidebar",
    "guide",
    "reference",
  ]);
});

test("should read category pages before their items, leave refs out of the reading order and give a ref's doc another sidebar", () => {
  const { readingOrder, sidebarOfRoute } = buildSidebars(DOCS, new Map(), config, configFile, { docusaurus: [sidebarsFile("sidebars.js")] });
  assert.deepEqual(
    readingOrder.guide!.map((item) => item.docId),
    [
      "dsite/intro",
      "dsite/setup",
      "dsite/category/tutorials",
      "dsite/tutorials/first",
      "dsite/tutorials/more/a",
      "dsite/tutorials/more/b",
      "dsite/concepts/overview",
      "dsite/concepts/state",
      "dsite/faq",
    ],
  );
  assert.equal(sidebarOfRoute.get("/docs/dsite/category/tutorials"), "guide");
  assert.equal(sidebarOfRoute.get("/docs/dsite/concepts/overview"), "guide");
  assert.equal(sidebarOfRoute.get("/docs/dsite/reference/cli"), "reference", "a `ref` does not make the doc's page show the sidebar");
});

test("should make a page for a generated-index category that lists its items with their descriptions (a doc's excerpt without one), with breadcrumbs that end at the category", () => {
  const sidebars = buildSidebars(DOCS, new Map(), config, configFile, { docusaurus: [sidebarsFile("sidebars.js")] });
  const { indexPages } = sidebars;
  const guide = sidebarNavigations(sidebars, sidebarTrees(sidebars, { baseUrl: "/" }), { baseUrl: "/" }).guide!;
  assert.equal(indexPages?.length, 1);
  const page = indexPages![0]!;
  assert.deepEqual(
    [page.route, page.docId, page.dir, page.name, page.kind, page.generated, page.file.path],
    ["/docs/dsite/category/tutorials", "dsite/category/tutorials", "dsite/category", "tutorials", "doc", true, "content/docs/dsite/category/tutorials.md"],
  );
  assert.deepEqual(page.frontMatter, { title: "Tutorials", description: "Step by step." });
  assert.equal(
    String(page.file.value),
    [
      "Step by step.",
      "",
      "- [First tutorial](/docs/dsite/tutorials/first): Begin \\*here\\*\\: \\[1\\]",
      "- [A](/docs/dsite/tutorials/more/a): The first line of A.",
      "- [B](/docs/dsite/tutorials/more/b)",
      "",
    ].join("\n"),
  );
  assert.deepEqual(guide.breadcrumbs("/docs/dsite/category/tutorials"), [{ label: "Tutorials" }]);
  assert.deepEqual(guide.breadcrumbs("/docs/dsite/tutorials/more/a"), [{ label: "Tutorials", href: "/docs/dsite/category/tutorials" }, { label: "A" }]);
  assert.deepEqual(guide.breadcrumbs("/docs/dsite/concepts/overview"), [{ label: "Concepts" }]);
});

test("should report a doc id that names no doc at its place in the sidebars file, with the nearest id", () => {
  const set = sidebarsFile(
    "sidebars.js",
    "module.exports = {\n  guide: [\n    'setpu',\n    { type: 'doc', id: 'nothing/like/it' },\n    { type: 'category', label: 'C', link: { type: 'doc', id: 'concepts/overveiw' }, items: ['faq'] },\n  ],\n};\n",
  );
  const { byId } = buildSidebars(DOCS, new Map(), config, configFile, { docusaurus: [set] });
  assert.deepEqual(outline(byId.guide!), [["C → /docs/dsite/faq", "FAQ"]]);
  assert.deepEqual(messagesOf(set.file), [
    "content/docs/dsite/sidebars.js:3:5-3:12: Unexpected doc id `setpu`, expected the id of a doc in `content/docs/dsite` [unknown-sidebar-item]\n  hint: did you mean `setup`?",
    "content/docs/dsite/sidebars.js:4:5-4:43: Unexpected doc id `nothing/like/it`, expected the id of a doc in `content/docs/dsite` [unknown-sidebar-item]\n  hint: a doc id is its path below that folder without the extension and number prefixes (front matter `id` replaces the file name)",
    "content/docs/dsite/sidebars.js:5:62-5:81: Unexpected doc id `concepts/overveiw`, expected the id of a doc in `content/docs/dsite` [unknown-sidebar-item]\n  hint: did you mean `concepts/overview`?",
  ]);
});

test("should report an empty category, a folder without pages (a warning) and an unsafe href, and leave them out", () => {
  const set = sidebarsFile("invalid-items.js");
  const extra = sidebarsFile(
    "more.js",
    "module.exports = { more: [{ type: 'autogenerated', dirName: 'nowhere' }, { type: 'link', label: 'Raw', href: '/raw', autoAddBaseUrl: false }] };\n",
  );
  const { byId } = buildSidebars(DOCS, new Map(), config, configFile, { docusaurus: [set, extra] });
  assert.deepEqual(outline(byId.docs!), ["Start here"]);
  assert.deepEqual(outline(byId.more!), ["Raw → /raw"]);
  const errors = [...messagesOf(set.file), ...messagesOf(extra.file)].filter(
    (m) => !/unknown-sidebar-key|Missing key|item type|dirName: \/api\/|number `42`|`type`, expected a link|as `other`/.test(m),
  );
  assert.deepEqual(errors, [
    "content/docs/dsite/invalid-items.js:6:5-6:52: Unexpected category `Empty` with neither items nor a link, expected at least one [unknown-sidebar-item]",
    "content/docs/dsite/invalid-items.js:8:5-8:67: Unexpected `href: javascript:alert(1)`, expected an http(s) address or a path from the site root [unknown-sidebar-item]\n  hint: write `https://…` for another site, `/docs/…` for a page of this one",
    // A warning, as Docusaurus gives one: a script may fill the folder before the build.
    "content/docs/dsite/more.js:1:27-1:72: Unexpected `dirName: nowhere`, expected a folder of `content/docs/dsite` with pages (left out) [empty-sidebar-folder]\n  hint: `dirName` is relative to the docs folder; `.` is the whole folder",
  ]);
});

test("should label, open and link autogenerated categories as their `_category_` files say, ids read from the sidebars file's folder", () => {
  const place = { start: { line: 3, column: 9 }, end: { line: 3, column: 28 } };
  const categories = new Map<string, CategoryMeta>([
    [
      "dsite/tutorials",
      {
        label: "Learn",
        position: 1,
        description: "All the tutorials.",
        link: { type: "generated-index", slug: "/learn", place },
        source: "content/docs/dsite/tutorials/_category_.json",
      },
    ],
    ["dsite/tutorials/more", { collapsible: false, position: 2 }],
    [
      "dsite/concepts",
      { label: "Ideas", position: 2, link: { type: "doc", id: "concepts/overviw", place }, source: "content/docs/dsite/concepts/_category_.yml" },
    ],
    [
      "dsite/reference",
      { label: "Reference", position: 3, link: { type: "doc", id: "reference/cli", place }, source: "content/docs/dsite/reference/_category_.yml" },
    ],
  ]);
  const files = [...categories.values()].flatMap((meta) => (meta.source ? [new VFile({ path: meta.source })] : []));
  const set = sidebarsFile("sidebars.ts");
  const { byId, indexPages } = buildSidebars(DOCS, categories, config, configFile, { docusaurus: [set], files });
  assert.deepEqual(outline(byId.tutorial!), [
    // Positions first (a category's from its file), then file and folder names. A category that cannot collapse and
    // has no link of its own links nowhere, and one without a label is its folder's name as written.
    ["Learn → /docs/dsite/learn", ["more (open) → undefined", "A", "B"], "First tutorial"],
    ["Ideas → /docs/dsite/concepts/overview", "Overview", "State"],
    // The doc a category links is no item of it, as Docusaurus leaves it out.
    ["Reference → /docs/dsite/reference/cli", "Config"],
    "FAQ",
    "Start here",
    "Setup",
  ]);
  assert.deepEqual(
    indexPages?.map((page) => [page.route, page.frontMatter.description]),
    [["/docs/dsite/learn", "All the tutorials."]],
  );
  assert.deepEqual(files.flatMap(messagesOf), [
    "content/docs/dsite/concepts/_category_.yml:3:9-3:28: Unexpected doc id `concepts/overviw`, expected the id of a doc in `content/docs/dsite` [unknown-sidebar-item]\n  hint: did you mean `concepts/overview`?",
  ]);
});
