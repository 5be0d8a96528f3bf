import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { buildSchema, parse, validate } from "graphql";
import { exampleOperation } from "../../../../../src/pipeline/2-parse/index.ts";
import { executeMocked } from "../../../../../src/shared/index.ts";
import { FIXTURES } from "../../../../support.ts";

const schema = buildSchema(readFileSync(join(FIXTURES, "reference/projects-api.graphql"), "utf8"));
const example = (name: string) => exampleOperation("query", schema.getQueryType()!.getFields()[name]!);

test("should ask a root connection for its first 10 nodes through edges, with its page info", () => {
  const { query } = example("projects");
  assert.match(query, /^ {2}projects\(first: 10\) \{$/m);
  assert.match(query, /edges \{\n\s+node \{\n\s+id\n/);
  assert.match(query, /pageInfo \{\n\s+hasNextPage\n\s+endCursor\n/);
  assert.doesNotMatch(query, /cursor\n/);
});

test("should ask a nested connection for its first 10 nodes, through `nodes` when it has no edges", () => {
  const { query } = example("viewer");
  assert.match(query, /projects\(first: 10\) \{\n\s+totalCount\n\s+edges \{\n\s+node \{/);
  assert.match(query, /tasks\(first: 10\) \{\n\s+nodes \{\n\s+id\n/);
});

test("should give examples that validate and run with mocked data, values following each scalar", () => {
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    const { query, variables } = exampleOperation("query", field);
    assert.deepEqual(validate(schema, parse(query)), [], field.name);
    const result = executeMocked(schema, query, variables);
    assert.equal(result.errors, undefined, field.name);
  }
  const { query, variables } = example("projects");
  const data = executeMocked(schema, query, variables).data as { projects: { edges: { node: Record<string, string> }[] } };
  const node = data.projects.edges[0]!.node;
  assert.match(node.createdAt!, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  assert.match(node.url!, /^https:\/\/example\.com\//);
  assert.match(node.readme!, /^<p>/);
});

test("should pass a required argument as a variable with a mocked value", () => {
  const { query, variables } = example("project");
  assert.match(query, /^query Project\(\$id: ID!\) \{\n {2}project\(id: \$id\) \{/);
  assert.match(variables.id as string, /^[0-9a-f]{8}-/);
});
