import assert from "node:assert/strict";
import { test } from "node:test";
import type { Root } from "hast";
import { renderToStaticMarkup } from "react-dom/server";
import { docCards, withDocCards } from "../../../../src/pipeline/3-transform/page-models/doc-cards.ts";
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

/** The docs' descriptions: their front matter's or their excerpts. */
const DESCRIPTIONS = new Map([["/docs/webhooks/verify", "Check that a webhook came from the store."]]);

/** Returns the HTML of a page holding `<DocCardList />` at `route`, with the cards of `sidebar`. */
function cardsAt(route: string, baseUrl = "/", sidebar = SIDEBAR): string {
  const tree: Root = { type: "root", children: [{ type: "element", tagName: "x-doc-card-list", properties: {}, children: [] }] };
  const cards = docCards(route, sidebar, { baseUrl }, (doc) => DESCRIPTIONS.get(doc));
  return renderToStaticMarkup(
    toReact(
      createReactCompiler(),
      withDocCards(tree, () => cards),
    ),
  );
}

/** Returns each card of the HTML as `icon title: description → href`. */
const summary = (html: string) =>
  [
    ...html.matchAll(
      /<a class="doc-card" href="([^"]*)">.*?aria-hidden="true">([^<]*)<\/span><span class="doc-card-title">([^<]*)<\/span><\/h2>(?:<span class="doc-card-description">([^<]*)<\/span>)?<\/a>/g,
    ),
  ].map(([, href, icon, title, description]) => `${icon} ${title}: ${description ?? ""} → ${href}`);

test("should make each card a link holding a heading, its kind's icon hidden from screen readers, and its description", () => {
  assert.equal(
    cardsAt("/docs/webhooks/topics/orders", "/", [doc("Orders", "/docs/webhooks/verify")]),
    '<ul class="doc-card-list"><li><a class="doc-card" href="/docs/webhooks/verify"><h2 class="doc-card-heading">' +
      '<span class="doc-card-icon" aria-hidden="true">📄️</span><span class="doc-card-title">Orders</span></h2>' +
      '<span class="doc-card-description">Check that a webhook came from the store.</span></a></li></ul>',
  );
});

test("should show the items of the page's category as cards, as Docusaurus 3.10 does, with a doc's description and a category's number of items", () => {
  assert.deepEqual(summary(cardsAt("/docs/webhooks/overview", "/shop/")), [
    "📄️ Overview:  → /shop/docs/webhooks/overview",
    "📄️ Verify a signature: Check that a webhook came from the store. → /shop/docs/webhooks/verify",
    "🗃 Topics: 2 items → /shop/docs/webhooks/topics/orders",
    "🔗 Status page:  → https://status.example.com/",
  ]);
});

test("should show a nested category's items on one of its pages, and the sidebar's top level on a page in no category", () => {
  assert.deepEqual(summary(cardsAt("/docs/webhooks/topics/refunds")), [
    "📄️ Orders:  → /docs/webhooks/topics/orders",
    "📄️ Refunds:  → /docs/webhooks/topics/refunds",
  ]);
  assert.deepEqual(summary(cardsAt("/docs/intro")), ["📄️ Intro:  → /docs/intro", "🗃 Webhooks: 4 items → /docs/webhooks/overview"]);
});

test("should take the emoji a label starts with as its card's icon, as Docusaurus does, and not a digit", () => {
  const sidebar: SidebarItem[] = [doc("🚀 Launch", "/docs/launch"), doc("3 steps", "/docs/steps"), doc("🇫🇷 In French", "/docs/fr")];
  assert.deepEqual(summary(cardsAt("/docs/launch", "/", sidebar)), ["🚀 Launch:  → /docs/launch", "📄️ 3 steps:  → /docs/steps", "🇫🇷 In French:  → /docs/fr"]);
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
  assert.equal(
    withDocCards(tree, () => assert.fail("no cards are made")),
    tree,
  );
});
