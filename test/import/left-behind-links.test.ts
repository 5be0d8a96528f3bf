import assert from "node:assert/strict";
import { test } from "node:test";
import { VFile } from "vfile";
import { leftBehindLinks, withLoweredRules } from "../../src/import/left-behind-links.ts";
import { checkLinks } from "../../src/pipeline/6-check/index.ts";

/** Returns a file with one error per `[rule, reason, line]`. */
function failed(path: string, errors: [string, string, number?][]): VFile {
  const file = new VFile({ path });
  for (const [ruleId, reason, line] of errors) file.message(reason, { ruleId, place: line ? { line, column: 3 } : undefined }).fatal = true;
  return file;
}

test("should group a failed import build's links to what was left behind by their first two segments, and lower their rules", () => {
  const left = leftBehindLinks(
    [
      failed("content/docs/a.md", [
        ["broken-link", "Unexpected link to `/api/v7/classes/Model`, expected an existing route", 4],
        ["broken-link", "Unexpected link to `/api/v7/functions/sql#raw`, expected an existing route", 9],
        ["broken-anchor", "Unexpected link to `/docs/a#Command-Log`, expected an id on that page", 2],
      ]),
      failed("build", [["broken-link", "Unexpected broken link `/site/releases`, expected every link in the output to resolve: /docs/a → /releases"]]),
    ],
    "/site/",
  );
  assert.deepEqual(left && { ...left, notes: left.notes.map((note) => `${note.at}: ${note.reason.split(":")[0]}`) }, {
    onBrokenLinks: "warn",
    onBrokenAnchors: "warn",
    notes: [
      "content/docs/a.md:4:3: 2 links to `/api/v7/…`, which no imported page or file has (most likely a custom page, a plugin's output or another site the Docusaurus build had)",
      "content/docs/a.md:2:3: 1 link to an anchor the imported pages lack (most likely an id the site's plugins or a patch of Docusaurus made)",
      "build: 1 link to `/releases`, which no imported page or file has (most likely a custom page, a plugin's output or another site the Docusaurus build had)",
    ],
  });
  assert.equal(
    withLoweredRules("build:\n  onBrokenLinks: throw\n  onBrokenAnchors: throw\n", left!),
    "build:\n  onBrokenLinks: warn\n  onBrokenAnchors: warn\n",
  );
});

test("should lower nothing when another error failed the build, a relative link names a missing file, or nothing failed", () => {
  const route = ["broken-link", "Unexpected link to `/x`, expected an existing route", 1] as [string, string, number];
  assert.equal(leftBehindLinks([failed("content/docs/a.md", [route, ["invalid-front-matter", "Unexpected…", 1]])], "/"), undefined);
  const file = ["broken-link", "Unexpected link to `../assets/spec.pdf`, expected a path to an existing file of `content/`", 2] as [string, string, number];
  assert.equal(leftBehindLinks([failed("content/docs/a.md", [route, file])], "/"), undefined);
  assert.equal(leftBehindLinks([new VFile({ path: "content/docs/a.md" })], "/"), undefined);
});

test("should group a crawled target by its path without the base URL, decoded", () => {
  const crawled = failed("build", [
    ["broken-link", "Unexpected broken link `/docs/caf%C3%A9/menu`, expected every link in the output to resolve: /docs/a → /docs/caf%C3%A9/menu"],
  ]);
  assert.deepEqual(
    leftBehindLinks([crawled], "/docs/")?.notes.map((note) => note.reason.split(",")[0]),
    ["1 link to `/café/menu`"],
  );
});

test("should lower, with a note of their own, links in HTML to missing files relative to their pages, which Docusaurus never checks, and a relative link to a route", () => {
  const checked = (written: string, target: string) => {
    const file = new VFile({ path: "content/docs/guide/setup.md" });
    checkLinks([{ file, links: [{ target, written, place: { start: { line: 3, column: 1 }, end: { line: 3, column: 9 } } }] }], {
      routes: new Map([["/docs/guide/setup", new Set()]]),
      assets: new Set(),
    });
    for (const message of file.messages) message.fatal = true;
    return file;
  };
  const image = checked("img/missing.png", "/docs/guide/img/missing.png");
  assert.equal(image.messages[0]?.reason, "Unexpected link to `img/missing.png` (`/docs/guide/img/missing.png`), expected an existing file");
  assert.deepEqual(leftBehindLinks([image], "/"), {
    onBrokenLinks: "warn",
    notes: [
      {
        at: "content/docs/guide/setup.md:3:1",
        reason:
          "1 link to a file relative to the page that is not there (`img/missing.png`): broken in the Docusaurus site too, which checks no link written in HTML and only warns of a markdown one: config.yaml says `onBrokenLinks: warn`, and the build warns at each",
      },
    ],
  });
  const route = checked("../../community", "/community");
  assert.deepEqual(leftBehindLinks([route], "/")?.onBrokenLinks, "warn");
});
