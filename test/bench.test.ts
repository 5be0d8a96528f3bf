import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { ROOT } from "./helpers.ts";

test("should run the bench in its small mode and record the 1× synthetic build", () => {
  const run = spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "bench/run.ts"), "--small"], { encoding: "utf8", cwd: ROOT });
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /^synthetic 1×\s+\d+ pages\s+\d+ ms\s+\d+ pages\/s\s+\d+ MB/m);
  const results = JSON.parse(readFileSync(join(ROOT, "bench/results.small.json"), "utf8"));
  assert.ok(results.growth["1x"].pages > 600, JSON.stringify(results.growth));
  assert.match(run.stdout, /^floor \(synthetic 1×\): prescribed stages alone\s+20 pages\s+render \d+ ms\s+2 threads \d+ ms\s+crawl \d+ ms\s+sum \d+ ms/m);
  assert.equal(results.floor.pages, 20);
  assert.ok(results.floor.crawlMs > 0 && results.floor.renderMs > 0 && results.floor.renderTwoThreadsMs > 0, JSON.stringify(results.floor));
  assert.match(run.stdout, /^search: \d+ keystrokes\s+median [\d.]+ ms/m);
  assert.ok(results.search.firstResultsGzip < 100_000, `first search needs ${results.search.firstResultsGzip} B gzip`);
  assert.ok(results.search.queryMs.full.p95 < 50, `p95 per keystroke ${results.search.queryMs.full.p95} ms`);
});
