import assert from "node:assert/strict";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fetchUntil, startDevFixture, type DevFixture } from "./dev-fixture.ts";

let fixture: DevFixture;
before(async () => {
  fixture = await startDevFixture();
});
after(async () => {
  await fixture?.dev.close();
});

const file = (path: string) => join(fixture.root, path);
const edit = (path: string, change: (text: string) => string) => writeFileSync(file(path), change(readFileSync(file(path), "utf8")));

test("should serve the first build from memory, with the dev client in every page", async () => {
  const page = await fetchUntil(fixture.dev, "docs/intro", (a) => a.status === 200);
  assert.match(page.body, /<script type="module" src="\/__dev\/client.js"><\/script><\/head>/);
  const client = await fetch(new URL("/__dev/client.js", fixture.dev.url));
  assert.equal(client.status, 200);
  assert.match(await client.text(), /EventSource/);
  assert.equal((await fetch(new URL("docs/missing", fixture.dev.url))).status, 404);
  const etag = (await fetch(new URL("docs/intro", fixture.dev.url))).headers.get("etag")!;
  assert.equal((await fetch(new URL("docs/intro", fixture.dev.url), { headers: { "if-none-match": etag } })).status, 304);
  const head = await fetch(new URL("docs/intro", fixture.dev.url), { method: "HEAD" });
  assert.equal(head.status, 200);
  assert.equal(await head.text(), "");
  assert.match(head.headers.get("content-security-policy") ?? "", /script-src 'self'/);
  for (const bad of ["/%2e%2e/%2e%2e/etc/passwd", "/docs/%E0%A4%A", "/docs/intro%00.md", "/..%5c..%5cetc%5cpasswd", "/../../etc/passwd"]) {
    assert.equal(await rawStatus(fixture.dev.port, bad), 400, bad);
  }
  assert.equal((await fetch(new URL("docs/intro", fixture.dev.url), { method: "POST" })).status, 405);
  // The search index follows once the author pauses.
  const index = await fetchUntil(fixture.dev, "search/quick.json", (a) => a.status === 200);
  assert.match(index.body, /"Intro"/);
});

test("should serve an edited page and rebuild only that page", async () => {
  edit("content/docs/intro.md", (text) => text.replace("## Hello world", "## Hello edited world"));
  await fetchUntil(fixture.dev, "docs/intro", (a) => a.body.includes('id="hello-edited-world"'));
  await fixture.dev.idle();
  const rebuilt = /^✔ rebuilt in \d+ ms \(content\/docs\/intro.md\): 1 of \d+ pages changed, build \d+ ms$/;
  assert.ok(
    fixture.log.some((line) => rebuilt.test(line)),
    fixture.log.join("\n"),
  );
});

test("should add a page and put it in the sidebar when config.yaml names it", async () => {
  writeFileSync(file("content/docs/added.md"), "---\ntitle: Added page\ndescription: A page added while the server runs.\n---\n\nFresh words.\n");
  edit("config.yaml", (text) => text.replace("        - doc: other\n", "        - doc: other\n        - doc: added\n"));
  const page = await fetchUntil(fixture.dev, "docs/added", (a) => a.status === 200);
  assert.match(page.body, /Fresh words\./);
  await fetchUntil(fixture.dev, "docs/intro", (a) => a.body.includes('href="/docs/added"'));
});

test("should move a renamed post to its new route and drop the old one", async () => {
  renameSync(file("content/blog/2025-03-01-second.md"), file("content/blog/2025-03-01-renamed.md"));
  await fetchUntil(fixture.dev, "blog/renamed", (a) => a.status === 200);
  await fetchUntil(fixture.dev, "blog/second", (a) => a.status === 404);
  const list = await fetchUntil(fixture.dev, "blog", (a) => a.body.includes('href="/blog/renamed"'));
  assert.doesNotMatch(list.body, /href="\/blog\/second"/);
});

test("should drop a deleted post from its route and from the blog list", async () => {
  rmSync(file("content/blog/2025-03-01-renamed.md"));
  await fetchUntil(fixture.dev, "blog/renamed", (a) => a.status === 404);
  await fetchUntil(fixture.dev, "blog", (a) => !a.body.includes('href="/blog/renamed"'));
});

test("should keep serving the last good page while a file is broken, report the error, then recover", async () => {
  const good = (await fetchUntil(fixture.dev, "docs/other", (a) => a.status === 200)).body;
  edit("content/docs/other.md", (text) => text.replace("title: Other", "title: [Other"));
  await waitForLog(/^error content\/docs\/other.md:\d+:\d+: Unexpected YAML syntax/m);
  assert.ok(
    fixture.log.some((line) => /^✘ build failed \([^)]*content\/docs\/other.md[^)]*\); still serving the last good site$/.test(line)),
    fixture.log.join("\n"),
  );
  assert.equal(await fetch(new URL("docs/other", fixture.dev.url)).then((r) => r.text()), good);
  const events = await firstEvent();
  assert.equal(events.type, "error");
  assert.match(events.errors, /content\/docs\/other.md:\d+:\d+: Unexpected YAML syntax/);
  edit("content/docs/other.md", (text) => text.replace("title: [Other", "title: Other again"));
  await fetchUntil(fixture.dev, "docs/other", (a) => a.body.includes("Other again"));
  assert.equal((await firstEvent()).type, "ok");
});

test("should report a schema error and an invalid example with their positions and recover from both", async () => {
  edit("content/schema/admin-api.graphql", (text) => `type Broken {\n${text}`);
  await waitForLog(/^error content\/schema\/admin-api.graphql:\d+:\d+: /m);
  edit("content/schema/admin-api.graphql", (text) => text.replace("type Broken {\n", ""));
  await waitForLog(/^✔ rebuilt in \d+ ms \(content\/schema\/admin-api.graphql\)/m);
  const intro = readFileSync(file("content/docs/intro.md"), "utf8");
  edit("content/docs/intro.md", (text) => `${text}\n\`\`\`graphql\nquery { noSuchField }\n\`\`\`\n`);
  await waitForLog(/^error content\/docs\/intro.md:\d+:\d+: .*noSuchField/m);
  edit("content/docs/intro.md", () => intro);
  await waitForLog(/^✔ rebuilt in \d+ ms \(content\/docs\/intro.md\)/m);
});

test("should only warn about a broken link in author mode", async () => {
  edit("content/docs/intro.md", (text) => `${text}\nSee [nowhere](/docs/nowhere).\n`);
  await fetchUntil(fixture.dev, "docs/intro", (a) => a.body.includes("nowhere"));
  await fixture.dev.idle();
  assert.ok(
    fixture.log.some((line) => /^warn +content\/docs\/intro.md:\d+:\d+(-\d+:\d+)?: Unexpected link to `\/docs\/nowhere`/m.test(line)),
    fixture.log.join("\n"),
  );
});

/** Returns the status of a GET whose path goes on the wire exactly as written (fetch would normalise `..`). */
function rawStatus(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on("error", reject);
  });
}

/** Waits until a line of the dev log matches `pattern` (the builder logs after each build). */
async function waitForLog(pattern: RegExp, timeout = 15_000): Promise<void> {
  const started = performance.now();
  const from = fixture.log.length;
  while (performance.now() - started < timeout) {
    if (fixture.log.slice(from).some((line) => pattern.test(line))) return;
    await new Promise((wait) => setTimeout(wait, 10));
  }
  throw new Error(`no log line matched ${pattern} after line ${from}:\n${fixture.log.join("\n")}`);
}

/** Returns the event a newly connected tab receives first. */
async function firstEvent(): Promise<{ type: string; errors: string }> {
  const res = await fetch(new URL("/__dev/events", fixture.dev.url));
  const reader = res.body!.getReader();
  let text = "";
  while (!text.includes("\n\n")) text += new TextDecoder().decode((await reader.read()).value);
  await reader.cancel();
  return JSON.parse(/^data: (.*)$/m.exec(text)![1]!);
}
