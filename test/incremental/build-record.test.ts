import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { readBuildRecord, writeBuildRecord, type BuildRecord } from "../../src/incremental/build-record.ts";

const record = (outDir: string): BuildRecord => ({ outDir, inputs: "i", engine: "e", output: "o", linkinator: true, pages: 3, report: "" });

test("should keep one record per output folder, and read none where nothing was built", () => {
  const root = mkdtempSync(join(tmpdir(), "record-"));
  assert.equal(readBuildRecord(root, join(root, "build")), undefined);
  writeBuildRecord(root, record(join(root, "build")));
  writeBuildRecord(root, { ...record(join(root, "other")), pages: 7 });
  assert.deepEqual(readBuildRecord(root, join(root, "build")), record(join(root, "build")));
  assert.equal(readBuildRecord(root, join(root, "other"))?.pages, 7);
});

test("should read a damaged record as none, so the build runs", () => {
  const root = mkdtempSync(join(tmpdir(), "record-"));
  writeBuildRecord(root, record(join(root, "build")));
  mkdirSync(join(root, ".cache/builds"), { recursive: true });
  const [name] = readdirSync(join(root, ".cache/builds"));
  writeFileSync(join(root, ".cache/builds", name!), "{ half");
  assert.equal(readBuildRecord(root, join(root, "build")), undefined);
});
