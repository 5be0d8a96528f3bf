import assert from "node:assert/strict";
import { test } from "node:test";
import { VFile } from "vfile";
import { applySeverity, countMessages, exitCodeFor, formatMessage, formatMessages } from "../../src/report/index.ts";

test("should format a message as file:line:col-line:col, reason, rule and hint", () => {
  const file = new VFile({ path: "content/docs/api/intro.md" });
  const message = file.message("Unexpected link to `/docs/api/ordrs`, expected an existing route", {
    place: { start: { line: 14, column: 3 }, end: { line: 14, column: 31 } },
    ruleId: "broken-link",
    source: "docs",
  });
  message.note = "did you mean `/docs/api/admin-api/orders`?";
  assert.equal(
    formatMessage(message, file.path),
    "content/docs/api/intro.md:14:3-14:31: Unexpected link to `/docs/api/ordrs`, expected an existing route [broken-link]\n  hint: did you mean `/docs/api/admin-api/orders`?",
  );
});

test("should group by file, sort by position, count, and exit 1 only when an error remains", () => {
  const a = new VFile({ path: "b.md" });
  const b = new VFile({ path: "a.md" });
  a.message("Second", { place: { line: 9, column: 1 }, ruleId: "broken-markdown-link" });
  a.message("First", { place: { line: 2, column: 1 }, ruleId: "duplicate-route" });
  b.message("Broken", { place: { line: 1, column: 1 }, ruleId: "broken-link" });
  applySeverity([a, b], { "broken-link": "warn" });
  assert.equal(exitCodeFor([a, b]), 0);
  assert.equal(
    formatMessages([a, b]).split("\n").slice(0, 3).join("\n"),
    ["warn  a.md:1:1: Broken [broken-link]", "warn  b.md:2:1: First [duplicate-route]", "warn  b.md:9:1: Second [broken-markdown-link]"].join("\n"),
  );
  b.message("Broken again", { place: { line: 3, column: 1 }, ruleId: "broken-link" });
  applySeverity([a, b], {});
  assert.equal(exitCodeFor([a, b]), 1);
  assert.match(formatMessages([a, b]), /2 errors, 2 warnings/);
});

test("should list and count once a file given twice and a message given twice at one place", () => {
  const file = new VFile({ path: "config.yaml" });
  file.message("Unexpected link", { place: { line: 15, column: 7 }, ruleId: "broken-link" });
  file.message("Unexpected link", { place: { line: 15, column: 7 }, ruleId: "broken-link" });
  file.message("Another", { place: { line: 17, column: 7 }, ruleId: "broken-link" });
  const listed = formatMessages([file, file]).split("\n");
  assert.deepEqual(listed.slice(0, -1), ["warn  config.yaml:15:7: Unexpected link [broken-link]", "warn  config.yaml:17:7: Another [broken-link]"]);
  assert.match(listed.at(-1)!, /^0 errors, 2 warnings/);
  assert.deepEqual(countMessages([file, file]), { errors: 0, warnings: 2 });
});

test("should list and count once a partial's message that each page showing the partial carries", () => {
  const pages = ["content/docs/a.mdx", "content/docs/b.mdx"].map((path) => {
    const page = new VFile({ path });
    const message = page.message("Unexpected JavaScript expression", { place: { line: 1, column: 7 }, ruleId: "mdx-expression" });
    message.file = "content/docs/_part.mdx";
    return page;
  });
  assert.deepEqual(formatMessages(pages).split("\n").slice(0, -1), ["warn  content/docs/_part.mdx:1:7: Unexpected JavaScript expression [mdx-expression]"]);
  assert.deepEqual(countMessages(pages), { errors: 0, warnings: 1 });
});

test("should drop messages of a rule set to off", () => {
  const file = new VFile({ path: "x.md" });
  file.message("Dup", { ruleId: "duplicate-route" });
  applySeverity([file], { "duplicate-route": "off" });
  assert.equal(file.messages.length, 0);
});

test("should print a message and its hint on one line each, a line break in what they quote a space", () => {
  const file = new VFile({ path: "content/docs/intro.mdx" });
  const message = file.message("Unexpected JavaScript expression `{`a: ${props.x}\n  b: 2`}`: the page is read, never run", {
    place: { start: { line: 20, column: 28 }, end: { line: 21, column: 7 } },
    ruleId: "mdx-expression",
    source: "docs",
  });
  message.note = "write the text\r\nit would give instead";
  assert.equal(
    formatMessage(message),
    "content/docs/intro.mdx:20:28-21:7: Unexpected JavaScript expression `{`a: ${props.x} b: 2`}`: the page is read, never run [mdx-expression]\n  hint: write the text it would give instead",
  );
});
