import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { BrowserContext } from "playwright-core";
import { cspHeader } from "../../src/shared/index.ts";
import { buildFixtureSite, launchBrowser, waitForHydration } from "../browser/browser.ts";
import { startNginx, type RunningNginx } from "./nginx.ts";

let nginx: RunningNginx;
let site: string;
let csp: string;

before(async () => {
  site = await buildFixtureSite();
  csp = cspHeader(JSON.parse(readFileSync(join(site, "csp.json"), "utf8")));
  nginx = await startNginx(site);
});
after(() => nginx?.stop());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Sends a raw GET (or `method`) for `path` to nginx and returns status, headers and the body as sent. */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${nginx.origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Returns every route the build wrote as `<route>/index.html`, with `/` for the home page. */
function builtRoutes(): string[] {
  return (readdirSync(site, { recursive: true }) as string[])
    .filter((path) => path === "index.html" || path.endsWith("/index.html"))
    .map((path) => `/${path.replace(/\/?index\.html$/, "")}`)
    .sort();
}

test("should answer every built page, with and without a trailing slash, as compressed HTML with the CSP and no-cache", async () => {
  const routes = builtRoutes();
  assert.ok(routes.length >= 10, `only ${routes.length} pages built`);
  for (const route of routes) {
    const file = readFileSync(join(site, route, "index.html"));
    for (const path of route === "/" ? ["/"] : [route, `${route}/`]) {
      const gz = await get(path, { "accept-encoding": "gzip" });
      assert.equal(gz.status, 200, path);
      assert.equal(gz.headers["content-type"], "text/html; charset=utf-8", path);
      assert.equal(gz.headers["cache-control"], "no-cache", path);
      assert.equal(gz.headers["content-security-policy"], csp, path);
      assert.equal(gz.headers["x-content-type-options"], "nosniff", path);
      assert.equal(gz.headers["content-encoding"], "gzip", path);
      assert.ok(gunzipSync(gz.body).equals(file), `${path}: the .gz differs from the page`);
    }
    const br = await get(route, { "accept-encoding": "br" });
    assert.equal(br.headers["content-encoding"], "br", route);
    assert.ok(brotliDecompressSync(br.body).equals(file), `${route}: the .br differs from the page`);
    const plain = await get(route);
    assert.equal(plain.headers["content-encoding"], undefined, route);
    assert.ok(plain.body.equals(file), route);
  }
});

test("should answer an unknown path with the not-found page, status 404 and the CSP", async () => {
  const notFound = readFileSync(join(site, "404.html"));
  for (const path of ["/docs/nope", "/docs/nope/", "/assets/app.0000000000.js", "/nginx-csp.conf", "/csp.json", "/assets/"]) {
    const res = await get(path);
    assert.equal(res.status, 404, path);
    assert.ok(res.body.equals(notFound), `${path}: not the 404.html body`);
    assert.equal(res.headers["content-security-policy"], csp, path);
    assert.equal(res.headers["cache-control"], "no-cache", path);
  }
});

test("should cache content-hashed assets for a year and revalidate unhashed files", async () => {
  const assets = readdirSync(join(site, "assets")).filter((name) => !/\.(gz|br)$/.test(name));
  assert.ok(assets.some((name) => name.endsWith(".js")) && assets.some((name) => name.endsWith(".css")));
  const types: Record<string, string> = {
    js: "application/javascript; charset=utf-8",
    css: "text/css; charset=utf-8",
    json: "application/json; charset=utf-8",
    graphql: "text/plain; charset=utf-8",
  };
  for (const name of assets) {
    const res = await get(`/assets/${name}`, { "accept-encoding": "gzip, br" });
    assert.equal(res.status, 200, name);
    assert.equal(res.headers["cache-control"], "public, max-age=31536000, immutable", name);
    assert.equal(res.headers["content-type"], types[name.split(".").at(-1)!], name);
    assert.equal(res.headers["content-encoding"], "br", name);
    assert.equal(res.headers.vary, "Accept-Encoding", name);
  }
  const unhashed: Record<string, string> = {
    "/sitemap.xml": "text/xml; charset=utf-8",
    "/docs/intro.md": "text/markdown; charset=utf-8",
    "/llms.txt": "text/plain; charset=utf-8",
    "/manifest.webmanifest": "application/manifest+json; charset=utf-8",
    "/favicon.svg": "image/svg+xml; charset=utf-8",
  };
  for (const [path, type] of Object.entries(unhashed)) {
    const res = await get(path, { "accept-encoding": "gzip" });
    assert.equal(res.status, 200, path);
    assert.equal(res.headers["content-type"], type, path);
    assert.equal(res.headers["cache-control"], "no-cache", path);
    assert.equal(res.headers["content-encoding"], "gzip", path);
  }
});

test("should answer If-None-Match with 304 and HEAD without a body", async () => {
  const first = await get("/docs/intro");
  const again = await get("/docs/intro", { "if-none-match": String(first.headers.etag) });
  assert.equal(again.status, 304);
  const head = await get("/docs/intro", {}, "HEAD");
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
});

test("should navigate client-side through nginx without a full reload or a CSP violation", async () => {
  const browser: BrowserContext = await launchBrowser();
  try {
    const page = await browser.newPage();
    const violations: string[] = [];
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        ((window as unknown as { violations: string[] }).violations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    page.on("console", (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
    await page.goto(`${nginx.origin}/docs/intro`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole("link", { name: "More", exact: true }).click();
    await page.waitForURL(/\/docs\/other$/);
    await page.locator("h1", { hasText: "Other" }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, "the page was loaded in full instead of in place");
    violations.push(...(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])));
    assert.deepEqual(violations, []);
  } finally {
    await browser.close();
  }
});
