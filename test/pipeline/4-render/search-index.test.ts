import assert from "node:assert/strict";
import { test } from "node:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ElementContent, Root } from "hast";
import type { SiteConfig } from "../../../src/pipeline/0-config/index.ts";
import { buildSearchIndex as buildIndex, renderSiteFiles, searchSections } from "../../../src/pipeline/4-render/index.ts";
import { loadIndex, searchIndex, tokenize, type SearchIndexFile } from "../../../src/shared/index.ts";
import type { PageModel, PageUrls } from "../../../src/shared/index.ts";
import { ROOT } from "../../support.ts";

const REF = "/docs/api/type-definitions/admin-api";

/** Returns a hast element with text or element children. */
function el(tagName: string, properties: Record<string, unknown>, ...children: (string | ElementContent)[]): ElementContent {
  return { type: "element", tagName, properties, children: children.map((c) => (typeof c === "string" ? { type: "text", value: c } : c)) } as ElementContent;
}

/** Returns an h2 with its id and the anchor link the pipeline adds. */
const h2 = (id: string, text: string) => el("h2", { id }, text, el("a", { className: ["hash-link"], href: `#${id}` }, "#"));

/** Returns the page model of a doc (or post) with the given content, as far as the index builder reads it. */
function page(route: string, title: string, children: ElementContent[], kind: "doc" | "blog-post" = "doc"): PageModel {
  const content: Root = { type: "root", children };
  return {
    kind,
    route,
    title,
    description: `About ${title}.`,
    canonical: `https://docs.example.com${route}`,
    content,
    shell: { baseUrl: "/" },
    doc: kind === "doc" ? { sidebarId: route.startsWith("/docs/theme") ? "themeDevelopmentSidebar" : "apiDocsSidebar" } : undefined,
  } as unknown as PageModel;
}

/** The index of models as the build makes it: each page's sections from its content, its link under `urls`. */
function buildSearchIndex(models: PageModel[], urls: PageUrls = { baseUrl: "/" }) {
  const contents = new Map(models.map((model) => [model.route, model.content]));
  return buildIndex(models, urls, (model) => {
    const content = contents.get(model.route);
    return content && searchSections(content);
  });
}

const models = [
  page(`${REF}/queries/list-order`, "listOrder", [
    el("p", {}, "Returns a page of the store's orders."),
    h2("arguments", "Arguments"),
    el("p", {}, "pagination"),
  ]),
  page(`${REF}/objects/order`, "Order", [el("p", {}, "An order placed in the store."), h2("fields", "Fields"), el("p", {}, "id, status")]),
  page(`${REF}/objects/order-line-item`, "OrderLineItem", [el("p", {}, "One line of an order.")]),
  page("/docs/theme/api/models/order", "Order", [el("p", {}, "The order a theme shows.")]),
  page("/docs/api/orders-guide", "Working with orders", [
    el("p", {}, "Call listOrder to read orders; every order has lines."),
    el("pre", {}, el("code", {}, "query { listOrder { count } }")),
    h2("refund-an-order", "Refund an order"),
    el("p", {}, "Open the order first."),
    h2("shipping", "Shipping"),
    el("p", {}, "Shipping happens after payment; a refund later does not cancel it."),
  ]),
  page("/blog/orders", "Orders are faster", [el("p", {}, "We made order pages faster.")], "blog-post"),
];

const files = buildSearchIndex(models);
const quick = JSON.parse(files.quick) as SearchIndexFile;
const full = JSON.parse(files.full) as SearchIndexFile;
const first = (query: string, file = full) => searchIndex(loadIndex(file), query)[0];

test("should rank the page of an exactly matching API name first", () => {
  assert.equal(first("listOrder").route, `${REF}/queries/list-order`);
  assert.equal(first("OrderLineItem").route, `${REF}/objects/order-line-item`);
  assert.equal(first("order").route, `${REF}/objects/order`);
  assert.equal(first("order", quick).route, `${REF}/objects/order`);
});

test("should rank the Admin API page above the theme API page of the same name", () => {
  const hits = searchIndex(loadIndex(full), "Order").map((hit) => hit.route);
  const admin = hits.indexOf(`${REF}/objects/order`);
  const theme = hits.indexOf("/docs/theme/api/models/order");
  assert.ok(admin !== -1 && theme !== -1 && admin < theme, hits.join("\n"));
});

test("should find a name typed with one wrong or missing letter", () => {
  assert.equal(first("listOrdr").route, `${REF}/queries/list-order`);
  assert.equal(first("listOrders").route, `${REF}/queries/list-order`);
  assert.equal(first("OrderLineIten", quick).route, `${REF}/objects/order-line-item`);
});

test("should rank a matching heading above a body text match", () => {
  const hit = first("refund");
  assert.equal(hit.route, "/docs/api/orders-guide");
  assert.equal(hit.id, "refund-an-order");
  assert.equal(hit.heading, "Refund an order");
});

test("should split a page at its h2 headings, keep code blocks and anchor links out, and label each page's section", () => {
  const guide = full.pages.findIndex(([, route]) => route === "/docs/api/orders-guide");
  const sections = full.sections.map((section, i) => [section, full.texts![i]] as const).filter(([section]) => section[0] === guide);
  assert.deepEqual(
    sections.map(([section]) => section[1]),
    ["", "refund-an-order", "shipping"],
  );
  assert.deepEqual(
    sections.map(([section]) => section[2]),
    ["", "Refund an order", "Shipping"],
  );
  assert.equal(sections[0][1], "Call listOrder to read orders; every order has lines.");
  assert.deepEqual(full.pages.map(([, , section]) => section).sort(), ["API reference", "API reference", "API reference", "API reference", "Blog", "Themes"]);
});

test("should leave body text out of the quick index and find only titles, headings and names there", () => {
  assert.equal(quick.texts, undefined);
  assert.equal(searchIndex(loadIndex(quick), "payment").length, 0);
  assert.equal(first("payment").id, "shipping");
});

test("should link each page under the site's base URL, ending with `/` when the site's trailingSlash says so", () => {
  const [guide] = models.filter((model) => model.route === "/docs/api/orders-guide");
  const hrefs = (urls: PageUrls) => (JSON.parse(buildSearchIndex([guide!], urls).quick) as SearchIndexFile).pages.map(([, href]) => href);
  assert.deepEqual(hrefs({ baseUrl: "/shop/" }), ["/shop/docs/api/orders-guide"]);
  assert.deepEqual(hrefs({ baseUrl: "/shop/", trailingSlash: true }), ["/shop/docs/api/orders-guide/"]);
});

test("should keep unlisted pages out of the search index, as Docusaurus does", () => {
  const hidden = { ...page("/docs/hidden", "Hidden webhook setup", [el("p", {}, "Reached by its URL only.")]), unlisted: true } as PageModel;
  const text = JSON.stringify(buildSearchIndex([...models, hidden]));
  assert.ok(!text.includes("Hidden webhook setup"));
  assert.ok(text.includes("listOrder"));
});

test("should name a released API version on its reference pages' results, and rank the current API's page first", () => {
  const versioned = buildSearchIndex([
    page(`${REF}/objects/order`, "Order", [el("p", {}, "An order placed in the store.")]),
    { ...page("/docs/2024-07/api/type-definitions/admin-api/objects/order", "Order", [el("p", {}, "An order.")]), apiVersion: "2024-07" } as PageModel,
  ]);
  const hits = searchIndex(loadIndex(JSON.parse(versioned.full) as SearchIndexFile), "Order");
  assert.deepEqual(
    hits.map((hit) => [hit.route, hit.section]),
    [
      [`${REF}/objects/order`, "API reference"],
      ["/docs/2024-07/api/type-definitions/admin-api/objects/order", "API reference 2024-07"],
    ],
  );
});

test("should search one version of each versioned docs folder and the pages of no version, or every version without a scope", () => {
  const versioned = buildSearchIndex([
    { ...page("/docs/intro", "Install guide", [el("p", {}, "Install it.")]), version: { label: "2.0", docs: "" } } as PageModel,
    { ...page("/docs/1.0/intro", "Install guide", [el("p", {}, "Install the old one.")]), version: { label: "1.0", docs: "" } } as PageModel,
    // Another versioned docs folder, with a label of the main docs' too.
    { ...page("/api/install", "Install the client", [el("p", {}, "Install the client.")]), version: { label: "Next", docs: "api" } } as PageModel,
    { ...page("/api/1.0/install", "Install the client", [el("p", {}, "Install it.")]), version: { label: "1.0", docs: "api" } } as PageModel,
    page("/blog/install", "Install news", [el("p", {}, "Installing is faster.")], "blog-post"),
  ]);
  const index = loadIndex(JSON.parse(versioned.full) as SearchIndexFile);
  const found = (scope?: Record<string, string>) =>
    searchIndex(index, "install", 20, scope)
      .map((hit) => `${hit.route} ${hit.version ?? "-"}`)
      .sort();
  assert.deepEqual(found({ "": "1.0", api: "Next" }), ["/api/install Next", "/blog/install -", "/docs/1.0/intro 1.0"]);
  assert.deepEqual(found({ "": "2.0", api: "1.0" }), ["/api/1.0/install 1.0", "/blog/install -", "/docs/intro 2.0"]);
  assert.deepEqual(found(), ["/api/1.0/install 1.0", "/api/install Next", "/blog/install -", "/docs/1.0/intro 1.0", "/docs/intro 2.0"]);
  // A site without versions keeps its index as it was: three fields a page.
  assert.equal(
    (JSON.parse(files.quick) as SearchIndexFile).pages.every((entry) => entry.length === 3),
    true,
  );
});

test("should keep out of the sitemap a noIndex version's doc, a page whose robots tag says noindex and a doc whose canonical URL is its twin in the last version", () => {
  const config = {
    url: "https://docs.example.com",
    baseUrl: "/",
    title: "Docs",
    blog: { title: "Blog", description: "" },
    tagline: "",
    navbar: { title: "Docs" },
  } as unknown as SiteConfig;
  const files = renderSiteFiles(
    [
      page("/docs/intro", "Latest", []),
      { ...page("/docs/1.0/intro", "Old", []), canonical: "https://docs.example.com/docs/intro" },
      { ...page("/docs/1.0/gone", "Old only", []) },
      { ...page("/docs/0.9/gone", "Hidden", []), noIndex: true },
      { ...page("/docs/draft-notes", "Notes", []), robots: "noindex" },
      { ...page("/docs/followed", "Followed", []), robots: "nofollow" },
    ],
    config,
  );
  const sitemap = files.find((f) => f.path === "sitemap.xml")!.contents;
  assert.deepEqual(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
    ["https://docs.example.com/docs/1.0/gone", "https://docs.example.com/docs/followed", "https://docs.example.com/docs/intro"],
  );
});

test("should keep unlisted pages out of the sitemap and unlisted posts out of the feeds", () => {
  const config = {
    url: "https://docs.example.com",
    baseUrl: "/",
    title: "Docs",
    blog: { title: "Blog", description: "News." },
    tagline: "",
    navbar: { title: "Docs" },
  } as unknown as SiteConfig;
  const post = (route: string, unlisted: boolean) =>
    ({ ...page(route, route, [], "blog-post"), unlisted, post: { date: "2026-01-02", tags: [], authors: [] } }) as unknown as PageModel;
  const files = renderSiteFiles(
    [
      page("/docs/shown", "Shown", []),
      { ...page("/docs/hidden", "Hidden", []), unlisted: true } as PageModel,
      post("/blog/public", false),
      post("/blog/secret", true),
    ],
    config,
  );
  const text = (path: string) => files.find((f) => f.path === path)!.contents;
  assert.match(text("sitemap.xml"), /docs\/shown/);
  assert.doesNotMatch(text("sitemap.xml"), /docs\/hidden|blog\/secret/);
  assert.match(text("blog/rss.xml"), /blog\/public/);
  assert.doesNotMatch(text("blog/rss.xml") + text("blog/atom.xml"), /blog\/secret/);
});

test("should give the terms the name split gives when run on every word, on the site's whole text", () => {
  // The split as written before the shortcut: tried on every word.
  const everyWord = (text: string) =>
    (text.match(/[\p{L}\p{N}_]+/gu) ?? []).flatMap((word) => {
      const parts = word.split(/_|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).filter(Boolean);
      return parts.length > 1 ? [word, ...parts] : [word];
    });
  const texts = readdirSync(join(ROOT, "content/docs"), { recursive: true, encoding: "utf8" })
    .filter((path) => /\.mdx?$/.test(path))
    .map((path) => readFileSync(join(ROOT, "content/docs", path), "utf8"));
  texts.push("naïveÜber ÀB __x x_ _ É_é aB1 ABc A1b ÿZ ℌello");
  assert.ok(texts.length > 100);
  for (const text of texts) assert.deepEqual(tokenize(text), everyWord(text));
});

test("should index each word, and a name with a capital or `_` also by its parts", () => {
  assert.deepEqual(tokenize("listOrder GraphQLSchema order_line plain ÉtéX v2Beta __typename ID"), [
    ...["listOrder", "list", "Order", "GraphQLSchema", "Graph", "QL", "Schema", "order_line", "order", "line"],
    ...["plain", "ÉtéX", "v2Beta", "v2", "Beta", "__typename", "ID"],
  ]);
});
