import assert from "node:assert/strict";
import { test } from "node:test";
import { VFile } from "vfile";
import { parseSchema } from "../../../../src/pipeline/2-parse/index.ts";
import { formatMessage } from "../../../../src/report/index.ts";

function messagesFor(sdl: string): string[] {
  const file = new VFile({ path: "content/schema/admin-api.graphql", value: sdl });
  assert.equal(parseSchema(file), undefined);
  return file.messages.map((m) => formatMessage(m, file.path).split("\n")[0]!);
}

test("should build a schema with `extend type` and give no message", () => {
  const file = new VFile({ path: "s.graphql", value: "type Query { a: Int }\n\nextend type Query { b: String }\n" });
  const schema = parseSchema(file);
  assert.deepEqual(Object.keys(schema!.getQueryType()!.getFields()), ["a", "b"]);
  assert.equal(file.messages.length, 0);
});

test("should report a syntax error at its line and column", () => {
  assert.deepEqual(messagesFor("type Query {\n  a: Int\n  b Int\n}\n"), [
    'content/schema/admin-api.graphql:3:5: Unexpected schema error: Expected ":", found Name "Int". [invalid-schema]',
  ]);
});

test("should report each SDL error at its own place, one message per error", () => {
  assert.deepEqual(messagesFor("type Query {\n  a: Foo\n  b: Bar\n}\n"), [
    'content/schema/admin-api.graphql:2:6: Unexpected schema error: Unknown type "Foo". [invalid-schema]',
    'content/schema/admin-api.graphql:3:6: Unexpected schema error: Unknown type "Bar". [invalid-schema]',
  ]);
});

test("should report an error with two places at the first and name the second", () => {
  assert.deepEqual(messagesFor("type Query { a: Int }\n\ntype Query { b: Int }\n"), [
    'content/schema/admin-api.graphql:1:6: Unexpected schema error: There can be only one type named "Query". (also at 3:6) [invalid-schema]',
  ]);
});

test("should report an extension of a type that does not exist at the extension", () => {
  assert.deepEqual(messagesFor("type Query { a: Int }\n\nextend type Missing { b: Int }\n"), [
    'content/schema/admin-api.graphql:3:13: Unexpected schema error: Cannot extend type "Missing" because it is not defined. [invalid-schema]',
  ]);
});

test("should report each schema validation error at its own place", () => {
  const sdl = "type Query { a: Int }\ninterface Named { name: String }\ntype A implements Named { id: ID }\ntype B implements Named { id: ID }\n";
  assert.deepEqual(messagesFor(sdl), [
    "content/schema/admin-api.graphql:2:19: Unexpected schema error: Interface field Named.name expected but A does not provide it. (also at 3:1) [invalid-schema]",
    "content/schema/admin-api.graphql:2:19: Unexpected schema error: Interface field Named.name expected but B does not provide it. (also at 4:1) [invalid-schema]",
  ]);
});

test("should report a schema without a query type", () => {
  assert.deepEqual(messagesFor("type Mutation { a: Int }\n"), [
    "content/schema/admin-api.graphql:1:1: Unexpected schema error: Query root type must be provided. [invalid-schema]",
  ]);
});

test("should report an extension that redefines a field or changes the kind, at the definition and naming the extension", () => {
  assert.deepEqual(messagesFor("type Query { a: Int }\nextend type Query { a: Int }\nextend interface Query { b: Int }\n"), [
    'content/schema/admin-api.graphql:1:14: Unexpected schema error: Field "Query.a" can only be defined once. (also at 2:21) [invalid-schema]',
    'content/schema/admin-api.graphql:1:1: Unexpected schema error: Cannot extend non-interface type "Query". (also at 3:1) [invalid-schema]',
  ]);
});
