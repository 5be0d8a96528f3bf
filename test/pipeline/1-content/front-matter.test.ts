import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { VFile } from "vfile";
import { discoverContent, docFrontMatter, extractFrontMatter, postFrontMatter, tagOf } from "../../../src/pipeline/1-content/index.ts";
import { formatMessage } from "../../../src/report/index.ts";

/** Returns the front matter of `text` as a doc (or post) at `path`, its messages one per line, and the text left. */
function read(text: string, path = "content/docs/case.md") {
  const file = new VFile({ path, value: text });
  const frontMatter = extractFrontMatter(file, path.startsWith("content/blog/") ? postFrontMatter : docFrontMatter);
  return { frontMatter, messages: file.messages.map((m) => formatMessage(m, path)), body: String(file.value) };
}

const DOC_KEYS = `---
id: orders
title: Orders
title_is_not_here: no
description: One sentence.
slug: /orders
sidebar_key: orders-key
sidebar_label: Orders
sidebar_position: 2
sidebar_class_name: red
sidebar_custom_props: { badge: new }
displayed_sidebar: apiDocsSidebar
hide_title: false
hide_table_of_contents: false
toc_min_heading_level: 2
toc_max_heading_level: 4
pagination_label: Orders guide
pagination_next: null
pagination_prev: intro
keywords: [orders, api]
image: /img/orders.png
custom_edit_url: null
draft: false
unlisted: false
last_update: { date: 2024-01-05, author: Ada }
tags: [orders, { label: Fulfilment, permalink: /fulfilment }]
parse_number_prefixes: true
---
`;

test("should accept every key Docusaurus accepts on a doc, and warn on one it does not know", () => {
  const { frontMatter, messages } = read(DOC_KEYS);
  assert.deepEqual(messages, [
    "content/docs/case.md:4:1-4:18: Unexpected front matter key `title_is_not_here`, expected a key of AUTHORING.md (ignored) [unknown-front-matter-key]\n  hint: remove it or fix its spelling; the page builds without it",
  ]);
  assert.equal(frontMatter?.title, "Orders");
  assert.deepEqual(frontMatter?.tags, ["orders", { label: "Fulfilment", permalink: "/fulfilment" }]);
  assert.equal(frontMatter?.toc_max_heading_level, 4);
  assert.equal("title_is_not_here" in frontMatter!, false);
});

test("should accept every key Docusaurus accepts on a blog post", () => {
  const { frontMatter, messages } = read(
    `---
id: welcome
title: Welcome
description: Hello.
slug: welcome-post
date: 2025-03-03
authors: [ada, { name: Grace, title: Engineer, url: https://example.com/grace }]
author: Ada
author_title: Engineer
author_url: https://example.com
author_image_url: https://example.com/a.png
authorURL: https://example.com
authorTitle: Engineer
authorImageURL: https://example.com/a.png
tags: [news]
keywords: [news]
image: https://example.com/card.png
hide_table_of_contents: true
toc_min_heading_level: 2
toc_max_heading_level: 3
last_update: { author: Ada }
draft: false
unlisted: false
---
`,
    "content/blog/2025-03-03-welcome.md",
  );
  assert.deepEqual(messages, []);
  assert.deepEqual(frontMatter?.authors, ["ada", { name: "Grace", title: "Engineer", url: "https://example.com/grace" }]);
});

test("should still fail on an invalid value of a known key, at its position", () => {
  const { frontMatter, messages } = read("---\ntitle: T\nsidebar_position: first\nhide_title: yes\n---\n");
  assert.equal(frontMatter, undefined);
  assert.deepEqual(messages, [
    "content/docs/case.md:4:13-4:16: Unexpected string at `hide_title`, expected boolean [invalid-front-matter]",
    "content/docs/case.md:3:19-3:24: Unexpected string at `sidebar_position`, expected number [invalid-front-matter]",
  ]);
});

test("should fail on an id with a slash, a page both draft and unlisted, and a TOC whose lowest level is above its highest", () => {
  assert.deepEqual(read("---\nid: a/b\n---\n").messages, [
    "content/docs/case.md:2:5-2:8: Unexpected value at `id`, expected an id without `/` (the folder gives the rest of the doc id) [invalid-front-matter]",
  ]);
  assert.deepEqual(read("---\ndraft: true\nunlisted: true\n---\n").messages, [
    "content/docs/case.md:3:11-3:15: Unexpected value at `unlisted`, expected `draft` or `unlisted`, not both [invalid-front-matter]",
  ]);
  assert.deepEqual(read("---\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\n---\n").messages, [
    "content/docs/case.md:2:24-2:25: Unexpected value at `toc_min_heading_level`, expected a level at most `toc_max_heading_level` (3) [invalid-front-matter]",
  ]);
  assert.deepEqual(read("---\ntoc_max_heading_level: 7\n---\n").messages, [
    "content/docs/case.md:2:24-2:25: Unexpected value at `toc_max_heading_level`, expected a heading level from 2 to 6 [invalid-front-matter]",
  ]);
});

test("should take the title of a page without front matter from its opening `# heading`, else from its file name", () => {
  assert.deepEqual(read("\n# Install the `cli` {#install}\n\nText.\n"), {
    frontMatter: { title: "Install the cli" },
    messages: [],
    body: "\n# Install the `cli` {#install}\n\nText.\n",
  });
  assert.equal(read("Install\n=======\n\nText.\n").frontMatter?.title, "Install");
  assert.equal(read("Text first.\n\n# Later\n", "content/docs/2-guides/01-getting-started.md").frontMatter?.title, "getting-started");
  assert.equal(read("---\nid: setup\n---\nText.\n").frontMatter?.title, "setup");
  assert.equal(read("---\ntitle: From the key\n---\n# From the body\n").frontMatter?.title, "From the key");
  assert.equal(read("---\n---\nText.\n", "content/blog/2025-01-02-hello.md").frontMatter?.title, "hello");
});

test("should leave drafts out of a production build and keep them otherwise", (t) => {
  const root = mkdtempSync(join(tmpdir(), "front-matter-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, "content/docs"), { recursive: true });
  mkdirSync(join(root, "content/blog"), { recursive: true });
  writeFileSync(join(root, "content/docs/draft.md"), "---\ndraft: true\n---\n# Draft\n");
  writeFileSync(join(root, "content/docs/done.md"), "# Done\n");
  writeFileSync(join(root, "content/blog/hello.md"), "---\ndate: 2025-01-02T10:00:00Z\n---\n# Hello\n");
  const names = (drafts: boolean) =>
    discoverContent(root, "content", undefined, undefined, { drafts }).pages.map((page) => [page.name, page.frontMatter.title, page.date]);
  assert.deepEqual(names(false), [
    ["hello", "Hello", "2025-01-02"],
    ["done", "Done", undefined],
  ]);
  assert.deepEqual(names(true), [
    ["hello", "Hello", "2025-01-02"],
    ["done", "Done", undefined],
    ["draft", "Draft", undefined],
  ]);
});

test("should read a post's date as Docusaurus does: a one-digit month or day, a time, a non-breaking space after `date:`", (t) => {
  const post = (text: string) => read(text, "content/blog/post.md");
  const timed = post("---\ndate: 2015-11-3 10:30:00\n---\n# Post\n");
  assert.deepEqual(timed.messages, []);
  assert.equal(timed.frontMatter?.date, "2015-11-3 10:30:00");
  const spaced = post("---\ntitle: Post\ndate:\u00a02021-08-01\n---\nText.\n");
  assert.deepEqual(spaced.messages, []);
  assert.equal(spaced.frontMatter?.date, "2021-08-01");
  // The block is blanked line for line: the body keeps its line, and the source its length.
  assert.equal(spaced.body, "\n\n\n\nText.\n");
  assert.deepEqual(post("---\ndate: 2015-13-03\n---\n").messages, [
    "content/blog/post.md:2:7-2:17: Unexpected value at `date`, expected a date `YYYY-MM-DD`, such as `2015-11-03` or `2015-11-3 10:30:00` [invalid-front-matter]",
  ]);

  const root = mkdtempSync(join(tmpdir(), "front-matter-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, "content/blog"), { recursive: true });
  writeFileSync(join(root, "content/blog/first.md"), "---\ndate: 2015-11-3 10:30:00\n---\n# First\n");
  writeFileSync(join(root, "content/blog/second.md"), "---\ndate:\u00a02021-8-1\n---\n# Second\n");
  assert.deepEqual(
    discoverContent(root).pages.map((page) => [page.name, page.date]),
    [
      ["first", "2015-11-03"],
      ["second", "2021-08-01"],
    ],
  );
});

test("should give a tag its label and the permalink Docusaurus gives it: a string kebab-cased as lodash does, an object's own", () => {
  assert.deepEqual(["Getting Started", "C++ tips", "APIv2", "news", { label: "Release Notes", permalink: "/changes/" }].map(tagOf), [
    { label: "Getting Started", permalink: "getting-started" },
    { label: "C++ tips", permalink: "c-tips" },
    { label: "APIv2", permalink: "ap-iv-2" },
    { label: "news", permalink: "news" },
    { label: "Release Notes", permalink: "changes" },
  ]);
});
