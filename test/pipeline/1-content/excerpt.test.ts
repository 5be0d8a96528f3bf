import assert from "node:assert/strict";
import { test } from "node:test";
import { markdownExcerpt } from "../../../src/pipeline/1-content/excerpt.ts";

// Each expected excerpt is what Docusaurus 3.10's `createExcerpt` gives the same body.
const CASES: [body: string, excerpt: string | undefined][] = [
  ["# Title\n\nThe first **line** of text, with a [link](./a.md) and `code`.\n\nSecond.", "The first line of text, with a link and code."],
  ["import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n## Overview {#overview}\n\nText.", "Overview"],
  ["```js\nconst a = 1;\n```\n\n> Quoted _words_ here :tada:\n", "Quoted words here"],
  ["Setext title\n============\n\n<DocCardList />\n\n:::tip\n\nInside the tip.\n:::\n", "Inside the tip."],
  ["````md\n```js\nnot a fence end\n```\n````\n\n![An image](./a.png)\n", "An image"],
  ["export const x = 1;\nexport const y = 2;\n\n~~struck text~~ and a footnote[^1].\n\n[^1]: The note.", "struck text and a footnote."],
  ["\n\n", undefined],
  ["<details>\n<summary>Open</summary>\n\nHidden text.\n</details>", "Open"],
];

test("should take a doc's excerpt as Docusaurus does: the first line that is text once its markdown marks are off", () => {
  assert.deepEqual(
    CASES.map(([body]) => markdownExcerpt(body)),
    CASES.map(([, excerpt]) => excerpt),
  );
});

test("should read past front matter blanked to empty lines", () => {
  assert.equal(markdownExcerpt("\n\n\n\nAfter the front matter.\n"), "After the front matter.");
});
