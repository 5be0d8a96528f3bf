import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test, type TestContext } from "node:test";
import { discoverContent } from "../../../src/pipeline/1-content/index.ts";
import { formatMessage } from "../../../src/report/index.ts";

/** Returns what discovery makes of a content folder holding `files` (paths below content/docs), with every message. */
function discover(t: TestContext, files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "category-file-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, "content/docs", path)), { recursive: true });
    writeFileSync(join(root, "content/docs", path), text);
  }
  const set = discoverContent(root);
  return { categories: set.categories, messages: set.files.flatMap((file) => file.messages.map((m) => formatMessage(m, file.path))) };
}

const PAGE = "---\ntitle: T\n---\n\nBody.\n";

test("should read _category_.json, .yml and .yaml with Docusaurus' keys", (t) => {
  const { categories, messages } = discover(t, {
    "a/page.md": PAGE,
    "a/_category_.json": JSON.stringify(
      {
        label: "A",
        position: 2,
        collapsed: false,
        collapsible: false,
        className: "red",
        customProps: { x: 1 },
        description: "About A.",
        key: "a",
        link: { type: "generated-index", title: "All of A", slug: "/a-index", keywords: ["a"], image: "/img/a.png" },
      },
      null,
      2,
    ),
    "b/page.md": PAGE,
    "b/_category_.yml": "label: B\nlink:\n  type: doc\n  id: b/page\n",
    "c/page.md": PAGE,
    "c/_category_.yaml": "position: 1\nlink: null\n",
  });
  assert.deepEqual(messages, []);
  assert.deepEqual(categories.get("a"), {
    label: "A",
    position: 2,
    collapsed: false,
    collapsible: false,
    description: "About A.",
    source: "content/docs/a/_category_.json",
    link: {
      type: "generated-index",
      title: "All of A",
      slug: "/a-index",
      keywords: ["a"],
      image: "/img/a.png",
      place: { start: { line: 12, column: 11 }, end: { line: 20, column: 4 } },
    },
  });
  assert.deepEqual(categories.get("b"), {
    label: "B",
    source: "content/docs/b/_category_.yml",
    link: { type: "doc", id: "b/page", place: { start: { line: 4, column: 7 }, end: { line: 4, column: 13 } } },
  });
  // A label is optional, as in Docusaurus: the folder's name is the default.
  assert.deepEqual(categories.get("c"), { position: 1, link: null, source: "content/docs/c/_category_.yaml" });
});

test("should warn about an unknown key at its line and column, and read the rest", (t) => {
  const { categories, messages } = discover(t, { "a/page.md": PAGE, "a/_category_.json": '{\n  "label": "A",\n  "postion": 3\n}\n' });
  assert.deepEqual(categories.get("a"), { label: "A" });
  assert.deepEqual(messages, [
    "content/docs/a/_category_.json:3:3-3:12: Unexpected `_category_` key `postion`, expected a key of AUTHORING.md (ignored) [unknown-sidebar-key]\n  hint: remove it or fix its spelling; the page builds without it",
  ]);
});

// JSON is read as YAML, as Docusaurus reads it: its syntax errors are YAML's.
test("should report a wrong value or broken JSON at its line and column, and read no category", (t) => {
  const { categories, messages } = discover(t, {
    "a/page.md": PAGE,
    "a/_category_.json": '{\n  "label": "A",\n  "position": "two"\n}\n',
    "b/page.md": PAGE,
    "b/_category_.json": '{\n  "label": "B"\n  "position": 2\n}\n',
    "c/page.md": PAGE,
    "c/_category_.yml": "link:\n  type: page\n",
  });
  assert.equal(categories.get("a"), undefined);
  assert.equal(categories.get("b"), undefined);
  assert.deepEqual(messages, [
    "content/docs/a/_category_.json:3:15-3:20: Unexpected string at `position`, expected number [invalid-front-matter]",
    "content/docs/b/_category_.json:3:3: Unexpected YAML syntax, expected valid YAML: Missing , between flow map items [invalid-front-matter]",
    "content/docs/c/_category_.yml:2:3-3:1: Unexpected value at `link`, expected a link `{type: doc, id}`, `{type: generated-index}` or null [invalid-front-matter]",
  ]);
});

test("should read a folder's first category file and warn about a second", (t) => {
  const { categories, messages } = discover(t, {
    "a/page.md": PAGE,
    "a/_category_.json": '{ "label": "From JSON" }',
    "a/_category_.yml": "label: From YAML\n",
  });
  assert.deepEqual(categories.get("a"), { label: "From JSON" });
  assert.deepEqual(messages, [
    "content/docs/a/_category_.yml:1:1: Unexpected second category file in `content/docs/a`, expected one per folder (ignored) [unsupported-sidebar-item]\n  hint: keep one of _category_.json and _category_.yml",
  ]);
});
