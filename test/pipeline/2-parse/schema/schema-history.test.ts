import assert from "node:assert/strict";
import { test } from "node:test";
import { buildSchema } from "graphql";
import { schemaHistory } from "../../../../src/pipeline/2-parse/index.ts";

const versions = [
  { name: "v1", schema: buildSchema("type Query { a: Int, b: Int }\nenum E { X }\ntype Gone { id: ID }") },
  { name: "v2", schema: buildSchema('type Query { a: Int @deprecated, b: Int, c: Int @deprecated(reason: "No.") }\nenum E { X Y }') },
  {
    name: "v3",
    schema: buildSchema("type Query { a: Int @deprecated, b: Int @deprecated, c: Int @deprecated }\nenum E { X Y @deprecated }\ntype Gone { id: ID }"),
  },
];

test("should say nothing of the oldest version", () => {
  const [first] = schemaHistory(versions);
  assert.deepEqual([...first!.added], []);
  assert.deepEqual([...first!.deprecated], []);
});

test("should name the version each item appeared in and was deprecated in, as far as the versions show", () => {
  const [, second, third] = schemaHistory(versions);
  assert.deepEqual(
    [...second!.added],
    [
      ["Query.c", "v2"],
      ["E.Y", "v2"],
    ],
  );
  assert.deepEqual(
    [...second!.deprecated],
    [
      ["Query.a", "v2"],
      ["Query.c", "v2"],
    ],
  );
  assert.deepEqual(
    [...third!.added],
    [
      ["Query.c", "v2"],
      ["E.Y", "v2"],
      ["Gone", "v3"],
      ["Gone.id", "v3"],
      ["ID", "v3"],
    ],
  );
  assert.deepEqual(
    [...third!.deprecated],
    [
      ["Query.a", "v2"],
      ["Query.b", "v3"],
      ["Query.c", "v2"],
      ["E.Y", "v3"],
    ],
  );
});
