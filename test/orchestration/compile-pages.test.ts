import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test, type TestContext } from "node:test";
import { createCache, type Cache } from "../../src/incremental/cache.ts";
import { compileSite } from "../../src/orchestration/compile-site.ts";
import { formatMessages } from "../../src/report/index.ts";
import { addLongSidebar, FIXTURES } from "../support.ts";

/** Returns a cache that throws where the page at `route` would be parsed and transformed: a page whose build throws. */
function throwingAt(route: string): Cache {
  const cache = createCache();
  return {
    ...cache,
    memoFile(step, id, file, inputs, make) {
      if (step === "transform" && id === route) throw new TypeError("Cannot read properties of undefined (reading 'children')");
      return cache.memoFile(step, id, file, inputs, make);
    },
  };
}

test("should turn an exception while a page is built into an error on that page, and still build and check every other page", async () => {
  const site = await compileSite({ root: join(FIXTURES, "site"), cache: throwingAt("/docs/other") });
  const report = formatMessages(site.files);
  assert.equal(site.ok, false);
  assert.match(
    report,
    /^error content\/docs\/other\.md:1:1: Unexpected error while this page was built: Cannot read properties of undefined \(reading 'children'\) \[internal-error\]\n {2}hint: the page was left out; Folio could not read something in it: report this message with the page$/m,
  );
  // The other pages were built and checked: the link to the page left out is reported on the page that has it.
  assert.match(report, /^error content\/docs\/intro\.md:8:18-8:45: Unexpected link to `\/docs\/other#second`, expected an existing route \[broken-link\]$/m);
});

/** Returns a copy of the fixture site, and a function that writes one of its files. */
function siteCopy(t: TestContext): { root: string; write: (path: string, edit: (text: string) => string) => void } {
  const root = mkdtempSync(join(tmpdir(), "compile-pages-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  return { root, write: (path, edit) => writeFileSync(join(root, path), edit(readFileSync(join(root, path), "utf8"))) };
}

test("should give a page whose links the transform removed a markdown twin printed from its tree", async (t) => {
  const { root, write } = siteCopy(t);
  write("content/docs/other.md", (text) => `${text}\nUnsafe: [click](javascript:alert(1)) here.\n`);
  const site = await compileSite({ root });
  const twin = String(site.outputs.find((file) => file.path === "docs/other.md")?.contents);
  assert.match(twin, /^# Other\n\n> The other page\.\n\n## First\n\n## Second\n\nUnsafe: click here\.\n$/);
});

test("should have author mode's rebuilds report what a fresh build reports: an unknown author, a front matter key moved", async (t) => {
  const { root, write } = siteCopy(t);
  const cache = createCache({ memory: true });
  const rebuild = async (path: string, edit: (text: string) => string) => {
    write(path, edit);
    cache.invalidate([join(root, path)]);
    const [warm, cold] = [await compileSite({ root, cache, dev: true }), await compileSite({ root, dev: true })];
    assert.equal(formatMessages(warm.files), formatMessages(cold.files));
    return formatMessages(warm.files);
  };
  await compileSite({ root, cache, dev: true });
  assert.match(await rebuild("content/blog/2025-02-01-hello.md", (text) => text.replace("authors: [ana]", "authors: [ana, bob]")), /Unexpected author `bob`/);
  // The blog's models are kept: the message they gave the post is given again.
  assert.match(await rebuild("content/docs/intro.md", (text) => `${text}\nA sentence.\n`), /Unexpected author `bob`/);
  // Front matter is blanked in the text: moving a key leaves the text the same, but not where the key is.
  await rebuild("content/docs/other.md", (text) => text.replace("title: Other\n", "title: Other\npagination_next: nope\n"));
  assert.match(
    await rebuild("content/docs/other.md", (text) => text.replace("title: Other\npagination_next: nope\n", "pagination_next: nope\ntitle: Other\n")),
    /other\.md:2:1.*pagination_next: nope/,
  );
});

test("should have author mode publish the sidebar tree a fresh build publishes when a long sidebar's navbar label changes", async (t) => {
  const { root, write } = siteCopy(t);
  addLongSidebar(root, 45, "Guides");
  const cache = createCache({ memory: true });
  const tree = (site: Awaited<ReturnType<typeof compileSite>>) =>
    String(site.outputs.find((file) => /^assets\/sidebar-bulkSidebar\.[0-9a-f]+\.json$/.test(file.path))?.contents);
  await compileSite({ root, cache, dev: true });
  write("config.yaml", (text) => text.replace("label: Guides", "label: Handbook"));
  cache.invalidate([join(root, "config.yaml")]);
  const [warm, cold] = [await compileSite({ root, cache, dev: true }), await compileSite({ root, dev: true })];
  assert.match(tree(cold), /"href":"\/docs\/category\/handbook"/);
  assert.equal(tree(warm), tree(cold));
});
