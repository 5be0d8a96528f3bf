// The patch `npm ci` applies to linkinator (patches/linkinator+7.6.1.patch, by patch-package). Each test here fails
// when a part of it is not applied: a crawled page's fragment ids read in the same pass as its links (links.js), its
// job queue read by an index and started from a microtask (queue.js), and a fragment registered after its page was
// checked validated all the same (index.js). The broken links the build finds with it are run-linkinator.test.ts's;
// what stock linkinator finds on the same sites is stock-vs-patched.test.ts's.
import assert from "node:assert/strict";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { test, type TestContext } from "node:test";
import { pathToFileURL } from "node:url";
import { LinkChecker, type LinkResult } from "linkinator";

const folder = dirname(createRequire(import.meta.url).resolve("linkinator"));
// Linkinator's own modules, which the patch changes: reached by path here only to see that it is applied.
const links = await import(pathToFileURL(join(folder, "links.js")).href);
const { Queue } = await import(pathToFileURL(join(folder, "queue.js")).href);

/** What a test server does for a request: its pages (path → HTML), and, per path, what to do before answering. */
interface Site {
  pages: Record<string, string>;
  /** Milliseconds to wait before answering a path. */
  delays?: Record<string, number>;
  /** Paths answered once with HTTP 429 and `retry-after: 0.05` before their page. */
  busy?: string[];
}

/** Serves `site` over HTTP on 127.0.0.1 until the test ends; returns its origin and each request made, in order. */
async function serve(t: TestContext, site: Site) {
  const requests: string[] = [];
  const stats = { requests };
  const busy = new Set(site.busy);
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url!, "http://x").pathname;
    requests.push(`${request.method} ${path}`);
    await new Promise((resolve) => setTimeout(resolve, site.delays?.[path] ?? 2));
    if (busy.delete(path)) return response.writeHead(429, { "retry-after": "0.05" }).end();
    const page = site.pages[path];
    if (page === undefined) return response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(request.method === "HEAD" ? undefined : page);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stats };
}

/** Checks `paths` (all crawled) as the build's crawlers do, links to other origins skipped. */
async function check(origin: string, paths: string[], extra: object = {}) {
  const result = await new LinkChecker().check({
    path: paths.map((path) => origin + path),
    recurse: false,
    checkFragments: true,
    cleanUrls: true,
    timeout: 5000,
    linksToSkip: async (link: string) => !link.startsWith(`${origin}/`),
    ...extra,
  });
  return result.links;
}

const broken = (results: LinkResult[], origin: string) =>
  results
    .filter((link) => link.state === "BROKEN")
    .map((link) => [link.url.replace(origin, ""), link.parent?.replace(origin, "")])
    .sort();

test("should read the page's fragment ids with its links (links.js)", async () => {
  const html = '<h2 id="a">A</h2><a href="/x#y">x</a><a name="n"></a><a id="p" href="#q">¶</a><link rel="preconnect" id="l" href="/z">';
  const ids = new Set<string>();
  const found = await links.getLinks(Readable.from([Buffer.from(html)]), "http://site.invalid/docs/", false, ids);
  assert.deepEqual(
    found.map((link: { link: string }) => link.link),
    ["/x#y", "#q"],
  );
  assert.deepEqual([...ids].sort(), ["a", "l", "n", "p", "q"]);
  // The same ids as linkinator's own reader, which the patch leaves for pages it does not crawl.
  assert.deepEqual([...(await links.extractFragmentIds(Readable.from([Buffer.from(html)])))].sort(), [...ids].sort());
  assert.deepEqual(links.validateFragmentIds(ids, new Set(["a", "gone"])), [
    { fragment: "a", isValid: true },
    { fragment: "gone", isValid: false },
  ]);
});

test("should start queued jobs from a microtask, in order, and read them by an index (queue.js)", async () => {
  const queue = new Queue({ concurrency: 2 });
  const started: number[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const done = queue.onIdle();
  for (let n = 0; n < 5; n++) queue.add(async () => (started.push(n), await gate));
  // Stock linkinator starts each job from a timer of its own: none would have started by now.
  await Promise.resolve();
  assert.deepEqual(started, [0, 1]);
  release();
  await done;
  assert.deepEqual(started, [0, 1, 2, 3, 4]);
  assert.equal(queue.head, 5);
});

test("should run every job, never more than `concurrency` at once, then say done once no job waits for its delay (queue.js)", async () => {
  const queue = new Queue({ concurrency: 3 });
  let running = 0;
  let most = 0;
  const ran: string[] = [];
  const job = (n: number) => async () => {
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, n % 3));
    ran.push(String(n));
    running--;
    // Jobs add jobs, as linkinator's crawl does for the links it finds.
    if (n < 20) queue.add(job(n + 100));
  };
  const done = queue.onIdle();
  for (let n = 0; n < 50; n++) queue.add(job(n));
  await done;
  assert.equal(ran.length, 70);
  assert.equal(most, 3);
  // A job with a delay (a retry after HTTP 429) is still to run when the others are done: 'done' waits for it.
  const later = new Queue({ concurrency: 2 });
  const order: string[] = [];
  const idle = later.onIdle();
  later.add(async () => void order.push("now"));
  later.add(async () => void order.push("later"), { delay: 30 });
  await idle;
  assert.deepEqual(order, ["now", "later"]);
});

test("should check every link of pages that link each other, and wait for a request retried after HTTP 429", async (t) => {
  const pages: Record<string, string> = { "/": "" };
  for (let i = 0; i < 60; i++) {
    pages["/"] += `<a href="/p${i}">p</a>`;
    // Pages link each other, as a sidebar does: most links are to URLs checked already.
    pages[`/p${i}`] = `<a href="/">home</a><a href="/p${(i + 1) % 60}">next</a><a href="/busy">busy</a>`;
  }
  pages["/busy"] = "<p>busy</p>";
  const { origin, stats } = await serve(t, { pages, busy: ["/busy"] });
  const results = await check(
    origin,
    Object.keys(pages).filter((path) => path !== "/busy"),
    { concurrency: 3, retry: true },
  );
  assert.deepEqual(broken(results, origin), []);
  // Answered 429 first, then checked again once its retry-after delay passed: the check waited for it.
  assert.deepEqual(
    stats.requests.filter((request) => request.endsWith("/busy")),
    ["HEAD /busy", "HEAD /busy"],
  );
  assert.deepEqual(
    results.filter((link) => link.url === `${origin}/busy`).map((link) => link.state),
    ["OK"],
  );
  assert.deepEqual(new Set(results.map((link) => link.url.replace(origin, ""))), new Set(Object.keys(pages)));
});

test("should check a fragment registered after its page was checked, crawled or not, and name the page with the link (index.js)", async (t) => {
  const { origin, stats } = await serve(t, {
    pages: {
      "/first": '<h2 id="here">Here</h2><a href="/target">target</a>',
      "/target": '<h2 id="there">There</h2>',
      // Read last: `/first` and `/target` (fetched with HEAD, its fragments unknown yet) are checked by then.
      "/later": '<a href="/first#here">ok</a><a href="/first#gone">gone</a><a href="/target#there">ok</a><a href="/target#lost">lost</a>',
      "/elsewhere": '<a href="http://other.invalid/page#frag">external</a><a href="http://other.invalid/page">external</a>',
    },
    delays: { "/later": 100 },
  });
  const results = await check(origin, ["/first", "/later", "/elsewhere"]);
  assert.deepEqual(broken(results, origin), [
    ["/first#gone", "/later"],
    ["/target#lost", "/later"],
  ]);
  // `/target` is fetched with HEAD for its own check, then once with GET for the fragments of it registered later.
  assert.deepEqual(
    stats.requests.filter((request) => request.endsWith("/target")),
    ["HEAD /target", "GET /target"],
  );
  // A link to another origin is skipped, its fragment with it: nothing was asked of any other server.
  assert.deepEqual(
    results.filter((link) => link.url.startsWith("http://other.invalid")).map((link) => link.state),
    ["SKIPPED"],
  );
});
