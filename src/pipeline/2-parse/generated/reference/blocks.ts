import { astFromValue, GraphQLString, print, visit, type GraphQLArgument, type GraphQLField, type GraphQLInputField, type ValueNode } from "graphql";
import type { RootContent } from "mdast";
import { type DescriptionPlace } from "./description-place.ts";
import type { GuideRef } from "./guide-usage.ts";
import { heading, link, list, markdownBlocks, paragraph } from "./mdast.ts";
import { deprecation, type Deprecatable } from "./type-link.ts";

/** Returns a description's blocks with its deprecation note after them (in its last paragraph when it ends with one). */
export function describedBlocks(description: string | null | undefined, item: Deprecatable, place?: DescriptionPlace): RootContent[] {
  const blocks = markdownBlocks(description, place, 2);
  const note = deprecation(item);
  if (!note.length) return blocks;
  const last = blocks[blocks.length - 1];
  if (last?.type === "paragraph") return [...blocks.slice(0, -1), paragraph(last.children, note)!];
  return [...blocks, paragraph(note)!];
}

/**
 * Returns an argument's or input field's default value printed as GraphQL (`[ASC]`, `{field: NAME, direction: DESC}`),
 * or undefined. It is shown as the SDL writes it, its fields in the SDL's order, as the Definition block shows it; a
 * schema without syntax tree (one built from introspection) has it printed as graphql-js's printSchema prints it.
 */
export function defaultOf(item: GraphQLArgument | GraphQLInputField): string | undefined {
  const literal = item.astNode?.defaultValue;
  // A block string is printed quoted (`"line one\nline two"`): the same value, on the one line a default has.
  if (literal) return print(visit(literal, { StringValue: (node) => (node.block ? { ...node, block: false } : undefined) }));
  if (item.defaultValue === undefined) return undefined;
  const ast = printable(item);
  return ast ? print(ast) : JSON.stringify(item.defaultValue);
}

/** Returns graphql-js's AST of the item's default value, or undefined when it cannot make one. */
function printable(item: GraphQLArgument | GraphQLInputField): ValueNode | undefined {
  try {
    return astFromValue(item.defaultValue, item.type) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Returns ` @deprecated(reason: "…")` for the SDL of a deprecated item, or nothing. */
function deprecatedSdl(reason: string | null | undefined): string {
  return reason ? ` @deprecated(reason: ${print(astFromValue(reason, GraphQLString)!)})` : "";
}

/** Returns a field's signature as SDL: its arguments one per line with their defaults and deprecations, and its type. */
export function signatureOf(field: GraphQLField<unknown, unknown>): string {
  const args = field.args.map((a) => {
    const value = defaultOf(a);
    return `  ${a.name}: ${String(a.type)}${value !== undefined ? ` = ${value}` : ""}${deprecatedSdl(a.deprecationReason)}`;
  });
  return `${field.name}${args.length ? `(\n${args.join("\n")}\n)` : ""}: ${String(field.type)}`;
}

/** Returns the "Used in guides" section: a link to every guide whose examples use the item. */
export function guides(refs: GuideRef[] | undefined): RootContent[] {
  if (!refs?.length) return [];
  return [heading(2, "Used in guides"), list(refs.map((r) => [link(r.route, r.label)]))!];
}
