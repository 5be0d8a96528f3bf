import assert from "node:assert/strict";
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { removeFile, reuseFile } from "../../../src/pipeline/5-write/reuse-file.ts";

/** A last build's folder with `files`, and a staging folder beside it holding `staged`. */
function folders(files: Record<string, string>, staged: Record<string, string> = {}): { last: string; next: string } {
  const parent = mkdtempSync(join(tmpdir(), "reuse-file-"));
  const last = join(parent, "last");
  const next = join(parent, "next");
  mkdirSync(last);
  mkdirSync(next);
  for (const [path, text] of Object.entries(files)) writeFileSync(join(last, path), text);
  for (const [path, text] of Object.entries(staged)) writeFileSync(join(next, path), text);
  return { last, next };
}

const page = { "page.html": "<p>same</p>", "page.html.gz": "gz of the page", "page.html.br": "br of the page" };
const inode = (dir: string, path: string) => statSync(join(dir, path)).ino;

test("should link a file and its .gz and .br, each the last build's own file", () => {
  const { last, next } = folders(page);
  assert.equal(reuseFile(last, next, "page.html", true), true);
  for (const name of Object.keys(page)) assert.equal(inode(next, name), inode(last, name), name);
});

test("should link the file alone when it is not compressed", () => {
  const { last, next } = folders({ "photo.png": "png bytes" });
  assert.equal(reuseFile(last, next, "photo.png", false), true);
  assert.deepEqual(readdirSync(next), ["photo.png"]);
  assert.equal(statSync(join(next, "photo.png")).nlink, 2);
});

test("should replace the files an earlier build left in the staging folder, and leave the last build's files as they were", () => {
  const { last, next } = folders(page, { "page.html": "<p>older</p>", "page.html.gz": "older gz", "page.html.br": "older br" });
  assert.equal(reuseFile(last, next, "page.html", true), true);
  for (const name of Object.keys(page)) assert.equal(inode(next, name), inode(last, name), name);
  assert.equal(readFileSync(join(last, "page.html"), "utf8"), "<p>same</p>");
});

test("should do nothing when the staging folder holds the last build's file already", () => {
  const { last, next } = folders(page);
  for (const name of Object.keys(page)) linkSync(join(last, name), join(next, name));
  const before = readdirSync(next).map((name) => inode(next, name));
  assert.equal(reuseFile(last, next, "page.html", true), true);
  assert.deepEqual(
    readdirSync(next).map((name) => inode(next, name)),
    before,
  );
});

test("should leave nothing of the file when it is new or its .gz or .br is missing", () => {
  const { last, next } = folders({ "page.html": "<p>same</p>", "page.html.gz": "gz of the page" }, { "page.html": "<p>older</p>" });
  assert.equal(reuseFile(last, next, "new.html", true), false);
  assert.equal(reuseFile(last, next, "page.html", true), false);
  assert.deepEqual(readdirSync(next), []);
  assert.equal(existsSync(join(last, "page.html.gz")), true);
});

test("should remove a file and its compressed copies when they are there, and only unlink them", () => {
  const { last, next } = folders(page);
  for (const name of Object.keys(page)) linkSync(join(last, name), join(next, name));
  removeFile(next, "page.html", true);
  removeFile(next, "absent.html", true);
  assert.deepEqual(readdirSync(next), []);
  assert.deepEqual(readdirSync(last).sort(), Object.keys(page).sort());
  assert.equal(readFileSync(join(last, "page.html"), "utf8"), "<p>same</p>");
});
