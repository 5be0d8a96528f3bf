import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { buildSchema, findBreakingChanges, findDangerousChanges, type GraphQLSchema } from "graphql";
import { schemaChanges } from "../../../../src/pipeline/2-parse/index.ts";

const DIR = "test/fixtures/versioned-site/content/schema";
const [v1, v2, v3] = [`${DIR}/versions/2024-01.graphql`, `${DIR}/versions/2024-07.graphql`, `${DIR}/admin-api.graphql`].map((path) =>
  buildSchema(readFileSync(path, "utf8")),
) as [GraphQLSchema, GraphQLSchema, GraphQLSchema];

/** Each change as one line: action, coordinate, mark, sentence. */
const lines = (before: GraphQLSchema, after: GraphQLSchema) =>
  schemaChanges(before, after).map((c) => `${c.action} ${c.coordinate}${c.severity ? ` [${c.severity}]` : ""}: ${c.description}`);

test("should list exactly the fixture's changes from 2024-01 to 2024-07", () => {
  assert.deepEqual(lines(v1, v2), [
    "added Order.amount: Order.amount was added.",
    "added OrderStatus.CANCELLED [dangerous]: CANCELLED was added to enum type OrderStatus.",
    "changed @auth: OBJECT was added to auth.",
    "changed Query.orders(first:) [dangerous]: Query.orders arg first has changed defaultValue from 10 to 20.",
    "deprecated Order.total: Order.total was deprecated: Use `amount`.",
  ]);
});

test("should list exactly the fixture's changes from 2024-07 to the current schema", () => {
  assert.deepEqual(lines(v2, v3), [
    "added Query.order(shop:) [breaking]: A required arg shop on Query.order was added.",
    "added Query.orders(after:) [dangerous]: An optional arg after on Query.orders was added.",
    "changed @auth [breaking]: OBJECT was removed from auth.",
    "changed @auth: Repeatable flag was added to auth.",
    "changed Money [breaking]: Money changed from an Object type to a Scalar type.",
    "removed Report [breaking]: Report was removed.",
  ]);
});

test("should mark every change graphql-js lists, once, and no other", () => {
  for (const [before, after] of [
    [v1, v2],
    [v2, v3],
    [v1, v3],
  ] as const) {
    const marked = schemaChanges(before, after)
      .filter((c) => c.severity)
      .map((c) => `${c.severity} ${c.graphqlType} ${c.description}`);
    const expected = [
      ...findBreakingChanges(before, after).map((c) => `breaking ${c.type} ${c.description}`),
      ...findDangerousChanges(before, after).map((c) => `dangerous ${c.type} ${c.description}`),
    ];
    assert.deepEqual(marked.sort(), expected.sort());
  }
});

test("should give every graphql-js change the coordinate of its item", () => {
  const before = buildSchema(`
    directive @d(a: Int, b: Int) repeatable on FIELD_DEFINITION | OBJECT
    interface Node { id: ID! }
    type Query { f(a: Int = 1, b: Int, c: Int): T, u: U, g: Int }
    type T implements Node { id: ID!, x: Int }
    type A { id: ID! }
    type B { id: ID! }
    union U = A | B
    enum E { X Y }
    input I { p: Int }
    scalar Gone
  `);
  const after = buildSchema(`
    directive @d(b: Int, c: Int!) on FIELD_DEFINITION
    interface Node { id: ID! }
    type Query { f(a: Int, b: String, n: Int!, o: Int): T, u: U, g: Int, e: E, i(i: I): Int }
    type T { id: ID!, x: String }
    type A { id: ID! }
    type B { id: ID! }
    type C implements Node { id: ID! }
    union U = A | C
    enum E { X Z }
    input I { r: Int!, s: Int }
  `);
  const byType = schemaChanges(before, after)
    .filter((c) => c.graphqlType)
    .map((c) => `${c.graphqlType} ${c.action} ${c.coordinate}`);
  assert.deepEqual(byType.sort(), [
    "ARG_CHANGED_KIND changed Query.f(b:)",
    "ARG_DEFAULT_VALUE_CHANGE changed Query.f(a:)",
    "ARG_REMOVED removed Query.f(c:)",
    "DIRECTIVE_ARG_REMOVED removed @d(a:)",
    "DIRECTIVE_LOCATION_REMOVED changed @d",
    "DIRECTIVE_REPEATABLE_REMOVED changed @d",
    "FIELD_CHANGED_KIND changed T.x",
    "FIELD_REMOVED removed I.p",
    "IMPLEMENTED_INTERFACE_REMOVED changed T",
    "OPTIONAL_ARG_ADDED added Query.f(o:)",
    "OPTIONAL_INPUT_FIELD_ADDED added I.s",
    "REQUIRED_ARG_ADDED added Query.f(n:)",
    "REQUIRED_DIRECTIVE_ARG_ADDED added @d(c:)",
    "REQUIRED_INPUT_FIELD_ADDED added I.r",
    "TYPE_ADDED_TO_UNION changed U",
    "TYPE_REMOVED removed Gone",
    "TYPE_REMOVED_FROM_UNION changed U",
    "VALUE_ADDED_TO_ENUM added E.Z",
    "VALUE_REMOVED_FROM_ENUM removed E.Y",
  ]);
});

test("should list what graphql-js leaves out: additions, deprecations, safe type changes and other defaults", () => {
  const before = buildSchema(`
    directive @d(a: Int = 1) on FIELD_DEFINITION
    type Query { f(a: Int, b: Int!): Int, g: Int @deprecated, h: Int }
    input I { p: Int = 1, q: Int }
    enum E { X Y }
  `);
  const after = buildSchema(`
    directive @d(a: Int = 2, o: String) on FIELD_DEFINITION
    directive @new on OBJECT
    type Query { f(a: Int = 5, b: Int @deprecated(reason: "Gone soon.")): Int!, g: Int, h: Int, k: String, t: T }
    type T { id: ID! }
    input I { p: Int = 3, q: Int = 4 }
    enum E { X Y @deprecated }
  `);
  assert.deepEqual(lines(before, after), [
    "added @d(o:): An optional arg o on directive d was added.",
    "added @new: Directive new was added.",
    "added ID: Standard scalar ID was added because it is referenced now.",
    "added Query.k: Query.k was added.",
    "added Query.t: Query.t was added.",
    "added T: T was added.",
    "changed @d(a:): d arg a has changed defaultValue from 1 to 2.",
    "changed I.p: I.p has changed defaultValue from 1 to 3.",
    "changed I.q: I.q has the defaultValue 4 now.",
    "changed Query.f: Query.f changed type from Int to Int!.",
    "changed Query.f(a:): Query.f arg a has the defaultValue 5 now.",
    "changed Query.f(b:): Query.f arg b changed type from Int! to Int.",
    "changed Query.g: Query.g is no longer deprecated.",
    "deprecated E.Y: E.Y was deprecated: No longer supported",
    "deprecated Query.f(b:): Query.f(b:) was deprecated: Gone soon.",
  ]);
});

test("should list each operation of a root operation type added, and no field of another type added", () => {
  const before = buildSchema("type Query { a: Int }");
  const after = buildSchema("type Query { a: Int } type Subscription { moved(id: ID): Int, paid: Int } type T { x: Int }");
  assert.deepEqual(lines(before, after), [
    "added ID: Standard scalar ID was added because it is referenced now.",
    "added Subscription: Subscription was added.",
    "added Subscription.moved: Subscription.moved was added.",
    "added Subscription.paid: Subscription.paid was added.",
    "added T: T was added.",
  ]);
  // A root renamed: only the operations its old name lacked are new.
  const renamed = buildSchema("schema { query: QueryRoot } type QueryRoot { a: Int, b: Int }");
  assert.deepEqual(
    lines(before, renamed).filter((line) => line.startsWith("added")),
    ["added QueryRoot: QueryRoot was added.", "added QueryRoot.b: QueryRoot.b was added."],
  );
});

test("should list nothing between a schema and itself", () => {
  assert.deepEqual(schemaChanges(v3, buildSchema(readFileSync(`${DIR}/admin-api.graphql`, "utf8"))), []);
});
