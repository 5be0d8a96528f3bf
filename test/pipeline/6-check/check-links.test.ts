import assert from "node:assert/strict";
import { test } from "node:test";
import { VFile } from "vfile";
import { checkLinks, type LinkSource } from "../../../src/pipeline/6-check/index.ts";
import { formatMessage } from "../../../src/report/index.ts";
import { renderMarkdown } from "../../support.ts";

/** Checks one link to `target` against `routes` (in that order) and returns its message and hint. */
function check(target: string, routes: string[]): string {
  const file = new VFile({ path: "content/docs/a.md" });
  const sources = [{ file, links: [{ target, place: { line: 1, column: 1 } }] }] as unknown as LinkSource[];
  assert.equal(checkLinks(sources, { routes: new Map(routes.map((route) => [route, new Set<string>()])), assets: new Set() }), 1);
  return `${file.messages[0]!.reason} / ${file.messages[0]!.note}`;
}

test("should hint the closest route, the same one whatever the order of the routes", () => {
  const routes = ["/docs/api/orders", "/docs/api/order", "/docs/api/borders", "/docs/intro"];
  const hinted = "Unexpected link to `/docs/api/ordes`, expected an existing route / did you mean `/docs/api/order`?";
  assert.equal(check("/docs/api/ordes", routes), hinted);
  assert.equal(check("/docs/api/ordes", [...routes].reverse()), hinted);
  // Two routes one edit away: the first in code point order, either way round.
  assert.equal(check("/docs/api/x", ["/docs/api/y", "/docs/api/z"]), "Unexpected link to `/docs/api/x`, expected an existing route / did you mean `/docs/api/y`?");
  assert.equal(check("/docs/api/x", ["/docs/api/z", "/docs/api/y"]), "Unexpected link to `/docs/api/x`, expected an existing route / did you mean `/docs/api/y`?");
  assert.equal(check("/nothing/like/it/at/all", routes), "Unexpected link to `/nothing/like/it/at/all`, expected an existing route / undefined");
});

test("should check a relative link without .md as the URL it is on its page, and report a missing one at its place", () => {
  const { file } = renderMarkdown("See [the other page](other#first-part) and [a missing page](missing-page).\n");
  const routes = new Map([["/docs/other", new Set(["first-part"])], ["/docs/case", new Set<string>()]]);
  assert.equal(checkLinks([{ file, links: file.data.links ?? [] }], { routes, assets: new Set() }), 1);
  assert.deepEqual(file.messages.map((m) => formatMessage(m, file.path)), [
    "content/docs/case.md:1:44-1:74: Unexpected link to `/docs/missing-page`, expected an existing route [broken-link]",
  ]);
});
