import assert from "node:assert/strict";
import { test } from "node:test";
import { loadAfresh, retryUrl } from "../../src/shared/load-afresh.ts";

test("should add the retry query after a path, an existing query and before a fragment", () => {
  assert.equal(retryUrl("/assets/search.0123456789.js", 1), "/assets/search.0123456789.js?retry=1");
  assert.equal(retryUrl("/search/quick.json?v=2", 3), "/search/quick.json?v=2&retry=3");
  assert.equal(retryUrl("/a.js#x", 2), "/a.js?retry=2#x");
});

test("should ask for a new URL after each failure and keep the URL that loaded", async () => {
  const asked: string[] = [];
  let fail = 2;
  const load = async (url: string) => {
    asked.push(url);
    if (fail-- > 0) throw new Error("offline");
    return url;
  };
  await assert.rejects(loadAfresh("/p.js", load), /offline/);
  await assert.rejects(loadAfresh("/p.js", load), /offline/);
  assert.equal(await loadAfresh("/p.js", load), "/p.js?retry=2");
  assert.equal(await loadAfresh("/p.js", load), "/p.js?retry=2");
  assert.deepEqual(asked, ["/p.js", "/p.js?retry=1", "/p.js?retry=2", "/p.js?retry=2"]);
});

test("should keep the URL of a part that never failed", async () => {
  assert.equal(await loadAfresh("/q.js", async (url) => url), "/q.js");
});
