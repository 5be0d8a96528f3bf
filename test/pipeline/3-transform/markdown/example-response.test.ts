import assert from "node:assert/strict";
import { test } from "node:test";
import { buildSchema, parse } from "graphql";
import { responseProblems } from "../../../../src/pipeline/3-transform/markdown/example-response.ts";

const schema = buildSchema(`
  type Query { search: [Result!]! node: Node }
  union Result = Product | Customer
  interface Node { id: ID! }
  type Product implements Node { id: ID! title: String! }
  type Customer implements Node { id: ID! email: String }
`);

const problems = (query: string, response: unknown) => responseProblems(schema, parse(query), {}, JSON.stringify(response)).map((p) => p.message);

test("should take an abstract type's member from a written __typename", () => {
  const query = "{ search { __typename ... on Product { title } ... on Customer { email } } }";
  assert.deepEqual(
    problems(query, {
      data: {
        search: [
          { __typename: "Customer", email: "a@example.com" },
          { __typename: "Product", title: "Mug" },
        ],
      },
    }),
    [],
  );
  assert.deepEqual(problems(query, { data: { search: [{ __typename: "Customer", title: "Mug" }] } }), [
    "Unexpected field `data.search.0.title` in the response: the operation does not select it",
    "Missing field `data.search.0.email` in the response: the operation selects it",
  ]);
});

test("should take an abstract type's member without __typename from the fields written", () => {
  assert.deepEqual(problems("{ node { id ... on Product { title } ... on Customer { email } } }", { data: { node: { id: "cus_1", email: null } } }), []);
  assert.deepEqual(problems("{ node { id ... on Product { title } } }", { data: { node: { id: "prd_1", title: "Mug" } } }), []);
});

test("should accept a response with errors and no data, and null data", () => {
  assert.deepEqual(problems("{ node { id } }", { errors: [{ message: "Not found" }] }), []);
  assert.deepEqual(problems("{ node { id } }", { data: null }), []);
  assert.deepEqual(problems("{ node { id } }", { node: { id: "1" } }), ["Unexpected response: expected an object with `data` or `errors`"]);
});

test("should place a difference at the offset of its value in the text", () => {
  const text = '{ "data": { "node": { "id": 5 } } }';
  const [problem] = responseProblems(schema, parse("{ node { id } }"), {}, text);
  assert.equal(problem?.message, 'Unexpected value `5` at `data.node.id`, expected the `ID!` value `"5"`');
  assert.equal(text.slice(problem.offset, problem.offset + problem.length), "5");
});
