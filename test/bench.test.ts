import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { hugoVersion } from "../bench/hugo-site.ts";
import { ROOT } from "./support.ts";

test("should run the bench in its small mode and record the 1× synthetic build, the floor, search and the Hugo anchor", () => {
  const run = spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "bench/run.ts"), "--small"], { encoding: "utf8", cwd: ROOT });
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /^synthetic 1×\s+\d+ pages\s+\d+ ms\s+\d+ pages\/s\s+\d+ MB/m);
  const results = JSON.parse(readFileSync(join(ROOT, "bench/results.small.json"), "utf8"));
  assert.ok(results.growth["1x"].pages > 600, JSON.stringify(results.growth));
  assert.match(run.stdout, /^floor \(synthetic 1×\): stock render \+ crawl alone\s+20 pages\s+render \d+ ms\s+2 threads \d+ ms\s+crawl \d+ ms\s+sum \d+ ms/m);
  assert.equal(results.floor.pages, 20);
  assert.ok(results.floor.crawlMs > 0 && results.floor.renderMs > 0 && results.floor.renderTwoThreadsMs > 0, JSON.stringify(results.floor));
  assert.match(run.stdout, /^search: \d+ keystrokes\s+median [\d.]+ ms/m);
  assert.ok(results.search.firstResultsGzip < 100_000, `first search needs ${results.search.firstResultsGzip} B gzip`);
  // The Hugo anchor: one run of each when hugo is installed, a one-line skip when not; its format, never its figures.
  if (hugoVersion()) {
    assert.match(run.stdout, /^synthetic 1×: Folio cold\s+\d+ pages\s+wall \d+ ms\s+cpu \d+ ms\s+1 run\s*$/m);
    assert.match(run.stdout, /^synthetic 1×: Hugo cold\s+\d+ pages\s+wall \d+ ms\s+cpu \d+ ms\s+1 run\s*$/m);
    assert.match(run.stdout, /^synthetic 1×: Folio ÷ Hugo\s+wall [\d.]+×\s+cpu [\d.]+×\s*$/m);
    assert.match(
      run.stdout,
      /^Folio ÷ Hugo: what each does\s+Folio cold here: no link crawl \(linkinator: false\).*Hugo: no link check, no search index, no precompression\s*$/m,
    );
    const anchor = results.hugoAnchor.scales["1x"];
    // The same routes on both sides.
    assert.equal(anchor.hugo.pages, anchor.folio.pages, JSON.stringify(anchor));
    for (const side of [anchor.folio, anchor.hugo]) assert.ok(side.wallMs > 0 && side.cpuMs > 0, JSON.stringify(anchor));
    assert.ok(anchor.ratio.wall > 0 && anchor.ratio.cpu > 0, JSON.stringify(anchor));
  } else {
    assert.match(run.stdout, /^hugo: not installed, skipping the Hugo anchor \(apt-get install -y hugo\)$/m);
    assert.doesNotMatch(run.stdout, /Folio ÷ Hugo/);
    assert.equal(results.hugoAnchor.hugo, null);
  }
});
