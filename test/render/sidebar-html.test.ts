import assert from "node:assert/strict";
import { test } from "node:test";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Sidebar } from "../../templates/parts/sidebar.tsx";
import { createSidebarRenderer } from "../../src/render/index.ts";
import { LAZY_CATEGORY_SIZE, pageSidebar } from "../../src/shared/index.ts";
import { sidebarTree, type SidebarItem } from "../../src/transform/index.ts";

const doc = (route: string, label = route.split("/").pop()!): SidebarItem => ({ type: "doc", label, route, docId: route.slice(6) });

/** A sidebar with what changes a page's view: nested, collapsed and lazy categories, a category whose link is one of its docs, a doc listed twice, a link to a doc, and characters HTML escapes. */
const items: SidebarItem[] = [
  doc("/docs/intro", "Intro & <overview>"),
  { type: "category", label: "Guide", route: "/docs/guide/a", collapsed: false, items: [
    doc("/docs/guide/a", "A"),
    doc("/docs/guide/b"),
    { type: "category", label: "Deep", collapsed: true, items: [doc("/docs/guide/deep/c"), doc("/docs/guide/deep/it's")] },
  ] },
  { type: "category", label: "Reference", collapsed: true, items: Array.from({ length: LAZY_CATEGORY_SIZE + 1 }, (_, i) => doc(`/docs/ref/r${i}`)) },
  { type: "category", label: "Small", collapsed: true, items: [doc("/docs/small/s"), doc("/docs/intro", "Intro again")] },
  { type: "link", label: "The guide's first page", href: "/docs/guide/a" },
  // Routes come from file names and `slug`: `$` patterns must not act as replacement patterns.
  { type: "category", label: "Odd routes", collapsed: true, items: [doc("/docs/odd/a$$b"), doc("/docs/odd/x$&y"), doc("/docs/odd/p$`s"), doc("/docs/odd/q$'r")] },
];

test("should give every page the sidebar HTML React renders for it, from one rendering per set of open branches", () => {
  const tree = sidebarTree(items, "/");
  const hrefs = [
    "/docs/intro", "/docs/guide/a", "/docs/guide/b", "/docs/guide/deep/c", "/docs/guide/deep/it's", "/docs/ref/r0", "/docs/ref/r40", "/docs/small/s",
    "/docs/odd/a$$b", "/docs/odd/x$&y", "/docs/odd/p$`s", "/docs/odd/q$'r", "/docs/none",
  ];
  const sidebar = createSidebarRenderer();
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
});
