import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  print,
  visit,
  type ConstDirectiveNode,
  type GraphQLDirective,
  type GraphQLSchema,
} from "graphql";
import type { Root } from "mdast";
import { typePageRoute as typeRoute } from "./version-routes.ts";
import { guides } from "./blocks.ts";
import { argumentList, fieldEntryRoute, itemAnchor } from "./items.ts";
import { descriptionPlace } from "./description-place.ts";
import { code, heading, inlineCode, link, list, markdownBlocks, root } from "./mdast.ts";
import type { ReferenceInput } from "./reference-input.ts";
import { rootKinds } from "../../../../shared/reference-routes.ts";

/** Returns the content of a custom directive's page: description, definition, arguments, locations and where the schema uses it. */
export function directivePage(directive: GraphQLDirective, input: ReferenceInput): Root {
  const { schema } = input;
  const uses = usesOf(directive.name, schema);
  return root([
    ...markdownBlocks(directive.description, descriptionPlace(directive.astNode?.description), 2),
    heading(2, "Definition"),
    code("graphql", definitionOf(directive), "signature"),
    directive.args.length > 0 && heading(2, "Arguments"),
    argumentList(directive.args, schema),
    heading(2, "Locations"),
    list(directive.locations.map((location) => [inlineCode(location)])),
    uses.length > 0 && heading(2, "Used on"),
    list(uses.map((use) => [link(use.route, inlineCode(use.label))])),
    ...guides(input.guideUsage.get(`@${directive.name}`)),
  ]);
}

function definitionOf(directive: GraphQLDirective): string {
  if (!directive.astNode) return `directive @${directive.name}`;
  return print(visit(directive.astNode, { enter: (n) => ("description" in n && n.description ? { ...n, description: undefined } : undefined) }));
}

/** Returns the definitions, fields, arguments and values the schema puts `@name` on, labelled `Type`, `Type.field`, `Type.field(arg)`, sorted. */
function usesOf(name: string, schema: GraphQLSchema): { label: string; route: string }[] {
  const found = new Map<string, string>();
  const has = (node: { directives?: readonly ConstDirectiveNode[] } | null | undefined) => Boolean(node?.directives?.some((d) => d.name.value === name));
  const roots = rootKinds(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    const kind = roots.get(type);
    if (!kind && [type.astNode, ...type.extensionASTNodes].some(has)) found.set(type.name, typeRoute(schema, type));
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (has(field.astNode)) found.set(`${type.name}.${field.name}`, fieldEntryRoute(schema, type, kind, field.name));
        for (const arg of "args" in field ? field.args : [])
          if (has(arg.astNode)) found.set(`${type.name}.${field.name}(${arg.name})`, fieldEntryRoute(schema, type, kind, field.name, arg.name));
      }
    }
    if (isEnumType(type))
      for (const value of type.getValues())
        if (has(value.astNode)) found.set(`${type.name}.${value.name}`, `${typeRoute(schema, type)}#${itemAnchor("value", value.name)}`);
  }
  return [...found].map(([label, route]) => ({ label, route })).sort((a, b) => (a.label < b.label ? -1 : 1));
}
