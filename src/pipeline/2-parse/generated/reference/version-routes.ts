import { GraphQLSchema as Schema, type GraphQLNamedType, type GraphQLSchema } from "graphql";
import { kebabCase } from "../../../../shared/paths.ts";
import { kindOfType, REFERENCE_DIR, REFERENCE_ROUTE, referenceRouteBelow, type ReferenceKind } from "../../../../shared/reference-routes.ts";

/**
 * Routes of what the API's versions add: each released version's reference (a schema that knows its route) and
 * playground, and the changelog between versions.
 */

/** Where the changelog between the API's versions is: one page per version after the first, and its Atom feed. */
export const CHANGELOG_ROUTE = `${REFERENCE_ROUTE}/changelog`;
export const CHANGELOG_FEED = `${CHANGELOG_ROUTE}/atom.xml`;

/** Returns the route of a released API version's reference: the current one's, below the version's route base `/docs/<name>`. */
export function versionReferenceRoute(version: string): string {
  return `/docs/${version}/${REFERENCE_DIR}`;
}

/** Returns the route of a released API version's playground, which runs operations against that version's schema. */
export function versionPlaygroundRoute(version: string): string {
  return `/playground/${version}`;
}

/** Returns the route of the changelog page of the changes that led to `version`. */
export function changelogRoute(version: string): string {
  return `${CHANGELOG_ROUTE}/${kebabCase(version)}`;
}

/**
 * Returns the schema as one whose reference is published at `route` (a released version's): every route `pageRoute`
 * makes from it starts there. The schema's types are shared with `schema`, which is not to be used after.
 */
export function withReferenceRoute(schema: GraphQLSchema, route: string): GraphQLSchema {
  return new Schema({ ...schema.toConfig(), extensions: { ...schema.extensions, referenceRoute: route } });
}

/** Returns the route a schema's reference is published at: `REFERENCE_ROUTE` unless `withReferenceRoute` gave it another. */
export function referenceRouteOf(schema: GraphQLSchema): string {
  const route = schema.extensions.referenceRoute;
  return typeof route === "string" ? route : REFERENCE_ROUTE;
}

/**
 * Returns the route of a page of a schema's own reference: `referenceRoute`'s, below the route `withReferenceRoute`
 * gave the schema (a released API version's), else the current reference's.
 */
export function pageRoute(schema: GraphQLSchema, kind: ReferenceKind, name: string): string {
  return referenceRouteBelow(referenceRouteOf(schema), schema, kind, name);
}

/** Returns the route of a named type's page in the schema's own reference (`pageRoute`). */
export function typePageRoute(schema: GraphQLSchema, type: GraphQLNamedType): string {
  return pageRoute(schema, kindOfType(type), type.name);
}
