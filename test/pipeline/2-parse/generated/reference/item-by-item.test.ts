import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import {
  buildSchema,
  getNamedType,
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedDirective,
  isUnionType,
  Kind,
  parse,
  print,
  printSchema,
  validate,
  type ConstDirectiveNode,
  type DefinitionNode,
  type FieldDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  type InputValueDefinitionNode,
  type ObjectTypeDefinitionNode,
  type OperationDefinitionNode,
} from "graphql";
import type { Code, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { buildReferencePages, buildUsedBy } from "../../../../../src/pipeline/2-parse/index.ts";
import { createMarkdownPrinter } from "../../../../../src/pipeline/4-render/index.ts";
import { referenceRoute, typeRoute, type ReferenceKind } from "../../../../../src/shared/reference-routes.ts";
import { FIXTURES } from "../../../../support.ts";
import { plainText, twinEntries, twinSections, type TwinEntry } from "./twin.ts";

/**
 * The reference says what the schema says, item by item: each generated page's markdown twin, read as a reader of the
 * published `.md` would, is compared with the SDL of every fixture schema. Expectations come from graphql-js (the
 * schema, its printSchema, its validation), never from the code under test.
 */

const SCHEMAS = [
  ...readdirSync(join(FIXTURES, "reference-kinds"))
    .filter((name) => name.endsWith(".graphql"))
    .map((name) => join(FIXTURES, "reference-kinds", name)),
  join(FIXTURES, "reference/projects-api.graphql"),
];
const printer = createMarkdownPrinter();

/** The SDL's definitions as printSchema prints them (defaults as graphql-js coerces them), by name. */
function printedDefinitions(schema: GraphQLSchema): Map<string, DefinitionNode> {
  return new Map(
    parse(printSchema(schema)).definitions.map((d) => [
      "name" in d && d.name ? (d.kind === Kind.DIRECTIVE_DEFINITION ? `@${d.name.value}` : d.name.value) : "",
      d,
    ]),
  );
}

/** Returns an argument's or input field's head line, its default as the SDL writes it: `first: Int = 5`. */
const valueHead = (node: InputValueDefinitionNode) => `${node.name.value}: ${print(node.type)}${node.defaultValue ? ` = ${print(node.defaultValue)}` : ""}`;

/** Returns the directives on a node a page must show: custom ones whose definition has a description. */
function shownOn(node: { directives?: readonly ConstDirectiveNode[] } | undefined, schema: GraphQLSchema): string[] {
  return (node?.directives ?? [])
    .filter((d) => {
      const definition = schema.getDirective(d.name.value);
      return definition && !isSpecifiedDirective(definition) && definition.description?.trim();
    })
    .map(print);
}

/** Returns the deprecation reason of a node, as @deprecated gives it (with the specification's default). */
function reasonOf(node: { directives?: readonly ConstDirectiveNode[] } | undefined): string | undefined {
  const directive = node?.directives?.find((d) => d.name.value === "deprecated");
  if (!directive) return undefined;
  const reason = directive.arguments?.find((a) => a.name.value === "reason")?.value;
  return reason?.kind === Kind.STRING ? reason.value : "No longer supported";
}

/** Checks one entry against its item: head line, description, deprecation and shown directives. */
function checkEntry(
  where: string,
  entry: TwinEntry | undefined,
  head: string,
  node: InputValueDefinitionNode | FieldDefinitionNode | { description?: { value: string }; directives?: readonly ConstDirectiveNode[] },
  schema: GraphQLSchema,
) {
  assert.ok(entry, `${where}: missing`);
  assert.equal(entry.head, head, `${where}: head`);
  const body = plainText(entry.body);
  const description = plainText(node.description?.value);
  assert.ok(body.startsWith(description), `${where}: description\n  page: ${body}\n  sdl:  ${description}`);
  const reason = reasonOf(node);
  if (reason) assert.ok(body.includes(`Deprecated: ${plainText(reason)}`), `${where}: deprecation "${reason}" in ${body}`);
  else assert.ok(!body.includes("Deprecated:"), `${where}: not deprecated`);
  const directives = shownOn(node, schema);
  for (const directive of directives) assert.ok(entry.body.includes(`\`${directive}\``), `${where}: directive ${directive}`);
  if (!directives.length) assert.ok(!entry.body.includes("Directives:"), `${where}: no directives`);
}

/** Checks a list of entries: exactly the items, in the SDL's order. */
function checkNames(where: string, entries: Map<string, TwinEntry>, names: string[]) {
  assert.deepEqual([...entries.keys()], names, `${where}: items`);
}

/** Checks a type page's fields (with their arguments) or an enum's values, and its relations. */
function checkTypePage(page: string, type: GraphQLNamedType, definition: DefinitionNode, schema: GraphQLSchema) {
  const where = type.name;
  if ("fields" in definition && definition.fields) {
    const fields = twinEntries(page, "Fields");
    checkNames(
      where,
      fields,
      definition.fields.map((f) => f.name.value),
    );
    for (const f of definition.fields) {
      const entry = fields.get(f.name.value);
      const node = schemaNode(type, f.name.value);
      if (f.kind === Kind.INPUT_VALUE_DEFINITION) checkEntry(`${where}.${f.name.value}`, entry, valueHead(node as InputValueDefinitionNode), node, schema);
      else {
        checkEntry(`${where}.${f.name.value}`, entry, `${f.name.value}: ${print(f.type)}`, node, schema);
        checkNames(
          `${where}.${f.name.value}`,
          entry!.nested,
          (f.arguments ?? []).map((a) => a.name.value),
        );
        for (const a of f.arguments ?? [])
          checkEntry(
            `${where}.${f.name.value}(${a.name.value})`,
            entry!.nested.get(a.name.value),
            valueHead(argNode(type, f.name.value, a.name.value)),
            argNode(type, f.name.value, a.name.value),
            schema,
          );
      }
    }
  }
  if (definition.kind === Kind.ENUM_TYPE_DEFINITION) {
    const values = twinEntries(page, "Values");
    checkNames(
      where,
      values,
      (definition.values ?? []).map((v) => v.name.value),
    );
    for (const v of isEnumType(type) ? type.getValues() : []) checkEntry(`${where}.${v.name}`, values.get(v.name), v.name, v.astNode!, schema);
  }
  const listed = (section: string) =>
    [...page.matchAll(new RegExp(`\\n## ${section}\\n\\n((?:- .*\\n?)+)`, "g"))].flatMap((m) => [...m[1]!.matchAll(/^- \[`([^`]+)`\]/gm)].map((n) => n[1]!));
  if (isUnionType(type))
    assert.deepEqual(
      listed("Possible types"),
      type.getTypes().map((t) => t.name),
      `${where}: possible types`,
    );
  if (isInterfaceType(type)) {
    const { objects, interfaces } = schema.getImplementations(type);
    assert.deepEqual(listed("Implementations"), [...interfaces, ...objects].map((t) => t.name).sort(), `${where}: implementations`);
  }
  if ((isObjectType(type) || isInterfaceType(type)) && type.getInterfaces().length) {
    const names = [...page.matchAll(/^Implements (.*)\.$/gm)].flatMap((m) => [...m[1]!.matchAll(/\[`([^`]+)`\]/g)].map((n) => n[1]!));
    assert.deepEqual(
      names,
      type.getInterfaces().map((t) => t.name),
      `${where}: implements`,
    );
  }
  assert.deepEqual(listed("Used by"), usedBy(schema, type.name), `${where}: used by`);
}

/** Returns graphql-js's node of a type's field or input field (the one with its description and directives). */
function schemaNode(type: GraphQLNamedType, field: string) {
  return (type as { getFields(): Record<string, { astNode?: FieldDefinitionNode | InputValueDefinitionNode | null }> }).getFields()[field]!.astNode!;
}

/** Returns graphql-js's node of a field's argument. */
function argNode(type: GraphQLNamedType, field: string, arg: string) {
  assert.ok(isObjectType(type) || isInterfaceType(type));
  return type.getFields()[field]!.args.find((a) => a.name === arg)!.astNode!;
}

/** Returns the labels of what uses a type: root fields by name, other fields as `Type.field`, arguments with `(arg)`, sorted. */
function usedBy(schema: GraphQLSchema, name: string): string[] {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map((t) => t?.name));
  const labels = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || !(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      const label = roots.has(type.name) ? field.name : `${type.name}.${field.name}`;
      if (getNamedType(field.type as GraphQLType).name === name) labels.add(label);
      for (const arg of "args" in field ? field.args : []) if (getNamedType(arg.type as GraphQLType).name === name) labels.add(`${label}(${arg.name})`);
    }
  }
  for (const directive of schema.getDirectives())
    if (!isSpecifiedDirective(directive))
      for (const arg of directive.args) if (getNamedType(arg.type).name === name) labels.add(`@${directive.name}(${arg.name})`);
  return [...labels].sort();
}

/** Checks an operation page: signature, arguments, returned type, and that its example validates with its variables. */
function checkOperationPage(page: string, tree: Root, root: GraphQLNamedType, field: FieldDefinitionNode, schema: GraphQLSchema) {
  const where = `${root.name}.${field.name.value}`;
  const codes = tree.children.filter((n): n is Code => n.type === "code");
  const signature = parse(`type Signature { ${codes.find((c) => c.meta === "signature")!.value} }`).definitions[0] as ObjectTypeDefinitionNode;
  // The signature is the field's SDL without descriptions; of directives it shows only an argument's @deprecated.
  const deprecatedOnly = (directives?: readonly ConstDirectiveNode[]) => directives?.filter((d) => d.name.value === "deprecated");
  const strip = (node: FieldDefinitionNode) =>
    print({
      ...node,
      description: undefined,
      directives: [],
      arguments: node.arguments?.map((a) => ({ ...a, description: undefined, directives: deprecatedOnly(a.directives) })),
    });
  // Against the SDL as written (defaults in its order), not as printSchema prints it.
  assert.equal(strip(signature.fields![0]!), strip(schemaNode(root, field.name.value) as FieldDefinitionNode), `${where}: signature`);
  const args = twinEntries(page, "Arguments");
  checkNames(
    where,
    args,
    (field.arguments ?? []).map((a) => a.name.value),
  );
  for (const a of field.arguments ?? [])
    checkEntry(
      `${where}(${a.name.value})`,
      args.get(a.name.value),
      valueHead(argNode(root, field.name.value, a.name.value)),
      argNode(root, field.name.value, a.name.value),
      schema,
    );
  assert.ok(twinSections(page).get("Returns")!.length, `${where}: returns`);
  assert.match(toString(twinSections(page).get("Returns")![0]!), new RegExp(`^${print(field.type).replace(/[[\]!]/g, "\\$&")}`), `${where}: returned type`);
  const query = codes.find((c) => c.lang === "graphql" && c.meta !== "signature")!.value;
  const document = parse(query);
  assert.deepEqual(validate(schema, document).map(String), [], `${where}: example`);
  const variables = JSON.parse(codes.find((c) => c.meta === "variables")!.value);
  const operation = document.definitions[0] as OperationDefinitionNode;
  assert.deepEqual(getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors ?? [], [], `${where}: variables`);
}

for (const file of SCHEMAS) {
  test(`should show every item of ${relative(FIXTURES, file)} as the SDL gives it, and nothing else`, () => {
    const schema = buildSchema(readFileSync(file, "utf8"));
    const definitions = printedDefinitions(schema);
    const output = buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: new Map() });
    const pages = new Map(output.pages.map((p) => [p.route, p.tree!()]));
    const roots = new Map<string, ReferenceKind>(
      [
        [schema.getQueryType()?.name, "queries"],
        [schema.getMutationType()?.name, "mutations"],
        [schema.getSubscriptionType()?.name, "subscriptions"],
      ].filter((entry): entry is [string, ReferenceKind] => Boolean(entry[0])),
    );
    let checked = 0;
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith("__")) continue;
      const kind = roots.get(type.name);
      const definition = definitions.get(type.name);
      if (kind) {
        for (const field of (definition as ObjectTypeDefinitionNode).fields!) {
          const tree = pages.get(referenceRoute(schema, kind, field.name.value));
          assert.ok(tree, `${type.name}.${field.name.value}: page`);
          checkOperationPage(printer.stringify(tree), tree, type, field, schema);
          checked++;
        }
        continue;
      }
      const tree = pages.get(typeRoute(schema, type));
      assert.ok(tree, `${type.name}: page`);
      if (definition) checkTypePage(printer.stringify(tree), type, definition, schema);
      checked++;
    }
    for (const directive of schema.getDirectives().filter((d) => !isSpecifiedDirective(d))) {
      const tree = pages.get(referenceRoute(schema, "directives", directive.name));
      assert.ok(tree, `@${directive.name}: page`);
      const definition = definitions.get(`@${directive.name}`) as { arguments?: InputValueDefinitionNode[] };
      const args = twinEntries(printer.stringify(tree), "Arguments");
      checkNames(
        `@${directive.name}`,
        args,
        (definition.arguments ?? []).map((a) => a.name.value),
      );
      for (const a of definition.arguments ?? [])
        checkEntry(
          `@${directive.name}(${a.name.value})`,
          args.get(a.name.value),
          valueHead(directive.args.find((x) => x.name === a.name.value)!.astNode!),
          directive.args.find((x) => x.name === a.name.value)!.astNode!,
          schema,
        );
      checked++;
    }
    assert.equal(output.pages.length, checked, "a page for each item checked, and no other");
  });
}
