import assert from "node:assert/strict";
import { test } from "node:test";
import { parseCodeMeta } from "../../../../src/pipeline/3-transform/markdown/code-meta.ts";

test("should read a quoted title, a range and line numbers as Docusaurus reads them, and keep the other words", () => {
  assert.deepEqual(parseCodeMeta('title="a b.ts" {1,3-4} showLineNumbers=7 npm2yarn'), {
    title: "a b.ts",
    highlightLines: new Set([1, 3, 4]),
    lineNumbersStart: 7,
    flags: new Set(["showLineNumbers=7", "npm2yarn"]),
  });
  assert.equal(parseCodeMeta("title='single'").title, "single");
  assert.equal(parseCodeMeta("showLineNumbers").lineNumbersStart, 1);
});

test("should read no title without quotes and no range with a space, as Docusaurus does not", () => {
  assert.equal(parseCodeMeta("title=install.sh").title, undefined);
  assert.deepEqual(parseCodeMeta("{1, 3}").highlightLines, new Set());
  assert.deepEqual(parseCodeMeta("{0,2}").highlightLines, new Set([2]));
});
