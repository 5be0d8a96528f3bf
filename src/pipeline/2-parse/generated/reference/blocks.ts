import { astFromValue, GraphQLString, print, type GraphQLArgument, type GraphQLField, type GraphQLInputField, type ValueNode } from "graphql";
import type { RootContent } from "mdast";
import { type DescriptionPlace } from "./description-place.ts";
import type { GuideRef } from "./guide-usage.ts";
import { heading, link, list, markdownBlocks, paragraph } from "./mdast.ts";
import { deprecation, type Deprecatable } from "./type-link.ts";

/** Returns a description's blocks with its deprecation note after them (in its last paragraph when it ends with one). */
export function describedBlocks(description: string | null | undefined, item: Deprecatable, place?: DescriptionPlace): RootContent[] {
  const blocks = markdownBlocks(description, place);
  const note = deprecation(item);
  if (!note.length) return blocks;
  const last = blocks[blocks.length - 1];
  if (last?.type === "paragraph") return [...blocks.slice(0, -1), paragraph(last.children, note)!];
  return [...blocks, paragraph(note)!];
}

/**
 * Returns an argument's or input field's default value printed as GraphQL (`[ASC]`, `{first: 10}`), or undefined.
 * A value graphql-js can print is printed as its printSchema prints it; one it cannot (an object given to a custom
 * scalar, on which astFromValue throws, or a literal that does not coerce to the type, which buildASTSchema drops)
 * is shown as the SDL writes it, since the schema still declares it.
 */
export function defaultOf(item: GraphQLArgument | GraphQLInputField): string | undefined {
  const literal = item.astNode?.defaultValue;
  if (item.defaultValue === undefined) return literal && print(literal);
  const ast = printable(item);
  if (ast) return print(ast);
  return literal ? print(literal) : JSON.stringify(item.defaultValue);
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
