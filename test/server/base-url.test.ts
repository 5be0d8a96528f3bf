import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { readBaseUrl } from "../../src/server/base-url.ts";

test("should read the base URL a build recorded in site.json, and take / without one or with a damaged one", () => {
  const built = mkdtempSync(join(tmpdir(), "base-url-"));
  assert.equal(readBaseUrl(built), "/");
  writeFileSync(join(built, "site.json"), JSON.stringify({ baseUrl: "/docs/" }));
  assert.equal(readBaseUrl(built), "/docs/");
  writeFileSync(join(built, "site.json"), "{");
  assert.equal(readBaseUrl(built), "/");
});
