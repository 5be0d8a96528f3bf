import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before, test } from "node:test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { buildSite } from "../../src/orchestration/build-site.ts";
import { FIXTURES } from "../support.ts";

let out: string;
before(async () => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  const result = await buildSite({ root, linkinator: false });
  assert.equal(result.ok, true);
  out = join(root, "build");
});

const read = (path: string) => readFileSync(join(out, path), "utf8");
const parser = new XMLParser({ ignoreAttributes: false });

test("should write RSS and Atom feeds that parse and list every post, newest first", () => {
  for (const feed of ["blog/rss.xml", "blog/atom.xml"]) assert.equal(XMLValidator.validate(read(feed)), true, feed);
  const rss = parser.parse(read("blog/rss.xml")).rss.channel.item;
  assert.deepEqual(
    rss.map((i: { title: string; link: string }) => [i.title, i.link]),
    [
      ["Second & last", "https://docs.example.com/blog/second"],
      ["Hello", "https://docs.example.com/blog/hello"],
    ],
  );
  const atom = parser.parse(read("blog/atom.xml")).feed.entry;
  assert.deepEqual(
    atom.map((e: { id: string }) => e.id),
    ["https://docs.example.com/blog/second", "https://docs.example.com/blog/hello"],
  );
});

test("should list exactly the built pages in the sitemap and point robots.txt at it", () => {
  assert.equal(XMLValidator.validate(read("sitemap.xml")), true);
  const locs: string[] = parser.parse(read("sitemap.xml")).urlset.url.map((u: { loc: string }) => u.loc);
  const built = (readdirSync(out, { recursive: true }) as string[])
    .filter((f) => f.endsWith("index.html"))
    .map((f) => `https://docs.example.com/${f.replace(/\/?index\.html$/, "")}`)
    .sort();
  assert.deepEqual([...locs].sort(), built);
  assert.match(read("robots.txt"), /^Sitemap: https:\/\/docs\.example\.com\/sitemap\.xml$/m);
});

test("should cut the blog list at the truncate marker and give tag pages, the archive and the authors page", () => {
  const list = read("blog/index.html");
  assert.match(list, /Above the cut\./);
  assert.doesNotMatch(list, /Below the cut\./);
  assert.match(read("blog/hello/index.html"), /Below the cut\./);
  assert.match(read("blog/tags/index.html"), /news<!-- --> <span class="count">\(<!-- -->2<!-- -->\)<\/span>/);
  assert.match(read("blog/tags/api/index.html"), /Second &amp; last/);
  assert.match(read("blog/archive/index.html"), /<h2>2025<\/h2>/);
  assert.match(
    read("blog/authors/index.html"),
    /<h2><a href="https:\/\/example\.com\/ana">Ana Costa<\/a> <span class="count">\(<!-- -->1<!-- -->\)<\/span><\/h2>/,
  );
  assert.match(read("docs/intro/index.html"), /<meta property="og:title" content="Intro \| Developer Docs"\/>/);
});

test("should make no blog page, feed or feed link for a site without a post, as Docusaurus makes none", async (t) => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  rmSync(join(root, "content/blog"), { recursive: true });
  const config = join(root, "config.yaml");
  writeFileSync(config, readFileSync(config, "utf8").replace(/\n {4}- label: Blog\n {6}to: \/blog/, ""));
  const result = await buildSite({ root });
  assert.equal(result.ok, true);
  const built = readdirSync(join(root, "build"));
  assert.deepEqual(
    built.filter((name) => name === "blog"),
    [],
  );
  const intro = readFileSync(join(root, "build/docs/intro/index.html"), "utf8");
  assert.doesNotMatch(intro, /rel="alternate"/);
  assert.doesNotMatch(readFileSync(join(root, "build/sitemap.xml"), "utf8"), /\/blog/);
});
