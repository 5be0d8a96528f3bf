import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { inputsFingerprint, outputFingerprint } from "../../src/incremental/fingerprint.ts";

/** Returns a site folder with a config and one page. */
function site(): string {
  const root = mkdtempSync(join(tmpdir(), "fingerprint-"));
  mkdirSync(join(root, "content/docs"), { recursive: true });
  writeFileSync(join(root, "config.yaml"), "title: T\n");
  writeFileSync(join(root, "content/docs/intro.md"), "# Intro\n");
  return root;
}

test("should change the inputs' fingerprint with any byte of config or content, a new file, the options or the engine, and nothing else", () => {
  const root = site();
  const first = inputsFingerprint(root, { baseUrl: null }, "engine");
  assert.equal(inputsFingerprint(root, { baseUrl: null }, "engine"), first);
  writeFileSync(join(root, "notes.txt"), "not read by a build");
  assert.equal(inputsFingerprint(root, { baseUrl: null }, "engine"), first);
  assert.notEqual(inputsFingerprint(root, { baseUrl: "/docs/" }, "engine"), first);
  assert.notEqual(inputsFingerprint(root, { baseUrl: null }, "other engine"), first);
  writeFileSync(join(root, "content/docs/intro.md"), "# Intro!\n");
  const edited = inputsFingerprint(root, { baseUrl: null }, "engine");
  assert.notEqual(edited, first);
  writeFileSync(join(root, "content/docs/new.md"), "");
  assert.notEqual(inputsFingerprint(root, { baseUrl: null }, "engine"), edited);
});

test("should change the output's fingerprint when a file is added or touched, and give none for a missing folder", () => {
  const out = mkdtempSync(join(tmpdir(), "output-"));
  assert.equal(outputFingerprint(join(out, "missing")), undefined);
  writeFileSync(join(out, "index.html"), "<h1>a</h1>");
  const first = outputFingerprint(out);
  assert.equal(outputFingerprint(out), first);
  utimesSync(join(out, "index.html"), new Date(0), new Date(0));
  const touched = outputFingerprint(out);
  assert.notEqual(touched, first);
  writeFileSync(join(out, "extra.html"), "");
  assert.notEqual(outputFingerprint(out), touched);
});
