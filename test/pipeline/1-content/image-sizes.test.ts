import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { readImageSizes } from "../../../src/pipeline/1-content/index.ts";

/** A PNG's signature and header chunk: all image-size reads of a PNG. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(24);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write("IHDR", 12, "ascii");
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return Buffer.concat([header, Buffer.alloc(16)]);
}

test("should read each image's size by output path, leave SVGs without a size of their own out and give a damaged file's reason", (t) => {
  const root = mkdtempSync(join(tmpdir(), "image-sizes-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const files: Record<string, string | Buffer> = {
    "docs/img/flow.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450"><rect width="10" height="10"/></svg>',
    "docs/img/fluid.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%"><rect width="10" height="10"/></svg>',
    "static/img/photo.png": pngHeader(1200, 630),
    "static/img/broken.png": Buffer.from("not a png at all"),
    "static/files/report.pdf": Buffer.from("%PDF-1.7"),
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, "content", path)), { recursive: true });
    writeFileSync(join(root, "content", path), body);
  }
  const assets = new Map([
    ["docs/img/flow.svg", "docs/img/flow.svg"], ["docs/img/fluid.svg", "docs/img/fluid.svg"], ["static/img/photo.png", "img/photo.png"],
    ["static/img/broken.png", "img/broken.png"], ["static/files/report.pdf", "files/report.pdf"],
  ]);
  const made: string[] = [];
  const memo = <T>(_stage: string, key: string, _deps: readonly unknown[], make: () => T) => (made.push(key), make());
  assert.deepEqual(readImageSizes(root, "content", assets, memo), new Map<string, unknown>([
    ["docs/img/flow.svg", { width: 800, height: 450 }],
    ["img/photo.png", { width: 1200, height: 630 }],
    ["img/broken.png", { unreadable: "its content is in no image format" }],
  ]));
  // The PDF is not an image: it is never read.
  assert.equal(made.length, 4);
});
