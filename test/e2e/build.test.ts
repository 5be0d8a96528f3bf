import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { appendFileSync, rmSync, cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { buildSite } from "../../src/orchestration/build-site.ts";
import { PAGE_CACHE_FILE } from "../../src/incremental/page-cache.ts";
import { formatMessages } from "../../src/report/index.ts";
import { FIXTURES, listBytes, ROOT } from "../support.ts";

/** Returns a fresh copy of the fixture site in a temporary folder. */
function fixtureCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-"));
  cpSync(join(FIXTURES, "site"), dir, { recursive: true });
  return dir;
}

function listFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const rel of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const path = join(dir, rel);
    if (statSync(path).isFile()) files.set(rel, readFileSync(path, "utf8"));
  }
  return files;
}

test("should build the fixture site with every page kind, its sidebar and the page shell", async () => {
  const root = fixtureCopy();
  const result = await buildSite({ root });
  assert.equal(formatMessages(result.files), "");
  assert.equal(result.ok, true);
  const intro = readFileSync(join(root, "build/docs/intro/index.html"), "utf8");
  assert.match(intro, /^<!DOCTYPE html><html lang="en" dir="ltr">/);
  assert.match(intro, /<title>Intro \| Developer Docs<\/title>/);
  assert.match(intro, /<meta name="generator" content="Folio 2\.0\.0-beta\.9"\/>/);
  assert.match(intro, /<nav aria-label="Docs sidebar" data-sidebar="apiDocsSidebar"/);
  assert.match(intro, /<a href="\/docs\/intro" aria-current="page"/);
  assert.match(intro, /<nav aria-label="Table of contents"/);
  assert.match(intro, /Version: <!-- -->Next/);
  assert.match(intro, /Copyright © 2025/);
  assert.match(intro, /<a class="skip-link" href="#main-content">/);
  const home = readFileSync(join(root, "build/index.html"), "utf8");
  assert.doesNotMatch(home, /data-sidebar=/);
  for (const file of [
    "404.html",
    "playground/index.html",
    "blog/index.html",
    "docs/api/type-definitions/admin-api/queries/list-order/index.html",
    "docs/api/type-definitions/admin-api/scalars/timestamp/index.html",
  ]) {
    assert.ok(statSync(join(root, "build", file)).isFile(), file);
  }
  const assets = readdirSync(join(root, "build/assets"));
  assert.ok(assets.every((name) => /^(app|boot|playground|search|site|schema|sidebar-[A-Za-z]+)\.[0-9a-f]{10}\.(js|css|graphql|json)(\.gz|\.br)?$/.test(name)));
  // V8 compiles the client script while it streams in (bundle-client.ts): the hint is its first line.
  const app = assets.find((name) => /^app\.[0-9a-f]{10}\.js$/.test(name))!;
  assert.equal(readFileSync(join(root, "build/assets", app), "utf8").split("\n")[0], "//# allFunctionsCalledOnLoad");
});

test("should give byte-identical output for the same input", async () => {
  const root = fixtureCopy();
  await buildSite({ root, linkinator: false });
  const first = listFiles(join(root, "build"));
  assert.equal((await buildSite({ root, linkinator: false, force: true })).upToDate, undefined);
  assert.deepEqual(listFiles(join(root, "build")), first);
});

test("should keep the last build when nothing changed, and build again after an edit, a touched output or --force", async () => {
  const root = fixtureCopy();
  appendFileSync(join(root, "content/docs/other.md"), "\nSee [a page that moved](./moved.md).\n");
  const first = await buildSite({ root, linkinator: false });
  assert.equal(first.upToDate, undefined);
  // The same folder written with a trailing slash (as a file URL gives it) is the same site.
  const again = await buildSite({ root: `${root}/`, linkinator: false });
  assert.match(again.upToDate?.report ?? "", /^warn +content\/docs\/other\.md:\d+:\d+-\d+:\d+: .*moved\.md/m);
  assert.equal(again.pages, first.pages);
  assert.equal((await buildSite({ root })).upToDate, undefined, "the last build skipped linkinator");
  assert.ok((await buildSite({ root })).upToDate);
  assert.ok((await buildSite({ root, linkinator: false })).upToDate, "a crawled build covers one without the crawl");
  assert.equal((await buildSite({ root, force: true, linkinator: false })).upToDate, undefined);
  appendFileSync(join(root, "content/docs/intro.md"), "\nOne more sentence.\n");
  assert.equal((await buildSite({ root, linkinator: false })).upToDate, undefined);
  rmSync(join(root, "build/docs/other/index.html"));
  const rebuilt = await buildSite({ root, linkinator: false });
  assert.equal(rebuilt.upToDate, undefined);
  assert.ok(statSync(join(root, "build/docs/other/index.html")).isFile());
});

test("should take unchanged doc pages from the page cache, and give the same files and messages as a full build", async () => {
  const root = fixtureCopy();
  appendFileSync(join(root, "content/docs/other.md"), "\nSee [a page that moved](./moved.md).\n");
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  const cacheLine = () => lines.find((line) => line.includes("page cache"));
  assert.equal((await buildSite({ root, log })).ok, true);
  const made = Number(/page cache: 0 doc pages reused, (\d+) made/.exec(cacheLine() ?? "")?.[1]);
  assert.ok(made > 2, cacheLine() ?? "no page cache line");

  appendFileSync(join(root, "content/docs/intro.md"), "\nA sentence written after the first build.\n");
  lines.length = 0;
  const warm = await buildSite({ root, log });
  // Their HTML is the last build's: each is linked from there without being read.
  assert.equal(cacheLine(), `✔ page cache: ${made - 1} doc pages reused (${made - 1} of them linked from the last build without reading their HTML), 1 made`);
  assert.match(lines.join("\n"), /precompress: \d+ files, \d+ of them linked from the last build/);
  const full = await buildSite({ root, outDir: join(root, "full"), force: true, log });
  assert.equal(formatMessages(warm.files), formatMessages(full.files));
  assert.match(formatMessages(warm.files), /^warn +content\/docs\/other\.md:\d+:\d+-\d+:\d+: .*moved\.md/m);
  assert.deepEqual(listBytes(join(root, "build")), listBytes(join(root, "full")));
  assert.match(readFileSync(join(root, "build/docs/intro/index.html"), "utf8"), /A sentence written after the first build\./);

  // A new title is in every page's sidebar: every page is made again.
  const intro = readFileSync(join(root, "content/docs/intro.md"), "utf8");
  writeFileSync(join(root, "content/docs/intro.md"), intro.replace(/^title: .*$/m, "title: Introduction, renamed"));
  lines.length = 0;
  await buildSite({ root, log, linkinator: false });
  assert.equal(cacheLine(), `✔ page cache: 0 doc pages reused, ${made} made`);
  assert.match(readFileSync(join(root, "build/docs/other/index.html"), "utf8"), /Introduction, renamed/);

  // Another engine, an unreadable cache file and --force each make every page.
  appendFileSync(join(root, "content/docs/other.md"), "\nOne more line.\n");
  lines.length = 0;
  await buildSite({ root, log, linkinator: false, pageCache: { path: join(root, PAGE_CACHE_FILE), engine: "another engine" } });
  assert.equal(cacheLine(), `✔ page cache: 0 doc pages reused, ${made} made`);
  writeFileSync(join(root, PAGE_CACHE_FILE), "not a cache");
  appendFileSync(join(root, "content/docs/other.md"), "\nAnd one more.\n");
  lines.length = 0;
  assert.equal((await buildSite({ root, log, linkinator: false })).ok, true);
  assert.equal(cacheLine(), `✔ page cache: 0 doc pages reused, ${made} made`);
  lines.length = 0;
  await buildSite({ root, log, linkinator: false, force: true });
  assert.equal(cacheLine(), `✔ page cache: 0 doc pages reused, ${made} made`);
});

test("should fail on a broken link, name its source line, and leave the previous build untouched", async () => {
  const root = fixtureCopy();
  assert.equal((await buildSite({ root, linkinator: false })).ok, true);
  const before = listFiles(join(root, "build"));
  appendFileSync(join(root, "content/docs/other.md"), "\nSee [orders](/docs/ordrs).\n");
  const result = await buildSite({ root });
  assert.equal(result.ok, false);
  assert.match(
    formatMessages(result.files),
    /^error content\/docs\/other\.md:10:5-10:26: Unexpected link to `\/docs\/ordrs`, expected an existing route \[broken-link\]$/m,
  );
  assert.deepEqual(listFiles(join(root, "build")), before);
  assert.deepEqual(
    readdirSync(root).filter((name) => name.startsWith("build.")),
    [],
  );
});

test("should fail on a broken link only linkinator's crawl of the written pages finds, and keep the last build", async () => {
  const root = fixtureCopy();
  assert.equal((await buildSite({ root, linkinator: false })).ok, true);
  const before = listFiles(join(root, "build"));
  // Every page's shell links the favicon: no source links it, so only the crawl of the written files sees it missing.
  rmSync(join(root, "content/static/favicon.svg"));
  const result = await buildSite({ root });
  assert.equal(result.ok, false);
  assert.match(
    formatMessages(result.files),
    /^error build: Unexpected broken link `\/favicon\.svg`, expected every link in the output to resolve: \/ → \/favicon\.svg, \/404\.html → \/favicon\.svg, .* and \d+ more pages \[broken-link\]$/m,
  );
  assert.deepEqual(listFiles(join(root, "build")), before);
  // With the config's `onBrokenLinks: warn`, the same build succeeds and says so.
  writeFileSync(join(root, "config.yaml"), readFileSync(join(root, "config.yaml"), "utf8").replace("onBrokenLinks: throw", "onBrokenLinks: warn"));
  const warned = await buildSite({ root });
  assert.equal(warned.ok, true);
  assert.match(formatMessages(warned.files), /^warn  build: Unexpected broken link `\/favicon\.svg`/m);
  // With `ignore`, it builds without a word about them but the log's.
  writeFileSync(join(root, "config.yaml"), readFileSync(join(root, "config.yaml"), "utf8").replace("onBrokenLinks: warn", "onBrokenLinks: ignore"));
  const lines: string[] = [];
  const ignored = await buildSite({ root, log: (line) => lines.push(line) });
  assert.equal(ignored.ok, true);
  assert.equal(formatMessages(ignored.files), "");
  assert.ok(
    lines.some((line) => /^✔ linkinator: [1-9]\d* broken, ignored \(build\.onBrokenLinks: ignore\)/.test(line)),
    lines.join("\n"),
  );
});

test("should fail on a link to a missing #fragment, and warn on it once or ignore it as build.onBrokenAnchors says, crawl included", async () => {
  const root = fixtureCopy();
  appendFileSync(join(root, "content/docs/other.md"), "\nSee [the intro](./intro.md#nowhere).\n");
  const result = await buildSite({ root, linkinator: false });
  assert.equal(result.ok, false);
  assert.match(
    formatMessages(result.files),
    /^error content\/docs\/other\.md:10:5-10:36: Unexpected link to `\/docs\/intro#nowhere`, expected an id on that page \[broken-anchor\]$/m,
  );
  // With `warn`, the build goes on; the crawl of the written pages finds the same anchor missing, and it is reported
  // once, at its place, not again by the crawl.
  const config = join(root, "config.yaml");
  writeFileSync(config, readFileSync(config, "utf8").replace("onBrokenAnchors: throw", "onBrokenAnchors: warn"));
  const lines: string[] = [];
  const warned = await buildSite({ root, log: (line) => lines.push(line) });
  const report = formatMessages(warned.files);
  assert.equal(warned.ok, true, report);
  assert.match(
    report,
    /^warn  content\/docs\/other\.md:10:5-10:36: Unexpected link to `\/docs\/intro#nowhere`, expected an id on that page \[broken-anchor\]$/m,
  );
  assert.equal(report.match(/intro#nowhere/g)?.length, 1, report);
  assert.ok(lines.includes("✔ linkinator: 0 broken"), lines.join("\n"));
  // With `ignore`, nothing is said, and the crawl does not look at fragments at all.
  writeFileSync(config, readFileSync(config, "utf8").replace("onBrokenAnchors: warn", "onBrokenAnchors: ignore"));
  const quiet: string[] = [];
  const ignored = await buildSite({ root, log: (line) => quiet.push(line) });
  assert.equal(ignored.ok, true);
  assert.equal(formatMessages(ignored.files), "");
  assert.ok(quiet.includes("✔ linkinator: 0 broken"), quiet.join("\n"));
  // A missing page with a fragment too: the crawl names the page without it.
  appendFileSync(join(root, "content/docs/other.md"), "\nSee [a page that is gone](/docs/gone#part).\n");
  writeFileSync(config, readFileSync(config, "utf8").replace("onBrokenLinks: throw", "onBrokenLinks: warn"));
  const gone = formatMessages((await buildSite({ root })).files);
  assert.equal(gone.match(/\/docs\/gone/g)?.length, 1, gone);
});

test("should warn on a broken markdown link and a duplicate route, and still build", async () => {
  const root = fixtureCopy();
  appendFileSync(join(root, "content/docs/other.md"), "\nSee [gone](./gone.md).\n");
  writeFileSync(join(root, "content/docs/zz-copy.md"), "---\ntitle: Copy\ndescription: A second source for /docs/other.\nslug: other\n---\n\nText.\n");
  const result = await buildSite({ root });
  const report = formatMessages(result.files);
  assert.equal(result.ok, true, report);
  assert.match(
    report,
    /^warn  content\/docs\/other\.md:10:5-10:22: Unexpected link to `\.\/gone\.md`, expected a path to an existing markdown file \[broken-markdown-link\]$/m,
  );
  assert.match(report, /^warn  content\/docs\/zz-copy\.md:1:1: Unexpected duplicate route `\/docs\/other`/m);
});

test("should warn on a duplicate route that a sidebar names by the shadowed id, write the first source there and keep both ids", async () => {
  const root = fixtureCopy();
  // `doc: intro` is in config.yaml's sidebar; the copy sorts first, so it is the one written at /docs/intro.
  writeFileSync(
    join(root, "content/docs/intro-copy.md"),
    "---\ntitle: Intro copy\ndescription: A second source for /docs/intro.\nslug: /intro\n---\n\nThe copy.\n",
  );
  const result = await buildSite({ root });
  const report = formatMessages(result.files);
  assert.equal(result.ok, true, report);
  assert.equal(report.split("\n").filter((line) => /^(warn|error)/.test(line)).length, 1, report);
  assert.match(
    report,
    /^warn  content\/docs\/intro\.md:1:1: Unexpected duplicate route `\/docs\/intro`, expected one source per route \(content\/docs\/intro-copy\.md is written there, this page is left out\) \[duplicate-route\]$/m,
  );
  const intro = readFileSync(join(root, "build/docs/intro/index.html"), "utf8");
  assert.match(intro, /<h1[^>]*>Intro copy<\/h1>/);
  assert.match(intro, /<nav aria-label="Docs sidebar" data-sidebar="apiDocsSidebar"/);
  assert.match(intro, /<a href="\/docs\/intro" aria-current="page" class="active">Intro<\/a>/);
});

test("should stop on invalid front matter with its file, line and column", async () => {
  const root = fixtureCopy();
  writeFileSync(join(root, "content/docs/bad.md"), "---\ntitle: Bad\ndescription: x\nsidebar_position: first\n---\n");
  const result = await buildSite({ root, linkinator: false });
  assert.equal(result.ok, false);
  assert.match(
    formatMessages(result.files),
    /content\/docs\/bad\.md:4:19-4:24: Unexpected string at `sidebar_position`, expected number \[invalid-front-matter\]/,
  );
});

test("should build for a base URL given on the command line", async () => {
  const root = fixtureCopy();
  const result = await buildSite({ root, baseUrl: "/some/prefix/" });
  assert.equal(result.ok, true, formatMessages(result.files));
  const intro = readFileSync(join(root, "build/docs/intro/index.html"), "utf8");
  assert.match(intro, /href="\/some\/prefix\/assets\/site\.[0-9a-f]{10}\.css"/);
  assert.match(intro, /href="\/some\/prefix\/docs\/other#second"/);
  assert.doesNotMatch(intro, /href="\/docs\//);
});

test("should reject with the compile thread's own error and stack when the build cannot run, and leave no staging folder", async () => {
  const root = fixtureCopy();
  rmSync(join(root, "content"), { recursive: true });
  writeFileSync(join(root, "content"), "not a folder");
  // With the crawl on, the site is compiled on a thread: what it throws must arrive whole.
  const error = await buildSite({ root }).then(
    () => undefined,
    (thrown: unknown) => thrown as Error,
  );
  assert.ok(error instanceof Error, "the build should have thrown");
  assert.match(error.message, /ENOTDIR/);
  // The engine's own file, where it is: the bundle's source map names each module relative to the bundle.
  assert.ok((error.stack ?? "").includes(`(${join(ROOT, "src/pipeline/1-content/discover.ts")}:`), error.stack ?? "no stack");
  assert.deepEqual(
    readdirSync(root).filter((name) => name.startsWith("build")),
    [],
  );
});

test("should build a site from its own folder or one `--root` names, not the engine's, without the crawl as with it", () => {
  // A site folder has no tsconfig.json of the engine's: the engine must run as built, whatever the current folder.
  const root = fixtureCopy();
  const tsx = join(ROOT, "node_modules/tsx/dist/loader.mjs");
  const elsewhere = mkdtempSync(join(tmpdir(), "elsewhere-"));
  for (const [flags, cwd] of [
    [["--no-linkinator"], root],
    [["--root", root], elsewhere],
  ] as const) {
    rmSync(join(root, "build"), { recursive: true, force: true });
    const run = spawnSync(process.execPath, ["--import", tsx, join(ROOT, "bin/build.ts"), ...flags], { cwd, encoding: "utf8" });
    assert.equal(run.status, 0, `${flags.join(" ")}\n${run.stdout}\n${run.stderr}`);
    assert.match(readFileSync(join(root, "build/docs/intro/index.html"), "utf8"), /<h1[^>]*>Intro<\/h1>/);
  }
});
