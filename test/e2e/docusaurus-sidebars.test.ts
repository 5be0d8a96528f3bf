import assert from "node:assert/strict";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before, test } from "node:test";
import { buildSite } from "../../src/orchestration/build-site.ts";
import { formatMessages } from "../../src/report/index.ts";
import { FIXTURES } from "../support.ts";

/**
 * The fixture site with a Docusaurus docs folder copied in as it is (test/fixtures/docusaurus-docs: a sidebars.js,
 * number prefixes, a `_category_.json` with a generated index and a `_category_.yml` linked to a doc), named in
 * config.yaml and in the navbar.
 */
let root: string;
let report: string;
let ok: boolean;
/** Returns a new copy of the fixture site with the Docusaurus docs folder in it. */
function docusaurusSite(): string {
  const root = mkdtempSync(join(tmpdir(), "docusaurus-site-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  cpSync(join(FIXTURES, "docusaurus-docs"), join(root, "content/docs/guide"), { recursive: true });
  const config = readFileSync(join(root, "config.yaml"), "utf8");
  writeFileSync(
    join(root, "config.yaml"),
    config.replace("    - label: Blog\n", "    - label: Guide\n      to: /docs/guide/intro\n      sidebar: guide\n    - label: Blog\n"),
  );
  appendFileSync(join(root, "config.yaml"), "\ndocsRoots:\n  - folder: guide\n    sidebars: content/docs/guide/sidebars.js\n");
  return root;
}

before(async () => {
  root = docusaurusSite();
  const result = await buildSite({ root, linkinator: false });
  report = formatMessages(result.files);
  ok = result.ok;
});

const page = (route: string) => readFileSync(join(root, "build", route, "index.html"), "utf8");
/** Returns the sidebar of a page as its links' text and targets. */
const sidebar = (html: string) => {
  const nav = html.slice(html.indexOf('aria-label="Docs sidebar"'), html.indexOf("</nav>", html.indexOf('aria-label="Docs sidebar"')));
  return [...nav.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);
};

test("should build a copied Docusaurus docs folder with its sidebars file and category files, without a message", () => {
  assert.equal(report, "");
  assert.equal(ok, true);
  const intro = page("docs/guide/intro");
  assert.match(intro, /<nav aria-label="Docs sidebar" data-sidebar="guide"/);
  assert.match(intro, /<a href="\/docs\/guide\/intro" aria-current="true" class="active">Guide<\/a>/);
  assert.deepEqual(sidebar(intro), [
    "Guide /docs/guide/intro",
    "Set up /docs/guide/setup",
    "Tutorials /docs/guide/category/tutorials",
    "First steps /docs/guide/tutorials/first",
    "Next steps /docs/guide/tutorials/second",
    "Concepts /docs/guide/concepts/overview", // the doc a category links is no item of it, as in Docusaurus
    "State /docs/guide/concepts/state",
    "Blog /blog",
  ]);
});

test("should make the generated index page of a category, in its sidebar and reading order", () => {
  const index = page("docs/guide/category/tutorials");
  assert.match(index, /<h1[^>]*>Tutorials<\/h1>/);
  assert.match(index, /<p>Learn by doing\.<\/p>/);
  assert.match(index, /<a href="\/docs\/guide\/tutorials\/first">First steps<\/a>: Make your first change\./);
  assert.match(index, /<a href="\/docs\/guide\/tutorials\/second">Next steps<\/a><\/li>/);
  assert.match(index, /data-sidebar="guide"/);
  assert.match(page("docs/guide/setup"), /<a class="pagination-link next" href="\/docs\/guide\/category\/tutorials" rel="next">/);
  assert.match(
    readFileSync(join(root, "build/llms.txt"), "utf8"),
    /^## Guide\n\n- \[Guide\]\(https:\/\/docs\.example\.com\/docs\/guide\/intro\.md\): What the guide covers\.\n- \[Setting up\]/m,
  );
  rmSync(root, { recursive: true, force: true });
});

test("should read a sidebars file again when it or a file it requires changes, and replay its warnings when neither did", async (t) => {
  const site = docusaurusSite();
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const sidebars = join(site, "content/docs/guide/sidebars.js");
  writeFileSync(sidebars, "module.exports = {\n  guide: ['intro', { type: 'category', label: 'More', items: require('./more.js') }, makeItems()],\n};\n");
  writeFileSync(join(site, "content/docs/guide/more.js"), "module.exports = ['setup'];\n");
  const build = async () => {
    const result = await buildSite({ root: site, linkinator: false });
    return { ok: result.ok, report: formatMessages(result.files), sidebar: sidebar(readFileSync(join(site, "build/docs/guide/intro/index.html"), "utf8")) };
  };
  const first = await build();
  assert.equal(first.ok, true);
  assert.match(first.report, /sidebars\.js:2:\d+-2:\d+: Unexpected call `makeItems\(\)`/);
  assert.deepEqual(first.sidebar, ["Guide /docs/guide/intro", "More /docs/guide/setup", "Set up /docs/guide/setup"]);
  // A doc edited: the sidebars file is kept from the last build, with its warning.
  appendFileSync(join(site, "content/docs/guide/intro.md"), "\nOne more line.\n");
  assert.deepEqual(await build(), first);
  // The file it requires edited: read again.
  writeFileSync(join(site, "content/docs/guide/more.js"), "module.exports = ['setup', 'tutorials/first'];\n");
  assert.deepEqual((await build()).sidebar, [
    "Guide /docs/guide/intro",
    "More /docs/guide/setup",
    "Set up /docs/guide/setup",
    "First steps /docs/guide/tutorials/first",
  ]);
});
