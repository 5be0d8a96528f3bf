import assert from "node:assert/strict";
import { test } from "node:test";
import { WatchQueue } from "../../src/dev/watch-queue.ts";

test("should hand out nothing when no change waits", () => {
  const queue = new WatchQueue();
  assert.equal(queue.pending, false);
  assert.equal(queue.take(), undefined);
});

test("should batch repeated events on the same paths into one sorted list and empty the queue", () => {
  const queue = new WatchQueue();
  for (const path of ["content/docs/b.md", "content/docs/a.md", "content/docs/b.md"]) queue.add(path);
  assert.equal(queue.pending, true);
  assert.deepEqual(queue.take(), { paths: ["content/docs/a.md", "content/docs/b.md"], restart: false });
  assert.equal(queue.take(), undefined);
});

test("should ask for a fresh builder when engine code or templates changed", () => {
  const queue = new WatchQueue();
  queue.add("content/docs/a.md");
  queue.add("templates/parts/navbar.tsx");
  assert.equal(queue.take()?.restart, true);
  queue.add("src/transform/toc.ts");
  assert.equal(queue.take()?.restart, true);
  queue.add("config.yaml");
  queue.add("content/schema/admin-api.graphql");
  assert.equal(queue.take()?.restart, false);
});
