import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { commitSite, createStaging } from "../../../src/pipeline/5-write/write-site.ts";
import { contentHash } from "../../../src/pipeline/5-write/content-hash.ts";
import { outputFiles } from "../../../src/pipeline/5-write/output-files.ts";

test("should link the last build's file with its .gz and .br when its bytes are the same, and write and compress every other file", async () => {
  const parent = mkdtempSync(join(tmpdir(), "precompress-"));
  const last = createStaging(join(parent, "last"), { compress: true });
  const kept = "<p>the same page</p>".repeat(50);
  last.writeFile("docs/kept/index.html", kept);
  last.writeFile("docs/edited/index.html", "<p>before</p>");
  last.writeFile("sitemap.xml", "<urlset/>");
  last.writeFile("docs/same-size/index.html", "<p>aaaa</p>");
  last.writeFile("photo.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  assert.deepEqual(await last.compressed(), { files: 4, reused: 0 });
  rmSync(join(last.dir, "sitemap.xml.br"));
  const previous = { dir: last.dir, hashes: last.settle(), ino: statSync(last.dir).ino };
  const next = createStaging(join(parent, "next"), { compress: true, previous: () => previous });
  const files = {
    "docs/kept/index.html": kept,
    "docs/edited/index.html": "<p>after</p>",
    "docs/new/index.html": "<p>new</p>",
    "sitemap.xml": "<urlset/>",
    "docs/same-size/index.html": "<p>bbbb</p>",
  };
  for (const [path, contents] of Object.entries(files)) next.writeFile(path, contents);
  next.writeFile("photo.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  // The sitemap has the same bytes but lost its .br: it is written and compressed again, both files.
  assert.deepEqual(await next.compressed(), { files: 5, reused: 1 });
  const inode = (dir: string, path: string) => statSync(join(dir, path)).ino;
  for (const path of ["docs/kept/index.html", "docs/kept/index.html.gz", "docs/kept/index.html.br", "photo.png"]) {
    assert.equal(inode(next.dir, path), inode(last.dir, path), `${path} is linked`);
  }
  for (const path of ["docs/edited/index.html", "sitemap.xml", "sitemap.xml.gz", "docs/same-size/index.html"]) {
    assert.notEqual(inode(next.dir, path), inode(last.dir, path), `${path} is written`);
  }
  for (const [path, contents] of Object.entries(files)) {
    assert.equal(readFileSync(join(next.dir, path), "utf8"), contents, path);
    assert.equal(gunzipSync(readFileSync(join(next.dir, `${path}.gz`))).toString(), contents, path);
    assert.equal(brotliDecompressSync(readFileSync(join(next.dir, `${path}.br`))).toString(), contents, path);
  }
});

/** A page the last build wrote into `dir/last`, and a staging folder in `parent` that may link from it. */
async function pageOfLastBuild(dir: string, parent: string) {
  const last = createStaging(join(dir, "last"), { compress: true });
  const page = "<p>the same page</p>".repeat(50);
  last.writeFile("docs/kept/index.html", page);
  await last.compressed();
  const previous = { dir: last.dir, hashes: last.settle(), ino: statSync(last.dir).ino };
  const next = createStaging(join(parent, "next"), { compress: true, previous: () => previous });
  return { last, page, hash: contentHash(Buffer.from(page)), previous, next };
}

test("should link a file sent by its hash alone from the last build, and stop when that file cannot be linked", async () => {
  const parent = mkdtempSync(join(tmpdir(), "precompress-"));
  const { last, hash, previous, next } = await pageOfLastBuild(parent, parent);
  next.writeFile("docs/kept/index.html", undefined, hash);
  assert.deepEqual(await next.compressed(), { files: 1, reused: 1 });
  assert.equal(statSync(join(next.dir, "docs/kept/index.html.br")).ino, statSync(join(last.dir, "docs/kept/index.html.br")).ino);
  assert.deepEqual(next.settle(), previous.hashes);
  // Gone from the last build since it was checked: nothing to link, no bytes to write.
  rmSync(join(last.dir, "docs/kept/index.html"));
  const raced = createStaging(join(parent, "raced"), { compress: true, previous: () => previous });
  assert.throws(
    () => raced.writeFile("docs/kept/index.html", undefined, hash),
    /the last build's file this build takes unchanged, is gone or changed: run the build again/,
  );
  await raced.discard();
});

test("should copy a file sent by its hash alone when the file system cannot link it there", async () => {
  // Two file systems: a hard link from one to the other fails (EXDEV), as it does where links are not supported.
  const other = mkdtempSync(join("/dev/shm", "precompress-"));
  const parent = mkdtempSync(join(tmpdir(), "precompress-"));
  assert.notEqual(statSync(other).dev, statSync(parent).dev, "/dev/shm and the temporary folder are one file system here");
  const { page, hash, next } = await pageOfLastBuild(other, parent);
  next.writeFile("docs/kept/index.html", undefined, hash);
  assert.deepEqual(await next.compressed(), { files: 1, reused: 0 });
  assert.equal(readFileSync(join(next.dir, "docs/kept/index.html"), "utf8"), page);
  assert.equal(gunzipSync(readFileSync(join(next.dir, "docs/kept/index.html.gz"))).toString(), page);
  rmSync(other, { recursive: true, force: true });
});

/** What the record of a build keeps for the next one: its files' hashes and the files of the build it replaced. */
interface Built {
  hashes: Record<string, string>;
  spareFiles?: string[];
}

/** Writes `files` as a build into `parent/build` does after the build `last`: from its spare folder, linking what did not change. */
async function buildInto(parent: string, files: Record<string, string>, last?: Built): Promise<Built> {
  const build = join(parent, "build");
  const spare = join(parent, "cache/build.spare");
  const staging = createStaging(build, {
    compress: true,
    previous: () => last && { dir: build, hashes: last.hashes, ino: statSync(build).ino },
    spare: { dir: spare, files: last?.spareFiles },
  });
  for (const [path, contents] of Object.entries(files)) staging.writeFile(path, contents);
  const hashes = staging.settle();
  await staging.compressed();
  const kept = await commitSite(staging.dir, build, { spare, ino: last && statSync(build).ino });
  await staging.removed();
  return { hashes, spareFiles: kept && last ? Object.keys(last.hashes) : undefined };
}

test("should start from the build before the last, keep what did not change, and leave what a cold build leaves", async () => {
  const parent = mkdtempSync(join(tmpdir(), "staging-"));
  const build = join(parent, "build");
  const kept = "<p>kept by every build</p>";
  const first = await buildInto(parent, { "index.html": kept, "docs/a/index.html": "<p>a, first</p>", "docs/gone/index.html": "<p>gone</p>" });
  assert.equal(existsSync(join(parent, "cache/build.spare")), false, "no build before the first");
  const second = await buildInto(parent, { "index.html": kept, "docs/a/index.html": "<p>a, second</p>", "docs/gone/index.html": "<p>gone</p>" }, first);
  assert.deepEqual(second.spareFiles, ["index.html", "docs/a/index.html", "docs/gone/index.html"], "the first build is kept");
  const keptFile = statSync(join(build, "index.html")).ino;
  const last = { "index.html": kept, "docs/a/index.html": "<p>a, third</p>", "docs/new/index.html": "<p>new</p>", "sitemap.xml": "<urlset/>" };
  const staging = createStaging(build, {
    compress: true,
    previous: () => ({ dir: build, hashes: second.hashes, ino: statSync(build).ino }),
    spare: { dir: join(parent, "cache/build.spare"), files: second.spareFiles! },
  });
  for (const [path, contents] of Object.entries(last)) staging.writeFile(path, contents);
  staging.settle();
  assert.equal(existsSync(join(parent, "cache/build.spare")), false, "the staging folder is the spare one");
  assert.deepEqual(await staging.compressed(), { files: 4, reused: 1 });
  // The build being replaced is as it was: the changed file was written beside it, not through a link into it.
  assert.equal(readFileSync(join(build, "docs/a/index.html"), "utf8"), "<p>a, second</p>");
  assert.equal(gunzipSync(readFileSync(join(build, "docs/a/index.html.gz"))).toString(), "<p>a, second</p>");
  assert.equal(readFileSync(join(build, "docs/gone/index.html"), "utf8"), "<p>gone</p>");
  // The staging folder holds this build's files alone, with their compressed copies, and no folder left empty.
  assert.equal(statSync(join(staging.dir, "index.html")).ino, keptFile);
  assert.deepEqual(
    outputFiles(staging.dir),
    Object.keys(last)
      .flatMap((path) => [path, `${path}.br`, `${path}.gz`])
      .sort(),
  );
  assert.equal(existsSync(join(staging.dir, "docs/gone")), false);
  for (const [path, contents] of Object.entries(last)) {
    assert.equal(readFileSync(join(staging.dir, path), "utf8"), contents, path);
    assert.equal(brotliDecompressSync(readFileSync(join(staging.dir, `${path}.br`))).toString(), contents, path);
  }
  rmSync(parent, { recursive: true, force: true });
});

test("should start empty without a last build to link from, and fail when that build was replaced while it wrote", async () => {
  const parent = mkdtempSync(join(tmpdir(), "staging-"));
  const build = join(parent, "build");
  const spare = join(parent, "cache/build.spare");
  const first = await buildInto(parent, { "index.html": "<p>one</p>", "old/index.html": "<p>old</p>" });
  const second = await buildInto(parent, { "index.html": "<p>two</p>" }, first);
  const fresh = createStaging(build, { compress: true, spare: { dir: spare, files: second.spareFiles! } });
  fresh.writeFile("index.html", "<p>three</p>");
  fresh.settle();
  await fresh.compressed();
  await fresh.removed();
  assert.deepEqual(outputFiles(fresh.dir), ["index.html", "index.html.br", "index.html.gz"]);
  // Nothing to link from: the spare folder was moved aside and removed while the build ran, not at its commit.
  assert.equal(existsSync(spare), false);
  assert.deepEqual(readdirSync(join(parent, "cache")), []);
  await fresh.discard();
  const raced = createStaging(build, { compress: true, previous: () => ({ dir: build, hashes: second.hashes, ino: statSync(build).ino }) });
  raced.writeFile("index.html", "<p>two</p>");
  // Another build into the same folder commits meanwhile: the folder is another one.
  renameSync(build, join(parent, "replaced"));
  mkdirSync(build);
  assert.throws(() => raced.settle(), /build was replaced while this build ran, by another build into the same folder: run the build again\./);
  await raced.discard();
  rmSync(parent, { recursive: true, force: true });
});

test("should write a path written twice in one build, never link over the first, and leave the last build's files as they were", async () => {
  const parent = mkdtempSync(join(tmpdir(), "staging-"));
  const build = join(parent, "build");
  const first = await buildInto(parent, { "404.html": "<p>the copy</p>" });
  const second = await buildInto(parent, { "404.html": "<p>the copy</p>" }, first);
  const lastGz = statSync(join(build, "404.html.gz"));
  const staging = createStaging(build, {
    compress: true,
    previous: () => ({ dir: build, hashes: second.hashes, ino: statSync(build).ino }),
    spare: { dir: join(parent, "cache/build.spare"), files: second.spareFiles! },
  });
  // The page, then a static file of the same path with the last build's bytes: the second one wins, as in a cold build.
  staging.writeFile("404.html", "<p>the page</p>".repeat(5000));
  staging.writeFile("404.html", "<p>the copy</p>");
  staging.settle();
  await staging.compressed();
  assert.equal(readFileSync(join(staging.dir, "404.html"), "utf8"), "<p>the copy</p>");
  assert.equal(gunzipSync(readFileSync(join(staging.dir, "404.html.gz"))).toString(), "<p>the copy</p>");
  assert.equal(brotliDecompressSync(readFileSync(join(staging.dir, "404.html.br"))).toString(), "<p>the copy</p>");
  const gz = statSync(join(build, "404.html.gz"));
  assert.deepEqual([gz.ino, gz.mtimeMs], [lastGz.ino, lastGz.mtimeMs], "the last build's .gz is not written");
  assert.equal(gunzipSync(readFileSync(join(build, "404.html.gz"))).toString(), "<p>the copy</p>");
  await staging.discard();
  rmSync(parent, { recursive: true, force: true });
});

test("should write a path that was a folder in the spare build as a file, and one that was a file as a folder", async () => {
  const parent = mkdtempSync(join(tmpdir(), "staging-"));
  const build = join(parent, "build");
  const first = await buildInto(parent, { "thing/a.txt": "a", "other.txt": "other" });
  const second = await buildInto(parent, { thing: "a file now", "other.txt": "other" }, first);
  // Made from the first build: `thing` is a folder there, and a file in this one.
  const third = await buildInto(parent, { thing: "a file now", "other.txt": "other" }, second);
  assert.deepEqual(outputFiles(build), ["other.txt", "other.txt.br", "other.txt.gz", "thing"]);
  // Made from the second build: `thing` is a file there, and a folder in this one.
  await buildInto(parent, { "thing/b.txt": "b", "other.txt": "other" }, third);
  assert.deepEqual(outputFiles(build), ["other.txt", "other.txt.br", "other.txt.gz", "thing/b.txt", "thing/b.txt.br", "thing/b.txt.gz"]);
  assert.equal(readFileSync(join(build, "thing/b.txt"), "utf8"), "b");
  rmSync(parent, { recursive: true, force: true });
});

test("should keep as the spare folder a build that replaced the one this build checked, and remove it while the next build runs", async () => {
  const parent = mkdtempSync(join(tmpdir(), "staging-"));
  const build = join(parent, "build");
  const spare = join(parent, "cache/build.spare");
  await buildInto(parent, { "index.html": "<p>one</p>" });
  const checked = statSync(build).ino;
  // Another build commits meanwhile: the folder replaced at this build's commit is not the one it checked.
  renameSync(build, join(parent, "replaced"));
  mkdirSync(build);
  writeFileSync(join(build, "other.html"), "<p>other</p>");
  const staging = createStaging(build, { compress: true });
  staging.writeFile("index.html", "<p>two</p>");
  const hashes = staging.settle();
  await staging.compressed();
  assert.equal(await commitSite(staging.dir, build, { spare, ino: checked }), false, "not the folder checked: its files are unknown");
  assert.deepEqual(outputFiles(spare), ["other.html"]);
  // Its files are not the last build's: the next build starts empty, and the folder is removed meanwhile.
  const next = await buildInto(parent, { "index.html": "<p>two</p>", "new.html": "<p>new</p>" }, { hashes });
  assert.deepEqual(outputFiles(build), ["index.html", "index.html.br", "index.html.gz", "new.html", "new.html.br", "new.html.gz"]);
  assert.deepEqual(outputFiles(spare), ["index.html", "index.html.br", "index.html.gz"], "the last build is the spare folder now");
  assert.deepEqual(next.spareFiles, ["index.html"]);
  assert.deepEqual(readdirSync(join(parent, "cache")), ["build.spare"]);
  assert.deepEqual(readdirSync(parent).sort(), ["build", "cache", "replaced"]);
  rmSync(parent, { recursive: true, force: true });
});
