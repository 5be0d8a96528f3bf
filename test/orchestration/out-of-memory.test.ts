import assert from "node:assert/strict";
import { test } from "node:test";
import { BuildOutOfMemoryError, outOfMemoryLine } from "../../src/orchestration/out-of-memory.ts";

test("should name the stage that ran out of memory, how many pages were written and what to try, in one line", () => {
  assert.equal(
    outOfMemoryLine("linkinator-thread-e21e96540c09f4867.mjs", 7552),
    "✘ build failed: the link crawl (linkinator) ran out of memory after 7,552 pages were written; build/ was left untouched. " +
      "Try: build without the crawl (`npm run build -- --no-linkinator`), give Node more memory (`NODE_OPTIONS=--max-old-space-size=8192 npm run build`), or split the largest folders.",
  );
  assert.match(
    outOfMemoryLine("compile-thread-e9643ad6fc6028e67.mjs", 12),
    /^✘ build failed: the compile \(parse, transform, render\) ran out of memory after 12 pages/,
  );
  assert.doesNotMatch(outOfMemoryLine("compress-thread.mjs", 0), /\n|no-linkinator/);
  assert.equal(new BuildOutOfMemoryError("compress-thread.mjs", 3).message, outOfMemoryLine("compress-thread.mjs", 3));
});
