/**
 * `npm run bench [-- --small | --large-schema]`: measures the build on the real site, on a synthetic corpus at 1× and
 * 10× (cold, and a one-page edit rebuilt), and on reference-only sites from generated schemas of 3,000 and 15,000 types (bench/large-schema.ts), and the page weight
 * a reader downloads and the search index (sizes, build time, query time per keystroke); prints a table and writes
 * bench/results.json. On the synthetic corpus, Hugo builds the same pages in turn with Folio, as an
 * anchor: Folio's wall and CPU time as a ratio to Hugo's, measured minutes apart at most on the same machine
 * (bench/hugo-site.ts). It also measures the floor under a cold build: the stock unified → React → renderToString
 * pipeline and linkinator's crawl alone, on the same pages (bench/floor.ts). `--small` (run by npm test, so that the
 * bench keeps working) builds the 1× corpus once, and once with Hugo, and measures search and the floor on it.
 * `--large-schema` measures the large-schema rows alone and puts them into the bench/results.json there is.
 * It also runs Lighthouse, mobile and desktop, on six pages of the real site (bench/lighthouse.ts): category scores of
 * the median of 3 runs and the largest CLS of them, per page. `--lighthouse` builds the real site once and measures that alone, into the bench/results.json there is.
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
import { buildHugo, hugoVersion, writeHugoSite } from "./hugo-site.ts";
import { median } from "./median.ts";
import { runTimed } from "./timed-run.ts";
import { copySite, measureAuthorLoop, measureNoChangeRebuild } from "./author-loop.ts";
import { writeLargeSchemaSite } from "./large-schema.ts";
import { lighthousePages, lighthouseTable, measureLighthouse } from "./lighthouse.ts";
import { measureNavigation } from "./navigation.ts";
import { htmlGzipSpread, medianDocHtml, pageWeight } from "./page-weight.ts";
import { measureSearch, type SearchFigures } from "./search.ts";
import { writeSyntheticSite } from "./synthetic-site.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const small = process.argv.includes("--small");
const largeSchemaOnly = process.argv.includes("--large-schema");
const lighthouseOnly = process.argv.includes("--lighthouse");
const GUIDES_PER_SCALE = 150;
/** Pages whose "next" link the navigation figure follows: guides, tutorials, reference, dashboard and partner pages. */
const NAVIGATION_STARTS = [
  "/docs/intro",
  "/docs/api/admin-api/orders",
  "/docs/app/introduction",
  "/docs/theme/getting-started/introduction",
  "/docs/api/type-definitions/admin-api/queries/list-order",
  "/docs/dashboard/introduction",
  "/docs/partner/introduction",
  "/docs/api/admin-api/products",
  "/docs/api/type-definitions/admin-api/objects/order",
  "/docs/theme/api/models/product",
];

interface Run {
  ok: boolean;
  ms: number;
  pages: number;
  timings: Record<string, number>;
  maxRssKb: number;
}

/** One cold build's cost, as a process: spawn to exit, and CPU time (user + system) of its whole process tree. */
interface Cost {
  pages: number;
  wallMs: number;
  cpuMs: number;
}

/** Adds the search figures of a built site to the table. */
function searchRows(label: string, figures: SearchFigures, buildMs: number | undefined): void {
  const { files, queryMs } = figures;
  rows.push([`search index ${label}`, `${figures.sections} sections`, buildMs === undefined ? "" : `${Math.round(buildMs)} ms build`, "", ""]);
  rows.push(["search: first results", `${figures.firstResultsGzip} B gzip`, "target < 100 KB", "", ""]);
  rows.push(["search: full index", `${files.fullIndex!.raw} B raw`, `${files.fullIndex!.gzip} B gzip`, "", ""]);
  rows.push([
    `search: ${figures.keystrokes} keystrokes`,
    `median ${queryMs.full.median} ms`,
    `p95 ${queryMs.full.p95} ms`,
    `max ${queryMs.full.max} ms`,
    "target p95 < 50 ms",
  ]);
}

/**
 * Builds `root` into `outDir` in a fresh process and returns its figures, with the process's wall time from start to
 * exit and the CPU time of its process tree (its threads and the esbuild process it starts).
 */
function buildOnce(root: string, outDir: string, linkinator = false): Run & { processMs: number; cpuMs: number } {
  const child = runTimed(process.execPath, ["--import", "tsx", join(ROOT, "bench/build-once.ts"), root, outDir, linkinator ? "linkinator" : ""], { cwd: ROOT });
  if (child.status !== 0) throw new Error(`bench/build-once.ts failed:\n${child.stdout}${child.stderr}`);
  const run = JSON.parse(child.stdout.trim().split("\n").at(-1)!) as Run;
  if (!run.ok) throw new Error(`bench build of ${root} failed:\n${child.stdout}${child.stderr}`);
  return { ...run, processMs: child.wallMs, cpuMs: child.cpuMs };
}

/**
 * Runs `npm run build`'s command (`bin/build.mjs`, without npm's own start) on `root` into `outDir`, and returns its
 * figures: the time the build line gives, the process's wall and CPU time, its peak memory.
 */
function commandOnce(root: string, outDir: string): Omit<Run, "timings" | "ok"> & { processMs: number; cpuMs: number } {
  const child = runTimed(process.execPath, [join(ROOT, "bin/build.mjs"), "--root", root, "--out-dir", outDir], { cwd: ROOT });
  const built = /✔ built (\d+) pages, .* in (\d+) ms/.exec(child.stdout);
  if (child.status !== 0 || !built) throw new Error(`npm run build failed on ${root}:\n${child.stdout}${child.stderr}`);
  if (child.maxRssKb === undefined) throw new Error("the bench measures the peak memory of npm run build with python3 (apt-get install -y python3)");
  return { ms: Number(built[2]), pages: Number(built[1]), maxRssKb: child.maxRssKb, processMs: child.wallMs, cpuMs: child.cpuMs };
}

interface OneEdit {
  ms: number;
  processMs: number;
  maxRssMb: number;
}

/**
 * Returns the medians of `runs` one-page edits of a built site, each rebuilt as `npm run build` does (the crawl on):
 * each edit appends a line to `content/docs/intro.md`, and each build must show it. The other doc pages come from the
 * page cache and their compressed files from the last build.
 */
function measureOneEdit(root: string, runs: number): OneEdit {
  const outDir = join(root, "build");
  const page = join(root, "content/docs/intro.md");
  const original = readFileSync(page, "utf8");
  const edits = Array.from({ length: runs }, (_, i) => {
    const marker = `Bench edit number ${i} of the one-page rebuild.`;
    writeFileSync(page, `${original}\n${marker}\n`);
    const run = commandOnce(root, outDir);
    if (!readFileSync(join(outDir, "docs/intro/index.html"), "utf8").includes(marker)) throw new Error("the one-page rebuild did not show the edit");
    return run;
  });
  return {
    ms: Math.round(median(edits.map((r) => r.ms))),
    processMs: Math.round(median(edits.map((r) => r.processMs))),
    maxRssMb: Math.round(Math.max(...edits.map((r) => r.maxRssKb)) / 1024),
  };
}

/** Adds the floor under a cold build to the table: the stock render pipeline and the crawl alone, on the same pages. */
function floorRow(floor: Floor, site: string): void {
  rows.push([
    `floor (${site}): stock render + crawl alone`,
    `${floor.pages} pages`,
    `render ${floor.renderMs} ms`,
    `2 threads ${floor.renderTwoThreadsMs} ms`,
    `crawl ${floor.crawlMs} ms`,
    `sum ${floor.totalMs} ms`,
  ]);
}

/**
 * The large-schema rows: what a reference of 3,000 and of 15,000 types costs, and one of 3,000 types with two released
 * API versions before it (2,800 and 2,900 types), whose references and changelog pages it makes too.
 */
const LARGE_SCHEMAS: { types: number; released?: number[] }[] = [{ types: 3000 }, { types: 15000 }, { types: 3000, released: [2800, 2900] }];

interface LargeSchema {
  types: number;
  /** The released API versions' numbers of types, oldest first. */
  released?: number[];
  pages: number;
  pagesPerSecond: number;
  coldMs: number;
  coldProcessMs: number;
  cpuMs: number;
  maxRssMb: number;
  crawlMs: number;
  referenceHtmlGzip: { pages: number; median: number; max: number; largest: string };
}

/**
 * Builds the reference-only site of a generated schema of `types` types once, cold, with the crawl, and returns its
 * figures: wall and CPU time, pages per second, peak memory, and the gzip size of the reference's pages (median and
 * largest).
 */
function measureLargeSchema({ types, released = [] }: { types: number; released?: number[] }): LargeSchema {
  const root = writeLargeSchemaSite(ROOT, types, released);
  try {
    const outDir = join(root, "build");
    const run = buildOnce(root, outDir, true);
    return {
      types,
      ...(released.length ? { released } : {}),
      pages: run.pages,
      pagesPerSecond: Math.round((run.pages / run.processMs) * 1000),
      coldMs: Math.round(run.ms),
      coldProcessMs: Math.round(run.processMs),
      cpuMs: run.cpuMs,
      maxRssMb: Math.round(run.maxRssKb / 1024),
      crawlMs: Math.round(run.timings.linkinator ?? 0),
      referenceHtmlGzip: htmlGzipSpread(outDir, "docs/api/type-definitions/admin-api"),
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Adds a large-schema row to the table. */
function largeSchemaRows(figures: LargeSchema): void {
  const { types, released, pages, pagesPerSecond, coldMs, coldProcessMs, maxRssMb, crawlMs, referenceHtmlGzip: html } = figures;
  const versions = released ? `, ${released.length} released versions of ${released.join(" and ")}` : "";
  rows.push([
    `large schema (${types} types${versions}), cold, crawl on`,
    `${pages} pages`,
    `${coldMs} ms`,
    `process ${coldProcessMs} ms`,
    `${pagesPerSecond} pages/s`,
    `${maxRssMb} MB`,
    `crawl ${crawlMs} ms`,
  ]);
  if (released) return;
  rows.push([`large schema (${types}): HTML gzip`, `${html.pages} pages`, `median ${html.median} B`, `max ${html.max} B`, html.largest]);
}

const rows: string[][] = [];
if (largeSchemaOnly) {
  const figures = LARGE_SCHEMAS.map(measureLargeSchema);
  figures.forEach(largeSchemaRows);
  console.log(rows.map((row) => row.map((cell, i) => cell.padEnd(i === 0 ? 32 : 14)).join(" ")).join("\n"));
  const file = join(ROOT, "bench/results.json");
  writeFileSync(file, `${JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), largeSchema: figures }, null, 2)}\n`);
  process.exit(0);
}
if (lighthouseOnly) {
  const outDir = join(mkdtempSync(join(tmpdir(), "bench-lighthouse-")), "build");
  buildOnce(ROOT, outDir);
  const lighthouse = await measureLighthouse(outDir, lighthousePages(outDir));
  console.log(lighthouseTable(lighthouse));
  rmSync(join(outDir, ".."), { recursive: true, force: true });
  const file = join(ROOT, "bench/results.json");
  writeFileSync(file, `${JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), lighthouse }, null, 2)}\n`);
  process.exit(0);
}
const results: Record<string, unknown> = { machine: { cores: (await import("node:os")).cpus().length, node: process.version } };

/**
 * The synthetic corpus at our site's size and at ten times it: the scale multiplies its guides (`GUIDES_PER_SCALE`
 * each), and 40 of them with the rest of the corpus make about ten times the pages of 1× (6,507 and 657).
 */
const SCALES: [name: string, scale: number][] = small
  ? [["1x", 1]]
  : [
      ["1x", 1],
      ["10x", 40],
    ];
const growth: Record<string, { pages: number; ms: number; pagesPerSecond: number; maxRssMb: number; runs: number }> = {};
// Hugo, as an anchor: it builds the same pages as Folio, in turn with it, so that both see the same machine.
const hugo = hugoVersion();
const ANCHOR_RUNS = small ? 1 : 3;
const HUGO_NOTE =
  "Folio cold here: no link crawl (linkinator: false), an in-memory check of every internal link, a search index, .gz and .br of every text file; Folio's one-page edit: npm run build with the crawl; Hugo: no link check, no search index, no precompression";
const anchor: Record<string, { folio: Cost; hugo: Cost; ratio: { wall: number; cpu: number }; oneEdit?: OneEdit & { ratioToHugoCold: number } }> = {};
if (!hugo) console.log("hugo: not installed, skipping the Hugo anchor (apt-get install -y hugo)");
const ratio = (folio: number, other: number) => Math.round((folio / other) * 10) / 10;
for (const [name, scale] of SCALES) {
  const label = name.replace("x", "×");
  const root = writeSyntheticSite(ROOT, GUIDES_PER_SCALE, scale);
  const outDir = join(root, "build");
  const runs: ReturnType<typeof buildOnce>[] = [];
  const hugoRuns: ReturnType<typeof buildHugo>[] = [];
  let hugoSite: ReturnType<typeof writeHugoSite> | undefined;
  // Alternating: Folio cold (no output folder, no page cache), then Hugo cold, `ANCHOR_RUNS` times.
  for (let i = 0; i < (hugo ? ANCHOR_RUNS : 1); i++) {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(join(root, PAGE_CACHE_FILE), { force: true });
    runs.push(buildOnce(root, outDir));
    if (!hugo) continue;
    // Hugo's pages are Folio's routes: the corpus's markdown files, and the markdown twins of the generated pages.
    hugoSite ??= writeHugoSite(root, outDir);
    hugoRuns.push(buildHugo(hugoSite.root));
  }
  const run = runs.at(-1)!;
  if (small) {
    results.search = { site: "synthetic 1×", buildMs: Math.round(run.timings.search ?? 0), ...measureSearch(outDir) };
    searchRows("(synthetic 1×)", results.search as SearchFigures, run.timings.search);
    // Once, on the first pages, so that the floor's scripts keep working.
    results.floor = measureFloor(outDir, 1, 20);
    floorRow(results.floor as Floor, "synthetic 1×");
  }
  const ms = median(runs.map((r) => r.ms));
  const figures = {
    pages: run.pages,
    ms: Math.round(ms),
    pagesPerSecond: Math.round((run.pages / ms) * 1000),
    maxRssMb: Math.round(Math.max(...runs.map((r) => r.maxRssKb)) / 1024),
    runs: runs.length,
  };
  growth[name] = figures;
  rows.push([`synthetic ${label}`, `${run.pages} pages`, `${figures.ms} ms`, `${figures.pagesPerSecond} pages/s`, `${figures.maxRssMb} MB`]);
  if (hugo) {
    const folio: Cost = { pages: run.pages, wallMs: Math.round(median(runs.map((r) => r.processMs))), cpuMs: median(runs.map((r) => r.cpuMs)) };
    const other: Cost = { pages: hugoRuns[0]!.pages, wallMs: Math.round(median(hugoRuns.map((r) => r.wallMs))), cpuMs: median(hugoRuns.map((r) => r.cpuMs)) };
    anchor[name] = { folio, hugo: other, ratio: { wall: ratio(folio.wallMs, other.wallMs), cpu: ratio(folio.cpuMs, other.cpuMs) } };
    const runsLabel = ANCHOR_RUNS === 1 ? "1 run" : `median of ${ANCHOR_RUNS}`;
    rows.push([`synthetic ${label}: Folio cold`, `${folio.pages} pages`, `wall ${folio.wallMs} ms`, `cpu ${folio.cpuMs} ms`, runsLabel]);
    rows.push([`synthetic ${label}: Hugo cold`, `${other.pages} pages`, `wall ${other.wallMs} ms`, `cpu ${other.cpuMs} ms`, runsLabel]);
    rows.push([`synthetic ${label}: Folio ÷ Hugo`, "", `wall ${anchor[name]!.ratio.wall}×`, `cpu ${anchor[name]!.ratio.cpu}×`, ""]);
    rmSync(hugoSite!.root, { recursive: true, force: true });
    if (!small) {
      // The edits rebuild from the last build's output and page cache. The cold builds ran without the crawl: one
      // build with it first, so that each edit crawls what changed since, as after any `npm run build`.
      buildOnce(root, outDir, true);
      const edit = measureOneEdit(root, ANCHOR_RUNS);
      anchor[name]!.oneEdit = { ...edit, ratioToHugoCold: ratio(edit.processMs, other.wallMs) };
      rows.push([
        `synthetic ${label}: one-page edit (npm run build)`,
        `process ${edit.processMs} ms`,
        `÷ Hugo cold ${anchor[name]!.oneEdit!.ratioToHugoCold}×`,
        `${edit.maxRssMb} MB`,
        runsLabel,
      ]);
    }
  }
  rmSync(root, { recursive: true, force: true });
}
if (hugo) rows.push(["Folio ÷ Hugo: what each does", HUGO_NOTE]);
results.growth = growth;
results.hugoAnchor = hugo
  ? {
      hugo,
      runs: ANCHOR_RUNS,
      measured: "cold build as a process: wall time from start to exit, CPU time (user + system) of its process tree; medians, Folio and Hugo alternating",
      note: HUGO_NOTE,
      scales: anchor,
    }
  : { hugo: null, skipped: "hugo not installed" };
if (!small) {
  results.largeSchema = LARGE_SCHEMAS.map(measureLargeSchema);
  (results.largeSchema as LargeSchema[]).forEach(largeSchemaRows);
  const p1 = growth["1x"]!.pagesPerSecond;
  const p10 = growth["10x"]!.pagesPerSecond;
  results.growthRatio = Math.round((p10 / p1) * 100) / 100;
  rows.push(["growth 10× / 1×, pages per second", `${results.growthRatio}`, "target ≥ 0.8", "", ""]);

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
  // The stock render pipeline and the crawl alone, on this machine, on the same pages (bench/floor.ts).
  results.floor = measureFloor(outDir, 5);
  floorRow(results.floor as Floor, "real site, median of 5");
  const noChange = await measureNoChangeRebuild(ROOT);
  // `npm run build` again with nothing changed: the process starts, hashes the inputs and the output, and stops.
  const cliNoChange = Math.round(
    median(
      Array.from({ length: 5 }, () => {
        const started = performance.now();
        const child = spawnSync(process.execPath, [join(ROOT, "bin/build.mjs"), "--out-dir", outDir], { cwd: ROOT, encoding: "utf8" });
        if (!/up to date/.test(child.stdout)) throw new Error(`expected an up-to-date build:\n${child.stdout}`);
        return performance.now() - started;
      }),
    ),
  );
  rows.push(["no-change rebuild (npm run build)", "", `${cliNoChange} ms`, "target ≤ 1500", ""]);
  // `npm run build` after a one-page edit, on a copy of the site.
  const editCopy = copySite(ROOT);
  buildOnce(editCopy, join(editCopy, "build"), true);
  const oneEdit = measureOneEdit(editCopy, 5);
  rmSync(editCopy, { recursive: true, force: true });
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
  rows.push([
    "real site, cold (median of 5)",
    `${cold[0]!.pages} pages`,
    `${real.coldMedianMs} ms`,
    `process ${real.coldProcessMedianMs} ms`,
    `${real.coldMaxRssMb} MB`,
  ]);
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
  rows.push([`client navigation, prefetched (median of ${navigation.all.length})`, "", `${navigation.medianMs} ms`, "target < 50", ""]);
  // Lighthouse 12, mobile and desktop: scores and CLS are measurements, printed as a table of their own.
  results.lighthouse = await measureLighthouse(outDir, lighthousePages(outDir));
  console.log(`${lighthouseTable(results.lighthouse as Parameters<typeof lighthouseTable>[0])}\n`);
  for (const [name, weight] of Object.entries(weights)) {
    rows.push([
      `page weight: ${name}`,
      typeof weight === "number" ? `${weight} B html` : `${weight.html} B html`,
      typeof weight === "number" ? "" : `${weight.js} B js`,
      typeof weight === "number" || !weight.data ? "" : `${weight.data} B data`,
      "",
    ]);
  }
}

console.log(rows.map((row) => row.map((cell, i) => cell.padEnd(i === 0 ? 32 : 14)).join(" ")).join("\n"));
writeFileSync(join(ROOT, small ? "bench/results.small.json" : "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
