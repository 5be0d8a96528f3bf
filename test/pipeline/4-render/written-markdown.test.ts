import assert from "node:assert/strict";
import { test } from "node:test";
import { VFile } from "vfile";
import { createParser, parseMarkdown } from "../../../src/pipeline/2-parse/index.ts";
import { recordWritten, writtenMarkdown } from "../../../src/pipeline/4-render/index.ts";
import { createTransformer, transformPage } from "../../../src/pipeline/3-transform/index.ts";

/** Parses and transforms `text` as `content/docs/guide.md` of a site with two other pages; returns its twin body. */
function twin(text: string, baseUrl = "/"): string | undefined {
  const file = new VFile({ path: "content/docs/guide.md", value: text });
  file.data.route = "/docs/guide";
  const tree = parseMarkdown(createParser(), file);
  const written = recordWritten(tree);
  const routesBySource = new Map([
    ["content/docs/intro.md", "/docs/intro"],
    ["content/docs/api/orders.md", "/docs/api/orders"],
  ]);
  transformPage(
    createTransformer({ baseUrl, routesBySource, assets: new Map([["docs/img/a.png", "assets/a.0123456789.png"]]), contentDir: "content" }),
    tree,
    file,
  );
  return writtenMarkdown(text, written, tree);
}

test("should keep the markdown as written and rewrite the URLs the transform rewrote", () => {
  const text = [
    'Read [the intro](./intro.md#setup) first, then [orders](api/orders.md "Orders") and [home](/).',
    "",
    "| Step | Page |",
    "| --- | --- |",
    "| 1 | [Intro](./intro.md) |",
    "",
    ":::note[Mind this]",
    "See [the reference][ref] and ![a diagram](./img/a.png).",
    ":::",
    "",
    "<!-- truncate -->",
    "",
    "```md",
    "[not a link](./intro.md)",
    "<!-- truncate -->",
    "```",
    "",
    "[ref]: ./api/orders.md",
  ].join("\n");
  assert.equal(
    twin(text, "/site/"),
    [
      'Read [the intro](/site/docs/intro#setup) first, then [orders](/site/docs/api/orders "Orders") and [home](/site/).',
      "",
      "| Step | Page |",
      "| --- | --- |",
      "| 1 | [Intro](/site/docs/intro) |",
      "",
      ":::note[Mind this]",
      "See [the reference][ref] and ![a diagram](/site/assets/a.0123456789.png).",
      ":::",
      "",
      "```md",
      "[not a link](./intro.md)",
      "<!-- truncate -->",
      "```",
      "",
      "[ref]: /site/docs/api/orders",
    ].join("\n"),
  );
});

test("should give up, so that the tree is printed, when the transform removed or replaced a link", () => {
  assert.equal(twin("A [broken](./missing.md) link."), undefined);
  assert.equal(twin("An [unsafe](javascript:alert(1)) link."), undefined);
});

test("should give up when a URL is not where it was parsed, as with escapes", () => {
  assert.equal(twin("See [intro](./intro\\.md)."), undefined);
});
