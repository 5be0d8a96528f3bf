import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { buildSchema } from "graphql";
import { VFile } from "vfile";
import { playgroundOperation } from "../../../../src/pipeline/2-parse/index.ts";
import { formatMessage } from "../../../../src/report/index.ts";
import { FIXTURES } from "../../../support.ts";

const schema = buildSchema(readFileSync(join(FIXTURES, "reference/projects-api.graphql"), "utf8"));
const configText = (query: string, variables = "") =>
  `title: x\nreference:\n  playground:\n    query: ${JSON.stringify(query)}\n${variables ? `    variables: ${variables}\n` : ""}`;

test("should open the playground with config's operation and variables", () => {
  const file = new VFile({ path: "config.yaml", value: configText("query ($id: ID!) { project(id: $id) { name } }", "{ id: p1 }") });
  const run = playgroundOperation(schema, { playground: { query: "query ($id: ID!) { project(id: $id) { name } }", variables: { id: "p1" } } }, file);
  assert.deepEqual(run, { query: "query ($id: ID!) { project(id: $id) { name } }", variables: '{\n  "id": "p1"\n}' });
  assert.equal(file.messages.length, 0);
});

test("should report config's operation that the schema refuses at its key, and open without it", () => {
  const query = "{ project { title } }";
  const file = new VFile({ path: "config.yaml", value: configText(query) });
  assert.equal(playgroundOperation(schema, { playground: { query } }, file), undefined);
  assert.deepEqual(
    file.messages.map((m) => formatMessage(m, file.path).split("\n")[0]),
    [
      'config.yaml:4:5-4:10: Unexpected playground operation: Cannot query field "title" on type "Project". (at 1:13 of the query) [invalid-config]',
      'config.yaml:4:5-4:10: Unexpected playground operation: Field "project" argument "id" of type "ID!" is required, but it was not provided. (at 1:3 of the query) [invalid-config]',
    ],
  );
});

test("should report variables the operation cannot take at the variables key", () => {
  const query = "query ($id: ID!) { project(id: $id) { name } }";
  const file = new VFile({ path: "config.yaml", value: configText(query, "{ other: 1 }") });
  assert.equal(playgroundOperation(schema, { playground: { query, variables: { other: 1 } } }, file), undefined);
  assert.deepEqual(
    file.messages.map((m) => formatMessage(m, file.path).split("\n")[0]),
    ['config.yaml:5:5-5:14: Unexpected playground operation: Variable "$id" of required type "ID!" was not provided. (at 1:8 of the query) [invalid-config]'],
  );
});

test("should make a valid default from the first query that needs no argument, when config gives none", () => {
  const file = new VFile({ path: "config.yaml", value: "title: x\n" });
  const run = playgroundOperation(schema, undefined, file)!;
  assert.match(run.query, /^query Viewer \{\n {2}viewer \{/);
  assert.equal(run.variables, "{}");
  assert.equal(file.messages.length, 0);
});
