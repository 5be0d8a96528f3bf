import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { createMemoCache } from "../../src/incremental/memo-cache.ts";

test("should give the kept value for the same key and the same dependencies, and make it again otherwise", () => {
  const cache = createMemoCache();
  const dep = {};
  let made = 0;
  const make = () => ++made;
  assert.equal(cache.memo("parse", "a", [dep], make), 1);
  assert.equal(cache.memo("parse", "a", [dep], make), 1);
  assert.equal(cache.memo("parse", "a", [{}], make), 2, "another object, though equal");
  assert.equal(cache.memo("parse", "b", [dep], make), 3);
  assert.equal(cache.memo("render", "a", [dep], make), 4, "each stage keeps its own keys");
  assert.deepEqual(cache.stats(), { parse: { hits: 1, misses: 3 }, render: { hits: 0, misses: 1 } });
});

test("should forget at a sweep what the last build did not use, and keep nothing when asked not to", () => {
  const cache = createMemoCache();
  cache.memo("parse", "used", [], () => "kept");
  cache.memo("parse", "gone", [], () => "old");
  cache.sweep();
  cache.memo("parse", "used", [], () => "again");
  cache.sweep();
  assert.equal(
    cache.memo("parse", "used", [], () => "new"),
    "kept",
  );
  assert.equal(
    cache.memo("parse", "gone", [], () => "new"),
    "new",
  );
  const none = createMemoCache({ keep: false });
  none.memo("parse", "a", [], () => 1);
  assert.equal(
    none.memo("parse", "a", [], () => 2),
    2,
  );
});

test("should read a file once until it is invalidated", () => {
  const path = join(mkdtempSync(join(tmpdir(), "memo-")), "page.md");
  writeFileSync(path, "one");
  const cache = createMemoCache();
  assert.equal(cache.read(path), "one");
  writeFileSync(path, "two");
  assert.equal(cache.read(path), "one");
  cache.invalidate([path]);
  assert.equal(cache.read(path), "two");
});
