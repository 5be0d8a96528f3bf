import type { GraphQLArgument, GraphQLEnumValue, GraphQLField, GraphQLInputField, GraphQLNamedType, GraphQLSchema } from "graphql";
import type { List, ListItem, RootContent } from "mdast";
import type { ReferenceKind } from "../../../../shared/reference-routes.ts";
import { pageRoute, typePageRoute as typeRoute } from "./version-routes.ts";
import { appliedDirectives } from "./applied-directives.ts";
import { defaultOf } from "./blocks.ts";
import { descriptionPlace } from "./description-place.ts";
import { inlineCode, markdownBlocks, paragraph, strong, type Inline } from "./mdast.ts";
import { deprecation, typeLink } from "./type-link.ts";

/** Returns the note of when an entry appeared and was deprecated, by the entry's name (`versionNote` of its type's coordinate). */
export type EntryNote = (name: string) => RootContent | undefined;

/**
 * The fields, arguments and enum values of a reference page, each as a written page would describe it: a line with
 * its name, type and default, then its description as blocks (paragraphs, lists, tables, code as the SDL writes them),
 * its deprecation and directives, and a field's arguments nested the same way. A list, not a table: a description of
 * any length and structure keeps its own layout, and nothing is wider than the column.
 */

/**
 * Returns the id of an item's entry on its page: what it is and its GraphQL name, a dot apart (`field.author`,
 * `argument.first`, `value.ASC`); a field's argument adds its name to the field's (`field.author.format`). A heading's
 * id never has a dot (github-slugger drops it), so a heading in a description never takes an entry's id.
 */
export const itemAnchor = (kind: "field" | "argument" | "value", name: string, arg?: string): string => `${kind}.${name}${arg === undefined ? "" : `.${arg}`}`;

/**
 * Returns where a field, or one of its arguments (`arg`), is described: a root type's field (`kind` given) on its own
 * operation page, another type's field at its entry on its type's page.
 */
export function fieldEntryRoute(schema: GraphQLSchema, type: GraphQLNamedType, kind: ReferenceKind | undefined, field: string, arg?: string): string {
  if (kind) return `${pageRoute(schema, kind, field)}${arg === undefined ? "" : `#${itemAnchor("argument", arg)}`}`;
  return `${typeRoute(schema, type)}#${itemAnchor("field", field, arg)}`;
}

/** One entry: its anchor, its heading line, and the blocks under it. */
interface Entry {
  id: string;
  head: Inline[];
  body: (RootContent | undefined | false)[];
}

/** Returns the list of entries (class `reference-items`, each item with its id), or undefined when there are none. */
function itemList(entries: Entry[]): List | undefined {
  if (!entries.length) return undefined;
  const children = entries.map(
    (entry): ListItem => ({
      type: "listItem",
      spread: true,
      checked: null,
      data: { hProperties: { id: entry.id } },
      children: [paragraph(...entry.head)!, ...(entry.body.filter(Boolean) as ListItem["children"])],
    }),
  );
  return { type: "list", ordered: false, start: null, spread: true, data: { hProperties: { className: ["reference-items"] } }, children };
}

/** Returns an item's description blocks, then a paragraph of its deprecation and applied directives, if any. */
function about(item: GraphQLArgument | GraphQLInputField | GraphQLField<unknown, unknown> | GraphQLEnumValue, schema: GraphQLSchema) {
  return [...markdownBlocks(item.description, descriptionPlace(item.astNode?.description), 4), paragraph(deprecation(item), appliedDirectives(item, schema))];
}

/** Returns the head line of an argument or input field: name, type and default (`` `first`: `Int` = `10` ``). */
function valueHead(item: GraphQLArgument | GraphQLInputField, schema: GraphQLSchema): Inline[] {
  const value = defaultOf(item);
  return [inlineCode(item.name), ": ", typeLink(item.type, schema), value !== undefined && [" = ", inlineCode(value)]];
}

/** Returns the list of a directive's or operation's arguments, or of a field's (`field` named). */
export function argumentList(args: readonly GraphQLArgument[], schema: GraphQLSchema, field?: string): List | undefined {
  const id = (arg: string) => (field === undefined ? itemAnchor("argument", arg) : itemAnchor("field", field, arg));
  return itemList(args.map((a) => ({ id: id(a.name), head: valueHead(a, schema), body: about(a, schema) })));
}

/** Returns the list of an object's, interface's or input's fields, each field's arguments nested under it. */
export function fieldList(fields: readonly (GraphQLField<unknown, unknown> | GraphQLInputField)[], schema: GraphQLSchema, note?: EntryNote): List | undefined {
  return itemList(
    fields.map((f) => {
      const args = "args" in f ? f.args : [];
      return {
        id: itemAnchor("field", f.name),
        head: "args" in f ? [inlineCode(f.name), ": ", typeLink(f.type, schema)] : valueHead(f, schema),
        body: [...about(f, schema), note?.(f.name), args.length > 0 && paragraph(strong("Arguments")), argumentList(args, schema, f.name)],
      };
    }),
  );
}

/** Returns the list of an enum's values. */
export function valueList(values: readonly GraphQLEnumValue[], schema: GraphQLSchema, note?: EntryNote): List | undefined {
  return itemList(values.map((v) => ({ id: itemAnchor("value", v.name), head: [inlineCode(v.name)], body: [...about(v, schema), note?.(v.name)] })));
}
