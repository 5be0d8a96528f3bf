/**
 * `npm run bench [-- --small]`: measures the build on the real site and on a synthetic corpus at 1×, 5× and 20×, and
 * the page weight a reader downloads and the search index (sizes, build time, query time per keystroke); prints a
 * table and writes bench/results.json. It also measures the floor under a cold build: the prescribed stages alone on
 * the same pages (bench/floor.ts). `--small` (used by npm test so the bench never rots) builds the 1× corpus once and
 * measures search and the floor on it.
 */
// First, as in bin/dev.ts: author mode runs in this process (its builder thread inherits the environment), and
// `npm start` renders with React's production build. Without it the author loop measured the development build.
import "../bin/production.ts";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PAGE_CACHE_FILE } from "../src/incremental/page-cache.ts";
import { measureFloor, type Floor } from "./floor.ts";
import { median } from "./median.ts";
import { runBenchScript } from "./run-script.ts";
import { copySite, measureAuthorLoop, measureNoChangeRebuild } from "./author-loop.ts";
import { measureNavigation } from "./navigation.ts";
import { medianDocHtml, pageWeight } from "./page-weight.ts";
import { measureSearch, type SearchFigures } from "./search.ts";
import { writeSyntheticSite } from "./synthetic-site.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const small = process.argv.includes("--small");
const GUIDES_PER_SCALE = 150;
/** Pages whose "next" link the navigation figure follows: guides, tutorials, reference, dashboard and partner pages. */
const NAVIGATION_STARTS = [
  "/docs/intro", "/docs/api/admin-api/orders", "/docs/app/introduction", "/docs/theme/getting-started/introduction",
  "/docs/api/type-definitions/admin-api/queries/list-order", "/docs/dashboard/introduction", "/docs/partner/introduction",
  "/docs/api/admin-api/products", "/docs/api/type-definitions/admin-api/objects/order", "/docs/theme/api/models/product",
];

interface Run {
  ok: boolean;
  ms: number;
  pages: number;
  timings: Record<string, number>;
  maxRssKb: number;
}

/** Adds the search figures of a built site to the table. */
function searchRows(label: string, figures: SearchFigures, buildMs: number | undefined): void {
  const { files, queryMs } = figures;
  rows.push([`search index ${label}`, `${figures.sections} sections`, buildMs === undefined ? "" : `${Math.round(buildMs)} ms build`, "", ""]);
  rows.push(["search: first results", `${figures.firstResultsGzip} B gzip`, "budget 100 KB", "", ""]);
  rows.push(["search: full index", `${files.fullIndex!.raw} B raw`, `${files.fullIndex!.gzip} B gzip`, "", ""]);
  rows.push([`search: ${figures.keystrokes} keystrokes`, `median ${queryMs.full.median} ms`, `p95 ${queryMs.full.p95} ms`, `max ${queryMs.full.max} ms`, "budget 50 ms"]);
}

/** Builds `root` into `outDir` in a fresh process and returns its figures, with the process's wall time from spawn to exit. */
function buildOnce(root: string, outDir: string, linkinator = false): Run & { processMs: number } {
  const started = performance.now();
  const { value: run, stdout } = runBenchScript<Run>("build-once.ts", [root, outDir, linkinator ? "linkinator" : ""]);
  if (!run.ok) throw new Error(`bench build of ${root} failed:\n${stdout}`);
  return { ...run, processMs: performance.now() - started };
}

/** Adds the floor under a cold build to the table. */
function floorRow(floor: Floor, site: string): void {
  rows.push([`floor (${site}): prescribed stages alone`, `${floor.pages} pages`, `render ${floor.renderMs} ms`, `2 threads ${floor.renderTwoThreadsMs} ms`, `crawl ${floor.crawlMs} ms`, `sum ${floor.totalMs} ms`]);
}

const results: Record<string, unknown> = { machine: { cores: (await import("node:os")).cpus().length, node: process.version } };
const rows: string[][] = [];

const scales = small ? [1] : [1, 5, 20];
const growth: Record<string, { pages: number; ms: number; pagesPerSecond: number; maxRssMb: number }> = {};
for (const scale of scales) {
  const root = writeSyntheticSite(ROOT, GUIDES_PER_SCALE, scale);
  const run = buildOnce(root, join(root, "build"));
  if (small) {
    results.search = { site: "synthetic 1×", buildMs: Math.round(run.timings.search ?? 0), ...measureSearch(join(root, "build")) };
    searchRows("(synthetic 1×)", results.search as SearchFigures, run.timings.search);
    // Once, on the first pages, so that the floor's scripts never rot.
    results.floor = measureFloor(join(root, "build"), 1, 20);
    floorRow(results.floor as Floor, "synthetic 1×");
  }
  growth[`${scale}x`] = { pages: run.pages, ms: Math.round(run.ms), pagesPerSecond: Math.round((run.pages / run.ms) * 1000), maxRssMb: Math.round(run.maxRssKb / 1024) };
  rows.push([`synthetic ${scale}×`, `${run.pages} pages`, `${Math.round(run.ms)} ms`, `${growth[`${scale}x`]!.pagesPerSecond} pages/s`, `${growth[`${scale}x`]!.maxRssMb} MB`]);
  rmSync(root, { recursive: true, force: true });
}
results.growth = growth;
if (!small) {
  const p1 = growth["1x"]!.pagesPerSecond;
  const p20 = growth["20x"]!.pagesPerSecond;
  results.growthRatio = Math.round((p20 / p1) * 100) / 100;
  rows.push(["growth 20× / 1×", `${results.growthRatio}`, "target ≥ 0.8", "", ""]);

  const outDir = join(mkdtempSync(join(tmpdir(), "bench-real-")), "build");
  const cold = Array.from({ length: 5 }, () => {
    // Cold: no last build to take pages or compressed files from.
    rmSync(outDir, { recursive: true, force: true });
    rmSync(join(ROOT, PAGE_CACHE_FILE), { force: true });
    return buildOnce(ROOT, outDir, true);
  });
  results.realSite = {
    coldMedianMs: Math.round(median(cold.map((r) => r.ms))),
    // Node's start, tsx and loading the engine included: what `npm run build` costs, less npm's own start.
    coldProcessMedianMs: Math.round(median(cold.map((r) => r.processMs))),
    coldMaxRssMb: Math.round(Math.max(...cold.map((r) => r.maxRssKb)) / 1024),
    stagesMs: Object.fromEntries(Object.keys(cold[0]!.timings).map((stage) => [stage, Math.round(median(cold.map((r) => r.timings[stage] ?? 0)))])),
  };
  // What the prescribed stages alone cost on this machine, on the same pages (bench/floor.ts).
  results.floor = measureFloor(outDir, 5);
  floorRow(results.floor as Floor, "real site, median of 5");
  const noChange = await measureNoChangeRebuild(ROOT);
  // `npm run build` again with nothing changed: the process starts, hashes the inputs and the output, and stops.
  const cliNoChange = Math.round(median(Array.from({ length: 5 }, () => {
    const started = performance.now();
    const child = spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "bin/build.ts"), "--out-dir", outDir], { cwd: ROOT, encoding: "utf8" });
    if (!/up to date/.test(child.stdout)) throw new Error(`expected an up-to-date build:\n${child.stdout}`);
    return performance.now() - started;
  })));
  rows.push(["no-change rebuild (npm run build)", "", `${cliNoChange} ms`, "target ≤ 1500", ""]);
  // `npm run build` after a one-page edit, on a copy of the site: each edit appends a line to a guide, and each build
  // must show it. The other doc pages come from the page cache and their compressed files from the last build; the
  // crawl covers the whole site.
  const editCopy = copySite(ROOT);
  const editOut = join(editCopy, "build");
  const editedPage = join(editCopy, "content/docs/intro.md");
  const original = readFileSync(editedPage, "utf8");
  buildOnce(editCopy, editOut, true);
  const edits = Array.from({ length: 5 }, (_, i) => {
    const marker = `Bench edit number ${i} of the one-page rebuild.`;
    writeFileSync(editedPage, `${original}\n${marker}\n`);
    const run = buildOnce(editCopy, editOut, true);
    if (!readFileSync(join(editOut, "docs/intro/index.html"), "utf8").includes(marker)) throw new Error("the one-page rebuild did not show the edit");
    return run;
  });
  rmSync(editCopy, { recursive: true, force: true });
  const oneEdit = { ms: Math.round(median(edits.map((r) => r.ms))), processMs: Math.round(median(edits.map((r) => r.processMs))), maxRssMb: Math.round(Math.max(...edits.map((r) => r.maxRssKb)) / 1024) };
  rows.push(["one-page edit rebuild (npm run build, median of 5)", "", `${oneEdit.ms} ms`, `process ${oneEdit.processMs} ms`, `${oneEdit.maxRssMb} MB`]);
  const loop = await measureAuthorLoop(ROOT, "content/docs/intro.md", "/docs/intro");
  Object.assign(results.realSite as object, {
    noChangeRebuildInMemoryMs: noChange,
    noChangeRebuildCliMedianMs: cliNoChange,
    oneEditRebuildCliMedianMs: oneEdit.ms,
    oneEditRebuildCliProcessMedianMs: oneEdit.processMs,
    oneEditRebuildCliMaxRssMb: oneEdit.maxRssMb,
    authorLoopMedianMs: loop.medianMs,
    authorLoopAllMs: loop.all,
  });
  rows.push(["no-change rebuild (author mode)", "", `${noChange} ms`, "target ≤ 1500", ""]);
  rows.push(["save → served (npm start, median of 10)", "", `${loop.medianMs} ms`, "target ≤ 200", ""]);
  results.search = { site: "real", buildMs: Math.round(median(cold.map((r) => r.timings.search ?? 0))), ...measureSearch(outDir) };
  searchRows("(real site)", results.search as SearchFigures, median(cold.map((r) => r.timings.search ?? 0)));
  const real = results.realSite as { coldMedianMs: number; coldProcessMedianMs: number; coldMaxRssMb: number };
  rows.push(["real site, cold (median of 5)", `${cold[0]!.pages} pages`, `${real.coldMedianMs} ms`, `process ${real.coldProcessMedianMs} ms`, `${real.coldMaxRssMb} MB`]);
  const weights = {
    home: pageWeight(outDir, ""),
    guide: pageWeight(outDir, "docs/api/admin-api/orders"),
    reference: pageWeight(outDir, "docs/api/type-definitions/admin-api/queries/list-order"),
    blogPost: pageWeight(outDir, "blog/long-blog-post"),
    medianDocHtml: medianDocHtml(outDir),
  };
  results.pageWeightGzipBytes = weights;
  const navigation = await measureNavigation(outDir, NAVIGATION_STARTS);
  results.clientNavigation = { medianMs: navigation.medianMs, allMs: navigation.all, target: "< 50 ms" };
  rows.push(["client navigation, prefetched (median)", "", `${navigation.medianMs} ms`, "target < 50", ""]);
  for (const [name, weight] of Object.entries(weights)) {
    rows.push([`page weight: ${name}`, typeof weight === "number" ? `${weight} B html` : `${weight.html} B html`, typeof weight === "number" ? "" : `${weight.js} B js`, typeof weight === "number" || !weight.data ? "" : `${weight.data} B data`, ""]);
  }
}

console.log(rows.map((row) => row.map((cell, i) => cell.padEnd(i === 0 ? 32 : 14)).join(" ")).join("\n"));
writeFileSync(join(ROOT, small ? "bench/results.small.json" : "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
