import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { VFile } from "vfile";
import { loadConfig } from "../../../../src/pipeline/0-config/index.ts";
import { readingMinutes, toBlogModels, type PostInput, type SiteContext } from "../../../../src/pipeline/3-transform/index.ts";
import { FIXTURES } from "../../../support.ts";

const config = loadConfig(join(FIXTURES, "site")).config!;
const site: SiteContext = {
  config,
  assets: { css: "/a.css", js: "/a.js", playground: "/p.js", search: "/s.js" },
  sidebars: { byId: {} as never, sidebarOfRoute: new Map(), readingOrder: {} as never },
  navigation: {} as never,
  describe: () => undefined,
};

function post(day: number, tags: string[]): PostInput {
  const date = `2025-01-${String(day).padStart(2, "0")}`;
  return {
    page: {
      kind: "post",
      file: new VFile({ path: `content/blog/${date}-p${day}.md` }),
      frontMatter: { title: `Post ${day}`, description: "d", tags },
      dir: "",
      name: `p${day}`,
      date,
      route: `/blog/p${day}`,
    },
    hast: { type: "root", children: [] },
    readingMinutes: 1,
  };
}

test("should list posts newest first, ten a page, with an archive by year, tag pages and newer/older links", () => {
  const posts = Array.from({ length: 12 }, (_, i) => post(i + 1, i % 2 ? ["api"] : ["news", "api"]));
  const models = toBlogModels(posts, new Map(), site);
  const byRoute = new Map(models.map((m) => [m.route, m]));
  assert.deepEqual(
    byRoute
      .get("/blog")!
      .blogList!.posts.map((p) => p.title)
      .slice(0, 3),
    ["Post 12", "Post 11", "Post 10"],
  );
  assert.equal(byRoute.get("/blog")!.blogList!.posts.length, 10);
  assert.deepEqual(byRoute.get("/blog")!.blogList!.next, { label: "Older posts", href: "/blog/page/2" });
  assert.deepEqual(
    byRoute.get("/blog/page/2")!.blogList!.posts.map((p) => p.title),
    ["Post 2", "Post 1"],
  );
  assert.deepEqual(byRoute.get("/blog/tags")!.tagList, [
    { label: "api", href: "/blog/tags/api", count: 12 },
    { label: "news", href: "/blog/tags/news", count: 6 },
  ]);
  assert.equal(byRoute.get("/blog/archive")!.archive!.years[0]!.posts.length, 12);
  const middle = byRoute.get("/blog/p5")!.post!;
  assert.deepEqual([middle.prev?.label, middle.next?.label], ["Post 6", "Post 4"]);
});

test("should list every post on one page when postsPerPage is ALL, as Docusaurus does", () => {
  const posts = Array.from({ length: 12 }, (_, i) => post(i + 1, []));
  const all: SiteContext = { ...site, config: { ...config, blog: { ...config.blog, postsPerPage: "ALL" } } };
  const lists = toBlogModels(posts, new Map(), all).filter((model) => model.blogList);
  assert.deepEqual(
    lists.map((model) => [model.route, model.blogList!.posts.length, model.blogList!.next]),
    [["/blog", 12, undefined]],
  );
});

test("should page each tag's posts as the blog's, title tag pages and order the archive as Docusaurus does, and list the authors", () => {
  const posts = Array.from({ length: 12 }, (_, i) => post(i + 1, i === 0 ? ["api", "solo"] : ["api"]));
  posts[0]!.page.frontMatter.authors = ["ada"];
  posts[1]!.page.frontMatter.authors = [{ key: "ada" }];
  const authors = new Map([
    ["ada", { name: "Ada", title: "Engineer", url: "https://example.com/ada" }],
    ["lin", { name: "Lin", title: "" }],
  ]);
  const byRoute = new Map(toBlogModels(posts, authors, site).map((m) => [m.route, m]));
  const api = byRoute.get("/blog/tags/api")!;
  assert.deepEqual([api.title, api.blogList!.heading, api.blogList!.posts.length], ['12 posts tagged with "api"', '12 posts tagged with "api"', 10]);
  assert.deepEqual(api.blogList!.next, { label: "Older posts", href: "/blog/tags/api/page/2" });
  const second = byRoute.get("/blog/tags/api/page/2")!;
  assert.deepEqual(
    [second.title, second.blogList!.posts.map((p) => p.title), second.blogList!.prev?.href],
    ['12 posts tagged with "api", page 2', ["Post 2", "Post 1"], "/blog/tags/api"],
  );
  assert.equal(byRoute.get("/blog/tags/solo")!.title, 'One post tagged with "solo"');
  // Docusaurus' archive: the newest year first, and within a year the oldest post first.
  assert.deepEqual(
    byRoute
      .get("/blog/archive")!
      .archive!.years[0]!.posts.slice(0, 2)
      .map((p) => p.title),
    ["Post 1", "Post 2"],
  );
  assert.deepEqual(byRoute.get("/blog/authors")!.authorList, [
    { name: "Ada", title: "Engineer", url: "https://example.com/ada", count: 2 },
    { name: "Lin", title: "", count: 0 },
  ]);
  assert.equal(new Map(toBlogModels(posts, new Map(), site).map((m) => [m.route, m])).has("/blog/authors"), false);
});

test("should make one tag page of tags at one permalink, labelled as the newest post names it, and list tags by label", () => {
  const posts = [post(1, ["release notes"]), post(2, ["Release Notes", "api"]), post(3, [])];
  posts[2]!.page.frontMatter.tags = [{ label: "Changes", permalink: "/release-notes" }];
  const byRoute = new Map(toBlogModels(posts, new Map(), site).map((m) => [m.route, m]));
  assert.deepEqual(byRoute.get("/blog/tags")!.tagList, [
    { label: "api", href: "/blog/tags/api", count: 1 },
    { label: "Changes", href: "/blog/tags/release-notes", count: 3 },
  ]);
  assert.deepEqual(byRoute.get("/blog/p2")!.post!.tags, [
    { label: "Release Notes", href: "/blog/tags/release-notes" },
    { label: "api", href: "/blog/tags/api" },
  ]);
});

test("should time a post's reading as Docusaurus does: the words of its markdown after the title, 200 a minute, to hundredths, then up", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
  assert.equal(readingMinutes(`\n\n\n\n# A title of many words here\n\n${words(200)}\n`), 1);
  // 1.005 minutes is 1 to hundredths: Docusaurus says "One min read".
  assert.deepEqual([readingMinutes(`${words(201)}\n`), readingMinutes(`${words(202)}\n`)], [1, 2]);
  assert.equal(readingMinutes("```js\nconst total = order.lines.length;\n```\n"), 1);
  assert.equal(readingMinutes("\n\n\n"), 0);
});

test("should make no tags page, and link none, when no listed post has a tag, as Docusaurus makes none", () => {
  const models = toBlogModels([post(1, []), post(2, [])], new Map(), site);
  assert.deepEqual(
    models.filter((m) => m.route.startsWith("/blog/tags")).map((m) => m.route),
    [],
  );
  assert.deepEqual(models.find((m) => m.route === "/blog")!.blogLinks, { list: "/blog", archive: "/blog/archive" });
});

test("should name a post's author by Docusaurus' legacy keys when it has no `authors`, and warn when it has both", () => {
  const [legacy, both] = [post(1, []), post(2, [])];
  Object.assign(legacy.page.frontMatter, { author: "Ada", authorTitle: "Engineer", authorURL: "https://example.com/ada" });
  Object.assign(both.page.frontMatter, { author: "Ada", authors: [{ name: "Lin" }] });
  const byRoute = new Map(toBlogModels([legacy, both], new Map(), site).map((m) => [m.route, m]));
  assert.deepEqual(byRoute.get("/blog/p1")!.post!.authors, [{ name: "Ada", title: "Engineer", url: "https://example.com/ada" }]);
  assert.deepEqual(byRoute.get("/blog/p2")!.post!.authors, [{ name: "Lin", title: "", url: undefined }]);
  assert.deepEqual(
    both.page.file.messages.map((m) => m.reason),
    ["Unexpected `author` keys beside `authors`, expected one or the other"],
  );
});

test("should list the newest posts beside the blog's pages but the archive, by year, an unlisted one counted and shown on its own page only", () => {
  const posts = Array.from({ length: 7 }, (_, i) => post(i + 1, []));
  posts.push({ ...post(8, []), page: { ...post(8, []).page, date: "2024-12-31", route: "/blog/old" } });
  posts[6]!.page.frontMatter.unlisted = true;
  const byRoute = new Map(toBlogModels(posts, new Map(), site).map((m) => [m.route, m]));
  const shown = (route: string) =>
    byRoute.get(route)!.blogSidebar?.years.map((year) => [year.year, year.posts.map((p) => `${p.label}${p.active ? " *" : ""}`)]);
  assert.deepEqual(shown("/blog"), [["2025", ["Post 6", "Post 5", "Post 4", "Post 3"]]]);
  assert.deepEqual(shown("/blog/p7"), [["2025", ["Post 7 *", "Post 6", "Post 5", "Post 4", "Post 3"]]]);
  assert.deepEqual(shown("/blog/p5"), [["2025", ["Post 6", "Post 5 *", "Post 4", "Post 3"]]]);
  assert.equal(byRoute.get("/blog/archive")!.blogSidebar, undefined);
  assert.equal(byRoute.get("/blog")!.blogSidebar!.title, "Recent posts");
  const all: SiteContext = { ...site, config: { ...config, blog: { ...config.blog, sidebarCount: "ALL", sidebarTitle: "All posts" } } };
  const everything = toBlogModels(posts, new Map(), all).find((m) => m.route === "/blog")!.blogSidebar!;
  assert.deepEqual(
    [everything.title, everything.years.map((year) => [year.year, year.posts.length])],
    [
      "All posts",
      [
        ["2025", 6],
        ["2024", 1],
      ],
    ],
  );
  const none: SiteContext = { ...site, config: { ...config, blog: { ...config.blog, sidebarCount: 0 } } };
  assert.equal(toBlogModels(posts, new Map(), none).find((m) => m.route === "/blog")!.blogSidebar, undefined);
});

test("should give a tag of unlisted posts only a page of them, left out of the tag list, and a tag's page its listed posts only", () => {
  const posts = [post(1, ["api"]), post(2, ["api", "secret"]), post(3, [])];
  posts[1]!.page.frontMatter.unlisted = true;
  posts[2]!.page.frontMatter.tags = ["secret"];
  posts[2]!.page.frontMatter.unlisted = true;
  const byRoute = new Map(toBlogModels(posts, new Map(), site).map((m) => [m.route, m]));
  assert.deepEqual(byRoute.get("/blog/tags")!.tagList, [{ label: "api", href: "/blog/tags/api", count: 1 }]);
  assert.deepEqual(
    byRoute.get("/blog/tags/api")!.blogList!.posts.map((p) => p.title),
    ["Post 1"],
  );
  assert.deepEqual(
    byRoute.get("/blog/tags/secret")!.blogList!.posts.map((p) => p.title),
    ["Post 3", "Post 2"],
  );
});
