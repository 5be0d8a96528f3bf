import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { prepareLinkinator } from "../../../../src/pipeline/6-check/index.ts";
import { crawlShare } from "../../../../src/pipeline/6-check/linkinator/crawl-share.ts";
import { FolderDispatcher } from "../../../../src/pipeline/6-check/linkinator/folder-dispatcher.ts";

/** Crawls a built site once, as `buildSite()` does: threads started, one run, threads stopped. */
async function runLinkinator(dir: string, baseUrl: string) {
  const linkinator = prepareLinkinator();
  try {
    return await linkinator.run(dir, baseUrl);
  } finally {
    await linkinator.stop();
  }
}

/** Writes a tiny built site: `pages` maps a route to its body HTML. */
function site(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "built-"));
  writeFileSync(join(dir, "404.html"), "<h1>Not found</h1>");
  for (const [route, body] of Object.entries(pages)) {
    const folder = join(dir, route);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "index.html"), `<!DOCTYPE html><html><body>${body}</body></html>`);
  }
  return dir;
}

test("should pass a site whose links and fragments all resolve, with a proxy set in the environment too", async (t) => {
  const dir = site({
    "": '<a href="/docs/a">a</a>',
    "docs/a": '<h2 id="x">X</h2><a href="/docs/b#y">b</a><a href="#x">x</a>',
    "docs/b": '<h2 id="y">Y</h2><a href="/">home</a>',
  });
  assert.deepEqual(await runLinkinator(dir, "/"), []);
  // Linkinator fetches through a proxy agent of its own when one is set; the crawlers must answer from the folder anyway.
  const saved = process.env.HTTP_PROXY;
  process.env.HTTP_PROXY = "http://127.0.0.1:9";
  t.after(() => (saved === undefined ? delete process.env.HTTP_PROXY : (process.env.HTTP_PROXY = saved)));
  assert.deepEqual(await runLinkinator(dir, "/"), []);
});

test("should report a link to a missing page and a missing fragment, with the page that has it", async () => {
  const dir = site({
    "": '<a href="/docs/a">a</a>',
    "docs/a": '<a href="/docs/gone">gone</a><a href="/docs/b#nowhere">nowhere</a><a href="#missing">self</a>',
    "docs/b": '<h2 id="y">Y</h2>',
  });
  const broken = await runLinkinator(dir, "/");
  assert.deepEqual([...new Set(broken.map((b) => b.target))].sort(), ["/docs/a#missing", "/docs/b#nowhere", "/docs/gone"]);
  assert.ok(
    broken.every((b) => b.source === "/" || b.source === "/docs/a"),
    JSON.stringify(broken),
  );
});

test("should name the page of a missing fragment linked with a query, as of one linked without", async () => {
  const dir = site({
    "": '<a href="/docs/a">a</a>',
    "docs/a": '<a href="/docs/b?tab=ios#nowhere">ios</a><a href="/docs/b?tab=ios#y">ios</a>',
    "docs/b": '<h2 id="y">Y</h2>',
  });
  const broken = await runLinkinator(dir, "/");
  assert.deepEqual(
    broken.map((b) => `${b.source} → ${b.target}`),
    ["/docs/a → /docs/b?tab=ios#nowhere"],
  );
});

test("should report a missing fragment on a page that was checked before the links to it were found", async () => {
  // Forty pages link to fragments of a page that sorts first, so it arrives first: linkinator checks that page's
  // fragments once its own links are read, before most links to it are parsed; the patched one checks each later
  // fragment as the link naming it is read (patches/linkinator+7.6.1.patch).
  const pages: Record<string, string> = { "docs/a-target": '<h2 id="here">Here</h2>' };
  for (let i = 0; i < 40; i++)
    pages[`docs/p${String(i).padStart(2, "0")}`] = `${"<p>filler</p>".repeat(2000)}<a href="/docs/a-target#${i === 39 ? "nowhere" : "here"}">t</a>`;
  const broken = await runLinkinator(site(pages), "/");
  assert.deepEqual(
    broken.map((b) => [b.source, b.target]),
    [["/docs/p39", "/docs/a-target#nowhere"]],
  );
});

test("should check links to markdown twins against the written files, and name the page that holds a missing one", async () => {
  for (const base of ["/", "/docs-site/"]) {
    const dir = site({
      "": `<a href="${base}docs/a.md">twin</a><a href="${base}docs/a">a</a>`,
      "docs/a": `<a href="${base}docs/gone.md">gone</a><a href="${base}docs/a%20b.md">b</a>`,
    });
    writeFileSync(join(dir, "docs/a.md"), "# A");
    writeFileSync(join(dir, "docs/a b.md"), "# A b");
    assert.deepEqual(await runLinkinator(dir, base), [{ source: `${base}docs/a`, target: `${base}docs/gone.md`, status: 404 }], base);
  }
});

test("should report a missing fragment on a crawled page whose links arrived before it, once for each page that has it", async () => {
  // Fifty pages come before the target in the crawl's order and each links to a fragment of it, one of them missing
  // in every tenth; the target sorts last, so most of those links are read before the target is fetched (the path
  // where the patched linkinator checks them with the ids read in the same pass as the target's links).
  const pages: Record<string, string> = { "docs/zz-target": '<h2 id="here">Here</h2><a id="anchor" href="#also">¶</a><a name="named"></a>' };
  const expected: string[][] = [];
  for (let i = 0; i < 50; i++) {
    const route = `docs/p${String(i).padStart(2, "0")}`;
    const fragment = i % 10 === 9 ? `nowhere-${i}` : ["here", "also", "named", "anchor"][i % 4];
    pages[route] = `<a href="/docs/zz-target#${fragment}">t</a>`;
    if (i % 10 === 9) expected.push([`/${route}`, `/docs/zz-target#${fragment}`]);
  }
  const broken = await runLinkinator(site(pages), "/");
  assert.deepEqual(
    broken.map((b) => [b.source, b.target]),
    expected,
  );
});

test("should name every page that links to a missing page", async () => {
  // Linkinator checks the target once and reports it again for each later page that links it.
  const pages: Record<string, string> = {};
  for (let i = 0; i < 30; i++) pages[`docs/p${String(i).padStart(2, "0")}`] = `<a href="/docs/gone">gone</a><a href="/docs/p00">first</a>`;
  const broken = await runLinkinator(site(pages), "/");
  assert.deepEqual(
    broken.map((b) => [b.source, b.target, b.status]),
    Object.keys(pages).map((route) => [`/${route}`, "/docs/gone", 404]),
  );
});

test("should report a link to a missing page with a fragment once, with the page that has it", async () => {
  const dir = site({ "": '<a href="/docs/a">a</a>', "docs/a": '<a href="/docs/gone#x">gone</a>' });
  assert.deepEqual(await runLinkinator(dir, "/"), [{ source: "/docs/a", target: "/docs/gone", status: 404 }]);
});

test("should name the page that holds a missing fragment linked by a relative URL", async () => {
  for (const base of ["/", "/docs-site/"]) {
    const dir = site({
      "": `<a href="${base}docs/a">a</a>`,
      "docs/a": '<a href="b#nope">b</a><a href="#self">self</a><a href="./b#there">ok</a><a href="b#caf%C3%A9">café</a><a href="../docs/b#a&amp;b">a&amp;b</a>',
      "docs/b": '<h2 id="there">There</h2>',
    });
    const broken = await runLinkinator(dir, base);
    assert.deepEqual(
      broken.map((b) => [b.source, b.target]),
      [
        [`${base}docs/a`, `${base}docs/a#self`],
        [`${base}docs/a`, `${base}docs/b#a&b`],
        [`${base}docs/a`, `${base}docs/b#café`],
        [`${base}docs/a`, `${base}docs/b#nope`],
      ],
      base,
    );
  }
});

/** A folder dispatcher that never answers one path, and gives up after twenty looks 25 ms apart with no answer at all. */
class NeverAnswers extends FolderDispatcher {
  constructor(
    share: Parameters<typeof crawlShare>[0],
    private readonly silent: string,
  ) {
    super(share.folder, share.origin, { hangGuard: { every: 25, looks: 20 } });
  }

  protected override reply(method: string, path: string) {
    return path === this.silent ? new Promise<never>(() => {}) : super.reply(method, path);
  }
}

test("should stop with a timeout naming the URL and its page, never a broken link, when the folder never answers", async (t) => {
  // In this thread: the crawl runs with the global dispatcher, and linkinator fetches through a proxy when one is set.
  for (const name of ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"]) {
    const saved = process.env[name];
    delete process.env[name];
    t.after(() => void (saved !== undefined && (process.env[name] = saved)));
  }
  const dir = site({
    "": '<a href="/docs/a">a</a>',
    "docs/a": '<a href="/docs/slow">slow</a><a href="/docs/b#y">b</a><a href="/docs/gone">gone</a>',
    "docs/b": '<h2 id="y">Y</h2>',
    "docs/slow": "<p>here</p>",
  });
  for (const fragment of ["", "#top"]) {
    writeFileSync(join(dir, "docs/a/index.html"), `<a href="/docs/slow${fragment}">slow</a><a href="/docs/b#y">b</a><a href="/docs/gone">gone</a>`);
    const linkinator = prepareLinkinator(undefined, { crawl: (share) => crawlShare(share, new NeverAnswers(share, "/docs/slow")) });
    const error = await linkinator.run(dir, "/").then(
      () => undefined,
      (reason: Error) => reason,
    );
    assert.ok(error, "the crawl finished");
    assert.equal(error.name, "CrawlTimeoutError");
    assert.match(
      error.message,
      /^The link crawl could not finish: a request timed out, with no answer from the written folder, for `\/docs\/slow` \(linked from \/docs\/a\)\./,
    );
    assert.doesNotMatch(error.message, /broken/);
  }
});

test("should give the same report when the same site is crawled twice", async () => {
  // Two hundred pages in ten sections, each linking its neighbours, a fragment of its section's first page, and every
  // thirteenth page a missing page or a missing fragment: enough links in flight for the order of answers to vary.
  const pages: Record<string, string> = {};
  for (let i = 0; i < 200; i++) {
    const section = `docs/s${Math.floor(i / 20)}`;
    const first = `/${section}/p${Math.floor(i / 20) * 20}`;
    const links = [`/${section}/p${(i + 1) % 200}`, `/docs/s${Math.floor(((i + 37) % 200) / 20)}/p${(i + 37) % 200}`, `${first}#h${i % 3}`];
    if (i % 13 === 0) links.push(`/docs/gone-${i % 3}`, `${first}#nowhere-${i % 2}`, `#self-${i}`);
    pages[`${section}/p${i}`] = `<h2 id="h0">0</h2><h2 id="h1">1</h2><h2 id="h2">2</h2>${links.map((href) => `<a href="${href}">x</a>`).join("")}`;
  }
  const dir = site(pages);
  const first = await runLinkinator(dir, "/");
  const second = await runLinkinator(dir, "/");
  assert.ok(first.length > 30, `${first.length} broken links`);
  assert.deepEqual(second, first);
});
