import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { createCache } from "../../../src/incremental/cache.ts";
import { compileSite } from "../../../src/orchestration/compile-site.ts";
import { discoverContent, importedTexts } from "../../../src/pipeline/1-content/index.ts";
import { formatMessage } from "../../../src/report/index.ts";
import { FIXTURES } from "../../support.ts";

test("should reuse the front matter of unchanged pages with a memo cache, give each build its own files, and read changed pages again", (t) => {
  const root = mkdtempSync(join(tmpdir(), "discover-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, "content/docs/guides"), { recursive: true });
  const texts = new Map([
    ["content/docs/a.md", "---\ntitle: A\ndescription: First.\n---\n\nBody of a.\n"],
    ["content/docs/b.md", "---\ntitle: B\ndescriptoin: Typo.\n---\n\nBody of b.\n"],
    ["content/docs/guides/_category_.yaml", "label: Guides\nposition: 2\n"],
  ]);
  for (const [path, text] of texts) writeFileSync(join(root, path), text);
  const read = (path: string) => texts.get(path.slice(root.length + 1))!;
  const cache = createCache({ memory: true });
  const messagesOf = (set: ReturnType<typeof discoverContent>) =>
    set.files.flatMap((file) => file.messages.map((message) => formatMessage(message, file.path)));

  const first = discoverContent(root, "content", read, cache.memo);
  const second = discoverContent(root, "content", read, cache.memo);
  assert.equal(second.pages.length, 2);
  assert.equal(second.pages[0]!.frontMatter, first.pages[0]!.frontMatter, "unchanged front matter is reused, not parsed again");
  assert.equal(second.categories.get("guides"), first.categories.get("guides"), "so is an unchanged category");
  assert.deepEqual(second.categories.get("guides"), { label: "Guides", position: 2 });
  assert.notEqual(second.files[0], first.files[0], "each build has files of its own");
  assert.equal(String(second.pages[0]!.file.value), "\n\n\n\n\nBody of a.\n");
  assert.deepEqual(messagesOf(second), messagesOf(first), "a reused page reports its messages again");
  assert.equal(
    messagesOf(second)[0]!,
    "content/docs/b.md:3:1-3:12: Unexpected front matter key `descriptoin`, expected a key of AUTHORING.md (ignored) [unknown-front-matter-key]\n  hint: remove it or fix its spelling; the page builds without it",
  );

  texts.set("content/docs/a.md", "---\ntitle: A again\ndescription: First.\n---\n\nBody of a.\n");
  texts.set("content/docs/b.md", "---\ntitle: B\ndescription: Fixed.\n---\n\nBody of b.\n");
  const third = discoverContent(root, "content", read, cache.memo);
  assert.deepEqual(
    third.pages.map((page) => page.frontMatter.title),
    ["A again", "B"],
  );
  assert.deepEqual(messagesOf(third), []);
});

test("should read the front matter after a byte order mark, and leave the mark out of the text", (t) => {
  const root = mkdtempSync(join(tmpdir(), "discover-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, "content/docs"), { recursive: true });
  writeFileSync(join(root, "content/docs/saved.md"), "\uFEFF---\ntitle: Saved on Windows\nsidebar_position: 3\n---\n\nBody.\n");
  writeFileSync(join(root, "content/docs/_partial.md"), "\uFEFFShared text.\n");
  const set = discoverContent(root);
  assert.equal(set.pages[0]!.frontMatter.title, "Saved on Windows");
  assert.equal(set.pages[0]!.frontMatter.sidebar_position, 3);
  assert.equal(String(set.pages[0]!.file.value), "\n\n\n\n\nBody.\n");
  assert.equal(set.partials.get("content/docs/_partial.md"), "Shared text.\n");
});

test("should have author mode's builds parse front matter and YAML only for the sources whose text changed", async () => {
  const cache = createCache({ memory: true });
  const memo = cache.memo;
  const parsed = new Map<string, number>();
  const SOURCES = ["front matter", "category", "authors"];
  cache.memo = (stage, key, deps, make) =>
    memo(stage, key, deps, SOURCES.includes(stage) ? () => (parsed.set(stage, (parsed.get(stage) ?? 0) + 1), make()) : make);
  const first = await compileSite({ root: join(FIXTURES, "site"), cache, dev: true });
  assert.ok(first.ok && parsed.get("front matter")! > 3 && parsed.get("authors") === 1, `the first build reads every source (${[...parsed]})`);
  parsed.clear();
  await compileSite({ root: join(FIXTURES, "site"), cache, dev: true });
  assert.deepEqual([...parsed], []);
});

test("should leave out partials, markdown files and folders whose name starts with `_`, as Docusaurus does", (t) => {
  const root = mkdtempSync(join(tmpdir(), "discover-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, "content/docs/_shared"), { recursive: true });
  mkdirSync(join(root, "content/docs/guides"), { recursive: true });
  mkdirSync(join(root, "content/blog"), { recursive: true });
  const page = "---\ntitle: T\ndescription: D.\n---\n\nBody.\n";
  for (const path of [
    "docs/a.md",
    "docs/_note.md",
    "docs/_shared/b.md",
    "docs/guides/c.md",
    "docs/guides/_part.md",
    "blog/2026-01-02-post.md",
    "blog/_draft.md",
  ])
    writeFileSync(join(root, "content", path), page);
  writeFileSync(join(root, "content/docs/guides/_category_.yaml"), "label: Guides\n");
  const set = discoverContent(root);
  assert.deepEqual(
    set.pages.map((p) => p.file.path),
    ["content/blog/2026-01-02-post.md", "content/docs/a.md", "content/docs/guides/c.md"],
  );
  assert.deepEqual(set.categories.get("guides"), { label: "Guides" });
});

test("should read as partials the markdown files pages import, a page or a static file, those they import, and raw-loader imports (by webpack's extensions when written without), and no other, and copy what pages require or link to", (t) => {
  const root = mkdtempSync(join(tmpdir(), "discover-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, "content/docs/config"), { recursive: true });
  mkdirSync(join(root, "content/docs/files"), { recursive: true });
  mkdirSync(join(root, "content/static/usage/tabs"), { recursive: true });
  const files: Record<string, string> = {
    "docs/intro.mdx":
      "---\ntitle: Intro\n---\n\nimport Global from './config/global.md';\nimport Tabs from '/static/usage/tabs/index.md';\nimport Source from '!!raw-loader!./config/\\_total.ts';\nimport Sample from '!!raw-loader!./config/sample';\n\n<Global />\n\n<a href={require('./files/report.pdf').default}>Report</a>\n\n[Hosts](<files/host list.txt> \"The hosts\"), [the report again](./files/report.pdf#page=2), [not here](./files/gone.txt), [a page](./other.md), [elsewhere](https://example.com/a.txt)\n\n```md\n[shown as code](./files/in-code.txt)\n```\n",
    "docs/files/report.pdf": "a report",
    "docs/files/host list.txt": "shop.example.com\n",
    "docs/files/in-code.txt": "never linked\n",
    // Shown as text: its own lines are never read as imports.
    "docs/config/_total.ts": "import Note from './note.md';\n",
    "docs/config/note.md": "A note.\n",
    "docs/config/sample.ts": "export const sample = 1;\n",
    "docs/config/global.md": "---\ntitle: Global\n---\n\nimport Example from '../../static/usage/tabs/example.md';\n\n<Example />\n",
    "docs/other.md": "---\ntitle: Other\n---\n\nNo import.\n",
    "static/usage/tabs/index.md": "The tabs' usage.\n",
    "static/usage/tabs/example.md": "An example.\n",
    "static/usage/tabs/unused.md": "Imported by none.\n",
  };
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, "content", path), text);
  const set = discoverContent(root);
  assert.deepEqual([...set.partials.keys()].sort(), [
    "content/docs/config/_total.ts",
    "content/docs/config/global.md",
    "content/docs/config/sample",
    "content/static/usage/tabs/example.md",
    "content/static/usage/tabs/index.md",
  ]);
  assert.deepEqual(
    set.pages.map((p) => p.file.path),
    ["content/docs/config/global.md", "content/docs/config/note.md", "content/docs/intro.mdx", "content/docs/other.md"],
  );
  // A file a page requires or links to is copied as an image is, whatever its type; a page, a missing file or one
  // named in code is not.
  assert.deepEqual([...set.assets].filter(([path]) => path.startsWith("docs/")).sort(), [
    ["docs/files/host list.txt", "docs/files/host list.txt"],
    ["docs/files/report.pdf", "docs/files/report.pdf"],
  ]);
  // What a page's transform reads of other files: what it imports, directly or through a partial, and no other.
  assert.deepEqual(importedTexts("content/docs/intro.mdx", set), [
    ["content/docs/config/_total.ts", "import Note from './note.md';\n"],
    ["content/docs/config/global.md", files["docs/config/global.md"]],
    ["content/docs/config/sample", "export const sample = 1;\n"],
    ["content/static/usage/tabs/example.md", "An example.\n"],
    ["content/static/usage/tabs/index.md", "The tabs' usage.\n"],
  ]);
  assert.deepEqual(importedTexts("content/docs/other.md", set), []);
});

test("should read the files of the components config.yaml gives every page for the pages and partials that show them, and only those", (t) => {
  const root = mkdtempSync(join(tmpdir(), "discover-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, "content/docs/partials"), { recursive: true });
  const files: Record<string, string> = {
    "docs/get.mdx": "## Yields\n\n<Yields />\n\n<Timeouts/>\n",
    "docs/then.mdx": "A `<YieldsNothing>` is no use of `Yields`, nor is `<Yieldsx />`.\n",
    "docs/partials/_yields.mdx": "The subject, changed or not. <Requirements />\n",
    "docs/partials/_requirements.mdx": "A previous command.\n",
    "docs/partials/_timeouts.mdx": "Four seconds.\n",
    "docs/partials/_unused.mdx": "Shown by none.\n",
  };
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, "content", path), text);
  const given = {
    Yields: "@site/docs/partials/_yields.mdx",
    Requirements: "@site/docs/partials/_requirements.mdx",
    Timeouts: "@site/docs/partials/_timeouts.mdx",
    Unused: "@site/docs/partials/_unused.mdx",
    Gone: "@site/docs/partials/_gone.mdx",
  };
  const set = discoverContent(root, "content", undefined, undefined, { given });
  // Through the partial that shows it too; a page's key then holds the texts it shows, as an import's.
  assert.deepEqual(importedTexts("content/docs/get.mdx", set), [
    ["content/docs/partials/_requirements.mdx", "A previous command.\n"],
    ["content/docs/partials/_timeouts.mdx", "Four seconds.\n"],
    ["content/docs/partials/_yields.mdx", "The subject, changed or not. <Requirements />\n"],
  ]);
  assert.deepEqual(importedTexts("content/docs/then.mdx", set), []);
});

test("should name a file a page imports that does not exist, so that creating it makes the page again", (t) => {
  const root = mkdtempSync(join(tmpdir(), "discover-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, "content/docs"), { recursive: true });
  writeFileSync(join(root, "content/docs/a.mdx"), "import Steps from './_steps.md';\n\n<Steps />\n");
  assert.deepEqual(importedTexts("content/docs/a.mdx", discoverContent(root)), [["content/docs/_steps.md", null]]);
  writeFileSync(join(root, "content/docs/_steps.md"), "Open the store.\n");
  assert.deepEqual(importedTexts("content/docs/a.mdx", discoverContent(root)), [["content/docs/_steps.md", "Open the store.\n"]]);
});

test("should copy every file of content/static/ and its folders to the same path from the root, and no folder", (t) => {
  const root = mkdtempSync(join(tmpdir(), "discover-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, "content/static/img/blog"), { recursive: true });
  for (const path of ["static/favicon.svg", "static/img/logo.png", "static/img/blog/watch.gif", "static/_redirects"])
    writeFileSync(join(root, "content", path), "x");
  const { assets } = discoverContent(root);
  assert.deepEqual([...assets].sort(), [
    ["static/_redirects", "_redirects"],
    ["static/favicon.svg", "favicon.svg"],
    ["static/img/blog/watch.gif", "img/blog/watch.gif"],
    ["static/img/logo.png", "img/logo.png"],
  ]);
});

test("should date a post with no date in its name or front matter by the commit that added it, else by the file's creation", (t) => {
  const root = mkdtempSync(join(tmpdir(), "discover-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, "content/blog"), { recursive: true });
  writeFileSync(join(root, "content/blog/hello.md"), "---\ntitle: Hello\n---\n\nA post.\n");
  const today = new Date(statSync(join(root, "content/blog/hello.md")).birthtimeMs || Date.now()).toISOString().slice(0, 10);
  const day = () => discoverContent(root).pages.map((page) => [page.name, page.date]);
  assert.deepEqual(day(), [["hello", today]]);
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Author", "-c", "user.email=author@example.com", ...args], {
      cwd: root,
      env: { ...process.env, GIT_AUTHOR_DATE: "2021-04-05T10:00:00Z", GIT_COMMITTER_DATE: "2021-04-05T10:00:00Z" },
    });
  git("init", "-q");
  git("add", ".");
  git("commit", "-q", "-m", "A post");
  assert.deepEqual(day(), [["hello", "2021-04-05"]]);
});

test("should read a post's date anywhere in its path and the rest as its folder and name, as Docusaurus' blog does", (t) => {
  const root = mkdtempSync(join(tmpdir(), "discover-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const posts = {
    "2024-03-04-welcome.md": ["", "welcome", "2024-03-04"],
    "2024/05/06/dated-folders.md": ["", "dated-folders", "2024-05-06"],
    "2024/7-8-one-digit.mdx": ["", "one-digit", "2024-07-08"],
    "2024-06-01-one-folder/index.md": ["", "one-folder", "2024-06-01"],
    "releases/2024-07-08-version-two.md": ["releases", "version-two", "2024-07-08"],
    "2024-09-10.md": ["", "", "2024-09-10"],
    "undated/index.md": ["", "undated", undefined],
  };
  for (const path of Object.keys(posts)) {
    mkdirSync(dirname(join(root, "content/blog", path)), { recursive: true });
    writeFileSync(join(root, "content/blog", path), "---\ntitle: A post\ndate: 2020-01-01\n---\n\nText.\n");
  }
  const found = discoverContent(root).pages.map((page) => [page.file.path.slice("content/blog/".length), [page.dir, page.name, page.nameDate]]);
  assert.deepEqual(Object.fromEntries(found), posts);
});
