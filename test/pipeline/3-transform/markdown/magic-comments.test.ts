import assert from "node:assert/strict";
import { test } from "node:test";
import { DEFAULT_MAGIC_COMMENTS, magicLines, type MagicComment } from "../../../../src/pipeline/3-transform/markdown/magic-comments.ts";

const ERRORS: MagicComment[] = [
  ...DEFAULT_MAGIC_COMMENTS,
  { className: "error-line", line: "error-next-line", block: { start: "error-start", end: "error-end" } },
];
const lines = (code: string, language = "js", comments = ERRORS, ranged = new Set<number>()) => {
  const { code: kept, classes } = magicLines(code, language, comments, ranged);
  return { kept: kept.split("\n"), classes: Object.fromEntries(classes) };
};

test("should remove each magic comment and mark the line after it, or the lines between a start and an end", () => {
  assert.deepEqual(lines("a\n// highlight-next-line\nb\n  /* highlight-start */\nc\nd\n// highlight-end\ne"), {
    kept: ["a", "b", "c", "d", "e"],
    classes: { 2: ["theme-code-block-highlighted-line"], 3: ["theme-code-block-highlighted-line"], 4: ["theme-code-block-highlighted-line"] },
  });
});

test("should read each language's comment syntax, and the site's own kinds of comment", () => {
  assert.deepEqual(lines("# highlight-next-line\nx = 1", "python").classes, { 1: ["theme-code-block-highlighted-line"] });
  assert.deepEqual(lines("<!-- highlight-next-line -->\n<li>", "html").classes, { 1: ["theme-code-block-highlighted-line"] });
  assert.deepEqual(lines("{/* highlight-next-line */}\n<b/>", "jsx").classes, { 1: ["theme-code-block-highlighted-line"] });
  assert.deepEqual(lines("-- highlight-next-line\nselect 1", "sql").classes, { 1: ["theme-code-block-highlighted-line"] });
  // Python reads no `//` comment; a language Docusaurus does not list reads the popular five.
  assert.deepEqual(lines("// highlight-next-line\nx", "python"), { kept: ["// highlight-next-line", "x"], classes: {} });
  assert.deepEqual(lines("# highlight-next-line\nx", "toml").classes, { 1: ["theme-code-block-highlighted-line"] });
  assert.deepEqual(lines("const r = 1;\n// error-next-line\nconst x = r / 0;").classes, { 2: ["error-line"] });
});

test("should leave the comments in the code when the meta string has a range, which takes the first kind's class", () => {
  assert.deepEqual(lines("a\n// highlight-next-line\nb", "js", ERRORS, new Set([3])), {
    kept: ["a", "// highlight-next-line", "b"],
    classes: { 3: ["theme-code-block-highlighted-line"] },
  });
});

test("should read no comment in a block without a language, nor a comment that is not alone on its line", () => {
  assert.deepEqual(lines("// highlight-next-line\nx", ""), { kept: ["// highlight-next-line", "x"], classes: {} });
  assert.deepEqual(lines("x; // highlight-next-line\ny").classes, {});
});
