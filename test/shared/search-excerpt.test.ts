import assert from "node:assert/strict";
import { test } from "node:test";
import { searchExcerpt } from "../../src/shared/index.ts";

test("should mark every matched word, whatever its case", () => {
  assert.deepEqual(searchExcerpt("Refund an order, then refund the rest.", ["refund"]), [
    { text: "Refund", mark: true },
    { text: " an order, then ", mark: false },
    { text: "refund", mark: true },
    { text: " the rest.", mark: false },
  ]);
});

test("should cut a long text around the first match, at word boundaries, with ellipses", () => {
  const text = `${"Lorem ipsum dolor sit amet. ".repeat(20)}Webhooks retry three times. ${"Tail text here. ".repeat(20)}`;
  const parts = searchExcerpt(text, ["webhooks"], 120);
  const joined = parts.map((p) => p.text).join("");
  assert.ok(joined.startsWith("…") && joined.endsWith("…"));
  assert.ok(joined.length <= 124);
  assert.deepEqual(
    parts.filter((p) => p.mark).map((p) => p.text),
    ["Webhooks"],
  );
});

test("should treat matched terms as text, not as regular expressions", () => {
  assert.deepEqual(
    searchExcerpt("a.b and axb", ["a.b"])
      .filter((p) => p.mark)
      .map((p) => p.text),
    ["a.b"],
  );
});
