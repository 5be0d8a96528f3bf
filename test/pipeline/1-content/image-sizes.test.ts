import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test, type TestContext } from "node:test";
import { createCache } from "../../../src/incremental/cache.ts";
import { readImageSizes } from "../../../src/pipeline/1-content/index.ts";

/** A PNG's signature and header chunk: all image-size reads of a PNG. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(24);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write("IHDR", 12, "ascii");
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return Buffer.concat([header, Buffer.alloc(16)]);
}

/** A JPEG with an EXIF orientation (6: the camera was turned a quarter) and its frame's size, after `padding` bytes of metadata. */
function jpeg(width: number, height: number, orientation: number, padding = 0): Buffer {
  const tiff = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]);
  const exif = Buffer.concat([Buffer.from("Exif\0\0", "binary"), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 255]), exif]);
  // Comment segments (at most 65,533 bytes each) stand for a camera's large metadata.
  const comments = Array.from({ length: Math.ceil(padding / 65_000) }, () =>
    Buffer.concat([Buffer.from([0xff, 0xfe, 65_002 >> 8, 65_002 & 255]), Buffer.alloc(65_000, 0x20)]),
  );
  const frame = Buffer.from([0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, ...comments, frame, Buffer.from([0xff, 0xd9])]);
}

/** Writes `files` under a fresh content/ folder; returns the project root and the assets map discovery would make. */
function site(t: TestContext, files: Record<string, string | Buffer>) {
  const root = mkdtempSync(join(tmpdir(), "image-sizes-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, "content", path)), { recursive: true });
    writeFileSync(join(root, "content", path), body);
  }
  const assets = new Map(Object.keys(files).map((path) => [path, path.replace(/^static\//, "")]));
  return { root, assets };
}

test("should read each image's size as a browser shows it, by output path, and give a damaged file's reason", (t) => {
  const { root, assets } = site(t, {
    "docs/img/sized.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 400 225"><rect/></svg>',
    "docs/img/wide.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450"><rect/></svg>',
    "docs/img/fluid.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%"><rect/></svg>',
    "static/img/photo.png": png(1200, 630),
    "static/img/portrait.jpg": jpeg(4000, 3000, 6),
    "static/img/camera.jpg": jpeg(640, 480, 1, 600_000),
    "static/img/broken.png": Buffer.from("not a png at all"),
    "static/files/report.pdf": Buffer.from("%PDF-1.7"),
  });
  assert.deepEqual(
    readImageSizes(root, "content", assets, createCache({ memory: true }).memo),
    new Map<string, unknown>([
      ["docs/img/sized.svg", { width: 800, height: 450 }],
      // A browser stretches an SVG with only a viewBox (or a size in %) to its column: no size is given.
      ["img/photo.png", { width: 1200, height: 630 }],
      // Turned by its EXIF orientation, as browsers show it.
      ["img/portrait.jpg", { width: 3000, height: 4000 }],
      // Its frame comes after 600 KB of metadata: the whole file is read.
      ["img/camera.jpg", { width: 640, height: 480 }],
      ["img/broken.png", { unreadable: "its content is in no image format" }],
    ]),
  );
});

test("should keep a size while its file's time and length stay the same, and read it again when they change", (t) => {
  const { root, assets } = site(t, { "static/img/photo.png": png(1200, 630) });
  const cache = createCache({ memory: true });
  const path = join(root, "content/static/img/photo.png");
  const past = new Date("2026-01-01T00:00:00Z");
  utimesSync(path, past, past);
  assert.deepEqual(readImageSizes(root, "content", assets, cache.memo).get("img/photo.png"), { width: 1200, height: 630 });
  writeFileSync(path, png(300, 200));
  utimesSync(path, past, past);
  // Same time and length: the kept size.
  assert.deepEqual(readImageSizes(root, "content", assets, cache.memo).get("img/photo.png"), { width: 1200, height: 630 });
  utimesSync(path, new Date(), new Date());
  assert.deepEqual(readImageSizes(root, "content", assets, cache.memo).get("img/photo.png"), { width: 300, height: 200 });
  rmSync(path);
  assert.equal(readImageSizes(root, "content", assets, cache.memo).size, 0);
});
