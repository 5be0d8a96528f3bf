import assert from "node:assert/strict";
import { cpSync, appendFileSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { build } from "../../src/build/build-site.ts";
import { formatMessage } from "../../src/report/index.ts";
import { FIXTURES } from "../support.ts";
import { unsafeMarkup } from "./unsafe-markup.ts";

/** Every way an author might try to put script, a handler, a frame, a form or a style on a page. */
const HOSTILE = `
Raw <script>alert(1)</script> and <img src="x" onerror="alert(1)"> and <span style="color:red">red</span>.

<iframe src="https://evil.example/"></iframe>

<form action="https://evil.example/"><input name="p"></form>

[js](javascript:alert(1)), [data](data:text/html,x), <javascript:alert(1)>, [ref][evil], ![img](data:image/svg+xml,x) and :badge[b]{onclick="alert(1)"}.

[evil]: JaVaScRiPt:alert(1)
`;

test("should find each kind of unsafe markup the scan looks for", () => {
  const html = '<p onclick="x">a</p><a href="java&#x09;script:x">b</a><iframe src="/x"></iframe><form action="/x"></form><script>alert(1)</script><script src="https://cdn.example/x.js"></script><b style="x">c</b><a title="a > b" href="data:text/html,x">d</a>';
  assert.deepEqual(unsafeMarkup(html, []), [
    "onclick handler on <p>", 'href="java\tscript:x" on <a>', "<iframe> element", "<form> element",
    'inline script "alert(1)" (sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=)', "script from https://cdn.example/x.js", "style attribute on <b>",
    'href="data:text/html,x" on <a>',
  ]);
  assert.deepEqual(unsafeMarkup('<script type="application/json" id="__data">{}</script><script type="module" src="/assets/app.0123456789.js"></script>', []), []);
});

test("should keep hostile markdown off every built page of the fixture site and warn at each place", async () => {
  const root = mkdtempSync(join(tmpdir(), "hostile-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  appendFileSync(join(root, "content/docs/other.md"), HOSTILE);
  const result = await build({ root, linkinator: false });
  assert.equal(result.ok, true);
  const outDir = join(root, "build");
  const { scriptHashes } = JSON.parse(readFileSync(join(outDir, "csp.json"), "utf8")) as { scriptHashes: string[] };
  const pages = (readdirSync(outDir, { recursive: true }) as string[]).filter((f) => f.endsWith(".html")).sort();
  const problems = pages.flatMap((f) => unsafeMarkup(readFileSync(join(outDir, f), "utf8"), scriptHashes).map((p) => `${f}: ${p}`));
  assert.deepEqual(problems, []);
  const other = result.files.find((f) => f.path === "content/docs/other.md")!;
  const sorted = [...other.messages].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  const lines = sorted.map((m) => formatMessage(m, other.path).split("\n")[0]!.replace(/: Unexpected.*\[/, " ["));
  assert.deepEqual(lines, [
    "content/docs/other.md:10:5-10:13 [raw-html]", "content/docs/other.md:10:21-10:30 [raw-html]", "content/docs/other.md:10:35-10:67 [raw-html]",
    "content/docs/other.md:10:72-10:96 [raw-html]", "content/docs/other.md:10:99-10:106 [raw-html]", "content/docs/other.md:12:1-12:46 [raw-html]",
    "content/docs/other.md:14:1-14:61 [raw-html]", "content/docs/other.md:16:1-16:26 [unsafe-url]", "content/docs/other.md:16:28-16:52 [unsafe-url]",
    "content/docs/other.md:16:54-16:75 [unsafe-url]", "content/docs/other.md:16:90-16:118 [unsafe-url]", "content/docs/other.md:16:123-16:152 [directive-attribute]",
    "content/docs/other.md:18:1-18:28 [unsafe-url]",
  ]);
});
