import assert from "node:assert/strict";
import { test } from "node:test";
import { parse, Source, visit, type GraphQLObjectType, type Location } from "graphql";
import { VFile } from "vfile";
import { parseSchema } from "../../../../src/pipeline/2-parse/index.ts";
import { compactLocations } from "../../../../src/pipeline/2-parse/schema/compact-locations.ts";

const SDL = `"""
A customer's order.
"""
type Order @key(fields: "id") {
  "Its id."
  id: ID!
  status(
    "The locale, in \\"en-US\\" form."
    locale: String = "en"
  ): String @deprecated(reason: "Use \`state\`.")
  state: State
}

enum State { OPEN CLOSED }

directive @key(fields: String!) on OBJECT

extend type Order { total: Float }

type Query { order(id: ID!): Order }
`;

/** Returns each node's kind, place (line:column, start–end, source) and whether a token list hangs from its location. */
function places(document: ReturnType<typeof parse>): string[] {
  const found: string[] = [];
  visit(document, {
    enter(node) {
      const loc = node.loc as Location | undefined;
      if (!loc) return;
      const chained = "next" in loc.startToken || "prev" in loc.startToken;
      found.push(`${node.kind} ${loc.startToken.line}:${loc.startToken.column} ${loc.start}-${loc.end} ${loc.source.name}${chained ? " tokens" : ""}`);
    },
  });
  return found;
}

test("should keep the places of string values, definitions and extensions as they were, with no token list, and drop the rest", () => {
  const document = parse(new Source(SDL, "content/schema/admin-api.graphql"));
  const before = places(document);
  compactLocations(document);
  const after = places(document);
  const kept = before.filter((line) => /^(StringValue|\w+(Definition|Extension)) /.test(line)).map((line) => line.replace(/ tokens$/, ""));
  assert.deepEqual(after, kept);
  assert.ok(
    after.some((line) => line.startsWith("StringValue 8:5 ")),
    "the argument's description",
  );
  assert.ok(after.some((line) => line.startsWith("ObjectTypeExtension 18:1 ")));
  assert.ok(before.length > after.length * 2);
});

test("should build the schema from a tree whose places are compacted, descriptions' places intact", () => {
  const schema = parseSchema(new VFile({ path: "content/schema/admin-api.graphql", value: SDL }))!;
  const status = (schema.getType("Order") as GraphQLObjectType).getFields().status!;
  const loc = status.args[0]!.astNode!.description!.loc!;
  assert.deepEqual([loc.startToken.line, loc.startToken.column, SDL.slice(loc.start, loc.end)], [8, 5, '"The locale, in \\"en-US\\" form."']);
  assert.equal(status.astNode!.directives![0]!.loc, undefined);
  assert.equal(schema.getType("Order")!.astNode!.loc!.source.name, "content/schema/admin-api.graphql");
});
