import assert from "node:assert/strict";
import { test } from "node:test";
import type { Root } from "hast";
import { renderToStaticMarkup } from "react-dom/server";
import { withDocCards } from "../../../../src/pipeline/3-transform/page-models/doc-cards.ts";
import type { SidebarItem } from "../../../../src/pipeline/3-transform/index.ts";
import { createReactCompiler, toReact } from "../../../../src/pipeline/4-render/index.ts";
import { renderMarkdown } from "../../../support.ts";

const doc = (label: string, route: string): SidebarItem => ({ type: "doc", label, route, docId: route.slice(6) });
const SIDEBAR: SidebarItem[] = [
  doc("Intro", "/docs/intro"),
  {
    type: "category",
    label: "Webhooks",
    collapsed: true,
    route: "/docs/webhooks/overview",
    items: [
      doc("Overview", "/docs/webhooks/overview"),
      doc("Verify a signature", "/docs/webhooks/verify"),
      {
        type: "category",
        label: "Topics",
        collapsed: true,
        route: "/docs/webhooks/topics/orders",
        items: [doc("Orders", "/docs/webhooks/topics/orders"), doc("Refunds", "/docs/webhooks/topics/refunds")],
      },
      { type: "link", label: "Status page", href: "https://status.example.com/" },
    ],
  },
];

/** Returns the HTML of a page holding `<DocCardList />` at `route`, with the cards of SIDEBAR. */
function cardsAt(route: string, baseUrl = "/"): string {
  const tree: Root = { type: "root", children: [{ type: "element", tagName: "x-doc-card-list", properties: {}, children: [] }] };
  return renderToStaticMarkup(toReact(createReactCompiler(), withDocCards(tree, route, SIDEBAR, { baseUrl })));
}

test("should show the other pages and the categories of the page's category as cards", () => {
  assert.equal(
    cardsAt("/docs/webhooks/overview", "/shop/"),
    '<ul class="doc-card-list">' +
      '<li><a class="doc-card" href="/shop/docs/webhooks/verify"><span class="doc-card-title">Verify a signature</span></a></li>' +
      '<li><a class="doc-card" href="/shop/docs/webhooks/topics/orders"><span class="doc-card-title">Topics</span><span class="doc-card-count">2 items</span></a></li>' +
      '<li><a class="doc-card" href="https://status.example.com/"><span class="doc-card-title">Status page</span></a></li></ul>',
  );
});

test("should show a nested category's siblings on one of its pages, and no card on a page in no category", () => {
  assert.equal(
    cardsAt("/docs/webhooks/topics/refunds"),
    '<ul class="doc-card-list"><li><a class="doc-card" href="/docs/webhooks/topics/orders"><span class="doc-card-title">Orders</span></a></li></ul>',
  );
  assert.equal(cardsAt("/docs/intro"), '<ul class="doc-card-list"></ul>');
});

test("should read `<DocCardList items={…} />` without a message, as an empty list until the page model fills it", () => {
  const { html, messages } = renderMarkdown("import DocCardList from '@theme/DocCardList';\n\n<DocCardList items={useCurrentSidebarCategory().items} />\n", {
    path: "content/docs/case.mdx",
  });
  assert.equal(html, '<ul class="doc-card-list"></ul>\n');
  assert.equal(messages, "");
});

test("should leave a tree without a DocCardList as the same object", () => {
  const tree: Root = { type: "root", children: [] };
  assert.equal(withDocCards(tree, "/docs/intro", SIDEBAR, { baseUrl: "/" }), tree);
});
