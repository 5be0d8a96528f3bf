import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { outputFiles } from "../../../src/pipeline/5-write/output-files.ts";

test("should list every file below the folder, sorted, with / and without folders", () => {
  const dir = mkdtempSync(join(tmpdir(), "output-files-"));
  for (const folder of ["docs/intro", "assets", "empty"]) mkdirSync(join(dir, folder), { recursive: true });
  for (const file of ["index.html", "docs/intro/index.html", "docs/intro/index.html.gz", "docs/intro.md", "assets/app.js"]) writeFileSync(join(dir, file), "x");
  assert.deepEqual(outputFiles(dir), ["assets/app.js", "docs/intro.md", "docs/intro/index.html", "docs/intro/index.html.gz", "index.html"]);
});
