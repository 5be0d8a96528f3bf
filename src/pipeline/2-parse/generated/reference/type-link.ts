import type { PhrasingContent } from "mdast";
import { getNamedType, isListType, isNonNullType, type ConstDirectiveNode, type GraphQLSchema, type GraphQLType } from "graphql";
import { typePageRoute as typeRoute } from "./version-routes.ts";
import { deprecationPlace } from "./description-place.ts";
import { inlineCode, link, markdownInline, phrasing, strong, type Inline } from "./mdast.ts";
import { rootKinds } from "../../../../shared/reference-routes.ts";

/**
 * Returns a type reference with its named type linked: `[`[`Order`](…)`!]!`. A root type (`Query`, …) has no page of
 * its own, so its name is shown unlinked.
 */
export function typeLink(type: GraphQLType, schema: GraphQLSchema): PhrasingContent[] {
  if (isNonNullType(type)) return phrasing([typeLink(type.ofType, schema), "!"]);
  if (isListType(type)) return phrasing(["[", typeLink(type.ofType, schema), "]"]);
  const named = getNamedType(type);
  return rootKinds(schema).has(named) ? [inlineCode(named.name)] : [link(typeRoute(schema, named), inlineCode(named.name))];
}

/** What may be deprecated: a field, an argument, an input field or an enum value, with its node in the SDL. */
export interface Deprecatable {
  deprecationReason?: string | null;
  astNode?: { directives?: readonly ConstDirectiveNode[] } | null;
}

/**
 * Returns a deprecation note to follow a description, naming the replacement when the reason does; a link in the
 * reason is reported at its place in the SDL.
 */
export function deprecation(item: Deprecatable): Inline[] {
  const reason = item.deprecationReason;
  return reason ? [" ", strong("Deprecated:"), " ", markdownInline(reason, deprecationPlace(item.astNode))] : [];
}
