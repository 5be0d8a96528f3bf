import assert from "node:assert/strict";
import { test } from "node:test";
import { VFile } from "vfile";
import type { DocsRoot, DocsVersion, VersionMenuOptions } from "../../../../src/pipeline/0-config/index.ts";
import type { RoutedPage } from "../../../../src/pipeline/1-content/index.ts";
import {
  canonicalRoute,
  docVersions,
  versionedDocRoute,
  versionFields,
  versionMenus,
  versionNotice,
  type DocVersions,
} from "../../../../src/pipeline/3-transform/page-models/doc-versions.ts";
import type { Sidebars } from "../../../../src/pipeline/3-transform/index.ts";
import type { PageModel } from "../../../../src/shared/page-model.ts";

/**
 * Returns a version's root: of the main docs, `current` is content/docs, another content/versioned_docs/version-<name>;
 * of the docs of id `id` in content/docs/<id>, content/<id>_versioned_docs/version-<name>.
 */
function root(name: string, routeBasePath: string, order: number, extra: Partial<DocsVersion> = {}, id?: string): DocsRoot {
  const folder = name === "current" ? (id ?? "") : `../${id ? `${id}_` : ""}versioned_docs/version-${name}`;
  const version: DocsVersion = {
    name,
    label: name === "current" ? "Next" : name,
    docs: id ?? "",
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
/** Returns the first version menu of a page, the main docs' when they have one. */
const versionMenu = (versions: DocVersions, route: string, urls: { baseUrl: string }) => versionMenus(versions, route, urls)[0];
/** Returns the fixture's versions with a version menu of these options. */
const withMenu = (dropdown: true | VersionMenuOptions) => docVersions(roots, docs, sidebars, sets, { docsVersions: { dropdown } })!;
const versions = withMenu(true);
const main = versions.sets[0]!;

test("should keep versions.json's order, and pick each main doc as Docusaurus does: first of the first sidebar, else the first doc", () => {
  assert.deepEqual(
    main.versions.map((entry) => `${entry.version.name} ${entry.main}`),
    ["current /docs/next/intro", "2.0 /docs/install", "1.0 /docs/1.0/install"],
  );
  assert.equal(main.last.version.name, "2.0");
  assert.equal(docVersions([{ folder: "", routeBasePath: "docs", declared: false }], docs, sidebars, [], {}), undefined);
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
  const made = docVersions(roots, [...docs, reference], withIndex, sets, {})!;
  assert.equal(made.sets[0]!.versions[1]!.main, "/docs/install");
  assert.equal(made.byRoute.has(reference.route), false);
});

test("should link each version's same doc in the menu, else its main doc, and show the page's own version", () => {
  const menu = versionMenu(versions, "/docs/next/setup", { baseUrl: "/base/" })!;
  assert.equal(menu.label, "Next");
  assert.deepEqual(
    menu.items.map((item) => `${item.label} ${item.href}${item.active ? " *" : ""}`),
    ["Next /base/docs/next/setup *", "2.0 /base/docs/install", "1.0.x /base/docs/1.0/install"],
  );
  assert.equal(versionMenu(versions, "/blog", { baseUrl: "/" })!.label, "2.0");
  assert.equal(versionMenu(docVersions(roots, docs, sidebars, sets, {})!, "/blog", { baseUrl: "/" }), undefined, "no menu unless config.yaml asks");
});

test("should list the versions the menu names, with their labels, between its own links, each active on its pages", () => {
  const dropdown = {
    versions: { current: { label: "Next (unreleased)" }, "2.0": {} },
    itemsBefore: [{ label: "Releases", href: "https://example.com/releases" }],
    itemsAfter: [{ label: "Setup", to: "/docs/next/setup" }],
  };
  const menu = versionMenu(withMenu(dropdown), "/docs/next/setup", { baseUrl: "/base/" })!;
  assert.equal(menu.label, "Next (unreleased)");
  assert.deepEqual(
    menu.items.map((item) => `${item.label} ${item.href}${item.active ? " *" : ""}`),
    ["Releases https://example.com/releases", "Next (unreleased) /base/docs/next/setup *", "2.0 /base/docs/install", "Setup /base/docs/next/setup *"],
  );
  // A page of a version the menu leaves out shows the last version's label; a link is active below its route too.
  const old = versionMenu(withMenu({ versions: ["current", "2.0"], itemsAfter: [{ label: "Docs", to: "/docs/1.0" }] }), "/docs/1.0/install", { baseUrl: "/" })!;
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
    {},
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
  assert.deepEqual(fields, { version: { label: "1.0.x", docs: "" } });
  assert.deepEqual(shown.searchScope, { label: "1.0.x", versions: { "": "1.0.x" } });
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
  const made = docVersions(
    roots,
    docs,
    { ...sidebars, byId: { guide: [], empty: [], other: [], "guide-2_0": [] }, readingOrder } as unknown as Sidebars,
    [{ ...sets[0]!, sidebars: [{ name: "guide-2_0", ownName: "guide", items: [], place }] }],
    {},
  )!;
  assert.deepEqual([...made.sets[0]!.versions[0]!.sidebars], [["guide", { name: "guide", first: "/docs/next/setup" }]]);
  assert.equal(made.sets[0]!.versions[0]!.main, "/docs/next/setup");
  const shell = { navbar: { items: [{ label: "Guide", href: "/docs/next/setup", active: false }] } } as PageModel["shell"];
  const onLast = versionFields(made, "/docs/intro", { urls: { baseUrl: "/" }, shell, navbar: [{ sidebar: "guide" }], sidebarId: "guide-2_0" });
  assert.deepEqual(onLast.shell.navbar.items, [{ label: "Guide", href: "/docs/install", active: true }]);
  const onCurrent = versionFields(made, "/docs/next/intro", { urls: { baseUrl: "/" }, shell, navbar: [{ sidebar: "guide" }], sidebarId: "guide" });
  assert.deepEqual(onCurrent.shell.navbar.items, [{ label: "Guide", href: "/docs/next/setup", active: true }]);
});

test("should keep each versioned docs folder's versions apart: its own menu, banner, canonical route and search scope", () => {
  // The docs of id `api` in content/docs/api: current at /api, the last; `1.0` at /api/1.0.
  const apiCurrent = root("current", "api", 0, { isLast: true }, "api");
  const apiOld = root("1.0", "api/1.0", 1, { banner: "unmaintained" }, "api");
  const apiDocs = [doc(apiCurrent, "intro"), doc(apiCurrent, "calls"), doc(apiOld, "intro")];
  const config = { docsVersions: { dropdown: true as const }, docsRoots: [{ folder: "api", docsVersions: { dropdown: true as const } }] };
  const both = docVersions([apiOld, ...roots, apiCurrent], [...docs, ...apiDocs], sidebars, sets, config)!;
  assert.deepEqual(
    both.sets.map((set) => `${set.docs || "main"}: ${set.versions.map((entry) => entry.version.name).join(" ")}, last ${set.last.version.name}`),
    ["main: current 2.0 1.0, last 2.0", "api: current 1.0, last current"],
  );
  const urls = { baseUrl: "/" };
  // The page's own docs' menu; a page of no versioned docs shows the main docs' menu.
  // Each docs' menu on every page, the main docs' first: on a page of the api, the main docs' lists each version's
  // main doc, the api's the same doc in each of its versions.
  const onApi = versionMenus(both, "/api/1.0/intro", urls);
  assert.deepEqual(
    onApi.map((menu) => `${menu.label}: ${menu.items.map((item) => `${item.label} ${item.href}${item.active ? " *" : ""}`).join(", ")}`),
    ["2.0: Next /docs/next/intro, 2.0 /docs/install, 1.0.x /docs/1.0/install", "1.0: Next /api/intro, 1.0 /api/1.0/intro *"],
  );
  assert.deepEqual(
    versionMenus(both, "/blog", urls).map((menu) => `${menu.label}: ${menu.items.map((item) => item.label).join(", ")}`),
    ["2.0: Next, 2.0, 1.0.x", "Next: Next, 1.0"],
  );
  // Both have a doc `intro`: each links its own docs' last version.
  assert.deepEqual(versionNotice(both, "/api/1.0/intro", urls), {
    versionLabel: "1.0",
    versionBanner: { kind: "unmaintained", label: "1.0", latestLabel: "Next", href: "/api/intro" },
  });
  assert.equal(canonicalRoute(both, "/api/1.0/intro"), "/api/intro");
  assert.equal(canonicalRoute(both, "/docs/1.0/intro"), "/docs/intro");
  // A navbar `doc:` item names a main doc, also on a page of the api.
  assert.equal(versionedDocRoute(both, "/api/1.0/intro", "intro"), "/docs/intro");
  assert.equal(versionedDocRoute(both, "/docs/1.0/intro", "intro"), "/docs/1.0/intro");
  // One that names a doc of the api with its folder: in the api's version read, else in its last version.
  assert.equal(versionedDocRoute(both, "/api/1.0/intro", "api/intro"), "/api/1.0/intro");
  assert.equal(versionedDocRoute(both, "/docs/1.0/intro", "api/calls"), "/api/calls");
  const shell = { navbar: { items: [] } } as unknown as PageModel["shell"];
  // Search starts in the version read of the page's docs, and in the last version of the others.
  assert.deepEqual(versionFields(both, "/api/1.0/intro", { urls, shell, navbar: [] }).shell.searchScope, { label: "1.0", versions: { "": "2.0", api: "1.0" } });
  assert.deepEqual(versionFields(both, "/docs/1.0/intro", { urls, shell, navbar: [] }).shell.searchScope, {
    label: "1.0.x",
    versions: { "": "1.0.x", api: "Next" },
  });
  assert.deepEqual(versionFields(both, "/blog", { urls, shell, navbar: [] }).shell.searchScope, { label: "2.0", versions: { "": "2.0", api: "Next" } });
  // Without a menu of their own, the api's pages show the main docs' only.
  const mainMenuOnly = docVersions([apiOld, ...roots, apiCurrent], [...docs, ...apiDocs], sidebars, sets, { docsVersions: { dropdown: true } })!;
  assert.deepEqual(
    versionMenus(mainMenuOnly, "/api/1.0/intro", urls).map((menu) => menu.label),
    ["2.0"],
  );
});
