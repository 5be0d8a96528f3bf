import assert from "node:assert/strict";
import { test } from "node:test";
import type { Root } from "mdast";
import { VFile } from "vfile";
import { createParser, parseMarkdown } from "../../../../../src/pipeline/2-parse/index.ts";
import {
  badge,
  code,
  heading,
  inlineCode,
  link,
  list,
  markdownBlocks,
  markdownInline,
  paragraph,
  root,
  strong,
  table,
} from "../../../../../src/pipeline/2-parse/generated/reference/mdast.ts";

const parser = createParser();

/** The parser's tree for `text` without positions: what the builders must give for the same content. */
function parsed(text: string): Root {
  return JSON.parse(JSON.stringify(parseMarkdown(parser, new VFile({ value: text })), (key, value) => (key === "position" ? undefined : value)));
}

test("should build the tree the parser gives for the blocks the references write", () => {
  const built = root([
    paragraph(badge("query"), " ", "Required scopes: ", link("/docs/a", badge("READ_ORDERS")), " ", link("/docs/a", badge("WRITE_ORDERS"))),
    paragraph("Lists orders, ", inlineCode("newest"), " first.", " ", strong("Deprecated:"), " ", "Use ", inlineCode("b"), " instead."),
    heading(2, "Signature"),
    code("graphql", "listOrder(\n  pagination: PaginationInput\n): OrderPaginationResponse!", "signature"),
    table(
      ["Field", "Type", "Default", "Description"],
      [
        [inlineCode("id"), [link("/docs/id", inlineCode("ID")), "!"], "", ["", " ", strong("Deprecated:"), " gone"]],
        [inlineCode("tags"), ["[", link("/docs/s", inlineCode("String")), "!]"], inlineCode('["a"]'), "Tags."],
      ],
    ),
    heading(3, "Response"),
    list([[link("/docs/orders", "Orders guide")], [link("/docs/o", inlineCode("Order.customer"))]]),
    code("json", '{\n\n  "a": 1\n}', 'title="Response"'),
    paragraph([link("/docs/o", inlineCode("Order"))], "!: ", ""),
  ]);
  const text = [
    ":badge[query] Required scopes: [:badge[READ_ORDERS]](/docs/a) [:badge[WRITE_ORDERS]](/docs/a)",
    "Lists orders, `newest` first. **Deprecated:** Use `b` instead.",
    "## Signature",
    "```graphql signature\nlistOrder(\n  pagination: PaginationInput\n): OrderPaginationResponse!\n```",
    '| Field | Type | Default | Description |\n| --- | --- | --- | --- |\n| `id` | [`ID`](/docs/id)! |  | **Deprecated:** gone |\n| `tags` | \\[[`String`](/docs/s)!\\] | `["a"]` | Tags. |',
    "### Response",
    "- [Orders guide](/docs/orders)\n- [`Order.customer`](/docs/o)",
    '```json title="Response"\n{\n\n  "a": 1\n}\n```',
    "[`Order`](/docs/o)!: ",
  ].join("\n\n");
  assert.deepEqual(built, parsed(text));
});

test("should read a description as CommonMark: paragraphs, lists, code and links kept as blocks", () => {
  const description = "First *paragraph* with a [guide](/docs/guides/x).\n\n- one\n- two\n\n```graphql\n{ a }\n```\n\nSee https://example.com/x#y.";
  assert.deepEqual(root(markdownBlocks(description)), parsed(description));
  assert.deepEqual(markdownBlocks("  \n"), []);
});

test("should give a description as one line of phrasing in a table cell, its blocks a line break apart", () => {
  const line = markdownInline("First.\n\n- one\n- two\n\n```\nx\ny\n```");
  assert.deepEqual(
    line.map((node) => (node.type === "text" || node.type === "inlineCode" ? `${node.type}:${node.value}` : node.type)),
    ["text:First.", "break", "text:• one", "break", "text:• two", "break", "inlineCode:x y"],
  );
});

test("should give the parser's tree for a plain one-line description without parsing it", () => {
  const cases = [
    "Plain words.",
    "A (short) list - of things; done?",
    "Ends with spaces   ",
    "Looks like www.example.com",
    "Not - a list",
    'Quote\'s "end"!',
    "a/b 1.5",
  ];
  for (const text of cases) assert.deepEqual(root(markdownBlocks(text)), parsed(text), text);
});
