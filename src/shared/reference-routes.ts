/** Routes of the generated Admin API reference pages: pure, used by the build and by the playground. */
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isScalarType,
  isSpecifiedDirective,
  isUnionType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";
import { kebabCase } from "./paths.ts";

export const REFERENCE_DIR = "api/type-definitions/admin-api";
export const REFERENCE_ROUTE = `/docs/${REFERENCE_DIR}`;

/** The reference's folders, in sidebar order. */
export const REFERENCE_KINDS = [
  "queries",
  "mutations",
  "subscriptions",
  "objects",
  "interfaces",
  "unions",
  "inputs",
  "enums",
  "scalars",
  "directives",
] as const;

export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export const KIND_LABELS: Record<ReferenceKind, string> = {
  queries: "Queries",
  mutations: "Mutations",
  subscriptions: "Subscriptions",
  objects: "Objects",
  interfaces: "Interfaces",
  unions: "Unions",
  inputs: "Inputs",
  enums: "Enums",
  scalars: "Scalars",
  directives: "Directives",
};

/** Returns the reference folder a named type's page lives in. */
export function kindOfType(type: GraphQLNamedType): ReferenceKind {
  if (isScalarType(type)) return "scalars";
  if (isEnumType(type)) return "enums";
  if (isInputObjectType(type)) return "inputs";
  if (isInterfaceType(type)) return "interfaces";
  if (isUnionType(type)) return "unions";
  return "objects";
}

/**
 * Returns the route of a reference page: `…/<kind>/<kebab-name>`. Names of one kind that differ only in case or `_`
 * (`FooBar` and `Foo_Bar`) are all valid GraphQL and would share it: the first in code-point order keeps it, the
 * others take `-2`, `-3`, … in that order (`foo-bar-2`), so a route depends on the schema's names and never on the
 * order they are declared in.
 */
export function referenceRoute(schema: GraphQLSchema, kind: ReferenceKind, name: string): string {
  const slug = slugsOf(schema).get(`${kind}/${name}`) ?? kebabCase(name);
  return `${REFERENCE_ROUTE}/${kind}/${slug}`;
}

/**
 * Returns the route of a reference page below `base`, the route a schema's reference is published at: a released API
 * version's reference has the same pages below its own route (`/docs/2024-01/api/…`).
 */
export function referenceRouteBelow(base: string, schema: GraphQLSchema, kind: ReferenceKind, name: string): string {
  return `${base}${referenceRoute(schema, kind, name).slice(REFERENCE_ROUTE.length)}`;
}

/** Returns the route of a named type's page. */
export function typeRoute(schema: GraphQLSchema, type: GraphQLNamedType): string {
  return referenceRoute(schema, kindOfType(type), type.name);
}

const slugCache = new WeakMap<GraphQLSchema, Map<string, string>>();

/** Returns the last route segment of every page of a schema's reference, keyed `kind/name`; made once per schema. */
function slugsOf(schema: GraphQLSchema): Map<string, string> {
  let slugs = slugCache.get(schema);
  if (slugs) return slugs;
  const byKebab = new Map<string, string[]>();
  for (const [kind, name] of documentedNames(schema)) {
    const key = `${kind}/${kebabCase(name)}`;
    (byKebab.get(key) ?? byKebab.set(key, []).get(key)!).push(name);
  }
  slugs = new Map();
  const taken = new Set(byKebab.keys());
  for (const [key, names] of [...byKebab].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const [kind, kebab] = [key.slice(0, key.indexOf("/")), key.slice(key.indexOf("/") + 1)];
    let n = 1;
    for (const name of names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
      let slug = kebab;
      if (n > 1) {
        while (taken.has(`${kind}/${kebab}-${n}`)) n++;
        slug = `${kebab}-${n}`;
        taken.add(`${kind}/${slug}`);
      }
      n++;
      slugs.set(`${kind}/${name}`, slug);
    }
  }
  slugCache.set(schema, slugs);
  return slugs;
}

/** The reference kind of a root operation type's fields, each of which has a page of its own. */
export type OperationKind = "queries" | "mutations" | "subscriptions";

/** Returns the schema's root operation types, each with the kind of its fields' pages: the query type's are `queries`. */
export function rootKinds(schema: GraphQLSchema): Map<GraphQLNamedType, OperationKind> {
  const roots = new Map<GraphQLNamedType, OperationKind>();
  for (const [type, kind] of [
    [schema.getQueryType(), "queries"],
    [schema.getMutationType(), "mutations"],
    [schema.getSubscriptionType(), "subscriptions"],
  ] as const) {
    if (type) roots.set(type, kind);
  }
  return roots;
}

/** Returns the kind and name of every page of a schema's reference: operations, named types, custom directives. */
function documentedNames(schema: GraphQLSchema): [ReferenceKind, string][] {
  const roots = rootKinds(schema);
  const names: [ReferenceKind, string][] = [];
  for (const [root, kind] of roots) for (const name of Object.keys("getFields" in root ? root.getFields() : {})) names.push([kind, name]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!type.name.startsWith("__") && !roots.has(type)) names.push([kindOfType(type), type.name]);
  }
  for (const directive of schema.getDirectives()) if (!isSpecifiedDirective(directive)) names.push(["directives", directive.name]);
  return names;
}
