import assert from "node:assert/strict";
import { test } from "node:test";
import { assignRoutes, postPlace, type SourcePage } from "../../../src/pipeline/1-content/index.ts";
import { postTitle } from "../../../src/pipeline/1-content/post-path.ts";
import { VFile } from "vfile";

test("should title a post with neither title nor heading by its path, as Docusaurus' parseBlogFileName: the text after the date, else the path", () => {
  assert.deepEqual(
    ["2024-03-04-launch/index.md", "2024/03/04/launch.md", "releases/2024-03-04-v2.mdx", "notes/index.md", "notes/draft-ideas.md"].map(postTitle),
    ["launch", "launch", "v2", "notes", "notes/draft-ideas"],
  );
});

test("should route a post named by its date alone at its date, with or without the date in the route", () => {
  const place = postPlace("2024-09-10.md");
  const page: SourcePage = {
    kind: "post",
    file: new VFile({ path: "content/blog/2024-09-10.md" }),
    frontMatter: { title: "T" },
    ...place,
    date: place.nameDate,
  };
  assert.deepEqual(
    [assignRoutes([page], undefined, { dateInRoute: true })[0]!.route, assignRoutes([page])[0]!.route],
    ["/blog/2024/09/10", "/blog/2024-09-10"],
  );
});

test("should route a post below the date its path writes, a month or day of one digit too, as Docusaurus does", () => {
  const routes = ["2021-11-1-sync.md", "2021/3/04/launch.md", "2024-03-04-v2.md"].map((rel) => {
    const place = postPlace(rel);
    const page: SourcePage = { kind: "post", file: new VFile({ path: `content/blog/${rel}` }), frontMatter: { title: "T" }, ...place, date: place.nameDate };
    return [place.nameDate, assignRoutes([page], undefined, { dateInRoute: true })[0]!.route];
  });
  assert.deepEqual(routes, [
    ["2021-11-01", "/blog/2021/11/1/sync"],
    ["2021-03-04", "/blog/2021/3/04/launch"],
    ["2024-03-04", "/blog/2024/03/04/v2"],
  ]);
});
