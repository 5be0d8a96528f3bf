import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test, type TestContext } from "node:test";
import { brokenPages, crawlScope } from "../../src/incremental/crawl-scope.ts";
import { contentHash } from "../../src/pipeline/5-write/content-hash.ts";
import type { WrittenFolder } from "../../src/pipeline/5-write/write-site.ts";
import { pagesOf } from "../../src/pipeline/6-check/linkinator/written-pages.ts";

const html = (body: string) => `<!DOCTYPE html><html><body>${body}</body></html>`;

/** A written site whose last crawl found every link whole (but where `broken` says). */
const BEFORE: Record<string, string> = {
  "index.html": html('<a href="/docs/a">a</a><a href="/docs/b#x">b, at x</a>'),
  "docs/a/index.html": html('<a href="/docs/c/">c</a>'),
  "docs/b/index.html": html('<h2 id="x">X</h2><a href="/docs/b.md">twin</a>'),
  "docs/b.md": "# B\n",
  "docs/c/index.html": html("<p>C</p>"),
  "docs/c.md": "# C\n",
  "docs/d/index.html": html('<a href="/docs/b">b</a><a href="/docs/a#top">a</a>'),
  "docs/e/index.html": html('<a href="/docs/c.md">c as markdown</a>'),
  "404.html": html("<h1>Not found</h1>"),
  "assets/site.css": "body{}",
  "assets/site.css.gz": "compressed",
};

/** Writes a site's files as a build does, with the hash of each but the compressed copies. */
function folder(t: TestContext, files: Record<string, string>): WrittenFolder {
  const dir = mkdtempSync(join(tmpdir(), "crawl-scope-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const hashes: Record<string, string> = {};
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
    if (!/\.(gz|br)$/.test(path)) hashes[path] = contentHash(Buffer.from(text));
  }
  return { dir, hashes };
}

test("should crawl the changed pages and the unchanged ones linking to a page that is gone or to a fragment of a changed page", async (t) => {
  const before = folder(t, BEFORE);
  const { "docs/c/index.html": _, "docs/c.md": __, ...rest } = BEFORE;
  const now = folder(t, { ...rest, "docs/b/index.html": html('<h2 id="y">Y</h2>'), "docs/b.md": "# B, edited\n" });
  assert.deepEqual(await crawlScope(now, "/", true, { ...before, baseUrl: "/", fragments: true, broken: [] }), {
    // b changed; home links b#x; a links c, which is gone; e links c's twin, gone with it. d links b, but no fragment of it.
    pages: ["", "docs/a", "docs/b", "docs/e"],
    total: 6,
    kept: [],
  });
});

test("should crawl nothing when nothing changed, and every page when the crawl's settings differ or a file other than a page is gone", async (t) => {
  const before = folder(t, BEFORE);
  const same = folder(t, BEFORE);
  const last = { ...before, baseUrl: "/", fragments: true, broken: [] };
  assert.deepEqual(await crawlScope(same, "/", true, last), { pages: [], total: 7, kept: [] });
  assert.equal(await crawlScope(same, "/", true, undefined), undefined);
  assert.equal(await crawlScope(same, "/", false, last), undefined);
  assert.equal(await crawlScope(same, "/docs-v2/", true, last), undefined);
  const { "assets/site.css": _, ...withoutCss } = BEFORE;
  assert.equal(await crawlScope(folder(t, withoutCss), "/", true, last), undefined);
  // Compressed copies are no files of the site.
  const { "assets/site.css.gz": __, ...withoutGz } = BEFORE;
  assert.deepEqual(await crawlScope(folder(t, withoutGz), "/", true, last), { pages: [], total: 7, kept: [] });
});

test("should crawl no page linking a fragment of a changed page that kept its ids, once that costs less than reading the pages", async (t) => {
  // Twenty pages link b#x: b changes, one page for twenty unchanged, so its ids are compared rather than all read.
  const linking = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`docs/l${i}/index.html`, html('<a href="/docs/b#x">b, at x</a>')]));
  const files = {
    ...linking,
    "docs/b/index.html": html('<h2 id="x">X</h2>'),
    "docs/c/index.html": html('<a id="top" href="#top">top</a>'),
    "docs/d/index.html": html('<a href="/docs/c#top">c, at its top</a>'),
  };
  const last = { ...folder(t, files), baseUrl: "/", fragments: true, broken: [] };
  const kept = { ...files, "docs/b/index.html": html('<h2 id="x">X, edited</h2><p id="new">more</p>') };
  assert.deepEqual((await crawlScope(folder(t, kept), "/", true, last))?.pages, ["docs/b"]);
  // A permalink anchor's own fragment counts as an id, as linkinator reads it.
  const permalink = { ...files, "docs/c/index.html": html('<a id="top-link" href="#top">top</a>') };
  assert.deepEqual((await crawlScope(folder(t, permalink), "/", true, last))?.pages, ["docs/c"]);
  const lost = { ...files, "docs/b/index.html": html('<h2 id="y">Y</h2>') };
  assert.deepEqual(
    (await crawlScope(folder(t, lost), "/", true, last))?.pages,
    ["docs/b", ...Object.keys(linking).map((path) => path.slice(0, -"/index.html".length))].sort(),
  );
});

test("should read links under a base URL as the site serves them", async (t) => {
  const prefixed = Object.fromEntries(Object.entries(BEFORE).map(([path, text]) => [path, text.replaceAll('href="/docs/', 'href="/base/docs/')]));
  const before = folder(t, prefixed);
  const now = folder(t, { ...prefixed, "docs/b/index.html": html("<p>B, without x</p>") });
  assert.deepEqual((await crawlScope(now, "/base/", true, { ...before, baseUrl: "/base/", fragments: true, broken: [] }))?.pages, ["", "docs/b"]);
});

test("should find again the broken links of the pages it does not crawl, and crawl a page whose broken link's target is new or changed", async (t) => {
  const files = { ...BEFORE, "docs/f/index.html": html('<a href="/docs/later">later</a>') };
  // d links a fragment a has not; f links a page that is not there.
  const anchor = { source: "/docs/d", target: "/docs/a#top", status: 404 };
  const missing = { source: "/docs/f", target: "/docs/later", status: 404 };
  const last = { ...folder(t, files), baseUrl: "/", fragments: true, broken: [anchor, missing] };
  assert.deepEqual(await crawlScope(folder(t, files), "/", true, last), { pages: [], total: 8, kept: [anchor, missing] });
  // a changed: d, which links a fragment of it, is crawled with it; f's broken link is as it was.
  assert.deepEqual(await crawlScope(folder(t, { ...files, "docs/a/index.html": html("<p>A, edited</p>") }), "/", true, last), {
    pages: ["docs/a", "docs/d"],
    total: 8,
    kept: [missing],
  });
  // The page f links is there now: f is crawled, d's broken link is as it was.
  assert.deepEqual(await crawlScope(folder(t, { ...files, "docs/later/index.html": html("<p>Later</p>") }), "/", true, last), {
    pages: ["docs/f", "docs/later"],
    total: 9,
    kept: [anchor],
  });
  // f is gone, and its broken link with it, though the page it linked is there now.
  const { "docs/f/index.html": _, ...withoutF } = files;
  assert.deepEqual(await crawlScope(folder(t, withoutF), "/", true, last), { pages: [], total: 7, kept: [anchor] });
  assert.deepEqual(await crawlScope(folder(t, { ...withoutF, "docs/later/index.html": html("<p>Later</p>") }), "/", true, last), {
    pages: ["docs/later"],
    total: 8,
    kept: [anchor],
  });
});

test("should name the pages of broken links' sources, or none when a source is no page of the site", async (t) => {
  const pages = pagesOf(Object.keys(folder(t, { ...BEFORE, "docs/café/index.html": html("<p>Café</p>") }).hashes));
  assert.deepEqual(brokenPages(["/base/docs/a/", "/base/", "/base/docs/caf%C3%A9", "/base/docs/a"], "/base/", pages), ["", "docs/a", "docs/café"]);
  assert.deepEqual(brokenPages(["/404.html"], "/", pages), ["404.html"]);
  assert.equal(brokenPages(["/docs/gone"], "/", pages), undefined);
});
