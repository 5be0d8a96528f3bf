import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { compileSite } from "../../src/orchestration/compile-site.ts";
import { formatMessages } from "../../src/report/index.ts";
import { FIXTURES } from "../support.ts";

/** Compiles the fixture site with its blog at `routeBasePath`; returns every output path and the text of each page. */
async function compileWithBlogAt(routeBasePath: string): Promise<Map<string, string>> {
  const root = mkdtempSync(join(tmpdir(), "blog-route-"));
  try {
    cpSync(join(FIXTURES, "site"), root, { recursive: true });
    const config = join(root, "config.yaml");
    const text = readFileSync(config, "utf8").replace("      to: /blog\n", `      to: /${routeBasePath}\n`);
    writeFileSync(config, text.replace("blog:\n", `blog:\n  routeBasePath: "${routeBasePath}"\n`));
    const files = new Map<string, string>();
    const site = await compileSite({ root, onFile: (file) => files.set(file.path, String(file.contents)) });
    assert.equal(formatMessages(site.files), "");
    for (const file of site.outputs) files.set(file.path, String(file.contents));
    return files;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test("should serve the blog's posts, lists, tags and feeds below its `routeBasePath`, and link the feeds from every page", async () => {
  const files = await compileWithBlogAt("news");
  for (const path of ["news/index.html", "news/hello/index.html", "news/archive/index.html", "news/tags/index.html", "news/rss.xml", "news/atom.xml"])
    assert.ok(files.has(path), path);
  assert.ok(![...files.keys()].some((path) => path.startsWith("blog/")), "nothing is left at /blog");
  const home = files.get("index.html")!;
  assert.match(home, /<link rel="alternate" type="application\/atom\+xml" title="Blog \(Atom\)" href="\/news\/atom.xml"\/>/);
  assert.match(files.get("news/atom.xml")!, /<link rel="self" href="https:\/\/[^"]+\/news\/atom\.xml"\/>/);
});

test("should make the blog the home page when its `routeBasePath` is the site's root, as a blog-only Docusaurus site is", async () => {
  const files = await compileWithBlogAt("");
  assert.match(files.get("index.html")!, /"kind":"blog-list","route":"\/"/);
  assert.ok(files.has("hello/index.html") && files.has("rss.xml") && files.has("tags/index.html"));
});

test("should check a sidebars file's internal link items with the pages' links, each broken one at its place", async () => {
  const root = mkdtempSync(join(tmpdir(), "sidebar-links-"));
  try {
    cpSync(join(FIXTURES, "site"), root, { recursive: true });
    cpSync(join(FIXTURES, "docusaurus-docs"), join(root, "content/docs/guide"), { recursive: true });
    const sidebars = join(root, "content/docs/guide/sidebars.js");
    writeFileSync(
      sidebars,
      readFileSync(sidebars, "utf8").replace("href: '/blog' }", "href: '/blog' }, { type: 'link', label: 'Errors', href: '/errors#codes' }"),
    );
    writeFileSync(
      join(root, "config.yaml"),
      `${readFileSync(join(root, "config.yaml"), "utf8")}\ndocsRoots:\n  - folder: guide\n    sidebars: content/docs/guide/sidebars.js\n`,
    );
    const site = await compileSite({ root });
    assert.match(
      formatMessages(site.files),
      /^error content\/docs\/guide\/sidebars\.js:4:\d+-4:\d+: Unexpected link to `\/errors#codes`, expected an existing route \[broken-link\]$/m,
    );
    assert.equal(site.ok, false);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
