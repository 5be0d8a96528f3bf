import assert from "node:assert/strict";
import { test } from "node:test";
import { buildSchema, isObjectType, Source } from "graphql";
import { descriptionPlace, placeInSdl } from "../../../../../src/pipeline/2-parse/generated/reference/description-place.ts";
import { markdownBlocks } from "../../../../../src/pipeline/2-parse/generated/reference/mdast.ts";

const SDL = [
  '"A shop\'s order, see [orders](/docs/orders)."', // 1
  "type Order {", // 2
  '  """', // 3
  "", // 4
  "  The total.", // 5
  "", // 6
  "  - with [tax](/docs/tax)", // 7
  '  """', // 8
  "  total: Int", // 9
  '  """First [line](/a)', // 10
  "    second [line](/b)", // 11
  '  """', // 12
  "  other: Int", // 13
  '  "Weight.\\nSee [w](/w).\\n\\nOld: [v](/v)."', // 14
  "  weight: Int", // 15
  '  "\\"Quoted\\", \\u00e9t\\u00e9 \\uD83D\\uDE00 \\u{1F600} [q](/q)."', // 16
  "  quoted: Int", // 17
  '  """A \\""" quote, [b](/b)."""', // 18
  "  block: Int", // 19
  "}", // 20
].join("\n");

const schema = buildSchema(new Source(SDL, "content/schema/admin-api.graphql"));
const order = schema.getType("Order");
assert.ok(isObjectType(order));

/** Returns the SDL text at each link of a description, found through the places its markdown is given. */
function linkTexts(source: string | null | undefined, node: Parameters<typeof descriptionPlace>[0]): string[] {
  const place = descriptionPlace(node)!;
  const found: string[] = [];
  const visit = (item: {
    type: string;
    position?: { start: { line: number; column: number }; end: { line: number; column: number } };
    children?: unknown[];
  }) => {
    if (item.type === "link" && item.position) {
      const { start, end } = item.position;
      assert.equal(start.line, end.line);
      found.push(`${start.line}:${SDL.split("\n")[start.line - 1]!.slice(start.column - 1, end.column - 1)}`);
    }
    for (const child of (item.children ?? []) as (typeof item)[]) visit(child);
  };
  for (const block of markdownBlocks(source, place)) visit(block as never);
  return found;
}

test("should place a one-line description's markdown at its line and column in the SDL", () => {
  assert.deepEqual(linkTexts(order.description, order.astNode?.description), ["1:[orders](/docs/orders)"]);
});

test("should place a block description's lines after its leading blank lines, with the indentation graphql-js removed", () => {
  const { total, other } = order.getFields();
  assert.deepEqual(linkTexts(total!.description, total!.astNode?.description), ["7:[tax](/docs/tax)"]);
  // The first line starts after the quotes and keeps its place; later lines lose the common indentation.
  assert.deepEqual(linkTexts(other!.description, other!.astNode?.description), ["10:[line](/a)", "11:[line](/b)"]);
});

test("should place each line of a quoted description with `\\n` escapes on its one line of the SDL", () => {
  const { weight } = order.getFields();
  assert.deepEqual(linkTexts(weight!.description, weight!.astNode?.description), ["14:[w](/w)", "14:[v](/v)"]);
});

test('should count each escape at its length in the SDL: quotes, \\u escapes (a pair for one emoji), and a block string\'s \\"""', () => {
  const { quoted, block } = order.getFields();
  assert.deepEqual(linkTexts(quoted!.description, quoted!.astNode?.description), ["16:[q](/q)"]);
  assert.deepEqual(linkTexts(block!.description, block!.astNode?.description), ["18:[b](/b)"]);
});

test("should give no place without a syntax tree node, and none for a line the description does not have", () => {
  assert.equal(descriptionPlace(undefined), undefined);
  const place = descriptionPlace(order.astNode?.description)!;
  assert.equal(placeInSdl(place, { line: 2, column: 1 }), undefined);
});
