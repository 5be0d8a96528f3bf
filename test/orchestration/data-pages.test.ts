import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { VFile } from "vfile";
import { createCache } from "../../src/incremental/cache.ts";
import { keptDataPages, type DataPages } from "../../src/orchestration/data-pages.ts";

/** Makes two pages from `text`, counting its runs, with a warning on the data file it read. */
function maker(text: string) {
  const runs = { count: 0, trees: 0 };
  const make = (files: VFile[]): DataPages => {
    runs.count++;
    const data = new VFile({ path: "content/theme-api/models.yaml", value: text });
    data.message("a warning", { place: { line: 2, column: 3 }, ruleId: "invalid-theme-api" });
    files.push(data);
    const page = (name: string) => ({
      kind: "doc" as const,
      file: new VFile({ path: `content/docs/theme/${name}.md`, value: "", data: { source: data.path } }),
      tree: () => (runs.trees++, { type: "root" as const, children: [{ type: "text" as const, value: `${name} from ${text}` }] }),
      frontMatter: { title: name },
      dir: "theme",
      name,
      generated: true as const,
      route: `/docs/theme/${name}`,
    });
    return { pages: [page("cart"), page("order")], categories: new Map([["theme", { label: "Theme", position: 2 }]]) };
  };
  return { runs, make };
}

test("should keep pages made from data on disk, and make their trees from the data only when one is asked for", () => {
  const disk = { path: join(mkdtempSync(join(tmpdir(), "data-pages-")), ".cache/doc-pages.v8"), engine: "engine" };
  const build = (text: string, make: (files: VFile[]) => DataPages) => {
    const run = { cache: createCache({ disk }), files: [] as VFile[] };
    const pages = keptDataPages(run, "theme api", { inputs: { text }, key: [text] }, make)!;
    return { pages, run };
  };
  const first = maker("a: 1");
  const one = build("a: 1", first.make);
  assert.equal(first.runs.count, 1);
  assert.deepEqual((one.pages.pages[1]!.tree!().children[0] as { value: string }).value, "order from a: 1");
  one.run.cache.end(true);

  const again = maker("a: 1");
  const two = build("a: 1", again.make);
  assert.equal(again.runs.count, 0, "found on disk: the data is not read");
  assert.deepEqual(
    two.pages.pages.map((page) => [page.route, page.file.path, page.file.data.source, page.frontMatter.title]),
    one.pages.pages.map((page) => [page.route, page.file.path, page.file.data.source, page.frontMatter.title]),
  );
  assert.deepEqual([...two.pages.categories], [...one.pages.categories]);
  assert.deepEqual(
    two.run.files.map((file) => [file.path, file.messages.map((m) => [m.reason, m.line, m.column, m.ruleId])]),
    [["content/theme-api/models.yaml", [["a warning", 2, 3, "invalid-theme-api"]]]],
    "the data file's messages are given again",
  );
  assert.deepEqual(two.pages.pages[0]!.tree!(), one.pages.pages[0]!.tree!());
  two.pages.pages[1]!.tree!();
  assert.equal(again.runs.count, 1, "made again once, for every page's tree");
  assert.equal(two.run.files.length, 1, "the messages of the data made again are not reported twice");
  two.run.cache.end(true);

  const changed = maker("a: 2");
  const three = build("a: 2", changed.make);
  assert.equal(changed.runs.count, 1, "other data: made again");
  assert.equal((three.pages.pages[0]!.tree!().children[0] as { value: string }).value, "cart from a: 2");
});

test("should give author mode's next build the same pages and tree functions while the data is the same", () => {
  const cache = createCache({ memory: true });
  const { runs, make } = maker("a: 1");
  const build = (text: string) => {
    const pages = keptDataPages({ cache, files: [] }, "theme api", { inputs: { text }, key: [text] }, make)!;
    cache.end(true);
    return pages;
  };
  const first = build("a: 1");
  const second = build("a: 1");
  assert.equal(second.pages[0]!.tree, first.pages[0]!.tree, "the transform's memo compares the tree function");
  assert.notEqual(second.pages[0]!.file, first.pages[0]!.file, "a file of its own for each build's messages");
  assert.equal((second.pages[1]!.tree!().children[0] as { value: string }).value, "order from a: 1");
  assert.equal(runs.count, 1, "the data is read once");
  assert.notEqual(build("a: 2").pages[0]!.tree, first.pages[0]!.tree);
  assert.equal(runs.count, 2);
});
