import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { request } from "undici";
import { FolderDispatcher } from "../../../../src/pipeline/6-check/linkinator/folder-dispatcher.ts";
import { servedFolder, startServer } from "../../../../src/server/index.ts";
import { builtSite } from "../../../server/built-site.ts";

const ORIGIN = "http://site.invalid";

const PATHS = [
  "/docs-site/",
  "/docs-site/docs/intro",
  "/docs-site/docs/intro/",
  "/docs-site/docs/intro.md",
  "/docs-site/assets/app.0123456789.js",
  "/docs-site/docs/missing",
  "/elsewhere",
  "/docs-site/leak.txt",
  "/docs-site/%2e%2e/etc/passwd",
  "/docs-site/docs%5cintro",
  "/docs-site/docs/intro?tab=1#top",
  "/docs-site/docs/leak",
];

test("should answer fetch from the folder exactly as the static server answers HTTP: status, type and body, for every kind of path", async (t) => {
  const { root, remove } = builtSite();
  t.after(remove);
  const server = await startServer({ root, baseUrl: "/docs-site/" });
  t.after(() => server.close());
  const dispatcher = new FolderDispatcher(await servedFolder(root, "/docs-site/"), ORIGIN);
  const origin = new URL(server.url).origin;
  for (const path of PATHS) {
    for (const method of ["GET", "HEAD"]) {
      // Node's own fetch, which linkinator calls, hands the dispatcher handlers of undici 6's kind.
      const viaHttp = await fetch(`${origin}${path}`, { method });
      const viaFolder = await fetch(`${ORIGIN}${path}`, { method, dispatcher } as RequestInit);
      const seen = async (response: Response) => [response.status, response.headers.get("content-type"), await response.text()];
      assert.deepEqual(await seen(viaFolder), await seen(viaHttp), `${method} ${path}`);
    }
  }
  const statuses = await Promise.all(PATHS.map(async (path) => (await fetch(`${ORIGIN}${path}`, { dispatcher } as RequestInit)).status));
  // fetch resolves `%2e%2e` as `..` before sending (the URL standard), so that one leaves the base: 404, not 400.
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 404, 404, 404, 404, 400, 200, 404]);
  assert.equal((await fetch(`${ORIGIN}/docs-site/docs/intro`, { method: "POST", body: "x", dispatcher } as RequestInit)).status, 405);
});

test("should answer undici's own requests, handlers that only know undici 7's callbacks, and refuse any other origin", async (t) => {
  const { root, remove } = builtSite();
  t.after(remove);
  const dispatcher = new FolderDispatcher(await servedFolder(root, "/docs-site/"), ORIGIN);
  const page = await request(`${ORIGIN}/docs-site/docs/intro`, { dispatcher });
  assert.equal(page.statusCode, 200);
  assert.equal(page.headers["content-type"], "text/html; charset=utf-8");
  assert.equal(await page.body.text(), "<h1>intro</h1>");
  const missing = await request(`${ORIGIN}/docs-site/nowhere`, { dispatcher });
  assert.deepEqual([missing.statusCode, await missing.body.text()], [404, "<h1>not found</h1>"]);
  await assert.rejects(fetch("http://example.com/", { dispatcher } as RequestInit));
  await assert.rejects(request("http://example.com/", { dispatcher }));
  // undici 7's controller-based handler, as its interceptors pass it.
  const seen = await new Promise<unknown[]>((resolve, reject) => {
    const parts: unknown[] = [];
    dispatcher.dispatch(
      { origin: ORIGIN, path: "/docs-site/docs/intro.md", method: "GET" },
      {
        onRequestStart: () => parts.push("start"),
        onResponseStart: (_controller, status, headers) => parts.push(status, headers["content-type"]),
        onResponseData: (_controller, chunk) => parts.push(String(chunk)),
        onResponseEnd: () => resolve(parts),
        onResponseError: (_controller, error) => reject(error),
      },
    );
  });
  assert.deepEqual(seen, ["start", 200, "text/markdown; charset=utf-8", "# Intro\n"]);
  // A caller that gives up (its signal fires) gets its error, not a request that never settles.
  const controller = new AbortController();
  controller.abort(new Error("gave up"));
  await assert.rejects(request(`${ORIGIN}/docs-site/docs/intro`, { dispatcher, signal: controller.signal }), /gave up/);
  const aborted = new Promise<unknown>((resolve) => {
    dispatcher.dispatch(
      { origin: ORIGIN, path: "/docs-site/docs/intro", method: "GET" },
      {
        onRequestStart: (requestController) => requestController.abort(new Error("stop")),
        onResponseStart: () => resolve("answered anyway"),
        onResponseError: (_controller, error) => resolve(error.message),
      },
    );
  });
  assert.equal(await aborted, "stop");
  // Without a not-found page, a missing path gets the static server's plain 404.
  rmSync(join(root, "404.html"));
  const bare = await fetch(`${ORIGIN}/docs-site/nowhere`, { dispatcher } as RequestInit);
  assert.deepEqual([bare.status, bare.headers.get("content-type"), await bare.text()], [404, "text/plain; charset=utf-8", "Not Found"]);
});

test("should fail a request the folder never answers with a TimeoutError once the crawl stops making progress, and the same path at once after", async (t) => {
  const { root, remove } = builtSite();
  t.after(remove);
  class NeverAnswers extends FolderDispatcher {
    protected override reply(method: string, path: string) {
      return path === "/docs-site/docs/intro" ? new Promise<never>(() => {}) : super.reply(method, path);
    }
  }
  const dispatcher = new NeverAnswers(await servedFolder(root, "/docs-site/"), ORIGIN, { hangGuard: { every: 20, looks: 25 } });
  const hung = fetch(`${ORIGIN}/docs-site/docs/intro`, { dispatcher } as RequestInit);
  // Other requests are answered while it waits.
  assert.equal((await fetch(`${ORIGIN}/docs-site/`, { dispatcher } as RequestInit)).status, 200);
  await assert.rejects(hung, (error: Error & { cause?: Error }) => error.cause?.name === "TimeoutError" && /docs\/intro: timed out/.test(error.cause.message));
  assert.deepEqual([...dispatcher.timedOut], ["/docs-site/docs/intro"]);
  await assert.rejects(
    fetch(`${ORIGIN}/docs-site/docs/intro`, { method: "HEAD", dispatcher } as RequestInit),
    (error: Error & { cause?: Error }) => error.cause?.name === "TimeoutError",
  );
  assert.equal((await fetch(`${ORIGIN}/docs-site/docs/intro.md`, { dispatcher } as RequestInit)).status, 200);
});
