import assert from "node:assert/strict";
import { test } from "node:test";
import { buildSchema } from "graphql";
import { exampleOperation } from "../../src/pipeline/2-parse/index.ts";
import { executeMocked } from "../../src/shared/index.ts";

const schema = buildSchema(`
  enum Legacy {
    OLD @deprecated(reason: "Gone.")
    OLDER @deprecated(reason: "Gone too.")
  }
  enum Mixed {
    RETIRED @deprecated(reason: "Use CURRENT.")
    CURRENT
  }
  type Item { legacy: Legacy! mixed: Mixed! }
  type Query { item(kind: Legacy!): Item }
`);

test("should mock an enum whose values are all deprecated with one of them, and prefer a value that is not", () => {
  const result = executeMocked(schema, "{ item(kind: OLD) { legacy mixed } }");
  assert.equal(result.errors, undefined);
  const item = (result.data as { item: { legacy: string; mixed: string } }).item;
  assert.ok(["OLD", "OLDER"].includes(item.legacy), item.legacy);
  assert.equal(item.mixed, "CURRENT");
});

test("should give a required argument of an all-deprecated enum a value in an example's variables", () => {
  const { query, variables } = exampleOperation("query", schema.getQueryType()!.getFields().item!);
  assert.equal(variables.kind, "OLD");
  assert.equal(executeMocked(schema, query, variables).errors, undefined);
});
