import assert from "node:assert/strict";
import { test } from "node:test";
import { startWorker, withoutTsx } from "../../src/threads/start-worker.ts";

const fixture = new URL("../fixtures/workers/report-flags.mjs", import.meta.url);

/** Starts the fixture thread as a process started with `execArgv` would, and returns the flags the thread got. */
async function flagsOfThread(execArgv: string[], extra: string[] = []): Promise<string[]> {
  const worker = startWorker(fixture, {}, extra, execArgv);
  try {
    return await new Promise((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
  } finally {
    await worker.terminate();
  }
}

test("should drop the flags that load tsx, in both spellings, and keep every other flag with its value", () => {
  assert.deepEqual(
    withoutTsx([
      "--import",
      "tsx",
      "--enable-source-maps",
      "--import=tsx/esm",
      "--require",
      "./setup.cjs",
      "--cpu-prof",
      "--loader",
      "/app/node_modules/tsx/dist/loader.mjs",
      "--import",
      "./trace.mjs",
    ]),
    ["--enable-source-maps", "--require", "./setup.cjs", "--cpu-prof", "--import", "./trace.mjs"],
  );
  assert.deepEqual(withoutTsx(["--import", "./my-tsx-hooks.mjs", "-r", "tsx-extra"]), ["--import", "./my-tsx-hooks.mjs", "-r", "tsx-extra"]);
});

test("should start a thread without tsx's flags and with its own", async () => {
  assert.deepEqual(await flagsOfThread(["--import", "tsx", "--no-warnings"], ["--enable-source-maps"]), ["--no-warnings", "--enable-source-maps"]);
});

test("should still start a thread when the process has a flag only inheritance may pass on (a V8 heap limit)", async () => {
  // Given to a thread, `--max-old-space-size` is refused; the thread inherits the process's flags instead.
  assert.deepEqual(await flagsOfThread(["--max-old-space-size=4096", "--import", "tsx"]), process.execArgv);
});
