import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { ROOT } from "./support.ts";

/** Runs a bin script as npm does, from the engine's own folder. */
function run(script: string, ...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", `bin/${script}.ts`, ...args], { cwd: ROOT, encoding: "utf8", timeout: 30_000 });
}

test("should print the usage for --help, and name an unknown option or a bad value with the usage instead of a stack trace", () => {
  const help = run("build", "--help");
  assert.equal(help.status, 0);
  assert.equal(help.stdout, "usage: npm run build [-- --root DIR --base-url /prefix/ --out-dir DIR --no-linkinator --force]\n");
  const unknown = run("build", "--out", "x");
  assert.equal(unknown.status, 1);
  assert.equal(
    unknown.stderr,
    "Unexpected option `--out`, expected one of --root, --base-url, --out-dir, --no-linkinator, --force\nusage: npm run build [-- --root DIR --base-url /prefix/ --out-dir DIR --no-linkinator --force]\n",
  );
  const missing = run("serve", "--port");
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /^Option '--port <value>' argument missing\nusage: npm run serve /);
  const port = run("serve", "--port", "http");
  assert.equal(port.status, 1);
  assert.equal(port.stderr, "Unexpected port `http`, expected a number from 0 to 65535 (npm run serve -- --port 3001)\n");
  const positional = run("dev", "extra");
  assert.equal(positional.status, 1);
  assert.match(positional.stderr, /^Unexpected argument 'extra'.*\nusage: npm start /);
});
