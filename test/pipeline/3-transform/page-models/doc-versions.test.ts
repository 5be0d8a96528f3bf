import assert from "node:assert/strict";
import { test } from "node:test";
import { VFile } from "vfile";
import type { DocsRoot, DocsVersion } from "../../../../src/pipeline/0-config/index.ts";
import type { RoutedPage } from "../../../../src/pipeline/1-content/index.ts";
import { canonicalRoute, docVersions, versionFields, versionMenu, versionNotice } from "../../../../src/pipeline/3-transform/page-models/doc-versions.ts";
import type { Sidebars } from "../../../../src/pipeline/3-transform/index.ts";
import type { PageModel } from "../../../../src/shared/page-model.ts";

/** Returns a version's root: `current` is content/docs, another content/versioned_docs/version-<name>. */
function root(name: string, routeBasePath: string, order: number, extra: Partial<DocsVersion> = {}): DocsRoot {
  const folder = name === "current" ? "" : `../versioned_docs/version-${name}`;
  const version: DocsVersion = {
    name,
    label: name === "current" ? "Next" : name,
    folder,
    routeBasePath,
    badge: true,
    noIndex: false,
    isLast: false,
    order,
    ...extra,
  };
  return { folder, routeBasePath, declared: true, version };
}

/** Returns a doc of a root with its id below it. */
function doc(docsRoot: DocsRoot, id: string): RoutedPage {
  const docId = docsRoot.folder ? `${docsRoot.folder}/${id}` : id;
  return {
    kind: "doc",
    file: new VFile({ path: `content/docs/${docId}.md` }),
    frontMatter: { title: id },
    dir: "",
    name: id,
    route: `/${docsRoot.routeBasePath}/${id}`,
    docId,
    root: docsRoot.folder,
  } as RoutedPage;
}

const current = root("current", "docs/next", 0, { banner: "unreleased" });
const last = root("2.0", "docs", 1, { isLast: true });
const old = root("1.0", "docs/1.0", 2, { banner: "unmaintained", badge: false, label: "1.0.x" });
// Innermost first, as `docsRootsOf` gives them.
const roots = [old, last, current];
const docs = [doc(current, "intro"), doc(current, "setup"), doc(last, "intro"), doc(last, "install"), doc(old, "install"), doc(old, "intro")];
const sidebars = {
  byId: {},
  sidebarOfRoute: new Map(),
  readingOrder: { "docs-2_0": [{ type: "doc", label: "Install", route: "/docs/install", docId: "" }] },
} as unknown as Sidebars;
const sets = [
  {
    file: new VFile(),
    docs: "../versioned_docs/version-2.0",
    routeBasePath: "docs",
    sidebars: [{ name: "docs-2_0", items: [], place: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } }],
  },
];
const versions = docVersions(roots, docs, sidebars, sets, true)!;

test("should keep versions.json's order, and pick each main doc as Docusaurus does: first of the first sidebar, else the first doc", () => {
  assert.deepEqual(
    versions.versions.map((entry) => `${entry.version.name} ${entry.main}`),
    ["current /docs/next/intro", "2.0 /docs/install", "1.0 /docs/1.0/install"],
  );
  assert.equal(versions.last.version.name, "2.0");
  assert.equal(docVersions([{ folder: "", routeBasePath: "docs", declared: false }], docs, sidebars, []), undefined);
});

test("should never pick a category's generated index page as a main doc, nor count a page made from data as a version's", () => {
  const index = { type: "doc", label: "Guides", route: "/docs/category/guides", docId: "" };
  const withIndex = {
    ...sidebars,
    readingOrder: { "docs-2_0": [index, ...sidebars.readingOrder["docs-2_0"]!] },
    indexPages: [{ route: "/docs/category/guides" }],
  } as unknown as Sidebars;
  // A reference page: made from the schema, with a route of its own.
  const reference = {
    ...doc(last, "api/objects/order"),
    docId: "api/objects/order",
    dir: "api/objects",
    root: undefined,
    tree: () => ({}),
  } as unknown as RoutedPage;
  const made = docVersions(roots, [...docs, reference], withIndex, sets, true)!;
  assert.equal(made.versions[1]!.main, "/docs/install");
  assert.equal(made.byRoute.has(reference.route), false);
});

test("should link each version's same doc in the menu, else its main doc, and show the page's own version", () => {
  const menu = versionMenu(versions, "/docs/next/setup", { baseUrl: "/base/" });
  assert.equal(menu.label, "Next");
  assert.deepEqual(
    menu.items.map((item) => `${item.label} ${item.href}${item.active ? " *" : ""}`),
    ["Next /base/docs/next/setup *", "2.0 /base/docs/install", "1.0.x /base/docs/1.0/install"],
  );
  assert.equal(versionMenu(versions, "/blog", { baseUrl: "/" }).label, "2.0");
});

test("should list the versions the menu names, with their labels, between its own links, each active on its pages", () => {
  const dropdown = {
    versions: { current: { label: "Next (unreleased)" }, "2.0": {} },
    itemsBefore: [{ label: "Releases", href: "https://example.com/releases" }],
    itemsAfter: [{ label: "Setup", to: "/docs/next/setup" }],
  };
  const menu = versionMenu({ ...versions, dropdown }, "/docs/next/setup", { baseUrl: "/base/" });
  assert.equal(menu.label, "Next (unreleased)");
  assert.deepEqual(
    menu.items.map((item) => `${item.label} ${item.href}${item.active ? " *" : ""}`),
    ["Releases https://example.com/releases", "Next (unreleased) /base/docs/next/setup *", "2.0 /base/docs/install", "Setup /base/docs/next/setup *"],
  );
  // A page of a version the menu leaves out shows the last version's label; a link is active below its route too.
  const old = versionMenu({ ...versions, dropdown: { versions: ["current", "2.0"], itemsAfter: [{ label: "Docs", to: "/docs/1.0" }] } }, "/docs/1.0/install", {
    baseUrl: "/",
  });
  assert.equal(old.label, "2.0");
  assert.deepEqual(
    old.items.map((item) => `${item.label}${item.active ? " *" : ""}`),
    ["Next", "2.0", "Docs *"],
  );
});

test("should give a version's badge unless it has none, and its banner with the last version's same doc or main doc", () => {
  assert.deepEqual(versionNotice(versions, "/docs/next/intro", { baseUrl: "/" }), {
    versionLabel: "Next",
    versionBanner: { kind: "unreleased", label: "Next", latestLabel: "2.0", href: "/docs/intro" },
  });
  assert.deepEqual(versionNotice(versions, "/docs/1.0/install", { baseUrl: "/" }), {
    versionBanner: { kind: "unmaintained", label: "1.0.x", latestLabel: "2.0", href: "/docs/install" },
  });
  assert.deepEqual(versionNotice(versions, "/docs/intro", { baseUrl: "/" }), { versionLabel: "2.0" });
});

test("should make the last version's twin the canonical route, and keep a page's own without one", () => {
  assert.equal(canonicalRoute(versions, "/docs/1.0/intro"), "/docs/intro");
  assert.equal(canonicalRoute(versions, "/docs/next/setup"), "/docs/next/setup");
  assert.equal(canonicalRoute(undefined, "/docs/x"), "/docs/x");
});

test("should give a page of a version its label, noIndex, search scope, and the navbar's sidebar link into its own version", () => {
  // A copy: the other tests read the fixture's sidebars as they are.
  const readingOrder = { ...sidebars.readingOrder, "docs-1_0": [{ type: "doc", label: "Install", route: "/docs/1.0/install", docId: "" }] };
  const place = sets[0]!.sidebars[0]!.place;
  const withOld = docVersions(
    roots,
    docs,
    { ...sidebars, readingOrder } as unknown as Sidebars,
    [
      { ...sets[0]!, sidebars: [{ name: "docs-2_0", ownName: "docs", items: [], place }] },
      { ...sets[0]!, docs: "../versioned_docs/version-1.0", sidebars: [{ name: "docs-1_0", ownName: "docs", items: [], place }] },
    ],
    false,
  )!;
  const shell = {
    navbar: {
      items: [
        { label: "Docs", href: "/docs/install", active: false },
        { label: "Blog", href: "/blog", active: false },
      ],
    },
  } as PageModel["shell"];
  const { shell: shown, ...fields } = versionFields(withOld, "/docs/1.0/intro", {
    urls: { baseUrl: "/" },
    shell,
    navbar: [{ sidebar: "docs-2_0" }, {}],
    sidebarId: "docs-1_0",
  });
  assert.deepEqual(fields, { version: "1.0.x" });
  assert.equal(shown.searchScope, "1.0.x");
  assert.equal(shell.searchScope, undefined, "the shell given is left as it is");
  assert.deepEqual(shown.navbar.items, [
    { label: "Docs", href: "/docs/1.0/install", active: true },
    { label: "Blog", href: "/blog", active: false },
  ]);
});

test("should take config.yaml's sidebars as the current version's, for its main doc and a navbar item's link from another version", () => {
  const place = sets[0]!.sidebars[0]!.place;
  const readingOrder = {
    // config.yaml's: one lists current docs, one is empty, one lists another docs root's page.
    guide: [{ type: "doc", label: "Setup", route: "/docs/next/setup", docId: "setup" }],
    empty: [],
    other: [{ type: "doc", label: "Elsewhere", route: "/docs/other/page", docId: "other/page" }],
    "guide-2_0": [{ type: "doc", label: "Install", route: "/docs/install", docId: "" }],
  };
  const made = docVersions(roots, docs, { ...sidebars, byId: { guide: [], empty: [], other: [], "guide-2_0": [] }, readingOrder } as unknown as Sidebars, [
    { ...sets[0]!, sidebars: [{ name: "guide-2_0", ownName: "guide", items: [], place }] },
  ])!;
  assert.deepEqual([...made.versions[0]!.sidebars], [["guide", { name: "guide", first: "/docs/next/setup" }]]);
  assert.equal(made.versions[0]!.main, "/docs/next/setup");
  const shell = { navbar: { items: [{ label: "Guide", href: "/docs/next/setup", active: false }] } } as PageModel["shell"];
  const onLast = versionFields(made, "/docs/intro", { urls: { baseUrl: "/" }, shell, navbar: [{ sidebar: "guide" }], sidebarId: "guide-2_0" });
  assert.deepEqual(onLast.shell.navbar.items, [{ label: "Guide", href: "/docs/install", active: true }]);
  const onCurrent = versionFields(made, "/docs/next/intro", { urls: { baseUrl: "/" }, shell, navbar: [{ sidebar: "guide" }], sidebarId: "guide" });
  assert.deepEqual(onCurrent.shell.navbar.items, [{ label: "Guide", href: "/docs/next/setup", active: true }]);
});
