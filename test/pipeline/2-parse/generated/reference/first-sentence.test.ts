import assert from "node:assert/strict";
import { test } from "node:test";
import { firstSentence } from "../../../../../src/pipeline/2-parse/generated/reference/first-sentence.ts";

test("should end the first sentence at its period, not at an abbreviation, a decimal or a version", () => {
  const cases: [string, string][] = [
    ["A fair organizer, e.g. a club or a school. Has events.", "A fair organizer, e.g. a club or a school."],
    ["A fair organizer (e.g. a club). Has events.", "A fair organizer (e.g. a club)."],
    ["The buyer, i.e. the person who pays. Not the recipient.", "The buyer, i.e. the person who pays."],
    ["The buyer, I.E. the payer. More.", "The buyer, I.E. the payer."],
    ["Shirts, mugs, etc. are products. More.", "Shirts, mugs, etc. are products."],
    ["Shirts, mugs, etc. The rest are services.", "Shirts, mugs, etc."],
    ["Ends with etc.", "Ends with etc."],
    ["Draft vs. published state. More.", "Draft vs. published state."],
    ["A rate such as 0.18 or 1.5 per cent. More.", "A rate such as 0.18 or 1.5 per cent."],
    ["Added in v2.1.3 of the API. More.", "Added in v2.1.3 of the API."],
    ["Added in version 2. Removed later.", "Added in version 2."],
    ["Prices in U.S. dollars only. More.", "Prices in U.S. dollars only."],
    ["Made in the U.S. The rest abroad.", "Made in the U.S."],
    ["See docs.example.com for more. Then go on.", "See docs.example.com for more."],
    ["One line\nover two. Second.", "One line over two."],
    ["No period at all", "No period at all"],
  ];
  for (const [text, expected] of cases) assert.equal(firstSentence(text, "fallback"), expected, text);
  assert.equal(firstSentence("  ", "fallback"), "fallback");
  assert.equal(firstSentence(undefined, "fallback"), "fallback");
});
