// Stock linkinator 7.6.1 and the patched one (patches/linkinator+7.6.1.patch), as the build runs it and as a plain
// LinkChecker, must find the same broken links on the same site. The stock copy is the installed package with the
// patch reversed (`patch -R`), so the comparison needs no network; it runs over HTTP, served by the project's
// static server.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test, type TestContext } from "node:test";
import { pathToFileURL } from "node:url";
import * as patched from "linkinator";
import { prepareLinkinator } from "../../../../src/pipeline/6-check/index.ts";
import { startServer } from "../../../../src/server/index.ts";
import { ROOT } from "../../../support.ts";

const PATCH = join(ROOT, "patches/linkinator+7.6.1.patch");
const INSTALLED = join(dirname(createRequire(import.meta.url).resolve("linkinator")), "../..");

// With a proxy variable set, linkinator sends even 127.0.0.1 through the proxy.
for (const name of ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"]) delete process.env[name];

/**
 * Returns stock linkinator: a copy of the installed package with the patch reversed, in a temporary `node_modules`
 * whose other packages are links to the project's, so that it loads the same dependencies.
 */
async function stockLinkinator(t: TestContext): Promise<typeof patched> {
  const modules = join(mkdtempSync(join(tmpdir(), "stock-linkinator-")), "node_modules");
  t.after(() => rmSync(dirname(modules), { recursive: true, force: true }));
  const copy = join(modules, "linkinator");
  cpSync(INSTALLED, copy, { recursive: true });
  // Fails, and with it the test, when the installed package is not the patched one the patch file describes.
  execFileSync("patch", ["-R", "-p3", "--no-backup-if-mismatch", "--batch", "-i", PATCH], { cwd: copy, stdio: "pipe" });
  const { dependencies } = JSON.parse(readFileSync(join(copy, "package.json"), "utf8")) as { dependencies: Record<string, string> };
  for (const name of Object.keys(dependencies)) {
    const target = join(ROOT, "node_modules", name);
    if (existsSync(target) && !existsSync(join(copy, "node_modules", name))) {
      mkdirSync(dirname(join(modules, name)), { recursive: true });
      symlinkSync(target, join(modules, name), "dir");
    }
  }
  assert.match(readFileSync(join(copy, "build/src/queue.js"), "utf8"), /this\.q\.shift\(\)/, "the copy is stock linkinator");
  return (await import(pathToFileURL(join(copy, "build/src/index.js")).href)) as typeof patched;
}

/** The not-found page: a soft 404 is a page that answers 200 with this. */
const NOT_FOUND =
  '<!DOCTYPE html><html><head><meta name="robots" content="noindex, nofollow"></head><body><h1 id="not-found">Page not found</h1></body></html>';

/**
 * A small written site, by route. In the crawl order, the build's two crawlers take `/`, `/docs/a` and `/docs/b`, and
 * `/docs/c-soft` and `/docs/d-late`.
 */
const PAGES: Record<string, string> = {
  "": [
    '<h1 id="top">Home</h1><a href="/docs/a">a</a>',
    // A missing page, and a missing stylesheet.
    '<a href="/docs/gone">gone</a><link rel="stylesheet" href="/assets/missing.css">',
    // A good and a bad fragment of this page and of another one.
    '<a href="#top">top</a><a href="#nope">nope</a><a href="/docs/b#good">good</a><a href="/docs/b#bad">bad</a>',
    // The soft 404, and an id that its content has.
    '<a href="/docs/c-soft">soft</a><a href="/docs/c-soft#not-found">soft, with its id</a>',
    // Other origins: never fetched, their fragments never checked.
    '<a href="https://nodejs.org/api/fs.html#fsreadfilepath-options-callback">fs</a><a href="https://example.com/x#y">x</a>',
    // The sentinel: `/docs/b` is answered only once this page's links were read (HELD_UNTIL_READ).
    '<a href="/docs/b?read=home">b</a>',
  ].join(""),
  // Links to a page crawled later than this one.
  // The last link of a page is its sentinel: its request shows the server that every link before it was read.
  "docs/a": '<h2 id="a-good">A</h2><a href="/docs/d-late#here">here</a><a href="/docs/d-late#gone">gone</a><a href="/docs/b?read=a">b</a>',
  // A second page with the missing page: each page that links a broken URL is reported.
  "docs/b": '<h2 id="good">Good</h2><a href="/docs/gone">gone again</a><a href="/#top">home</a>',
  "docs/c-soft": NOT_FOUND,
  // A missing fragment of the soft 404, which is crawled later still.
  "docs/d-late": '<h2 id="here">Here</h2><a href="/docs/c-soft#nothing-here">soft</a><a href="/docs/a#a-good">a</a><a href="/docs/b?read=d-late">b</a>',
};

/** The broken links of PAGES, as paths with their fragment. */
const BROKEN = ["/#nope", "/assets/missing.css", "/docs/b#bad", "/docs/c-soft#nothing-here", "/docs/d-late#gone", "/docs/gone"];

/**
 * Pages the server answers only once another page's links were read (its sentinel was asked for), so that stock
 * linkinator has registered every fragment before it checks the page linked, however busy the machine is: stock
 * checks a fragment only against a page it parses after the link was read, and missed `/docs/b#bad` on a busy machine
 * when `/docs/b` was not held.
 */
const HELD_UNTIL_READ: Record<string, string> = { "/docs/b": "home", "/docs/d-late": "a", "/docs/c-soft": "d-late" };

/** Returns the server's request hook holding HELD_UNTIL_READ's pages, and recording every path asked for. */
function holdingRequests(requests: string[]) {
  const read = new Map<string, () => void>();
  const wasRead = new Map([...Object.values(HELD_UNTIL_READ)].map((page) => [page, new Promise<void>((resolve) => read.set(page, resolve))]));
  return async (request: { url?: string }) => {
    const url = new URL(request.url ?? "/", "http://x");
    requests.push(url.pathname);
    const sentinel = url.searchParams.get("read");
    if (sentinel) read.get(sentinel)?.();
    const holder = HELD_UNTIL_READ[url.pathname];
    if (holder) await wasRead.get(holder);
    return false;
  };
}

function writeSite(t: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), "built-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, "404.html"), NOT_FOUND);
  for (const [route, html] of Object.entries(PAGES)) {
    mkdirSync(join(dir, route), { recursive: true });
    writeFileSync(join(dir, route, "index.html"), html.startsWith("<!DOCTYPE") ? html : `<!DOCTYPE html><html><body>${html}</body></html>`);
  }
  return dir;
}

/** Runs a LinkChecker over every page as the build's crawlers do (linkinator-thread.ts); returns each broken URL and the pages that link it. */
async function verdict(linkinator: typeof patched, origin: string): Promise<{ broken: string[]; pairs: string[] }> {
  const result = await new linkinator.LinkChecker().check({
    path: Object.keys(PAGES).map((route) => `${origin}/${route}`),
    recurse: false,
    concurrency: 32,
    checkFragments: true,
    cleanUrls: true,
    timeout: 10_000,
    linksToSkip: async (link: string) => !link.startsWith(`${origin}/`),
  });
  const broken = result.links.filter((link) => link.state === "BROKEN");
  const path = (url: string | undefined) => (url ?? "").replace(origin, "");
  return {
    broken: [...new Set(broken.map((link) => path(link.url)))].sort(),
    // Stock linkinator names no page for a missing fragment; the patch does (fragment-ids in linkinator-patch.test.ts).
    // Each once: a page reported twice for one link is a difference too.
    pairs: broken
      .filter((link) => !link.url.includes("#"))
      .map((link) => `${path(link.url)} <- ${path(link.parent)}`)
      .sort(),
  };
}

test("should find the same broken links, fragments and missing pages as stock linkinator, as a LinkChecker and as the build runs it", async (t) => {
  const dir = writeSite(t);
  const requests: string[] = [];
  const server = await startServer({
    root: dir,
    onRequest: holdingRequests(requests),
  });
  t.after(() => server.close());
  const origin = new URL(server.url).origin;
  const stock = await verdict(await stockLinkinator(t), origin);
  assert.deepEqual(stock.broken, BROKEN, "stock linkinator");
  assert.ok(stock.pairs.includes("/docs/gone <- /docs/b"), stock.pairs.join("\n"));
  assert.deepEqual(await verdict(patched, origin), stock, "patched linkinator");
  // Only the site's own pages were asked for: the soft 404 answered 200 and is not reported itself.
  assert.deepEqual([...new Set(requests)].sort(), ["/", "/assets/missing.css", "/docs/a", "/docs/b", "/docs/c-soft", "/docs/d-late", "/docs/gone"]);
  const build = prepareLinkinator();
  try {
    const found = await build.run(dir, "/");
    assert.deepEqual([...new Set(found.map((link) => link.target))].sort(), BROKEN, "the build's crawl");
  } finally {
    await build.stop();
  }
});
