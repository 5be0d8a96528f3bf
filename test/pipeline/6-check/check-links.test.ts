import assert from "node:assert/strict";
import { test } from "node:test";
import { VFile } from "vfile";
import { checkLinks, type LinkSource } from "../../../src/pipeline/6-check/index.ts";

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
