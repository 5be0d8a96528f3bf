import assert from "node:assert/strict";
import { test } from "node:test";
import type { Root } from "mdast";
import { VFile } from "vfile";
import { assignRoutes, discoverContent, loadThemeApi } from "../../../src/pipeline/1-content/index.ts";
import { createParser, loadSchema, parseGenerated, parseMarkdown } from "../../../src/pipeline/2-parse/index.ts";
import { buildReferencePages, buildThemeReferencePages, buildUsedBy, collectGuideUsage } from "../../../src/pipeline/3-transform/index.ts";

const parser = createParser();

/** The parser's tree for `text`, positions and all: what `parseGenerated` must return. */
function parsed(text: string): Root {
  return JSON.parse(JSON.stringify(parseMarkdown(parser, new VFile({ value: text }))));
}

/** `parseGenerated`'s tree as plain data (no undefined fields), to compare with the parser's. */
function generated(text: string): Root {
  return JSON.parse(JSON.stringify(parseGenerated(parser, text)));
}

test("should build the parser's tree for every page generated from the site's schema and theme API", () => {
  const root = process.cwd();
  const files: VFile[] = [];
  const schema = loadSchema(root, files)!.schema!;
  const written = assignRoutes(discoverContent(root).pages);
  const pages = [
    ...buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: collectGuideUsage(schema, written) }).pages,
    ...buildThemeReferencePages(loadThemeApi(root, files)!).pages,
  ];
  assert.ok(pages.length > 400, `${pages.length} generated pages`);
  for (const page of pages) {
    const text = String(page.file.value);
    assert.deepEqual(generated(text), parsed(text), page.file.path);
  }
});

test("should give the parser what it does not build: emphasis, autolinks, loose lists, indented code, HTML", () => {
  const text = [
    "Plain text with `code`, a [`Link`](/docs/a) and :badge[query].",
    "A *description* with __emphasis__ and ~strike~, see www.example.com or https://example.com/x.",
    "| Field | Type |\n| --- | --- |\n| `a` | [`Int`](/docs/int)! **Deprecated:** use `b`. |\n| `c\\|d` | 1 \\| 2 |",
    "- [`A`](/docs/a)\n- :badge[b]",
    "- a second list, one blank line after the first",
    "    indented code",
    "<div>raw</div>",
    "```json title=\"Response\"\n{\n\n  \"a\": 1\n}\n```",
    "## Heading with a closing sequence ##",
    "1. ordered",
    "\\[[`Int`](/docs/int)!\\]!: the list type.",
  ].join("\n\n");
  assert.deepEqual(generated(text), parsed(text));
  // Without the blocks that join the list before them, the page is built block by block, and still the same.
  const blocks = text.replace("\n\n- a second list, one blank line after the first", "").replace("\n\n    indented code", "");
  assert.deepEqual(generated(blocks), parsed(blocks));
});

test("should give the parser what only looks like what it builds: directives after colons, open strong, touching code", () => {
  const cases = [
    "Before ::badge[x] after.",
    "a::badge[x] b",
    "| A |\n| --- |\n| ::badge[x] |",
    "Text **Deprecated **reason.",
    "A `a``b` span.",
    "Trailing spaces   ",
    "- item with trailing spaces   \n- next",
    "- [See www.example.com](/docs/a)",
    "| A |\n| --- |\n| `a\\\\` then `b\\|c` |",
    "Ends with a no-break space\u00a0",
    "| A |\n| --- |\n| Mail sales@example.com |",
    // A directive's name may start with any letter or number, a tab is left to the parser, and so
    // are a heading's extra spaces, emphasis in a badge, a carriage return and NUL.
    "A:\u00e9 and a :\u00bd",
    "| A |\n| --- |\n| :\u00b2 |",
    "a:\t",
    "- a:\t",
    "##  Title",
    ":badge[_a_] and :badge[__a__]",
    "a `b\rc` d",
    "a `b\u0000c` d",
  ];
  for (const text of cases) assert.deepEqual(generated(text), parsed(text), text);
});

test("should parse a page whole when its blocks may read as one: loose lists of any marker, definitions, HTML, long fences", () => {
  const cases = [
    "1. one\n\n2. two",
    "* one\n\n* two",
    "- one\n\n  continued",
    "See [the guide][g].\n\n[g]: /docs/guide",
    "<div>\n\ntext\n\n</div>",
    "~~~\ncode\n\nmore\n~~~",
    "````md\n```\ninner\n```\n````",
    // Fences closed indented or longer, a fence indented four spaces (no fence), an indented opening
    // fence, and the spaces after a code block's meta.
    "```\na\n  ```",
    "```\na\n````\n\nb\n\n```\nc\n```",
    "```\na\n    ```\n\nb\n\n```\nc\n```",
    " ```\na\n\nb\n ```",
    "```js  x  y \nz\n```",
  ];
  for (const text of cases) assert.deepEqual(generated(text), parsed(text), text);
});

test("should build the blocks the generator writes without the parser", () => {
  const text = [
    "Orders of the store.",
    "## Fields",
    "| Field | Type |\n| --- | --- |\n| `id` | [`ID`](/docs/id)! |",
    "- [`Order`](/docs/order)",
    "```graphql signature\ntype A {\n  id: ID!\n}\n```",
    // Links with plain words, as in the lists of guides that use a type.
    "- [Orders](/docs/orders)\n- [Admin API 2.0: release notes](/blog/first)\n- [Step 3 (optional)](/docs/step-3)",
    // Code in a cell: `\|` stands for a pipe, one space comes off both ends, and a URL in code is not an autolink.
    "| Property | Type | Description |\n| --- | --- | --- |\n| `image` | [`Image`](/docs/image)` \\| null` | Shown at `https://shop.example.com/`, or null. |\n| `size` | ` a ` | `string \\| null` |",
    "Costs \u20ac48.00 or \u00a340 \u2014 about \u201cfair\u201d, na\u00efvely 2\u00b2.",
    "Needs :badge[read_orders]; note: one more \u2014 done.",
  ].join("\n\n");
  const refusing = { parse: () => assert.fail("the parser was called") } as unknown as typeof parser;
  assert.deepEqual(JSON.parse(JSON.stringify(parseGenerated(refusing, text))), parsed(text));
});
