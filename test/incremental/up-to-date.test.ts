import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { writeBuildRecord } from "../../src/incremental/build-record.ts";
import { outputFingerprint } from "../../src/incremental/fingerprint.ts";
import { checkUpToDate, upToDateLine } from "../../src/incremental/up-to-date.ts";

/** Returns a site and its output folder, with the record of a good build of them (with or without the crawl). */
function builtSite(linkinator: boolean): { root: string; outDir: string } {
  const root = mkdtempSync(join(tmpdir(), "up-to-date-"));
  mkdirSync(join(root, "content"));
  writeFileSync(join(root, "config.yaml"), "title: T\n");
  const outDir = join(root, "build");
  mkdirSync(outDir);
  writeFileSync(join(outDir, "index.html"), "<h1>home</h1>");
  const { inputs, engine } = checkUpToDate(root, outDir, { linkinator });
  writeBuildRecord(root, { outDir, inputs, engine, output: outputFingerprint(outDir)!, linkinator, pages: 1, report: "" });
  return { root, outDir };
}

test("should stand for a build when nothing it reads or writes changed, and the last one crawled at least as much", () => {
  const { root, outDir } = builtSite(true);
  assert.equal(checkUpToDate(root, outDir, { linkinator: true }).unchanged?.pages, 1);
  assert.equal(checkUpToDate(root, outDir, { linkinator: false }).unchanged?.pages, 1);
  assert.equal(checkUpToDate(root, outDir, { linkinator: true, force: true }).unchanged, undefined);
  assert.equal(checkUpToDate(root, outDir, { linkinator: true, baseUrl: "/docs/" }).unchanged, undefined);
  const crawlless = builtSite(false);
  assert.equal(checkUpToDate(crawlless.root, crawlless.outDir, { linkinator: true }).unchanged, undefined);
});

test("should not stand for a build after an edit or a touched output, but still give the last record", () => {
  const edited = builtSite(true);
  writeFileSync(join(edited.root, "config.yaml"), "title: U\n");
  const check = checkUpToDate(edited.root, edited.outDir, { linkinator: true });
  assert.equal(check.unchanged, undefined);
  assert.equal(check.record?.pages, 1);
  const touched = builtSite(true);
  writeFileSync(join(touched.outDir, "stray.html"), "");
  assert.equal(checkUpToDate(touched.root, touched.outDir, { linkinator: true }).unchanged, undefined);
});

test("should say in one line that the last build was kept", () => {
  assert.equal(upToDateLine(636, 41.6), "✔ up to date: nothing changed since the last build; kept 636 pages, in 42 ms (--force builds anyway)");
});
