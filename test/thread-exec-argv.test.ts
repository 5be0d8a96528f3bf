import assert from "node:assert/strict";
import { test } from "node:test";
import { threadExecArgv } from "../src/thread-exec-argv.ts";

test("should drop the flags that load tsx, in both spellings, and keep every other flag with its value", () => {
  assert.deepEqual(
    threadExecArgv(["--import", "tsx", "--max-old-space-size=4096", "--import=tsx/esm", "--require", "./setup.cjs", "--cpu-prof", "--loader", "/app/node_modules/tsx/dist/loader.mjs", "--import", "./trace.mjs"]),
    ["--max-old-space-size=4096", "--require", "./setup.cjs", "--cpu-prof", "--import", "./trace.mjs"],
  );
});

test("should keep a module whose name only contains tsx", () => {
  assert.deepEqual(threadExecArgv(["--import", "./my-tsx-hooks.mjs", "-r", "tsx-extra"]), ["--import", "./my-tsx-hooks.mjs", "-r", "tsx-extra"]);
});
