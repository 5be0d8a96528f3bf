import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { buildClientSchema, buildSchema, introspectionFromSchema, Kind, parse, print, printSchema, type GraphQLSchema } from "graphql";
import { buildReferencePages, buildUsedBy } from "../../../../../src/pipeline/2-parse/index.ts";
import { createMarkdownPrinter } from "../../../../../src/pipeline/4-render/index.ts";
import { FIXTURES } from "../../../../support.ts";
import { twinEntries } from "./twin.ts";

const BASE = "/docs/api/type-definitions/admin-api";
const printer = createMarkdownPrinter();

/** Returns each generated page's markdown twin by route below the reference's base. */
function twins(schema: GraphQLSchema): Map<string, string> {
  const output = buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: new Map() });
  return new Map(output.pages.map((p) => [p.route.slice(BASE.length + 1), printer.stringify(p.tree!())]));
}

/** Returns every argument and input field the SDL writes with a default: its owner, name, type and default as written. */
function writtenDefaults(sdl: string) {
  const found: { owner: string; field?: string; name: string; type: string; value: string }[] = [];
  for (const definition of parse(sdl).definitions) {
    if (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
      for (const f of definition.fields ?? [])
        if (f.defaultValue) found.push({ owner: definition.name.value, name: f.name.value, type: print(f.type), value: print(f.defaultValue) });
    }
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
    for (const field of definition.fields ?? []) {
      for (const a of field.arguments ?? [])
        if (a.defaultValue)
          found.push({ owner: definition.name.value, field: field.name.value, name: a.name.value, type: print(a.type), value: print(a.defaultValue) });
    }
  }
  return found;
}

test("should show every input-object, list and scalar default as the SDL writes it, wherever defaults are shown", () => {
  const sdl = readFileSync(join(FIXTURES, "reference-kinds/defaults.graphql"), "utf8");
  const schema = buildSchema(sdl);
  const pages = twins(schema);
  const expected = writtenDefaults(sdl);
  // graphql-js's printSchema would reorder the first and fill in the input's own default in the second.
  assert.ok(expected.some((item) => item.value === "{direction: DESC, field: UPDATED_AT}"));
  assert.ok(expected.some((item) => item.value === "{field: CREATED_AT}"));
  assert.equal(expected.length, 12);
  for (const item of expected) {
    const head = `${item.name}: ${item.type} = ${item.value}`;
    if (item.owner === "Query") {
      const page = pages.get(`queries/${item.field}`)!;
      // The signature line is the SDL's, and the argument's entry shows the default after its type.
      assert.ok(page.includes(`\n  ${head}\n`), `${item.field}(${item.name}) signature`);
      assert.equal(twinEntries(page, "Arguments").get(item.name)?.head, head, `${item.field}(${item.name}) entry`);
    } else if (item.field) {
      const page = pages.get(`objects/${item.owner.toLowerCase()}`)!;
      assert.equal(twinEntries(page, "Fields").get(item.field)?.nested.get(item.name)?.head, head, `${item.owner}.${item.field}(${item.name})`);
    } else {
      const page = pages.get(`inputs/${kebab(item.owner)}`)!;
      assert.equal(twinEntries(page, "Fields").get(item.name)?.head, head, `${item.owner}.${item.name}`);
    }
  }
});

test("should print the defaults of a schema built from introspection, which has no SDL, as printSchema prints them", () => {
  const written = buildSchema(readFileSync(join(FIXTURES, "reference-kinds/defaults.graphql"), "utf8"));
  const schema = buildClientSchema(introspectionFromSchema(written));
  const signature = twins(schema).get("queries/issues")!;
  assert.ok(signature.includes("\n  orderBy: IssueOrder = {field: UPDATED_AT, direction: DESC}\n"), signature);
  assert.equal(twinEntries(signature, "Arguments").get("orderBy")?.head, "orderBy: IssueOrder = {field: UPDATED_AT, direction: DESC}");
});

test("should show a default graphql-js cannot print (an object for a custom scalar, a literal that does not coerce) as the SDL writes it", () => {
  const schema = buildSchema(`
    scalar JSON
    input Range { from: Int! to: Int! }
    type Query { search(filter: JSON = {tags: ["a"], limit: 5}, range: Range = {from: 1}, ids: [JSON] = [{a: 1}]): Int }
  `);
  // graphql-js's own printSchema throws on the first of these ("Cannot convert value to AST").
  assert.throws(() => printSchema(schema), /Cannot convert value to AST/);
  const page = twins(schema).get("queries/search")!;
  assert.ok(page.includes('\n  filter: JSON = {tags: ["a"], limit: 5}\n'), page);
  assert.ok(page.includes("\n  range: Range = {from: 1}\n"), page);
  assert.ok(page.includes("\n  ids: [JSON] = [{a: 1}]\n"), page);
  assert.ok(page.includes("`{from: 1}`"), page);
});

function kebab(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase();
}

test("should show a block-string default quoted, its lines kept in the value, on the default's one line", () => {
  const schema = buildSchema('type Query { note(text: String = """\n  line one\n  line two\n  """, list: [String] = ["""a"""]): String }');
  const page = twins(schema).get("queries/note")!;
  const args = twinEntries(page, "Arguments");
  assert.equal(args.get("text")?.head, 'text: String = "line one\\nline two"');
  assert.equal(args.get("list")?.head, 'list: [String] = ["a"]');
  assert.ok(page.includes('\n  text: String = "line one\\nline two"\n'), page);
});
