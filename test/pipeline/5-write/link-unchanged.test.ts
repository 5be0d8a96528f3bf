import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { linkUnchanged } from "../../../src/pipeline/5-write/link-unchanged.ts";

/** A last build's folder with one page and its compressed files, and an empty staging folder beside it. */
function folders(files: Record<string, string>): { last: string; next: string } {
  const parent = mkdtempSync(join(tmpdir(), "link-unchanged-"));
  const last = join(parent, "last");
  const next = join(parent, "next");
  mkdirSync(last);
  mkdirSync(next);
  for (const [path, text] of Object.entries(files)) writeFileSync(join(last, path), text);
  return { last, next };
}

const page = { "page.html": "<p>same</p>", "page.html.gz": "gz of the page", "page.html.br": "br of the page" };

test("should link a file with the same bytes and its .gz and .br, each the last build's own file", () => {
  const { last, next } = folders(page);
  assert.equal(linkUnchanged(last, next, "page.html", Buffer.from("<p>same</p>"), true), true);
  for (const name of Object.keys(page)) assert.equal(statSync(join(next, name)).ino, statSync(join(last, name)).ino, name);
});

test("should link the file alone when it is not compressed", () => {
  const { last, next } = folders({ "photo.png": "png bytes" });
  assert.equal(linkUnchanged(last, next, "photo.png", Buffer.from("png bytes"), false), true);
  assert.deepEqual(readdirSync(next), ["photo.png"]);
  assert.equal(statSync(join(next, "photo.png")).nlink, 2);
});

test("should leave nothing in the staging folder when the bytes differ, at another size or the same", () => {
  const { last, next } = folders(page);
  assert.equal(linkUnchanged(last, next, "page.html", Buffer.from("<p>other page</p>"), true), false);
  assert.equal(linkUnchanged(last, next, "page.html", Buffer.from("<p>SAME</p>"), true), false);
  assert.deepEqual(readdirSync(next), []);
});

test("should leave nothing when the file is new or its .gz or .br is missing", () => {
  const { last, next } = folders({ "page.html": "<p>same</p>", "page.html.gz": "gz of the page" });
  assert.equal(linkUnchanged(last, next, "new.html", Buffer.from("<p>new</p>"), true), false);
  assert.equal(linkUnchanged(last, next, "page.html", Buffer.from("<p>same</p>"), true), false);
  assert.deepEqual(readdirSync(next), []);
  assert.equal(existsSync(join(last, "page.html.gz")), true);
});
