import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, utimesSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { FIXTURES, freePort, ROOT } from "../support.ts";

test("should serve the site --root names on --port, rebuild with fresh engine code when a template changes, and stop cleanly on Ctrl-C", async () => {
  const root = mkdtempSync(join(tmpdir(), "dev-cli-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), join(ROOT, "bin/dev.ts"), "--root", root, "--port", String(port)], {
    cwd: tmpdir(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  const waitFor = async (pattern: RegExp) => {
    const started = Date.now();
    while (!pattern.test(output)) {
      if (Date.now() - started > 60_000) throw new Error(`no ${pattern} in:\n${output}`);
      await new Promise((wait) => setTimeout(wait, 20));
    }
  };
  try {
    await waitFor(/Serving http:\/\/127\.0\.0\.1:\d+\//);
    assert.equal((await fetch(`http://127.0.0.1:${port}/docs/intro`)).status, 200);
    // Touching a template (same text) is enough for the watcher: the builder restarts on the new engine code.
    const template = join(ROOT, "templates/parts/navbar.tsx");
    const now = new Date();
    utimesSync(template, now, now);
    await waitFor(/✔ rebuilt in \d+ ms \(templates\/parts\/navbar.tsx\)/);
    child.kill("SIGINT");
    assert.equal(await exited, 0);
    assert.match(output, /Stopped\.\n$/);
  } finally {
    child.kill("SIGKILL");
  }
});

test("should refuse a port in use with a one-line hint", async () => {
  const blocker = createServer();
  await new Promise<void>((ready) => blocker.listen(0, "127.0.0.1", ready));
  const { port } = blocker.address() as { port: number };
  const root = mkdtempSync(join(tmpdir(), "dev-cli-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  const child = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), join(ROOT, "bin/dev.ts"), "--port", String(port)], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  const code = await new Promise<number | null>((done) => child.on("exit", done));
  blocker.close();
  assert.equal(code, 1);
  assert.equal(stderr.trim(), `Port ${port} is in use: stop the other server or pass another port (npm start -- --port 3001)`);
});
