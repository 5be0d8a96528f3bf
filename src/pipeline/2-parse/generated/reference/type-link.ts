import type { PhrasingContent } from "mdast";
import { getNamedType, isListType, isNonNullType, type GraphQLSchema, type GraphQLType } from "graphql";
import { typeRoute } from "../../../../shared/reference-routes.ts";
import { inlineCode, link, markdownInline, phrasing, strong, type Inline } from "./mdast.ts";

/**
 * Returns a type reference with its named type linked: `[`[`Order`](…)`!]!`. A root type (`Query`, …) has no page of
 * its own, so its name is shown unlinked.
 */
export function typeLink(type: GraphQLType, schema: GraphQLSchema): PhrasingContent[] {
  if (isNonNullType(type)) return phrasing([typeLink(type.ofType, schema), "!"]);
  if (isListType(type)) return phrasing(["[", typeLink(type.ofType, schema), "]"]);
  const named = getNamedType(type);
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  return roots.includes(named as never) ? [inlineCode(named.name)] : [link(typeRoute(schema, named), inlineCode(named.name))];
}

/** Returns a deprecation note to follow a description, naming the replacement when the reason does. */
export function deprecation(reason: string | null | undefined): Inline[] {
  return reason ? [" ", strong("Deprecated:"), " ", markdownInline(reason)] : [];
}
