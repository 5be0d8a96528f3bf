import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const REQUESTS = 20_000;
const CONNECTIONS = 50;

/** Returns a small built-site folder: pages, a hashed asset, the not-found page and the CSP record. */
function siteFolder(): string {
  const root = mkdtempSync(join(tmpdir(), "load-"));
  mkdirSync(join(root, "docs/intro"), { recursive: true });
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), `<h1>home</h1>${"<p>text</p>".repeat(500)}`);
  writeFileSync(join(root, "404.html"), "<h1>not found</h1>");
  writeFileSync(join(root, "docs/intro/index.html"), "<h1>intro</h1>");
  writeFileSync(join(root, "assets/app.0123456789.js"), "export {};".repeat(1000));
  writeFileSync(join(root, "csp.json"), "{}");
  return root;
}

test(`should answer ${REQUESTS} requests over ${CONNECTIONS} connections without an error or memory growth`, async () => {
  const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", fileURLToPath(new URL("./load-server.ts", import.meta.url)), siteFolder()], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => JSON.parse(String((await lines.next()).value)) as Record<string, number>;
  try {
    const { port } = await next();
    const memory = async () => (child.stdin!.write("gc\n"), next());
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const paths = ["/", "/docs/intro", "/docs/intro/", "/assets/app.0123456789.js", "/docs/missing", "/%2e%2e/etc/passwd"];
    const expected = [200, 200, 200, 200, 404, 400];
    const run = async (count: number) => {
      let sent = 0;
      const errors: string[] = [];
      const worker = async () => {
        while (sent < count) {
          const i = sent++ % paths.length;
          const status = await new Promise<number>((resolve, reject) => {
            const req = request({ host: "127.0.0.1", port, path: paths[i], agent, headers: i === 1 && sent % 2 ? { "if-none-match": '"x"' } : {} }, (res) => {
              res.resume();
              res.on("end", () => resolve(res.statusCode!));
            });
            req.on("error", reject);
            req.end();
          }).catch((error: Error) => (errors.push(error.message), 0));
          if (status !== expected[i]) errors.push(`${paths[i]} → ${status}`);
        }
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, worker));
      return errors;
    };
    assert.deepEqual(await run(2_000), [], "warm-up");
    const before = await memory();
    const started = performance.now();
    const errors = await run(REQUESTS);
    const seconds = (performance.now() - started) / 1000;
    const after = await memory();
    agent.destroy();
    assert.deepEqual(errors.slice(0, 5), []);
    const growth = { heapUsedMb: (after.heapUsed! - before.heapUsed!) / 2 ** 20, rssMb: (after.rss! - before.rss!) / 2 ** 20 };
    console.log(
      `# ${REQUESTS} requests in ${seconds.toFixed(1)} s (${Math.round(REQUESTS / seconds)}/s); heapUsed ${growth.heapUsedMb.toFixed(2)} MB, rss ${growth.rssMb.toFixed(1)} MB after gc`,
    );
    assert.ok(growth.heapUsedMb < 2, `heapUsed grew by ${growth.heapUsedMb.toFixed(2)} MB`);
    // RSS moves with the allocator's free lists (5–14 MB measured); the heap is the figure that would show a leak.
    assert.ok(growth.rssMb < 32, `rss grew by ${growth.rssMb.toFixed(1)} MB`);
  } finally {
    child.kill();
  }
});
