import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  print,
  printType,
  visit,
  type ASTNode,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLUnionType,
} from "graphql";
import type { Root, RootContent } from "mdast";
import { directivesParagraph } from "./applied-directives.ts";
import { guides } from "./blocks.ts";
import { descriptionPlace } from "./description-place.ts";
import { fieldList, valueList, type EntryNote } from "./items.ts";
import { code, heading, inlineCode, link, list, markdownBlocks, paragraph, root } from "./mdast.ts";
import type { ReferenceInput } from "./reference-input.ts";
import { oneOfNote, placeholderNote, specifiedBySection, typeDescription } from "./spec-notes.ts";
import { typeLink } from "./type-link.ts";
import { versionNote } from "./version-notes.ts";

/**
 * Returns the content of a named type's page: description, definition, and the sections its kind has. `memberOf`:
 * the unions each object is a member of, by object name (`unionsByMember`).
 */
export function typePage(type: GraphQLNamedType, input: ReferenceInput, memberOf: Map<string, GraphQLUnionType[]>): Root {
  const { schema } = input;
  const usedBy = input.usedBy.get(type.name) ?? [];
  const note = input.history && ((name: string) => versionNote(input.history, `${type.name}.${name}`));
  return root([
    ...markdownBlocks(typeDescription(type), descriptionPlace(type.astNode?.description), 2),
    versionNote(input.history, type.name),
    directivesParagraph(type, schema),
    heading(2, "Definition"),
    code("graphql", definitionOf(type), "signature"),
    ...fieldsSection(type, schema, note),
    ...relationSections(type, schema, memberOf),
    ...(isEnumType(type) ? [heading(2, "Values"), valueList(type.getValues(), schema, note)] : []),
    ...specifiedBySection(type),
    ...placeholderNote(type),
    ...(usedBy.length ? [heading(2, "Used by"), list(usedBy.map((l) => [link(l.route, inlineCode(l.label))]))] : []),
    ...guides(input.guideUsage.get(type.name)),
  ]);
}

/** Returns the list of an object's, interface's or input's fields, each with its arguments, default and deprecation. */
function fieldsSection(type: GraphQLNamedType, schema: GraphQLSchema, note?: EntryNote): (RootContent | undefined)[] {
  if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) return [];
  const fields = Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[];
  return [heading(2, "Fields"), ...oneOfNote(type), fieldList(fields, schema, note)];
}

/** Returns what an object or interface implements, what implements an interface, and a union's or object's union links. */
function relationSections(type: GraphQLNamedType, schema: GraphQLSchema, memberOf: Map<string, GraphQLUnionType[]>): (RootContent | undefined)[] {
  const links = (types: readonly GraphQLNamedType[]) => list([...types].sort((a, b) => (a.name < b.name ? -1 : 1)).map((t) => [typeLink(t, schema)]));
  const blocks: (RootContent | undefined)[] = [];
  if ((isObjectType(type) || isInterfaceType(type)) && type.getInterfaces().length) {
    blocks.push(
      paragraph(
        "Implements ",
        type.getInterfaces().map((t, i) => [i ? ", " : "", typeLink(t, schema)]),
        ".",
      ),
    );
  }
  if (isInterfaceType(type)) {
    const { objects, interfaces } = schema.getImplementations(type);
    if (objects.length + interfaces.length) blocks.push(heading(2, "Implementations"), links([...interfaces, ...objects]));
  }
  if (isUnionType(type)) blocks.push(heading(2, "Possible types"), list(type.getTypes().map((t) => [typeLink(t, schema)])));
  if (isObjectType(type)) {
    const unions = memberOf.get(type.name) ?? [];
    if (unions.length) blocks.push(heading(2, "Member of"), links(unions));
  }
  return blocks;
}

/** Returns the type's SDL, its extensions (`extend type`) included, without descriptions (they are in the tables). */
function definitionOf(type: GraphQLNamedType): string {
  if (!type.astNode) return printType(type).replace(/^"""[\s\S]*?"""\n/, "");
  const strip = (node: ASTNode) => print(visit(node, { enter: (n) => ("description" in n && n.description ? { ...n, description: undefined } : undefined) }));
  return [type.astNode, ...type.extensionASTNodes].map(strip).join("\n\n");
}

/** Returns the unions each object is a member of, by the object's name: one pass over the schema for every page. */
export function unionsByMember(schema: GraphQLSchema): Map<string, GraphQLUnionType[]> {
  const memberOf = new Map<string, GraphQLUnionType[]>();
  for (const union of Object.values(schema.getTypeMap())) {
    if (!isUnionType(union)) continue;
    for (const member of union.getTypes()) (memberOf.get(member.name) ?? memberOf.set(member.name, []).get(member.name)!).push(union);
  }
  return memberOf;
}
