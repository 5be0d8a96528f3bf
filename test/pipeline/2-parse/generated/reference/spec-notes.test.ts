import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { buildSchema, getNamedType, isInputObjectType, isListType, isNonNullType, parse, validate, type GraphQLInputType } from "graphql";
import { buildReferencePages, buildUsedBy, exampleOperation } from "../../../../../src/pipeline/2-parse/index.ts";
import { createMarkdownPrinter } from "../../../../../src/pipeline/4-render/index.ts";
import { executeMocked } from "../../../../../src/shared/index.ts";
import { placeholderNote } from "../../../../../src/pipeline/2-parse/generated/reference/spec-notes.ts";
import { FIXTURES, UPDATE } from "../../../../support.ts";

const DIR = join(FIXTURES, "reference-kinds");
const schema = buildSchema(readFileSync(join(DIR, "spec-directives.graphql"), "utf8"));
const output = buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: new Map() });
const printer = createMarkdownPrinter();

/** Returns the problems of a value of a OneOf input object anywhere in `value`: not exactly one field, or null. */
function oneOfProblems(type: GraphQLInputType, value: unknown, path: string): string[] {
  if (isNonNullType(type)) return oneOfProblems(type.ofType, value, path);
  if (isListType(type)) return Array.isArray(value) ? value.flatMap((item, i) => oneOfProblems(type.ofType, item, `${path}.${i}`)) : [];
  if (!isInputObjectType(type) || value === null || typeof value !== "object") return [];
  const entries = Object.entries(value);
  const own = type.isOneOf && (entries.length !== 1 || entries[0]![1] === null) ? [`${path}: ${JSON.stringify(value)}`] : [];
  return [...own, ...entries.flatMap(([key, item]) => oneOfProblems(type.getFields()[key]!.type, item, `${path}.${key}`))];
}

test("should give each @oneOf input in an example exactly one field, not null, and examples that validate and run", () => {
  const roots = [["query", schema.getQueryType()!] as const, ["mutation", schema.getMutationType()!] as const];
  for (const [operation, root] of roots) {
    for (const field of Object.values(root.getFields())) {
      const { query, variables } = exampleOperation(operation, field);
      assert.deepEqual(validate(schema, parse(query)), [], field.name);
      assert.equal(executeMocked(schema, query, variables).errors, undefined, field.name);
      for (const arg of field.args) assert.deepEqual(oneOfProblems(arg.type, variables[arg.name], arg.name), [], field.name);
    }
  }
  const at = exampleOperation("query", schema.getQueryType()!.getFields().at!);
  // A leaf field first; a OneOf input of input objects only gives its first field that is not deprecated.
  assert.deepEqual(Object.keys(at.variables.place as object), ["position"]);
  assert.deepEqual(Object.keys((at.variables.where as { shelf: object }).shelf), ["code"]);
  assert.equal(getNamedType(schema.getQueryType()!.getFields().at!.args[0]!.type).name, "Where");
});

test("should say on a @oneOf input's page that exactly one field is given, and link a @specifiedBy scalar's URL", async (t) => {
  for (const route of ["inputs/product-key", "scalars/decimal"]) {
    await t.test(route, () => {
      const page = output.pages.find((p) => p.route.endsWith(`/${route}`))!;
      const expected = join(DIR, `${route.replace("/", "-")}.md`);
      const actual = printer.stringify(page.tree!());
      if (UPDATE) writeFileSync(expected, actual);
      assert.equal(actual, readFileSync(expected, "utf8"));
    });
  }
});

test("should say a scalar's examples are placeholders only when neither its name, description nor @specifiedBy tells its form", () => {
  const scalars = buildSchema(
    'scalar Opaque\nscalar Spec @specifiedBy(url: "https://example.com/spec")\n"""An id such as `tk_1`."""\nscalar Token\ntype Query { a: Opaque, b: Spec, c: Token }',
  );
  const notes = ["Opaque", "Spec", "Token"].map((name) => placeholderNote(scalars.getType(name)!).length);
  assert.deepEqual(notes, [1, 0, 0]);
});
