import assert from "node:assert/strict";
import { test } from "node:test";
import { VFile } from "vfile";
import { checkLinks, type LinkSource } from "../../../src/pipeline/6-check/index.ts";
import { applySeverity, formatMessage } from "../../../src/report/index.ts";
import { renderMarkdown } from "../../support.ts";

/** Checks one link to `target` against `routes` (in that order) and returns its message and hint. */
function check(target: string, routes: string[]): string {
  const file = new VFile({ path: "content/docs/a.md" });
  const sources = [{ file, links: [{ target, place: { line: 1, column: 1 } }] }] as unknown as LinkSource[];
  assert.equal(checkLinks(sources, { routes: new Map(routes.map((route) => [route, new Set<string>()])), assets: new Set() }).length, 1);
  return `${file.messages[0]!.reason} / ${file.messages[0]!.note}`;
}

test("should hint the closest route, the same one whatever the order of the routes", () => {
  const routes = ["/docs/api/orders", "/docs/api/order", "/docs/api/borders", "/docs/intro"];
  const hinted = "Unexpected link to `/docs/api/ordes`, expected an existing route / did you mean `/docs/api/order`?";
  assert.equal(check("/docs/api/ordes", routes), hinted);
  assert.equal(check("/docs/api/ordes", [...routes].reverse()), hinted);
  // Two routes one edit away: the first in code point order, either way round.
  assert.equal(
    check("/docs/api/x", ["/docs/api/y", "/docs/api/z"]),
    "Unexpected link to `/docs/api/x`, expected an existing route / did you mean `/docs/api/y`?",
  );
  assert.equal(
    check("/docs/api/x", ["/docs/api/z", "/docs/api/y"]),
    "Unexpected link to `/docs/api/x`, expected an existing route / did you mean `/docs/api/y`?",
  );
  assert.equal(check("/nothing/like/it/at/all", routes), "Unexpected link to `/nothing/like/it/at/all`, expected an existing route / undefined");
});

test("should check a relative link without .md as the URL it is on its page, and report a missing one at its place", () => {
  const { file } = renderMarkdown("See [the other page](other#first-part) and [a missing page](missing-page).\n");
  const routes = new Map([
    ["/docs/other", new Set(["first-part"])],
    ["/docs/case", new Set<string>()],
  ]);
  assert.equal(checkLinks([{ file, links: file.data.links ?? [] }], { routes, assets: new Set() }).length, 1);
  assert.deepEqual(
    file.messages.map((m) => formatMessage(m, file.path)),
    ["content/docs/case.md:1:44-1:74: Unexpected link to `missing-page` (`/docs/missing-page`), expected an existing route [broken-link]"],
  );
});

test("should suggest the route in the page's own docs folder for a Docusaurus `/docs/…` link that does not exist", () => {
  const file = new VFile({ path: "content/docs/jest/cli.md" });
  const place = { start: { line: 3, column: 5 }, end: { line: 3, column: 40 } };
  const links = [
    { target: "/docs/tutorial-react-native", fragment: "setup", place, alternative: "/docs/jest/tutorial-react-native" },
    { target: "/docs/28.x/upgrading", place, alternative: "/docs/jest/28.x/upgrading" },
  ];
  const routes = new Map([
    ["/docs/jest/tutorial-react-native", new Set(["setup"])],
    ["/docs/jest/upgrading", new Set<string>()],
  ]);
  assert.equal(checkLinks([{ file, links }], { routes, assets: new Set() }).length, 2);
  assert.deepEqual(
    file.messages.map((m) => formatMessage(m, file.path)),
    [
      "content/docs/jest/cli.md:3:5-3:40: Unexpected link to `/docs/tutorial-react-native#setup`, expected an existing route [broken-link]\n  hint: did you mean `/docs/jest/tutorial-react-native#setup`, in this page's docs folder?",
      // Not in the page's docs folder either (versioned docs were not copied): the closest route, as for any link.
      "content/docs/jest/cli.md:3:5-3:40: Unexpected link to `/docs/28.x/upgrading`, expected an existing route [broken-link]\n  hint: did you mean `/docs/jest/upgrading`?",
    ],
  );
});

test("should report a missing static file or image as a missing file at its place, with the closest file", () => {
  const { file } = renderMarkdown("The [logo](/img/logo.pgn) and ![The logo](/img/logo.png), from content/static/.\n");
  const routes = new Map([["/docs/case", new Set<string>()]]);
  assert.equal(checkLinks([{ file, links: file.data.links ?? [] }], { routes, assets: new Set(["/img/logo.png"]) }).length, 1);
  assert.deepEqual(
    file.messages.map((m) => formatMessage(m, file.path)),
    ["content/docs/case.md:1:5-1:26: Unexpected link to `/img/logo.pgn`, expected an existing file [broken-link]\n  hint: did you mean `/img/logo.png`?"],
  );
});

test("should check a pathname:// link as the path it holds, and report a missing one at its place", () => {
  const { file } = renderMarkdown(
    "Get [the notes](pathname:///files/notes.pdf), [the raw page](pathname:///docs/other.md) and [a page](pathname:///docs/other#first).\n",
  );
  const routes = new Map([
    ["/docs/other", new Set(["first"])],
    ["/docs/case", new Set<string>()],
  ]);
  assert.equal(checkLinks([{ file, links: file.data.links ?? [] }], { routes, assets: new Set(["/docs/other.md"]) }).length, 1);
  assert.deepEqual(
    file.messages.map((m) => formatMessage(m, file.path)),
    ["content/docs/case.md:1:5-1:45: Unexpected link to `/files/notes.pdf`, expected an existing file [broken-link]"],
  );
});

test("should find a folder of content/static/ with an index.html at the folder's path, as the server serves it", () => {
  const { file } = renderMarkdown("The [old docs](pathname:///legacy/) and [older ones](pathname:///older).\n");
  const routes = new Map([["/docs/case", new Set<string>()]]);
  assert.deepEqual(checkLinks([{ file, links: file.data.links ?? [] }], { routes, assets: new Set(["/legacy/index.html", "/older.html"]) }), ["/older"]);
});

test("should report a missing #fragment as a broken anchor, whose severity the config sets apart from broken links", () => {
  const { file } = renderMarkdown("See [the other page](./other.md#nowhere) and [a missing page](/docs/never-written).\n");
  const routes = new Map([
    ["/docs/other", new Set(["first-part"])],
    ["/docs/case", new Set<string>()],
  ]);
  assert.equal(checkLinks([{ file, links: file.data.links ?? [] }], { routes, assets: new Set() }).length, 2);
  const anchor = "content/docs/case.md:1:5-1:41: Unexpected link to `/docs/other#nowhere`, expected an id on that page [broken-anchor]";
  const link = "content/docs/case.md:1:46-1:83: Unexpected link to `/docs/never-written`, expected an existing route [broken-link]";
  assert.deepEqual(
    file.messages.map((m) => formatMessage(m, file.path)),
    [anchor, link],
  );
  applySeverity([file], { "broken-anchor": "warn" });
  assert.deepEqual(
    file.messages.map((m) => [m.ruleId, m.fatal]),
    [
      ["broken-anchor", false],
      ["broken-link", true],
    ],
  );
  applySeverity([file], { "broken-anchor": "off" });
  assert.deepEqual(
    file.messages.map((m) => m.ruleId),
    ["broken-link"],
  );
});
