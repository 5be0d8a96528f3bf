import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { precompressSite } from "../../src/write/precompress.ts";

test("should write .gz and .br beside every text file, and none beside images", async () => {
  const dir = mkdtempSync(join(tmpdir(), "precompress-"));
  mkdirSync(join(dir, "docs/intro"), { recursive: true });
  mkdirSync(join(dir, "assets"));
  const text: Record<string, string> = {
    "index.html": "<h1>home</h1>".repeat(100), "docs/intro/index.html": "<h1>intro</h1>", "docs/intro.md": "# Intro\n", "sitemap.xml": "<urlset/>",
    "assets/app.0123456789.js": "export const a = 1;".repeat(200), "assets/site.0123456789.css": "a{}", "robots.txt": "User-agent: *", "favicon.svg": "<svg/>",
    "manifest.webmanifest": "{}", "assets/schema.0123456789.graphql": "type Query { a: Int }", "csp.json": "{}",
  };
  for (const [path, contents] of Object.entries(text)) writeFileSync(join(dir, path), contents);
  writeFileSync(join(dir, "photo.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  assert.equal(await precompressSite(dir), Object.keys(text).length);
  for (const [path, contents] of Object.entries(text)) {
    assert.equal(gunzipSync(readFileSync(join(dir, `${path}.gz`))).toString(), contents, path);
    assert.equal(brotliDecompressSync(readFileSync(join(dir, `${path}.br`))).toString(), contents, path);
  }
  assert.equal(existsSync(join(dir, "photo.png.gz")), false);
  assert.equal(existsSync(join(dir, "photo.png.br")), false);
});
