import assert from "node:assert/strict";
import { test } from "node:test";
import { resolveRequestPath, safePathname } from "../../src/server/index.ts";

const ROOT = "/srv/site";

test("should resolve a route to its file and its index.html, with or without a trailing slash", () => {
  assert.deepEqual(resolveRequestPath(ROOT, "/docs/intro"), { status: 200, files: ["/srv/site/docs/intro", "/srv/site/docs/intro/index.html"] });
  assert.deepEqual(resolveRequestPath(ROOT, "/docs/intro/?q=1#x"), { status: 200, files: ["/srv/site/docs/intro", "/srv/site/docs/intro/index.html"] });
  assert.deepEqual(resolveRequestPath(ROOT, "/"), { status: 200, files: ["/srv/site", "/srv/site/index.html"] });
  assert.deepEqual(resolveRequestPath(ROOT, "/docs/caf%C3%A9"), { status: 200, files: ["/srv/site/docs/café", "/srv/site/docs/café/index.html"] });
});

test("should resolve under a base URL and answer 404 outside it", () => {
  assert.deepEqual(resolveRequestPath(ROOT, "/prefix/docs", "/prefix/"), { status: 200, files: ["/srv/site/docs", "/srv/site/docs/index.html"] });
  assert.deepEqual(resolveRequestPath(ROOT, "/prefix", "/prefix/"), { status: 200, files: ["/srv/site", "/srv/site/index.html"] });
  assert.deepEqual(resolveRequestPath(ROOT, "/docs", "/prefix/"), { status: 404 });
});

test("should answer 400 to every path that could leave the folder or is malformed", () => {
  const bad = [
    "/../etc/passwd",
    "/docs/../../etc/passwd",
    "/%2e%2e/etc/passwd",
    "/%2E%2E/etc/passwd",
    "/.%2e/etc/passwd",
    "/docs/%2e/x",
    "/..%2fetc/passwd",
    "/..%5cetc%5cpasswd",
    "/..\\etc\\passwd",
    "/a%5cb",
    "/a%00b",
    "/a\u0000b",
    "/a%0d%0aSet-Cookie:x",
    "/%7f",
    "/%C0%AE%C0%AE/etc/passwd",
    "/%c0%af",
    "/%E0%80%AE",
    "/%ED%A0%80",
    "/%E0%A4%A",
    "/%",
    "/%zz",
    "/%FF",
    "etc/passwd",
    "http://evil.example/etc/passwd",
    "*",
    "",
  ];
  for (const url of bad) assert.deepEqual(resolveRequestPath(ROOT, url), { status: 400 }, url);
});

test("should decode only once, so a double-encoded dot is a literal name inside the folder", () => {
  assert.deepEqual(resolveRequestPath(ROOT, "/%252e%252e/etc/passwd"), {
    status: 200,
    files: ["/srv/site/%2e%2e/etc/passwd", "/srv/site/%2e%2e/etc/passwd/index.html"],
  });
  assert.equal(safePathname("/%252e%252e/x"), "/%2e%2e/x");
});

test("should keep every resolved file inside the root for thousands of random paths", () => {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const pieces = ["/", ".", "..", "%2e", "%2E", "%2f", "%5c", "\\", "%00", "%25", "a", "docs", "%C0%AE", "%", "//", "?", "#"];
  for (let i = 0; i < 5000; i++) {
    const url = `/${Array.from({ length: 1 + Math.floor(random() * 8) }, () => pieces[Math.floor(random() * pieces.length)]).join("")}`;
    const resolved = resolveRequestPath(ROOT, url);
    if (resolved.status !== 200) continue;
    for (const file of resolved.files) assert.ok(file === ROOT || file.startsWith(`${ROOT}/`), `${url} → ${file}`);
  }
});
