/** Routes of the generated Admin API reference pages: pure, used by the build and by the playground. */
import { isEnumType, isInputObjectType, isInterfaceType, isScalarType, isUnionType, type GraphQLNamedType } from "graphql";
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

/** Returns the route of a reference page. */
export function referenceRoute(kind: ReferenceKind, name: string): string {
  return `${REFERENCE_ROUTE}/${kind}/${kebabCase(name)}`;
}

/** Returns the route of a named type's page. */
export function typeRoute(type: GraphQLNamedType): string {
  return referenceRoute(kindOfType(type), type.name);
}
