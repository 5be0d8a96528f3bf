import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { buildSchema, Kind, parse, type GraphQLSchema } from "graphql";
import { VFile } from "vfile";
import { createParser, parseMarkdown } from "../../src/pipeline/2-parse/index.ts";
import remarkGraphqlExamples from "../../src/pipeline/3-transform/markdown/plugins/remark-graphql-examples.ts";
import { ROOT } from "../support.ts";

/** Returns every markdown file below `dir`, recursively. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? markdownFiles(path) : /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

/** `Query.field` / `Mutation.field` for each root field an operation selects. */
function rootFields(schema: GraphQLSchema, query: string): string[] {
  return parse(query).definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
    const root = schema.getRootType(definition.operation)!.name;
    return definition.selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD ? [`${root}.${selection.name.value}`] : []));
  });
}

test("should show every query and mutation of the schema in a worked example whose response the build runs", () => {
  const schema = buildSchema(readFileSync(join(ROOT, "content/schema/admin-api.graphql"), "utf8"));
  const parser = createParser();
  const check = remarkGraphqlExamples({ schema, baseUrl: "/" });
  const worked = new Set<string>();
  const problems: string[] = [];
  for (const path of [...markdownFiles(join(ROOT, "content/docs")), ...markdownFiles(join(ROOT, "content/blog"))]) {
    const file = new VFile({ path: relative(ROOT, path), value: readFileSync(path, "utf8") });
    check(parseMarkdown(parser, file), file);
    problems.push(...file.messages.map((message) => `${file.path}:${message.line}:${message.column}: ${message.reason}`));
    for (const example of file.data.graphqlExamples ?? []) {
      if (example.response) for (const field of rootFields(schema, example.query)) worked.add(field);
    }
  }
  const roots = [schema.getQueryType()!, schema.getMutationType()!];
  const operations = roots.flatMap((root) => Object.keys(root.getFields()).map((field) => `${root.name}.${field}`));
  const missing = operations.filter((operation) => !worked.has(operation));
  assert.deepEqual(problems, []);
  assert.ok(operations.length > 100, `${operations.length} operations`);
  assert.deepEqual(missing, [], `${missing.length} of ${operations.length} operations have no worked example with a response on a written page`);
});
