import assert from "node:assert/strict";
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { buildSite } from "../../src/orchestration/build-site.ts";
import { FIXTURES } from "../support.ts";

/** The fixture site built with `trailingSlash: true`, as Docusaurus' option of that name asks, the crawl included. */
let root: string;
let ok: boolean;
before(async () => {
  root = mkdtempSync(join(tmpdir(), "trailing-slash-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  appendFileSync(join(root, "config.yaml"), "\ntrailingSlash: true\n");
  // Links to a file, from the site's root and relative to the page: no `/` after them.
  appendFileSync(join(root, "content/docs/intro.md"), "\nThe [site's icon](/favicon.svg), [again](../../favicon.svg).\n");
  ok = (await buildSite({ root })).ok;
});
after(() => rmSync(root, { recursive: true, force: true }));

const out = () => join(root, "build");
/** Returns every built page's HTML by its path in the output. */
const pages = () =>
  (readdirSync(out(), { recursive: true }) as string[])
    .filter((path) => path.endsWith(".html"))
    .map((path) => [path, readFileSync(join(out(), path), "utf8")] as const);
/** A path of the site, and whether it names a file: an extension on its last segment, a `/` after it or not. */
const isSitePath = (path: string) => path.startsWith("/") && !path.startsWith("//");
const isFilePath = (path: string) => /\.[a-z0-9]+\/?$/i.test(path);

test("should build, the crawl finding every link whole", () => {
  assert.equal(ok, true);
});

test("should end every link to a page with `/`, as Docusaurus' links are under trailingSlash, and no link to a file", () => {
  const wrong: string[] = [];
  let checked = 0;
  for (const [file, html] of pages()) {
    for (const [, href] of html.matchAll(/<a [^>]*?href="([^"]+)"/g)) {
      const path = href!.split(/[?#]/)[0]!;
      if (!isSitePath(path) || path === "/") continue;
      checked++;
      if (path.endsWith("/") === isFilePath(path)) wrong.push(`${file}: ${href}`);
    }
  }
  assert.ok(checked > 100, `${checked} links to pages`);
  assert.deepEqual(wrong, []);
  assert.match(
    readFileSync(join(out(), "docs/intro/index.html"), "utf8"),
    /<a href="\/favicon\.svg">site&#x27;s icon<\/a>, <a href="\/favicon\.svg">again<\/a>/,
  );
  assert.match(readFileSync(join(out(), "docs/intro/index.html"), "utf8"), /<a [^>]*href="\/docs\/intro\.md"/);
});

test("should end the canonical URL, the sitemap's and the feeds' page URLs with `/`", () => {
  assert.match(readFileSync(join(out(), "docs/intro/index.html"), "utf8"), /<link rel="canonical" href="https:\/\/docs\.example\.com\/docs\/intro\/"/);
  const locs = [...readFileSync(join(out(), "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  assert.deepEqual(
    locs.filter((path) => path !== "/" && !path.endsWith("/")),
    [],
  );
  const rss = readFileSync(join(out(), "blog/rss.xml"), "utf8");
  assert.match(rss, /<link>https:\/\/docs\.example\.com\/blog\/hello\/<\/link>/);
  assert.match(rss, /<atom:link href="https:\/\/docs\.example\.com\/blog\/rss\.xml" rel="self"/);
});
