import assert from "node:assert/strict";
import { request } from "node:http";
import { connect } from "node:net";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { startServer, type RunningServer } from "../../src/server/index.ts";
import { builtSite } from "./built-site.ts";

let server: RunningServer;
let origin: string;

const site = builtSite();

before(async () => {
  server = await startServer({ root: site.root });
  origin = new URL(server.url).origin;
});
after(async () => {
  await server.close();
  site.remove();
});

/** Sends a raw request path (no URL normalisation) and returns status, headers and body. */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
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
  assert.equal(again.body, "");
  assert.equal((await get("/docs/intro", { "if-none-match": `"other", W/${String(first.headers.etag)}` })).status, 304);
  assert.equal((await get("/docs/intro", { "if-none-match": '"other"' })).status, 200);
  const head = await get("/docs/intro", {}, "HEAD");
  assert.equal(head.status, 200);
  assert.equal(head.body, "");
});

test("should never serve a file outside the folder", async () => {
  const bad = [
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2E%2e/secret.txt",
    "/docs/..%2f..%2fsecret.txt",
    "/..%5csecret.txt",
    "/..\\secret.txt",
    "/a%00b",
    "/%E0%A4%A",
    "/%C0%AE%C0%AE/secret.txt",
    "/%FF",
  ];
  for (const path of bad) {
    const res = await get(path);
    assert.equal(res.status, 400, path);
    assert.equal(res.body, "Bad Request", path);
  }
  assert.equal((await get("/%252e%252e/secret.txt")).status, 404);
  for (const path of ["/leak.txt", "/docs/leak", "/docs/leak/", "/docs/leak/index.html"]) {
    const res = await get(path);
    assert.equal(res.status, 404, path);
    assert.notEqual(res.body, "secret", path);
  }
});

test("should answer a request it cannot parse with 400", async () => {
  for (const raw of [
    "GARBAGE\r\n\r\n",
    "GET /docs/intro HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n",
    "GET /a b c HTTP/1.1\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
  ]) {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, "127.0.0.1", () => socket.end(raw));
      let data = "";
      socket.on("data", (chunk) => (data += chunk));
      socket.on("close", () => resolve(data));
      socket.on("error", reject);
    });
    assert.match(answer, /^HTTP\/1\.1 400 /, JSON.stringify(raw));
  }
});

test("should refuse methods other than GET and HEAD", async () => {
  assert.equal((await get("/", {}, "POST")).status, 405);
});

test("should send a file's .br or .gz twin when asked to serve precompressed files and the request accepts it", async () => {
  const root = mkdtempSync(join(tmpdir(), "precompressed-"));
  writeFileSync(join(root, "index.html"), "<h1>plain</h1>");
  writeFileSync(join(root, "index.html.br"), "brotli bytes");
  writeFileSync(join(root, "index.html.gz"), "gzip bytes");
  writeFileSync(join(root, "only.txt"), "no twin");
  const raw = (url: string, encoding: string) =>
    new Promise<{ body: string; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      request(url, { headers: { "accept-encoding": encoding } }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ body, headers: res.headers }));
      })
        .on("error", reject)
        .end();
    });
  const precompressed = await startServer({ root, precompressed: true });
  const plain = await startServer({ root });
  try {
    const br = await raw(precompressed.url, "gzip, deflate, br");
    assert.deepEqual(
      [br.body, br.headers["content-encoding"], br.headers["content-type"], br.headers.vary],
      ["brotli bytes", "br", "text/html; charset=utf-8", "accept-encoding"],
    );
    const gzip = await raw(precompressed.url, "gzip");
    assert.deepEqual([gzip.body, gzip.headers["content-encoding"], gzip.headers["content-length"]], ["gzip bytes", "gzip", "10"]);
    assert.deepEqual([(await raw(precompressed.url, "identity")).body, (await raw(`${precompressed.url}only.txt`, "br")).body], ["<h1>plain</h1>", "no twin"]);
    const unasked = await raw(plain.url, "br");
    assert.deepEqual([unasked.body, unasked.headers["content-encoding"]], ["<h1>plain</h1>", undefined]);
  } finally {
    await precompressed.close();
    await plain.close();
  }
});
