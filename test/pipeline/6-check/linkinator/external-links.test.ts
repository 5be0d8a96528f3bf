import assert from "node:assert/strict";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { buildSite } from "../../../../src/orchestration/build-site.ts";
import { formatMessages } from "../../../../src/report/index.ts";
import { FIXTURES } from "../../../support.ts";

/** Links to other origins as markdown writes them: inline, autolink, reference and protocol-relative, with and without a fragment. */
const EXTERNAL = `
Read [fs.readFile](https://nodejs.org/api/fs.html#fsreadfilepath-options-callback), [the fs page](https://nodejs.org/api/fs.html),
[another fragment of it](https://nodejs.org/api/fs.html#fspromisesreadfilepath-options), [a plain page](https://example.com/guide),
[over http](http://example.com/page#section), <https://example.net/a#b>, [the reference][node-fs] and [a bare reference][example],
and, protocol-relative, [a guide](//example.com/guide#intro) and [its reference][relative].

[node-fs]: https://nodejs.org/api/fs.html#fswritefilefile-data-options-callback
[example]: https://example.org/docs
[relative]: //example.com/reference#top
`;

const HREFS = [
  "https://nodejs.org/api/fs.html#fsreadfilepath-options-callback",
  "https://nodejs.org/api/fs.html",
  "https://nodejs.org/api/fs.html#fspromisesreadfilepath-options",
  "https://example.com/guide",
  "http://example.com/page#section",
  "https://example.net/a#b",
  "https://nodejs.org/api/fs.html#fswritefilefile-data-options-callback",
  "https://example.org/docs",
  "//example.com/guide#intro",
  "//example.com/reference#top",
];

test("should build a site whose pages link other origins, with and without fragments, with linkinator on and nothing fetched", async (t) => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  appendFileSync(join(root, "content/docs/other.md"), EXTERNAL);
  // An autolink is CommonMark, not MDX: `.md` pages are read as CommonMark unless they use MDX.
  appendFileSync(join(root, "config.yaml"), "\nmarkdown:\n  format: detect\n");
  appendFileSync(join(root, "content/docs/intro.md"), "\nSee [fs.readFile](https://nodejs.org/api/fs.html#fsreadfilepath-options-callback) too.\n");
  const outDir = join(root, "out");
  const result = await buildSite({ root, outDir });
  // The crawlers answer only the site's own origin: a link to any other one that they fetched would fail the build.
  assert.equal(formatMessages(result.files), "");
  assert.equal(result.ok, true);
  assert.ok("linkinator" in result.timings, Object.keys(result.timings).join(", "));
  const page = readFileSync(join(outDir, "docs/other/index.html"), "utf8");
  for (const href of HREFS) assert.ok(page.includes(`href="${href}"`), href);
});
