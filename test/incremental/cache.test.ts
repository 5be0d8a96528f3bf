import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { VFile } from "vfile";
import { contentHash } from "../../src/pipeline/5-write/content-hash.ts";
import { createCache, type Cache, type PageInputs, type PageMade } from "../../src/incremental/cache.ts";

test("should give the kept value while every input is the same, and make it again otherwise", () => {
  const cache = createCache({ memory: true });
  const tree = {};
  let made = 0;
  const make = () => ++made;
  assert.equal(cache.memo("parse", "a", { text: "x", tree }, make), 1);
  assert.equal(cache.memo("parse", "a", { text: "x", tree }, make), 1);
  assert.equal(cache.memo("parse", "a", { text: "x", tree: {} }, make), 2, "another object, though equal");
  assert.equal(cache.memo("parse", "a", { text: "y", tree: {} }, make), 3, "another text");
  assert.equal(cache.memo("parse", "a", { text: "y" }, make), 4, "an input fewer");
  assert.equal(cache.memo("parse", "b", { text: "y" }, make), 5);
  assert.equal(cache.memo("render", "a", { text: "y" }, make), 6, "each step keeps its own ids");
  assert.deepEqual(cache.stats(), { parse: { hits: 1, misses: 5 }, render: { hits: 0, misses: 1 } });
});

test("should forget at the end of a build what it did not use, and keep nothing without memory", () => {
  const cache = createCache({ memory: true });
  cache.memo("parse", "used", {}, () => "kept");
  cache.memo("parse", "gone", {}, () => "old");
  cache.end(true);
  cache.memo("parse", "used", {}, () => "again");
  cache.end(true);
  assert.equal(
    cache.memo("parse", "used", {}, () => "new"),
    "kept",
  );
  assert.equal(
    cache.memo("parse", "gone", {}, () => "new"),
    "new",
  );
  // A page taken whole keeps the values of the steps that made it, for the build that must make it again.
  const { make } = pageWay("/docs/a");
  const inputs = { page: "a", transform: "t", site: "s" };
  cache.page("/docs/a", inputs, new VFile(), () => (cache.memo("transform", "/docs/a", {}, () => "tree"), make(new VFile())()));
  cache.end(true);
  cache.page("/docs/a", inputs, new VFile(), make(new VFile()));
  cache.end(true);
  assert.equal(
    cache.memo("transform", "/docs/a", {}, () => "again"),
    "tree",
  );
  const none = createCache();
  none.memo("parse", "a", {}, () => 1);
  assert.equal(
    none.memo("parse", "a", {}, () => 2),
    2,
  );
});

test("should give a step's value again with the data and messages it left on the page's file", () => {
  const cache = createCache({ memory: true });
  const step = (file: VFile) =>
    cache.memoFile("transform", "/docs/a", file, { text: "a" }, () => {
      file.data.route = "/docs/a";
      file.message("a warning", { place: { line: 2, column: 1 }, ruleId: "unsafe-html" });
      return "tree";
    });
  const first = new VFile({ path: "a.md" });
  assert.equal(step(first), "tree");
  const second = new VFile({ path: "a.md" });
  assert.equal(step(second), "tree");
  assert.equal(second.data.route, "/docs/a");
  assert.deepEqual(
    second.messages.map((message) => [message.reason, message.line]),
    [["a warning", 2]],
  );
  assert.equal(first.messages.length, 1, "made once: its messages are not added again");
});

test("should give a data step's value again with the files it reported on, on every build", () => {
  const cache = createCache({ memory: true });
  let runs = 0;
  const load = (files: VFile[]) =>
    cache.memoFiles("schema", "", { sdl: "type Query { a: Int }" }, files, (sink) => {
      runs++;
      const file = new VFile({ path: "content/schema/admin-api.graphql" });
      file.message("a warning", { place: { line: 1, column: 1 }, ruleId: "invalid-schema" });
      sink.push(file);
      return "schema";
    });
  const first: VFile[] = [];
  const second: VFile[] = [];
  assert.deepEqual([load(first), load(second), runs], ["schema", "schema", 1]);
  assert.deepEqual(
    second.map((file) => [file.path, file.messages.length]),
    [["content/schema/admin-api.graphql", 1]],
  );
});

/** Returns a page's way that counts its runs, and leaves a message and data on the file. */
function pageWay(route: string) {
  const runs = { count: 0 };
  const make = (file: VFile) => (): PageMade => {
    runs.count++;
    file.data.links = [];
    file.message("a warning", { place: { line: 1, column: 3 }, ruleId: "unsafe-html" });
    return { route, ids: ["top"], finished: { route, html: "<p>é</p>", markdown: "é\n", model: { route, kind: "doc", title: "A" } as never } };
  };
  return { runs, make };
}

test("should keep a finished page in memory and on disk under its inputs, and replay its file's data and messages", () => {
  const disk = { path: join(mkdtempSync(join(tmpdir(), "cache-")), ".cache/doc-pages.v8"), engine: "engine" };
  const inputs = { page: { route: "/docs/a", value: "text" }, transform: "t", site: "s" };
  const { runs, make } = pageWay("/docs/a");
  const memory = createCache({ memory: true });
  const first = new VFile({ path: "a.md" });
  assert.equal(Buffer.from(memory.page("/docs/a", inputs, first, make(first)).finished.html!).toString(), "<p>é</p>");
  const again = new VFile({ path: "a.md" });
  memory.page("/docs/a", inputs, again, make(again));
  assert.equal(runs.count, 1);
  assert.deepEqual(again.data.links, []);
  assert.equal(again.messages[0]?.column, 3);
  // Other inputs make the page again.
  const made = (cache: Cache, pageInputs: PageInputs) => {
    const file = new VFile({ path: "a.md" });
    return { page: cache.page("/docs/a", pageInputs, file, make(file)), file };
  };
  made(memory, { ...inputs, site: "other" });
  assert.equal(runs.count, 2);

  const build = () => createCache({ disk });
  const one = build();
  made(one, inputs);
  const saved = one.end(true);
  assert.deepEqual({ ...saved, ms: 0 }, { reused: 0, unread: 0, made: 1, ms: 0 });
  assert.equal(runs.count, 3);
  const two = build();
  const { page, file } = made(two, inputs);
  assert.equal(runs.count, 3, "found on disk");
  // Posted to another thread, a view into the whole cache file would carry all of it.
  const { html } = page.finished as { html: Uint8Array };
  assert.equal(html.byteLength, html.buffer.byteLength);
  assert.deepEqual([page.ids, file.messages.map((message) => message.reason)], [["top"], ["a warning"]]);
  assert.equal(two.end(true)?.reused, 1);
  // A build that throws keeps nothing it made.
  const failed = build();
  made(failed, { ...inputs, transform: "other" });
  failed.end(false);
  made(build(), { ...inputs, transform: "other" });
  assert.equal(runs.count, 5);
});

test("should give a page found on disk without its HTML when the build links the file of that HTML unread", () => {
  const disk = { path: join(mkdtempSync(join(tmpdir(), "cache-")), ".cache/doc-pages.v8"), engine: "engine" };
  const inputs = { page: { route: "/docs/a", value: "text" }, transform: "t", site: "s" };
  const { make } = pageWay("/docs/a");
  const page = (cache: Cache, unread?: (hash: string) => boolean) => cache.page("/docs/a", inputs, new VFile({ path: "a.md" }), make(new VFile()), unread);
  const first = createCache({ disk });
  const made = page(first, () => true);
  first.end(true);
  assert.equal(Buffer.from(made.finished.html!).toString(), "<p>é</p>", "a page made has its HTML");
  const hash = contentHash(Buffer.from("<p>é</p>"));
  const linked = createCache({ disk });
  const found = page(linked, (htmlHash) => htmlHash === hash);
  assert.deepEqual([found.finished.html, "htmlHash" in found.finished && found.finished.htmlHash], [undefined, hash]);
  assert.deepEqual({ ...linked.end(true), ms: 0 }, { reused: 1, unread: 1, made: 0, ms: 0 });
  const read = createCache({ disk });
  assert.equal(Buffer.from(page(read, () => false).finished.html!).toString(), "<p>é</p>");
  // Author mode keeps the page in memory for its next build: with its HTML.
  const kept = createCache({ disk, memory: true });
  assert.equal(Buffer.from(page(kept, () => true).finished.html!).toString(), "<p>é</p>");
});

test("should read a file once until it is invalidated", () => {
  const path = join(mkdtempSync(join(tmpdir(), "memo-")), "page.md");
  writeFileSync(path, "one");
  const cache = createCache({ memory: true });
  assert.equal(cache.read(path), "one");
  writeFileSync(path, "two");
  assert.equal(cache.read(path), "one");
  cache.invalidate([path]);
  assert.equal(cache.read(path), "two");
});
