import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

interface Figures {
  inputBytes: number;
  ms: number;
  maxRssMb: number;
  htmlBytes: number;
  messages: number;
  rows: number;
}

/**
 * Stops a render that runs this long, and names it: only a hang reaches it, however busy the machine. The time and
 * peak memory of a render are printed, not checked: they depend on the machine and how busy it is; the build's speed
 * and memory are measured by the bench (bench/). It is below node:test's limit for a file (test/run.ts).
 */
const HANG_MS = 10 * 60_000;

/** Renders one large document in a fresh process (so its peak memory is its own) and returns the figures. */
function renderInChild(kind: "table" | "document", size: number): Figures {
  const child = spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(new URL("./large-input-child.ts", import.meta.url)), kind, String(size)], {
    encoding: "utf8",
    maxBuffer: 16 << 20,
    timeout: HANG_MS,
  });
  assert.equal(child.signal, null, `the ${kind} render was stopped after ${HANG_MS / 1000} s (${child.signal}): it hangs`);
  assert.equal(child.status, 0, child.stderr);
  const figures = JSON.parse(child.stdout.trim().split("\n").at(-1)!) as Figures;
  console.log(`${kind}: ${(figures.inputBytes / 2 ** 20).toFixed(2)} MB in ${figures.ms} ms, peak rss ${figures.maxRssMb} MB, ${figures.messages} messages`);
  return figures;
}

test("should render a 10,000-row table with every row", () => {
  const figures = renderInChild("table", 10_000);
  assert.equal(figures.rows, 10_001);
});

test("should render a single 5 MB markdown file into HTML", () => {
  const figures = renderInChild("document", 5 * 2 ** 20);
  assert.equal(figures.inputBytes >= 5 * 2 ** 20 - 4, true);
  assert.ok(figures.htmlBytes > figures.inputBytes);
});
