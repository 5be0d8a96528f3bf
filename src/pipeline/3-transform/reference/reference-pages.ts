import {
  isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isUnionType, print, printType, visit,
  type GraphQLField, type GraphQLInputField, type GraphQLNamedType, type GraphQLSchema,
} from "graphql";
import { VFile } from "vfile";
import type { CategoryMeta, RoutedPage } from "../../1-content/index.ts";
import { executeMocked, kebabCase } from "../../../shared/index.ts";
import { exampleOperation } from "./example-operation.ts";
import type { GuideRef } from "./guide-usage.ts";
import { cell, deprecation, firstSentence, table, typeLink } from "./markdown.ts";
import { KIND_LABELS, REFERENCE_DIR, kindOfType, referenceRoute, type ReferenceKind } from "../../../shared/reference-routes.ts";
import type { Backlink } from "./used-by.ts";

export interface ReferenceInput {
  schema: GraphQLSchema;
  usedBy: Map<string, Backlink[]>;
  guideUsage: Map<string, GuideRef[]>;
}

export interface ReferenceOutput {
  pages: RoutedPage[];
  categories: Map<string, CategoryMeta>;
}

const ORDER: ReferenceKind[] = ["queries", "mutations", "objects", "inputs", "enums", "scalars"];

/** Returns one generated markdown page per query, mutation, object, input, enum and scalar, and their sidebar categories. */
export function buildReferencePages(input: ReferenceInput): ReferenceOutput {
  const { schema } = input;
  const pages: RoutedPage[] = [];
  const categories = new Map<string, CategoryMeta>(ORDER.map((kind, i) => [`${REFERENCE_DIR}/${kind}`, { label: KIND_LABELS[kind], position: i + 1 }]));
  for (const [operation, kind, root] of [["query", "queries", schema.getQueryType()], ["mutation", "mutations", schema.getMutationType()]] as const) {
    for (const field of Object.values(root?.getFields() ?? {}).sort(byName)) {
      pages.push(page(kind, field.name, field.description, operationPage(operation, field, input)));
    }
  }
  const types = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith("__") && type !== schema.getQueryType() && type !== schema.getMutationType())
    .sort(byName);
  for (const type of types) pages.push(page(kindOfType(type), type.name, type.description, typePage(type, input)));
  return { pages, categories };
}

function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

function page(kind: ReferenceKind, name: string, description: string | null | undefined, markdown: string): RoutedPage {
  const dir = `${REFERENCE_DIR}/${kind}`;
  const route = referenceRoute(kind, name);
  return {
    kind: "doc",
    file: new VFile({ path: `content/docs/${dir}/${kebabCase(name)}.md`, value: markdown }),
    frontMatter: { title: name, description: firstSentence(description, `The ${name} ${KIND_LABELS[kind].toLowerCase().replace(/s$|ies$/, "")} of the Admin API.`) },
    dir,
    name: kebabCase(name),
    generated: true,
    route,
    docId: route.replace(/^\/docs\//, ""),
  };
}

function scopesOf(field: GraphQLField<unknown, unknown>): string[] {
  const directive = field.astNode?.directives?.find((d) => d.name.value === "scope");
  const requires = directive?.arguments?.find((a) => a.name.value === "requires")?.value;
  return requires?.kind === "ListValue" ? requires.values.flatMap((v) => (v.kind === "EnumValue" ? [v.value] : [])) : [];
}

function operationPage(operation: "query" | "mutation", field: GraphQLField<unknown, unknown>, input: ReferenceInput): string {
  const scopes = scopesOf(field);
  const scopeRoute = referenceRoute("enums", "AppScope");
  const example = exampleOperation(operation, field);
  const response = executeMocked(input.schema, example.query, example.variables);
  const rootName = operation === "query" ? "Query" : "Mutation";
  return [
    `:badge[${operation}] ${scopes.length ? `Required scopes: ${scopes.map((s) => `[:badge[${s}]](${scopeRoute})`).join(" ")}` : "Requires no scope."}`,
    cell(field.description) + deprecation(field.deprecationReason),
    "## Signature",
    "```graphql signature\n" + `${field.name}${field.args.length ? `(\n${field.args.map((a) => `  ${a.name}: ${String(a.type)}${a.defaultValue !== undefined ? ` = ${JSON.stringify(a.defaultValue)}` : ""}`).join("\n")}\n)` : ""}: ${String(field.type)}\n` + "```",
    field.args.length ? "## Arguments" : "",
    table(["Argument", "Type", "Default", "Description"], field.args.map((a) => [`\`${a.name}\``, typeLink(a.type), a.defaultValue !== undefined ? `\`${JSON.stringify(a.defaultValue)}\`` : "", cell(a.description) + deprecation(a.deprecationReason)])),
    "## Returns",
    `${typeLink(field.type)}: ${cell(firstSentence(( field.type as { ofType?: GraphQLNamedType }).ofType?.description ?? (field.type as GraphQLNamedType).description, ""))}`,
    "## Example",
    "```graphql\n" + example.query + "\n```",
    "```json variables\n" + JSON.stringify(example.variables, null, 2) + "\n```",
    "### Response",
    "The response below was produced at build time by running the example against the schema with mocked data.",
    "```json title=\"Response\"\n" + JSON.stringify(response, null, 2) + "\n```",
    guides(input.guideUsage.get(`${rootName}.${field.name}`)),
  ].filter(Boolean).join("\n\n");
}

function typePage(type: GraphQLNamedType, input: ReferenceInput): string {
  const parts = [cell(type.description)];
  parts.push("## Definition", "```graphql signature\n" + definitionOf(type) + "\n```");
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    const fields = Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[];
    parts.push("## Fields", table(["Field", "Type", "Description"], fields.map((f) => {
      const args = "args" in f && f.args.length ? ` Arguments: ${f.args.map((a) => `\`${a.name}\`: ${typeLink(a.type)}`).join(", ")}.` : "";
      const dflt = "defaultValue" in f && f.defaultValue !== undefined ? ` Default: \`${JSON.stringify(f.defaultValue)}\`.` : "";
      return [`\`${f.name}\``, typeLink(f.type), cell(f.description) + args + dflt + deprecation(f.deprecationReason)];
    })));
  }
  if (isObjectType(type) && type.getInterfaces().length) parts.push(`Implements ${type.getInterfaces().map(typeLink).join(", ")}.`);
  if (isUnionType(type)) parts.push("## Possible types", type.getTypes().map((t) => `- ${typeLink(t)}`).join("\n"));
  if (isEnumType(type)) {
    parts.push("## Values", table(["Value", "Description"], type.getValues().map((v) => [`\`${v.name}\``, cell(v.description) + deprecation(v.deprecationReason)])));
  }
  if (isScalarType(type)) parts.push(scalarNote(type.name));
  const usedBy = input.usedBy.get(type.name) ?? [];
  if (usedBy.length) parts.push("## Used by", usedBy.map((l) => `- [\`${l.label}\`](${l.route})`).join("\n"));
  parts.push(guides(input.guideUsage.get(type.name)));
  return parts.filter(Boolean).join("\n\n");
}

/** Returns the type's SDL without descriptions (they are in the tables), directives and deprecations kept. */
function definitionOf(type: GraphQLNamedType): string {
  if (!type.astNode) return printType(type).replace(/^"""[\s\S]*?"""\n/, "");
  return print(visit(type.astNode, { enter: (node) => ("description" in node && node.description ? { ...node, description: undefined } : undefined) }));
}

function guides(refs: GuideRef[] | undefined): string {
  return refs?.length ? `## Used in guides\n\n${refs.map((r) => `- [${r.label}](${r.route})`).join("\n")}` : "";
}

function scalarNote(name: string): string {
  const notes: Record<string, string> = {
    ID: "Sent and returned as a string. Treat it as opaque: do not parse it or rely on its format.",
    String: "UTF-8 text.",
    Int: "A signed 32-bit integer.",
    Float: "A double-precision number. Money amounts use it, always together with the owning object's currency code.",
    Boolean: "`true` or `false`.",
    JSON: "Any JSON value: an object, array, string, number, boolean or null. Its shape is described by the field that holds it.",
    Timestamp: "Milliseconds since the Unix epoch (UTC), as a number; for example `1736155800000` is 2025-01-06T09:30:00Z.",
  };
  return notes[name] ? `## Format\n\n${notes[name]}` : "";
}
