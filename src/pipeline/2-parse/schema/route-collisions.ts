import { isSpecifiedDirective, type ASTNode, type GraphQLSchema } from "graphql";
import type { VFile } from "vfile";
import { VFileMessage } from "vfile-message";
import { kindOfType, referenceRoute, type ReferenceKind } from "../../../shared/index.ts";

interface Named {
  name: string;
  kind: ReferenceKind;
  node?: ASTNode | null;
}

/**
 * Adds an `invalid-schema` error for each name whose reference page would have the route of another name
 * (`FooBar` and `Foo_Bar` are both `…/objects/foo-bar`), naming both, and returns whether there was none: a page
 * is never lost to another silently.
 */
export function checkRouteCollisions(file: VFile, schema: GraphQLSchema): boolean {
  const roots = [
    [schema.getQueryType(), "queries"],
    [schema.getMutationType(), "mutations"],
    [schema.getSubscriptionType(), "subscriptions"],
  ] as const;
  const named: Named[] = [];
  for (const [root, kind] of roots) for (const field of Object.values(root?.getFields() ?? {})) named.push({ name: field.name, kind, node: field.astNode });
  for (const type of Object.values(schema.getTypeMap())) {
    if (!type.name.startsWith("__") && !roots.some(([root]) => root === type)) named.push({ name: type.name, kind: kindOfType(type), node: type.astNode });
  }
  for (const directive of schema.getDirectives())
    if (!isSpecifiedDirective(directive)) named.push({ name: directive.name, kind: "directives", node: directive.astNode });
  const byRoute = new Map<string, Named>();
  let ok = true;
  for (const item of named.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const route = referenceRoute(item.kind, item.name);
    const other = byRoute.get(route);
    if (!other) {
      byRoute.set(route, item);
      continue;
    }
    ok = false;
    file.message(
      `Unexpected GraphQL name \`${item.name}\` with the reference route of \`${other.name}\` (\`${route}\`), expected names that differ in more than case and \`_\``,
      {
        place: placeOf(item.node),
        ruleId: "invalid-schema",
        source: "docs",
        cause: new VFileMessage(`\`${other.name}\` is defined here`, { place: placeOf(other.node) }),
      },
    ).note = `rename one of \`${other.name}\` and \`${item.name}\`: a page's route is its name in kebab case`;
  }
  return ok;
}

/** Returns where a definition's name stands (after its description), or undefined for a built-in one. */
function placeOf(node: ASTNode | null | undefined) {
  const name = node && "name" in node ? node.name : undefined;
  const start = (name && "loc" in name ? name.loc : node?.loc)?.startToken;
  return start ? { line: start.line, column: start.column } : undefined;
}
