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

/** Renders one large document in a fresh process (so its peak memory is its own) and returns the figures. */
function renderInChild(kind: "table" | "document", size: number): Figures {
  const child = spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(new URL("./large-input-child.ts", import.meta.url)), kind, String(size)], { encoding: "utf8", maxBuffer: 16 << 20 });
  assert.equal(child.status, 0, child.stderr);
  const figures = JSON.parse(child.stdout.trim().split("\n").at(-1)!) as Figures;
  console.log(`# ${kind}: ${(figures.inputBytes / 2 ** 20).toFixed(2)} MB in ${figures.ms} ms, peak rss ${figures.maxRssMb} MB, ${figures.messages} messages`);
  return figures;
}

// Bounds with room for a shared 2-core machine: measured 9 s / 670 MB for the table and 30–45 s / 1.8 GB for 5 MB.
test("should render a 10,000-row table within 30 s and 1 GB", () => {
  const figures = renderInChild("table", 10_000);
  assert.equal(figures.rows, 10_001);
  assert.ok(figures.ms < 30_000, `${figures.ms} ms`);
  assert.ok(figures.maxRssMb < 1024, `${figures.maxRssMb} MB`);
});

test("should render a single 5 MB markdown file within 120 s and 2.5 GB", () => {
  const figures = renderInChild("document", 5 * 2 ** 20);
  assert.equal(figures.inputBytes >= 5 * 2 ** 20 - 4, true);
  assert.ok(figures.htmlBytes > figures.inputBytes);
  assert.ok(figures.ms < 120_000, `${figures.ms} ms`);
  assert.ok(figures.maxRssMb < 2560, `${figures.maxRssMb} MB`);
});
