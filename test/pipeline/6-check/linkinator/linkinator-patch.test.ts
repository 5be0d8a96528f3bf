// The patch `npm ci` applies to linkinator (patches/linkinator+7.6.1.patch, by patch-package): a crawled page's
// fragment ids are read in the same pass as its links. Without the patch installed, `getLinks` ignores its fourth
// argument and this fails. What the patch must not change, the broken links found, is run-linkinator.test.ts's.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

const entry = createRequire(import.meta.url).resolve("linkinator");
const links = await import(pathToFileURL(join(dirname(entry), "links.js")).href);

test("linkinator is patched: getLinks reads the page's fragment ids with its links", async () => {
  const html = '<h2 id="a">A</h2><a href="/x#y">x</a><a name="n"></a><a id="p" href="#q">¶</a><link rel="preconnect" id="l" href="/z">';
  const ids = new Set<string>();
  const found = await links.getLinks(Readable.from([Buffer.from(html)]), "http://site.invalid/docs/", false, ids);
  assert.deepEqual(found.map((link: { link: string }) => link.link), ["/x#y", "#q"]);
  assert.deepEqual([...ids].sort(), ["a", "l", "n", "p", "q"]);
  // The same ids as linkinator's own reader, which the patch leaves for pages it does not crawl.
  assert.deepEqual([...(await links.extractFragmentIds(Readable.from([Buffer.from(html)])))].sort(), [...ids].sort());
  assert.deepEqual(links.validateFragmentIds(ids, new Set(["a", "gone"])), [{ fragment: "a", isValid: true }, { fragment: "gone", isValid: false }]);
});
