import assert from "node:assert/strict";
import { test } from "node:test";
import { VFile } from "vfile";
import { docsRootsOf } from "../../../src/pipeline/0-config/index.ts";
import { assignRoutes, blogListRoutes, blogRoute, feedRoutes, findDuplicateRoutes, type SourcePage } from "../../../src/pipeline/1-content/index.ts";
import { formatMessage } from "../../../src/report/index.ts";

function page(path: string, dir: string, name: string, extra: Partial<SourcePage> = {}): SourcePage {
  return { kind: "doc", file: new VFile({ path }), frontMatter: { title: name, description: "d" }, dir, name, ...extra };
}

test("should give docs their path under /docs, strip index, and honour slug, with Docusaurus' doc ids", () => {
  const routed = assignRoutes([
    page("content/docs/intro.md", "", "intro"),
    page("content/docs/api/index.md", "api", "index"),
    page("content/docs/api/orders.md", "api", "orders", { frontMatter: { title: "O", description: "d", slug: "/orders-guide" } }),
    { ...page("content/blog/2025-01-10-welcome.md", "", "welcome"), kind: "post", date: "2025-01-10" },
  ]);
  assert.deepEqual(
    routed.map((r) => [r.route, r.docId]),
    [
      ["/docs/intro", "intro"],
      ["/docs/api", "api/index"],
      ["/docs/orders-guide", "api/orders"],
      ["/blog/welcome", undefined],
    ],
  );
});

test("should route posts by name, or as Docusaurus with the file name's date in the route when asked, a slug winning either way", () => {
  const post = (path: string, dir: string, name: string, extra: Partial<SourcePage> = {}): SourcePage => ({ ...page(path, dir, name, extra), kind: "post" });
  const posts = [
    post("content/blog/2025-01-10-welcome.md", "", "welcome", { date: "2025-01-10", nameDate: "2025-01-10", dateSlug: "2025/01/10" }),
    post("content/blog/releases/2025-02-01-v2.md", "releases", "v2", { date: "2025-02-01", nameDate: "2025-02-01", dateSlug: "2025/02/01" }),
    post("content/blog/no-date.md", "", "no-date", { date: "2025-03-01" }),
    post("content/blog/2025-04-01-named.md", "", "named", {
      date: "2025-04-01",
      nameDate: "2025-04-01",
      dateSlug: "2025/04/01",
      frontMatter: { title: "N", slug: "/launch" },
    }),
  ];
  assert.deepEqual(
    assignRoutes(posts).map((r) => r.route),
    ["/blog/welcome", "/blog/releases/v2", "/blog/no-date", "/blog/launch"],
  );
  assert.deepEqual(
    assignRoutes(posts, undefined, { dateInRoute: true }).map((r) => r.route),
    ["/blog/2025/01/10/welcome", "/blog/2025/02/01/releases/v2", "/blog/no-date", "/blog/launch"],
  );
  assert.deepEqual(
    assignRoutes(posts, undefined, { routeBasePath: "news/posts" }).map((r) => r.route),
    ["/news/posts/welcome", "/news/posts/releases/v2", "/news/posts/no-date", "/news/posts/launch"],
  );
  assert.deepEqual(
    assignRoutes(posts, undefined, { routeBasePath: "" }).map((r) => r.route),
    ["/welcome", "/releases/v2", "/no-date", "/launch"],
  );
});

test("should put the blog's lists and feeds below its route base, as Docusaurus' blog `routeBasePath` does", () => {
  assert.deepEqual([blogRoute({}), blogRoute({}, "page/2"), blogRoute({}, "tags/release")], ["/blog", "/blog/page/2", "/blog/tags/release"]);
  assert.deepEqual([blogRoute({ routeBasePath: "news" }), blogRoute({ routeBasePath: "news" }, "archive")], ["/news", "/news/archive"]);
  assert.deepEqual([blogRoute({ routeBasePath: "" }), blogRoute({ routeBasePath: "" }, "tags")], ["/", "/tags"]);
  assert.deepEqual(feedRoutes({ routeBasePath: "news" }), { rss: "/news/rss.xml", atom: "/news/atom.xml" });
});

test("should keep the first of two pages with one route and warn on the second, naming the first, and keep the second's doc id aside", () => {
  const routed = assignRoutes([
    page("content/docs/a.md", "", "a"),
    page("content/docs/b.md", "", "b", { frontMatter: { title: "B", description: "d", slug: "a" } }),
  ]);
  const { pages, shadowed } = findDuplicateRoutes(routed);
  assert.deepEqual(
    pages.map((p) => p.file.path),
    ["content/docs/a.md"],
  );
  assert.deepEqual(
    shadowed.map((p) => [p.docId, p.route]),
    [["b", "/docs/a"]],
  );
  assert.equal(
    formatMessage(routed[1]!.file.messages[0]!, "content/docs/b.md"),
    "content/docs/b.md:1:1: Unexpected duplicate route `/docs/a`, expected one source per route (content/docs/a.md is written there, this page is left out) [duplicate-route]\n  hint: rename the file or set a different `slug:` in its front matter",
  );
});

test("should take the route's last segment and the doc id from front matter `id`", () => {
  const routed = assignRoutes([page("content/docs/api/orders.md", "api", "orders", { frontMatter: { title: "O", id: "order-guide" } })]);
  assert.deepEqual(
    routed.map((r) => [r.route, r.docId]),
    [["/docs/api/order-guide", "api/order-guide"]],
  );
});

test("should strip number prefixes from file and folder names, keep them as the order, and keep them with parse_number_prefixes: false", () => {
  const routed = assignRoutes([
    page("content/docs/2-guides/01-intro.md", "2-guides", "01-intro"),
    page("content/docs/2-guides/03 - setup.md", "2-guides", "03 - setup"),
    page("content/docs/2-guides/02-raw.md", "2-guides", "02-raw", { frontMatter: { title: "R", parse_number_prefixes: false } }),
    page("content/docs/2024-01-05-notes.md", "", "2024-01-05-notes"),
    page("content/docs/1.2-release.md", "", "1.2-release"),
  ]);
  assert.deepEqual(
    routed.map((r) => [r.route, r.docId, r.numberPrefix]),
    [
      ["/docs/guides/intro", "guides/intro", 1],
      ["/docs/guides/setup", "guides/setup", 3],
      ["/docs/2-guides/02-raw", "2-guides/02-raw", undefined],
      ["/docs/2024-01-05-notes", "2024-01-05-notes", undefined],
      ["/docs/1.2-release", "1.2-release", undefined],
    ],
  );
});

test("should resolve a relative slug from the page's folder and an absolute one from /docs, as Docusaurus", () => {
  const routed = assignRoutes([
    page("content/docs/01-api/a.md", "01-api", "a", { frontMatter: { title: "A", slug: "start" } }),
    page("content/docs/01-api/b.md", "01-api", "b", { frontMatter: { title: "B", slug: "../elsewhere" } }),
    page("content/docs/01-api/c.md", "01-api", "c", { frontMatter: { title: "C", slug: "/" } }),
  ]);
  assert.deepEqual(
    routed.map((r) => [r.route, r.docId]),
    [
      ["/docs/api/start", "api/a"],
      ["/docs/elsewhere", "api/b"],
      ["/docs", "api/c"],
    ],
  );
});

test("should route a category index doc at its folder, as Docusaurus does: index, README or the folder's own name, with or without an id", () => {
  const routed = assignRoutes([
    page("content/docs/guides/index.md", "guides", "index"),
    page("content/docs/reference/README.md", "reference", "README", { frontMatter: { title: "R", id: "reference-home" } }),
    page("content/docs/02-tutorial/02-tutorial.md", "02-tutorial", "02-tutorial"),
    page("content/docs/tutorial-b/Tutorial-B.md", "tutorial-b", "Tutorial-B"),
    page("content/docs/guides/setup.md", "guides", "setup", { frontMatter: { title: "S", slug: "../elsewhere" } }),
    page("content/docs/index.md", "", "index"),
  ]);
  assert.deepEqual(
    routed.map((r) => [r.route, r.docId]),
    [
      ["/docs/guides", "guides/index"],
      ["/docs/reference", "reference/reference-home"],
      ["/docs/tutorial", "tutorial/tutorial"],
      ["/docs/tutorial-b", "tutorial-b/Tutorial-B"],
      ["/docs/elsewhere", "guides/setup"],
      ["/docs", "index"],
    ],
  );
});

test("should route a docs root's pages below its route base, its absolute slugs from there, its ids its own", () => {
  const roots = docsRootsOf({ docsRoots: [{ folder: "tseslint" }, { folder: "community", routeBasePath: "community" }, { folder: "", routeBasePath: "" }] });
  const routed = assignRoutes(
    [
      page("content/docs/tseslint/getting-started/quickstart.md", "tseslint/getting-started", "quickstart", {
        frontMatter: { title: "Q", slug: "/getting-started" },
      }),
      page("content/docs/tseslint/users/configs.md", "tseslint/users", "configs"),
      page("content/docs/community/support.md", "community", "support"),
      page("content/docs/intro.md", "", "intro", { frontMatter: { title: "I", slug: "/" } }),
    ],
    roots,
  );
  assert.deepEqual(
    routed.map((r) => [r.route, r.docId, r.root]),
    [
      ["/docs/tseslint/getting-started", "tseslint/getting-started/quickstart", "tseslint"],
      ["/docs/tseslint/users/configs", "tseslint/users/configs", "tseslint"],
      ["/community/support", "community/support", "community"],
      ["/", "intro", ""],
    ],
  );
});

test("should mark the docs whose Docusaurus URL ends with `/`: a category index doc, the root's index, a slug ending with `/`", () => {
  const routed = assignRoutes([
    page("content/docs/index.md", "", "index"),
    page("content/docs/guides/README.md", "guides", "README"),
    page("content/docs/guides/setup.md", "guides", "setup"),
    page("content/docs/guides/other.md", "guides", "other", { frontMatter: { title: "O", description: "d", slug: "/trailing/" } }),
    page("content/docs/guides/home.md", "guides", "home", { frontMatter: { title: "H", description: "d", slug: "/" } }),
  ]);
  assert.deepEqual(
    routed.map((r) => [r.route, r.folderUrl ?? false]),
    [
      ["/docs", true],
      ["/docs/guides", true],
      ["/docs/guides/setup", false],
      ["/docs/trailing", true],
      ["/docs", true],
    ],
  );
});

test("should reserve the blog's list, archive and tags routes, and its authors page's when authors.yaml names authors", () => {
  assert.deepEqual(blogListRoutes({ routeBasePath: "news" }), ["/news", "/news/archive", "/news/tags"]);
  assert.deepEqual(blogListRoutes({}, true), ["/blog", "/blog/archive", "/blog/tags", "/blog/authors"]);
});
