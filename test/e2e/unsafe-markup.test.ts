import assert from "node:assert/strict";
import { cpSync, appendFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { buildSite } from "../../src/orchestration/build-site.ts";
import { formatMessage, formatMessages } from "../../src/report/index.ts";
import { FIXTURES } from "../support.ts";
import { unsafeMarkup } from "./unsafe-markup.ts";

/** Every way an author might try to put script, a handler, a frame, a form or a style on a page. */
const HOSTILE = `
Raw <script>alert(1)</script> and <img src="/favicon.svg" onerror="alert(1)"> and <span style="color:red">red</span>.

<iframe src="https://evil.example/"></iframe>

<form action="https://evil.example/"><input name="p"></form>

[js](javascript:alert(1)), [data](data:text/html,x), <javascript:alert(1)>, [ref][evil], ![img](data:image/svg+xml,x) and :badge[b]{onclick="alert(1)"}.

[evil]: JaVaScRiPt:alert(1)
`;

/** The same, written as JSX on an MDX page: nothing an author writes runs, and what the allow-list removes is a warning. */
const HOSTILE_MDX = `# Hostile MDX

<img src="/favicon.svg" onError="alert(1)" alt="x" /> <a href="javascript:alert(1)">js</a> <span style={{color: 'red'}}>red</span>

<iframe src="https://evil.example/" />

<script>{'alert(1)'}</script>

<div dangerouslySetInnerHTML={{__html: '<img src=x onerror=alert(1)>'}} />

<form action="https://evil.example/"><input name="p" /></form>
`;

test("should find each kind of unsafe markup the scan looks for", () => {
  const html =
    '<p onclick="x">a</p><a href="java&#x09;script:x">b</a><iframe src="/x"></iframe><form action="/x"></form><script>alert(1)</script><script src="https://cdn.example/x.js"></script><b style="x">c</b><a title="a > b" href="data:text/html,x">d</a>';
  assert.deepEqual(unsafeMarkup(html, []), [
    "onclick handler on <p>",
    'href="java\tscript:x" on <a>',
    "<iframe> element",
    "<form> element",
    'inline script "alert(1)" (sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=)',
    "script from https://cdn.example/x.js",
    "style attribute on <b>",
    'href="data:text/html,x" on <a>',
  ]);
  assert.deepEqual(
    unsafeMarkup('<script type="application/json" id="__data">{}</script><script type="module" src="/assets/app.0123456789.js"></script>', []),
    [],
  );
});

test("should keep hostile markdown off every built page of the fixture site and warn at each place", async () => {
  const root = mkdtempSync(join(tmpdir(), "hostile-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  appendFileSync(join(root, "content/docs/other.md"), HOSTILE);
  writeFileSync(join(root, "content/docs/hostile.mdx"), HOSTILE_MDX);
  const config = join(root, "config.yaml");
  writeFileSync(config, readFileSync(config, "utf8").replace(/^( *)- doc: other$/m, "$1- doc: other\n$1- doc: hostile"));
  const result = await buildSite({ root, linkinator: false });
  assert.equal(result.ok, true, formatMessages(result.files));
  const outDir = join(root, "build");
  const { scriptHashes } = JSON.parse(readFileSync(join(outDir, "csp.json"), "utf8")) as { scriptHashes: string[] };
  const pages = (readdirSync(outDir, { recursive: true }) as string[]).filter((f) => f.endsWith(".html")).sort();
  const problems = pages.flatMap((f) => unsafeMarkup(readFileSync(join(outDir, f), "utf8"), scriptHashes).map((p) => `${f}: ${p}`));
  assert.deepEqual(problems, []);
  const other = result.files.find((f) => f.path === "content/docs/other.md")!;
  const sorted = [...other.messages].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  const lines = sorted.map((m) =>
    formatMessage(m, other.path)
      .split("\n")[0]!
      .replace(/: Unexpected.*\[/, " ["),
  );
  assert.deepEqual(lines, [
    "content/docs/other.md:10:5-10:30 [unsafe-html]",
    "content/docs/other.md:10:35-10:78 [unsafe-html]",
    "content/docs/other.md:10:83-10:117 [unsafe-html]",
    "content/docs/other.md:12:1-12:46 [unsafe-html]",
    "content/docs/other.md:14:1-14:61 [unsafe-html]",
    "content/docs/other.md:14:38-14:54 [unsafe-html]",
    "content/docs/other.md:16:1-16:26 [unsafe-url]",
    "content/docs/other.md:16:28-16:52 [unsafe-url]",
    "content/docs/other.md:16:54-16:75 [unsafe-url]",
    "content/docs/other.md:16:71 [mdx-syntax]", // an autolink is no JSX: the page is read as CommonMark
    "content/docs/other.md:16:90-16:118 [unsafe-url]",
    "content/docs/other.md:16:123-16:152 [directive-attribute]",
    "content/docs/other.md:18:1-18:28 [unsafe-url]",
  ]);
  const mdx = result.files.find((f) => f.path === "content/docs/hostile.mdx")!;
  assert.deepEqual(mdx.messages.map((m) => formatMessage(m, mdx.path).split("\n")[0]).sort(), [
    "content/docs/hostile.mdx:11:1-11:63: Unexpected `<form>` element, removed; its content is kept [unsafe-html]",
    "content/docs/hostile.mdx:11:38-11:56: Unexpected `<input>` element, removed [unsafe-html]",
    "content/docs/hostile.mdx:3:1-3:54: Unexpected attribute `onerror` on `<img>`, removed [unsafe-html]",
    "content/docs/hostile.mdx:3:55-3:91: Unexpected URL `javascript:alert(1)` in `href` of `<a>`, removed [unsafe-html]",
    "content/docs/hostile.mdx:3:92-3:131: Unexpected attribute `style` on `<span>`, removed [unsafe-html]",
    "content/docs/hostile.mdx:5:1-5:39: Unexpected `<iframe>` element, removed; its content is kept [unsafe-html]",
    "content/docs/hostile.mdx:7:1-7:30: Unexpected `<script>` element, removed with its content [unsafe-html]",
    "content/docs/hostile.mdx:9:1-9:75: Unexpected attribute `dangerouslysetinnerhtml` on `<div>`, removed [unsafe-html]",
  ]);
});
