import assert from "node:assert/strict";
import { test } from "node:test";
import { COMPILE_HEAP_MB, compileHeapLimit } from "../../src/threads/heap-limit.ts";

test("should give the compile thread a heap under 2 GB unless Node was given a limit", () => {
  assert.ok(COMPILE_HEAP_MB < 2048);
  assert.equal(compileHeapLimit([], ""), COMPILE_HEAP_MB);
  assert.equal(compileHeapLimit(["--import", "tsx", "--stack-size=2000"], "--enable-source-maps"), COMPILE_HEAP_MB);
});

test("should take the limit given in NODE_OPTIONS or on Node's command line, the command line's last", () => {
  assert.equal(compileHeapLimit([], "--enable-source-maps --max-old-space-size=8192"), 8192);
  assert.equal(compileHeapLimit(["--max_old_space_size=3000"], ""), 3000);
  assert.equal(compileHeapLimit(["--max-old-space-size=3000", "--max-old-space-size=6000"], "--max-old-space-size=8192"), 6000);
});
