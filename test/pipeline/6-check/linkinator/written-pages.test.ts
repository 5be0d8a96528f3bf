import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import { fragmentIds, pageHrefs } from "../../../../src/pipeline/6-check/linkinator/written-pages.ts";

// Linkinator's own reading of a page's ids, which `fragmentIds` must agree with: reached by path, as the package
// exports its checker only.
const folder = dirname(createRequire(import.meta.url).resolve("linkinator"));
const { extractFragmentIds } = (await import(pathToFileURL(join(folder, "links.js")).href)) as {
  extractFragmentIds: (source: Readable) => Promise<Set<string>>;
};

const PAGES = [
  '<h2 id="setup">Setup</h2><p id="x">text</p><div name="not-a-fragment"></div>',
  '<a name="legacy">old anchor</a><A NAME="Upper">caps</A><a href="#plain">no id, no fragment</a>',
  '<a id="setup-link" href="#setup">permalink</a><a id="lone" href="#">empty fragment</a>',
  "<h3 id='single'>quoted once</h3><span id=bare>unquoted</span><h2 id=\"caf&eacute;\">Caf&eacute;</h2>",
  '<script>const html = \'<p id="in-script">\';</script><p>id="in-text" is text</p><!-- <p id="in-comment"> -->',
  '<h2 id="">empty</h2><img id="pic" src="/a.png"><input name="field">',
];

test("should read a page's fragment ids as linkinator does", async () => {
  for (const html of PAGES) assert.deepEqual(await fragmentIds(html), await extractFragmentIds(Readable.from([html])), html);
  assert.deepEqual([...(await fragmentIds(PAGES[2]!))], ["setup-link", "setup", "lone"]);
});

test("should resolve a page's hrefs on its own origin, with and without their query", () => {
  const hrefs = pageHrefs(
    '<a href="/docs/a?tab=ios#set%C3%BAp">a</a><a href="https://example.com/x">out</a><a href="b&amp;c">b</a>',
    new URL("http://site.invalid/docs/"),
  );
  assert.deepEqual([...hrefs], ["/docs/a#setúp", "/docs/a?tab=ios#setúp", "/docs/b&c"]);
});
