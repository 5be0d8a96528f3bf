import { isInputObjectType, isScalarType, isSpecifiedScalarType, type GraphQLNamedType } from "graphql";
import type { RootContent } from "mdast";
import { mockFormKnown } from "../../../../shared/index.ts";
import { heading, inlineCode, link, paragraph } from "./mdast.ts";

/**
 * What the GraphQL specification (https://spec.graphql.org/October2021/) says of what a schema uses, in our words:
 * the built-in scalars, `@specifiedBy` and `@oneOf`. A generated page says nothing else that its schema does not say.
 */

/** What the specification defines each built-in scalar to be, for its page in place of a description. */
const BUILT_IN_SCALARS: Record<string, string> = {
  Int:
    "A signed 32-bit whole number, from -2147483648 to 2147483647, as the GraphQL specification defines `Int`. " +
    "As input it takes an integer in that range; a number with a fractional part or out of range is an error.",
  Float:
    "A signed double-precision number (IEEE 754), as the GraphQL specification defines `Float`. " +
    "Its values are finite: not `NaN` nor an infinity. As input it takes an integer or a number with a fractional part.",
  String:
    "Text as a sequence of Unicode code points, as the GraphQL specification defines `String`. " +
    "It is sent as a JSON string, and as input it takes only a string.",
  Boolean: "Either `true` or `false`, as the GraphQL specification defines `Boolean`. As input it takes only these two values.",
  ID:
    "A unique identifier, as the GraphQL specification defines `ID`, often used to fetch an object again or as a cache key. " +
    "It is sent as a string and is not meant to be read by people; as input it takes a string or an integer.",
};

/** Returns the description a page shows for a type: the specification's for a built-in scalar, else the schema's. */
export function typeDescription(type: GraphQLNamedType): string | null | undefined {
  return isSpecifiedScalarType(type) ? BUILT_IN_SCALARS[type.name] : type.description;
}

/** Returns the "Specification" section of a scalar with `@specifiedBy(url:)`: a link to the URL that defines its values. */
export function specifiedBySection(type: GraphQLNamedType): RootContent[] {
  if (!isScalarType(type) || !type.specifiedByURL) return [];
  const url = type.specifiedByURL;
  return [
    heading(2, "Specification"),
    paragraph("Its values follow the specification at ", link(url, url), ", which the schema names with ", inlineCode("@specifiedBy"), ".")!,
  ];
}

/** Returns the note of a OneOf input object (`@oneOf`): a value of it gives exactly one of its fields, not null. */
export function oneOfNote(type: GraphQLNamedType): RootContent[] {
  if (!isInputObjectType(type) || !type.isOneOf) return [];
  return [
    paragraph(
      "A OneOf input object (",
      inlineCode("@oneOf"),
      "): a value of it gives exactly one of its fields, and that field's value is not ",
      inlineCode("null"),
      ".",
    )!,
  ];
}

/**
 * Returns the note of a custom scalar whose name, description and `@specifiedBy` say nothing of its values' form: the
 * values the examples show for it are placeholders (`mockFormKnown`), which no reader should copy as its format.
 */
export function placeholderNote(type: GraphQLNamedType): RootContent[] {
  if (!isScalarType(type) || type.specifiedByURL || mockFormKnown(type.name, type.description)) return [];
  return [paragraph("The schema does not say what its values look like: the examples show placeholder values for it.")!];
}
