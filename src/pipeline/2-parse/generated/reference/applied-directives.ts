import { isSpecifiedDirective, print, type ConstDirectiveNode, type GraphQLSchema } from "graphql";
import type { Paragraph } from "mdast";
import { pageRoute } from "./version-routes.ts";
import { inlineCode, link, paragraph, type Inline } from "./mdast.ts";

/**
 * Directives applied in the SDL exist only in graphql-js's syntax tree: on an element's `astNode` and, for a type, on
 * its `extend` nodes too. A page shows those that tell a reader something: custom directives whose definition has a
 * description. The specification's (`@deprecated`, `@specifiedBy`, `@oneOf`) have notes of their own.
 */

/** What can carry applied directives: a field, argument, input field, enum value or named type, as graphql-js gives it. */
interface Carrier {
  astNode?: { readonly directives?: readonly ConstDirectiveNode[] } | null;
  extensionASTNodes?: readonly { readonly directives?: readonly ConstDirectiveNode[] }[];
}

/** Returns the directives applied on `item` that its page shows, in SDL order; `skip` names one shown another way (scopes). */
export function shownDirectives(item: Carrier, schema: GraphQLSchema, skip?: string): ConstDirectiveNode[] {
  const nodes = [item.astNode, ...(item.extensionASTNodes ?? [])].flatMap((node) => node?.directives ?? []);
  return nodes.filter((node) => {
    const definition = schema.getDirective(node.name.value);
    return Boolean(definition && !isSpecifiedDirective(definition) && definition.description?.trim() && definition.name !== skip);
  });
}

/** Returns the directives applied on `item` as their SDL (`@accessRestricted(reason: "…")`), each linked to its page. */
function directiveLinks(nodes: ConstDirectiveNode[], schema: GraphQLSchema): Inline[] {
  return nodes.map((node, i) => [i ? ", " : "", link(pageRoute(schema, "directives", node.name.value), inlineCode(print(node)))]);
}

/** Returns " Directives: …." to follow an item's description in a table cell or line, or nothing. */
export function appliedDirectives(item: Carrier, schema: GraphQLSchema, skip?: string): Inline[] {
  const nodes = shownDirectives(item, schema, skip);
  return nodes.length ? [" Directives: ", directiveLinks(nodes, schema), "."] : [];
}

/** Returns the paragraph "Directives: …." of a page's own item (an operation, a type), or undefined. */
export function directivesParagraph(item: Carrier, schema: GraphQLSchema, skip?: string): Paragraph | undefined {
  return paragraph(appliedDirectives(item, schema, skip));
}
