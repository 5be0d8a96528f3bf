import type { GraphQLSchema } from "graphql";
import { graphqlJsChanges } from "./graphql-js-changes.ts";
import { CHANGE_ACTIONS, type SchemaChange } from "./schema-change.ts";
import { unlistedChanges } from "./unlisted-changes.ts";

/**
 * Returns every change from one version of a schema to the next, in the changelog's order (added, changed,
 * deprecated, removed; then by coordinate and sentence): what graphql-js's `findBreakingChanges` and
 * `findDangerousChanges` list, marked as they mark it, and the additions, deprecations and other changes they leave
 * out, unmarked. A change graphql-js lists is never listed twice.
 */
export function schemaChanges(before: GraphQLSchema, after: GraphQLSchema): SchemaChange[] {
  const listed = graphqlJsChanges(before, after);
  const said = new Set(listed.map((change) => `${change.graphqlType} ${change.coordinate}`));
  const others = unlistedChanges(before, after)
    .filter((change) => !change.sameAs?.some((type) => said.has(`${type} ${change.coordinate}`)))
    .map(({ sameAs: _, ...change }): SchemaChange => change);
  return [...listed, ...others].sort(byChangelogOrder);
}

function byChangelogOrder(a: SchemaChange, b: SchemaChange): number {
  const action = CHANGE_ACTIONS.indexOf(a.action) - CHANGE_ACTIONS.indexOf(b.action);
  if (action) return action;
  if (a.coordinate !== b.coordinate) return a.coordinate < b.coordinate ? -1 : 1;
  return a.description < b.description ? -1 : a.description > b.description ? 1 : 0;
}
