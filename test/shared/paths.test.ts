import assert from "node:assert/strict";
import { test } from "node:test";
import { isLinkActive } from "../../src/shared/index.ts";

test("should mark a link active on its route and below it, as React Router's NavLink does", () => {
  const active = (route: string, to: string) => isLinkActive(route, to);
  assert.equal(active("/blog", "/blog"), true);
  assert.equal(active("/blog/2024/launch", "/blog"), true);
  assert.equal(active("/blog/", "/blog"), true);
  assert.equal(active("/blog", "/blog/"), true);
  assert.equal(active("/docs/intro", "/docs/intro#auth"), true);
  assert.equal(active("/docs/introduction", "/docs/intro"), false, "only at a segment's end");
  assert.equal(active("/docs", "/docs/intro"), false);
  assert.equal(active("/anything", "/"), true, "a link to the root is active everywhere");
});
