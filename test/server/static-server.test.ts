import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { startServer, type RunningServer } from "../../src/server/index.ts";

let server: RunningServer;
let origin: string;

before(async () => {
  const root = mkdtempSync(join(tmpdir(), "serve-"));
  mkdirSync(join(root, "docs/intro"), { recursive: true });
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(join(root, "404.html"), "<h1>not found</h1>");
  writeFileSync(join(root, "docs/intro/index.html"), "<h1>intro</h1>");
  writeFileSync(join(root, "assets/app.0123456789.js"), "export {};");
  writeFileSync(join(root, "csp.json"), JSON.stringify({ scriptHashes: ["sha256-abc="] }));
  writeFileSync(join(tmpdir(), "secret.txt"), "secret");
  symlinkSync(join(tmpdir(), "secret.txt"), join(root, "leak.txt"));
  server = await startServer({ root });
  origin = new URL(server.url).origin;
});
after(() => server.close());

/** Sends a raw request path (no URL normalisation) and returns status, headers and body. */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.path = path;
    req.on("error", reject);
    req.end();
  });
}

test("should answer a route with and without a trailing slash", async () => {
  assert.equal((await get("/docs/intro")).body, "<h1>intro</h1>");
  assert.equal((await get("/docs/intro/")).body, "<h1>intro</h1>");
  assert.equal((await get("/")).body, "<h1>home</h1>");
});

test("should answer an unknown path with the not-found page and status 404", async () => {
  const res = await get("/docs/nope");
  assert.equal(res.status, 404);
  assert.equal(res.body, "<h1>not found</h1>");
});

test("should send the CSP on HTML and cache hashed assets for a year", async () => {
  const page = await get("/docs/intro");
  assert.equal(page.headers["content-security-policy"]?.toString().includes("script-src 'self' 'sha256-abc='"), true);
  assert.equal(page.headers["cache-control"], "no-cache");
  const asset = await get("/assets/app.0123456789.js");
  assert.equal(asset.headers["cache-control"], "public, max-age=31536000, immutable");
});

test("should answer If-None-Match with 304 and HEAD without a body", async () => {
  const first = await get("/docs/intro");
  const again = await get("/docs/intro", { "if-none-match": String(first.headers.etag) });
  assert.equal(again.status, 304);
  const head = await get("/docs/intro", {}, "HEAD");
  assert.equal(head.status, 200);
  assert.equal(head.body, "");
});

test("should never serve a file outside the folder", async () => {
  for (const path of ["/../secret.txt", "/%2e%2e/secret.txt", "/%252e%252e/secret.txt", "/..%5csecret.txt", "/a%00b", "/%E0%A4%A"]) {
    const res = await get(path);
    assert.ok(res.status === 400 || res.status === 404, `${path} → ${res.status}`);
    assert.notEqual(res.body, "secret");
  }
  const link = await get("/leak.txt");
  assert.equal(link.status, 404);
});

test("should refuse methods other than GET and HEAD", async () => {
  assert.equal((await get("/", {}, "POST")).status, 405);
});
