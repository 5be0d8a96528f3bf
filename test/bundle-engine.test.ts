import assert from "node:assert/strict";
import { test } from "node:test";
import { bundleEngine } from "../src/bundle-engine.ts";

const entry = new URL("./fixtures/bundle-engine/nested/own-url.ts", import.meta.url);

test("should bundle modules that keep their own import.meta.url, under a name that is the code's hash", async () => {
  const bundle = await bundleEngine(entry);
  assert.match(bundle.href, /\/\.cache\/engine\/own-url-[0-9a-f]{16}\.mjs$/);
  const loaded = (await import(bundle.href)) as typeof import("./fixtures/bundle-engine/nested/own-url.ts");
  assert.equal(loaded.ownUrl, entry.href);
  assert.equal(loaded.sibling, entry.href);
  assert.equal(loaded.quoted, "import.meta.url");
  assert.equal(loaded.sentence, "see import.meta.url here, and import.meta.url too");
  assert.equal((await bundleEngine(entry)).href, bundle.href);
});
