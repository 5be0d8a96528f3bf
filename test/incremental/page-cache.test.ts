import assert from "node:assert/strict";
import { closeSync, mkdtempSync, openSync, readdirSync, statSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { openPageCache, toStoredPage, type PageCache, type StoredPage } from "../../src/incremental/page-cache.ts";

const options = { path: join(mkdtempSync(join(tmpdir(), "page-cache-")), ".cache/doc-pages.v8"), engine: "engine" };

function page(route: string, html: string) {
  return toStoredPage({
    route,
    ids: ["a"],
    data: { route, links: [] },
    messages: [{ reason: "a warning", place: { line: 1, column: 1 }, ruleId: "unsafe-html", source: "docs", fatal: false }],
    finished: { route, html, markdown: "# A\n", sections: [], model: { route, kind: "doc", title: "A", description: "B" } as never },
  });
}

/** Returns the HTML of the page kept under `key`: the tail of its record. */
function htmlOf(cache: PageCache, key: string): string {
  assert.ok(cache.find(key));
  return cache.tail(key).toString();
}

/** Keeps a page as the cache does: its HTML as the record's tail. */
function keepPage(cache: PageCache, key: string, stored: StoredPage): void {
  const { html, ...finished } = stored.finished;
  cache.keep(key, { ...stored, finished }, html);
}

test("should give back, in the next build, the pages kept under their keys for the same engine, their tails when asked", () => {
  const first = openPageCache(options);
  const one = first.keyOf("one");
  const two = first.keyOf("two");
  assert.notEqual(one, two);
  keepPage(first, one, page("/docs/one", "<p>é one</p>".repeat(400)));
  keepPage(first, two, page("/docs/two", "<p>two</p>"));
  first.save();
  const next = openPageCache(options);
  assert.equal(next.keyOf("one"), one);
  const found = next.find(one) as StoredPage;
  assert.equal(found.finished.html, undefined, "the tail is read only when asked for");
  assert.equal(found.finished.htmlHash, page("/docs/one", "<p>é one</p>".repeat(400)).finished.htmlHash);
  assert.equal(next.tail(one).toString(), "<p>é one</p>".repeat(400));
  assert.deepEqual(found.messages, page("/docs/one", "").messages);
  assert.equal(next.find(next.keyOf("three")), undefined);
  next.keep(one, found);
  next.save();
  // A build that found every page it kept and no other leaves the file as it is.
  const written = statSync(options.path).ino;
  const same = openPageCache(options);
  same.keep(one, same.find(one)!);
  same.save();
  assert.equal(statSync(options.path).ino, written, "the file was written again");
  // Only what the last build kept stays; another engine finds nothing.
  assert.equal(openPageCache(options).find(two), undefined);
  assert.ok(openPageCache(options).find(one));
  const otherEngine = openPageCache({ ...options, engine: "other" });
  assert.equal(otherEngine.find(otherEngine.keyOf("one")), undefined);
  assert.equal(openPageCache({ ...options, read: false }).find(one), undefined);
});

test("should read an unreadable cache file as an empty cache", () => {
  const path = join(mkdtempSync(join(tmpdir(), "page-cache-")), "doc-pages.v8");
  writeFileSync(path, "not a cache");
  const cache = openPageCache({ path, engine: "engine" });
  assert.equal(cache.find(cache.keyOf("{}")), undefined);
});

/** Returns a fresh folder whose cache file a build saved with one page, `one`, and the options that open it. */
function cacheOfOnePage() {
  const dir = mkdtempSync(join(tmpdir(), "page-cache-"));
  const at = { path: join(dir, "doc-pages.v8"), engine: "engine" };
  const first = openPageCache(at);
  keepPage(first, first.keyOf("one"), page("/docs/one", "one"));
  first.save();
  return { dir, at };
}

test("should write a page made to the next file as it is kept, and append it to the last file when saved", () => {
  const { dir, at } = cacheOfOnePage();
  const next = openPageCache(at);
  const big = "<p>two</p>".repeat(10_000);
  keepPage(next, next.keyOf("two"), page("/docs/two", big));
  // On disk already, in the file that becomes the cache: the build does not hold the page until the end.
  const partial = readdirSync(dir).find((name) => name.endsWith(".tmp"))!;
  assert.ok(statSync(join(dir, partial)).size > big.length);
  next.keep(next.keyOf("one"), next.find(next.keyOf("one"))!);
  const file = statSync(at.path).ino;
  next.save();
  assert.deepEqual(readdirSync(dir), ["doc-pages.v8"]);
  // The page found stays where it is: the file is the same, longer by the page made and an index.
  assert.equal(statSync(at.path).ino, file);
  const third = openPageCache(at);
  assert.equal(htmlOf(third, third.keyOf("one")), "one");
  assert.equal(htmlOf(third, third.keyOf("two")), big);
  third.save();
});

test("should make again a page whose record cannot be read, and leave no next file after a failed build or a dead one", () => {
  const { dir, at } = cacheOfOnePage();
  // The record's first bytes overwritten: its index still reads.
  const fd = openSync(at.path, "r+");
  writeSync(fd, Buffer.alloc(16, 0xff), 0, 16, 0);
  closeSync(fd);
  const next = openPageCache(at);
  assert.equal(next.find(next.keyOf("one")), undefined);
  keepPage(next, next.keyOf("two"), page("/docs/two", "two"));
  next.abort();
  assert.deepEqual(readdirSync(dir), ["doc-pages.v8"]);
  // A next file a process that no longer runs left behind is removed when the cache is opened.
  writeFileSync(join(dir, "doc-pages.v8.999999999-1.tmp"), "left");
  writeFileSync(join(dir, `doc-pages.v8.${process.pid}-7.tmp`), "running");
  openPageCache(at).abort();
  assert.deepEqual(readdirSync(dir).sort(), ["doc-pages.v8", `doc-pages.v8.${process.pid}-7.tmp`]);
});

test("should write the cache afresh, without the pages no build uses, once they outweigh the pages kept", () => {
  const { dir, at } = cacheOfOnePage();
  const big = "<p>a page</p>".repeat(5_000);
  const second = openPageCache(at);
  keepPage(second, second.keyOf("big"), page("/docs/big", big));
  second.save();
  // The big page is no longer kept: appending `three` would leave the file mostly dead bytes.
  const third = openPageCache(at);
  keepPage(third, third.keyOf("three"), page("/docs/three", "three"));
  const file = statSync(at.path);
  third.save();
  assert.notEqual(statSync(at.path).ino, file.ino);
  assert.ok(statSync(at.path).size < big.length, "the big page's record is gone");
  const fourth = openPageCache(at);
  assert.equal(htmlOf(fourth, fourth.keyOf("three")), "three");
  assert.equal(fourth.find(fourth.keyOf("big")), undefined);
  fourth.abort();
  assert.deepEqual(readdirSync(dir), ["doc-pages.v8"]);
});

test("should write the cache afresh while another build holds the lock, and take over a lock whose process is gone", () => {
  const { at } = cacheOfOnePage();
  const save = () => {
    const build = openPageCache(at);
    build.keep(build.keyOf("one"), build.find(build.keyOf("one"))!);
    keepPage(build, build.keyOf(`made ${Math.random()}`), page("/docs/two", "two"));
    const before = statSync(at.path).ino;
    build.save();
    return statSync(at.path).ino === before ? "appended" : "written afresh";
  };
  writeFileSync(`${at.path}.lock`, String(process.pid));
  assert.equal(save(), "written afresh");
  writeFileSync(`${at.path}.lock`, "999999999");
  assert.equal(save(), "appended");
});
