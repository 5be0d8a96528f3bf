import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import type { ElementContent, Root } from "hast";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { VFile } from "vfile";
import { Sidebar } from "../../../templates/parts/sidebar.tsx";
import { loadConfig } from "../../../src/pipeline/0-config/index.ts";
import type { RoutedPage } from "../../../src/pipeline/1-content/index.ts";
import { createReactCompiler, createSidebarRenderer, renderPage } from "../../../src/pipeline/4-render/index.ts";
import { LAZY_CATEGORY_SIZE, pageSidebar } from "../../../src/shared/index.ts";
import {
  buildSidebars,
  sidebarNavigations,
  sidebarTree,
  sidebarTrees,
  toDocModel,
  type SidebarItem,
  type SiteContext,
} from "../../../src/pipeline/3-transform/index.ts";
import { FIXTURES } from "../../support.ts";

const el = (tagName: string, properties: Record<string, unknown>, text: string): ElementContent =>
  ({ type: "element", tagName, properties, children: [{ type: "text", value: text }] }) as ElementContent;

const doc = (route: string, label = route.split("/").pop()!): SidebarItem => ({ type: "doc", label, route, docId: route.slice(6) });

/** A sidebar with what changes a page's view: nested, collapsed, lazy and windowed categories, a category whose link is one of its docs, a doc listed twice, a link to a doc, and characters HTML escapes. */
const items: SidebarItem[] = [
  doc("/docs/intro", "Intro & <overview>"),
  {
    type: "category",
    label: "Guide",
    route: "/docs/guide/a",
    collapsed: false,
    items: [
      doc("/docs/guide/a", "A"),
      doc("/docs/guide/b"),
      { type: "category", label: "Deep", collapsed: true, items: [doc("/docs/guide/deep/c"), doc("/docs/guide/deep/it's")] },
    ],
  },
  { type: "category", label: "Reference", collapsed: true, items: Array.from({ length: LAZY_CATEGORY_SIZE + 1 }, (_, i) => doc(`/docs/ref/r${i}`)) },
  // A long category with an index page: each page shows a window of it.
  {
    type: "category",
    label: "Types",
    collapsed: true,
    route: "/docs/types",
    link: { docId: "types", label: "Types" },
    lists: true,
    items: Array.from({ length: 60 }, (_, i) => doc(`/docs/types/t${i}`)),
  },
  { type: "category", label: "Small", collapsed: true, items: [doc("/docs/small/s"), doc("/docs/intro", "Intro again")] },
  { type: "link", label: "The guide's first page", href: "/docs/guide/a" },
  // Routes come from file names and `slug`: `$` patterns must not act as replacement patterns.
  {
    type: "category",
    label: "Odd routes",
    collapsed: true,
    items: [doc("/docs/odd/a$$b"), doc("/docs/odd/x$&y"), doc("/docs/odd/p$`s"), doc("/docs/odd/q$'r")],
  },
];

test("should give every page the sidebar HTML React renders for it, from one rendering per set of open branches, however few it keeps", () => {
  const tree = sidebarTree(items, { baseUrl: "/" });
  const hrefs = [
    "/docs/intro",
    "/docs/guide/a",
    "/docs/guide/b",
    "/docs/guide/deep/c",
    "/docs/guide/deep/it's",
    "/docs/ref/r0",
    "/docs/ref/r40",
    "/docs/small/s",
    "/docs/odd/a$$b",
    "/docs/odd/x$&y",
    "/docs/odd/p$`s",
    "/docs/odd/q$'r",
    "/docs/none",
    "/docs/types",
    "/docs/types/t0",
    "/docs/types/t11",
    "/docs/types/t30",
    "/docs/types/t31",
    "/docs/types/t59",
  ];
  // Keeping two renderings, most views are made again after the kept one for them has been dropped.
  for (const sidebar of [createSidebarRenderer(), createSidebarRenderer(2)]) checkRenderer(tree, hrefs, sidebar);
});

function checkRenderer(tree: ReturnType<typeof sidebarTree>, hrefs: string[], sidebar: ReturnType<typeof createSidebarRenderer>): void {
  for (const href of hrefs) {
    const view = pageSidebar(tree, href);
    assert.equal(sidebar("apiDocsSidebar", view), renderToString(createElement(Sidebar, { id: "apiDocsSidebar", items: view })), href);
  }
  // The same views again, from the kept renderings, and a second sidebar with its own.
  for (const href of [...hrefs].reverse()) {
    const view = pageSidebar(tree, href);
    assert.equal(sidebar("apiDocsSidebar", view), renderToString(createElement(Sidebar, { id: "apiDocsSidebar", items: view })), href);
    assert.equal(sidebar("themeDevelopmentSidebar", view), renderToString(createElement(Sidebar, { id: "themeDevelopmentSidebar", items: view })), href);
  }
  assert.match(sidebar("apiDocsSidebar", pageSidebar(tree, "/docs/guide/a")), /<a href="\/docs\/guide\/a" aria-current="page" class="active">A<\/a>/);
  assert.match(
    sidebar("apiDocsSidebar", pageSidebar(tree, "/docs/types/t30")),
    /<a href="\/docs\/types" class="sidebar-more">20 more in Types<\/a>.*t40<\/a><\/li><li><a href="\/docs\/types" class="sidebar-more">19 more in Types<\/a>/,
  );
}

test("should render whole doc pages the same with the kept sidebars as without them", () => {
  const page = (docId: string, title: string): RoutedPage => {
    const dir = docId.includes("/") ? docId.slice(0, docId.lastIndexOf("/")) : "";
    return {
      kind: "doc",
      file: new VFile({ path: `content/docs/${docId}.md` }),
      frontMatter: { title, description: `About ${title}.` },
      dir,
      name: docId.split("/").pop()!,
      route: `/docs/${docId}`,
      docId,
    };
  };
  const docs = [page("intro", "Intro"), page("guide/a", "A & B"), page("guide/b", "B"), page("guide/deep/c", "C"), page("ref/r", "R")];
  const fixture = loadConfig(join(FIXTURES, "site")).config!;
  const config = { ...fixture, sidebars: { ...fixture.sidebars, apiDocsSidebar: [{ doc: "intro" }, { autogenerated: "" }] } } as typeof fixture;
  const sidebars = buildSidebars(docs, new Map(), config, new VFile({ path: "config.yaml", value: "" }));
  const site: SiteContext = {
    config,
    assets: { css: "/a.css", js: "/a.js", playground: "/p.js", search: "/s.js" },
    sidebars,
    navigation: sidebarNavigations(sidebars, sidebarTrees(sidebars, config), config),
    describe: () => undefined,
  };
  const compiler = createReactCompiler();
  const kept = createSidebarRenderer();
  const content: Root = { type: "root", children: [el("p", {}, "Text.")] };
  for (const doc of [...docs, ...docs]) {
    const model = toDocModel(doc, content, site);
    assert.ok(model.doc?.sidebar.length, doc.route);
    assert.equal(renderPage(compiler, model, undefined, kept), renderPage(compiler, model), doc.route);
  }
});
