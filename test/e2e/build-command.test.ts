import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "node:test";
import { engineFingerprint } from "../../src/incremental/fingerprint.ts";
import { FIXTURES, ROOT } from "../support.ts";

const POINTER = join(ROOT, ".cache/engine/build-command.json");

/** Runs `npm run build`'s command, without npm. */
function build(root: string) {
  return spawnSync(process.execPath, ["bin/build.mjs", "--root", root, "--no-linkinator"], { cwd: ROOT, encoding: "utf8", timeout: 300_000 });
}

test("should run the build bundled when the bundle was made from this engine's code, and through tsx otherwise, which bundles it again", async () => {
  const root = mkdtempSync(join(tmpdir(), "build-command-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  const saved = existsSync(POINTER) ? readFileSync(POINTER, "utf8") : undefined;
  const fake = join(ROOT, ".cache/engine", `build-command-test-${process.pid}.mjs`);
  try {
    rmSync(POINTER, { force: true });
    const first = build(root);
    assert.equal(first.status, 0, first.stdout + first.stderr);
    assert.match(first.stdout, /✔ built \d+ pages/);
    const pointer = JSON.parse(readFileSync(POINTER, "utf8")) as { engine: string; file: string };
    assert.equal(pointer.engine, engineFingerprint(), "bundled for this engine by the build through tsx");
    // The launcher runs the bundle when the fingerprint its own code takes is that one.
    const bundled = (await import(pathToFileURL(join(ROOT, ".cache/engine", pointer.file)).href)) as { engineFingerprint: () => string };
    assert.equal(bundled.engineFingerprint(), pointer.engine);

    appendFileSync(join(root, "content/docs/intro.md"), "\nA line the bundled command builds.\n");
    const second = build(root);
    assert.equal(second.status, 0, second.stdout + second.stderr);
    assert.match(readFileSync(join(root, "build/docs/intro/index.html"), "utf8"), /A line the bundled command builds\./);

    // A bundle that answers for its own fingerprint is run; one made from other code is not.
    writeFileSync(
      fake,
      'export const engineFingerprint = () => "an engine";\nexport async function buildCommand(engine) { console.log(`ran for ${engine}`); return 0; }\n',
    );
    writeFileSync(POINTER, JSON.stringify({ engine: "an engine", file: `build-command-test-${process.pid}.mjs` }));
    assert.equal(build(root).stdout, "ran for an engine\n");
    writeFileSync(POINTER, JSON.stringify({ engine: "another engine", file: `build-command-test-${process.pid}.mjs` }));
    const third = build(root);
    assert.equal(third.status, 0, third.stdout + third.stderr);
    assert.match(third.stdout, /up to date/);
    assert.equal(JSON.parse(readFileSync(POINTER, "utf8")).engine, engineFingerprint(), "bundled again through tsx");
    // A pointer that cannot be read is no reason to fail: the build runs through tsx, which writes it again.
    writeFileSync(POINTER, "{ half");
    const fourth = build(root);
    assert.equal(fourth.status, 0, fourth.stdout + fourth.stderr);
    assert.equal(JSON.parse(readFileSync(POINTER, "utf8")).engine, engineFingerprint());
  } finally {
    rmSync(fake, { force: true });
    if (saved !== undefined && !existsSync(POINTER)) writeFileSync(POINTER, saved);
    rmSync(root, { recursive: true, force: true });
  }
});
