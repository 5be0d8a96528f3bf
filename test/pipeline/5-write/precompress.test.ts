import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { test } from "node:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createStaging } from "../../../src/pipeline/5-write/index.ts";
import { createCompressor } from "../../../src/pipeline/5-write/precompress.ts";

test("should write .gz and .br beside every text file written to a compressing staging folder, and none beside images", async () => {
  const staging = createStaging(join(mkdtempSync(join(tmpdir(), "precompress-")), "build"), { compress: true });
  const text: Record<string, string> = {
    "index.html": "<h1>home</h1>".repeat(100),
    "docs/intro/index.html": "<h1>intro</h1>",
    "docs/intro.md": "# Intro\n",
    "sitemap.xml": "<urlset/>",
    "assets/app.0123456789.js": "export const a = 1;".repeat(200),
    "assets/site.0123456789.css": "a{}",
    "robots.txt": "User-agent: *",
    "favicon.svg": "<svg/>",
    "manifest.webmanifest": "{}",
    "assets/schema.0123456789.graphql": "type Query { a: Int }",
    "csp.json": "{}",
  };
  for (const [path, contents] of Object.entries(text)) staging.writeFile(path, contents);
  staging.writeFile("photo.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  assert.deepEqual(await staging.compressed(), { files: Object.keys(text).length, reused: 0 });
  for (const [path, contents] of Object.entries(text)) {
    assert.equal(gunzipSync(readFileSync(join(staging.dir, `${path}.gz`))).toString(), contents, path);
    assert.equal(brotliDecompressSync(readFileSync(join(staging.dir, `${path}.br`))).toString(), contents, path);
  }
  assert.equal(existsSync(join(staging.dir, "photo.png.gz")), false);
  assert.equal(existsSync(join(staging.dir, "photo.png.br")), false);
});

test("should stop compressing and remove the folder when a failed build discards it", async () => {
  const staging = createStaging(join(mkdtempSync(join(tmpdir(), "precompress-")), "build"), { compress: true });
  for (let i = 0; i < 50; i++) staging.writeFile(`page-${i}.html`, "<p>text</p>".repeat(5000));
  await staging.discard();
  assert.equal(existsSync(staging.dir), false);
});

test("should let the file in hand finish and skip the queued ones when stopped, never ending the thread inside zlib", async () => {
  const dir = mkdtempSync(join(tmpdir(), "precompress-"));
  const compressor = createCompressor(dir);
  // Text that compresses slowly (random base64): its .br takes a while after its .gz is written.
  const slow = randomBytes(6 * 1024 * 1024).toString("base64");
  writeFileSync(join(dir, "slow.html"), slow);
  compressor.add("slow.html");
  for (let i = 0; i < 20; i++) {
    writeFileSync(join(dir, `queued-${i}.html`), "<p>queued</p>");
    compressor.add(`queued-${i}.html`);
  }
  while (!existsSync(join(dir, "slow.html.gz"))) await new Promise((resolve) => setTimeout(resolve, 2));
  await compressor.stop();
  // Ended with brotli half done, the thread would leave no .br (and could abort the process: see `finish`).
  assert.equal(brotliDecompressSync(readFileSync(join(dir, "slow.html.br"))).toString(), slow);
  assert.deepEqual(
    readdirSync(dir).filter((name) => name.startsWith("queued-") && /\.(gz|br)$/.test(name)),
    [],
  );
});

test("should compress nothing without the option", async () => {
  const staging = createStaging(join(mkdtempSync(join(tmpdir(), "precompress-")), "build"));
  staging.writeFile("index.html", "<h1>home</h1>");
  assert.deepEqual(await staging.compressed(), { files: 0, reused: 0 });
  assert.equal(existsSync(join(staging.dir, "index.html.gz")), false);
});

/** Returns the nice value of each thread of this process, by thread id (Linux's /proc). */
function niceByThread(): Map<string, number> {
  return new Map(
    readdirSync("/proc/self/task").map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      return [tid, Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16])];
    }),
  );
}

test("should compress at a low priority when asked to yield, on its own thread only, so the render keeps its core", {
  skip: process.platform !== "linux" && "per-thread priority is read from Linux's /proc",
}, async () => {
  const before = niceByThread();
  const own = before.get(String(process.pid))!;
  // A nice above the process's own, so that the lowered thread shows whatever nice the test runs under.
  const low = Math.min(19, own + 5);
  assert.notEqual(low, own, "the test needs a nice below 19 to see a thread lower its priority");
  const folders = [mkdtempSync(join(tmpdir(), "precompress-")), mkdtempSync(join(tmpdir(), "precompress-"))];
  for (const folder of folders) writeFileSync(join(folder, "index.html"), "<h1>home</h1>");
  const plain = createCompressor(folders[0]!);
  plain.add("index.html");
  const compressor = createCompressor(folders[1]!, { yielding: true, yieldNice: low });
  compressor.add("index.html");
  // Both threads started (at least two new ones) and one of them lowered itself.
  let lowered: string[] = [];
  let started = 0;
  for (let i = 0; i < 300 && (started < 2 || !lowered.length); i++) {
    await new Promise((wait) => setTimeout(wait, 10));
    const fresh = [...niceByThread()].filter(([tid]) => !before.has(tid));
    started = fresh.length;
    lowered = fresh.filter(([, nice]) => nice === low).map(([tid]) => tid);
  }
  const others = [...niceByThread()].filter(([tid]) => !lowered.includes(tid)).map(([, nice]) => nice);
  assert.equal(await compressor.drain(), 1);
  assert.equal(await plain.drain(), 1);
  assert.equal(lowered.length, 1, "the yielding compressor's thread runs at the lower priority");
  assert.deepEqual([...new Set(others)], [own], "every other thread keeps its priority, the plain compressor's too");
});
