import assert from "node:assert/strict";
import { test } from "node:test";
import { clip } from "../../src/shared/clip.ts";

test("should quote a text whole up to its limit, and mark a cut with an ellipsis within it", () => {
  assert.equal(clip("docblock://x.ts", 40), "docblock://x.ts");
  assert.equal(clip("a".repeat(40), 40), "a".repeat(40));
  assert.equal(clip(`docblock://createReducer.ts?token=${"b".repeat(20)}`, 40), "docblock://createReducer.ts?token=bbbbb…");
});
