/** Routes of the generated Admin API reference pages: pure, used by the build and by the playground. */
import { isEnumType, isInputObjectType, isScalarType, type GraphQLNamedType } from "graphql";
import { kebabCase } from "./paths.ts";

export const REFERENCE_DIR = "api/type-definitions/admin-api";
export const REFERENCE_ROUTE = `/docs/${REFERENCE_DIR}`;

export type ReferenceKind = "queries" | "mutations" | "objects" | "inputs" | "enums" | "scalars";

export const KIND_LABELS: Record<ReferenceKind, string> = {
  queries: "Queries", mutations: "Mutations", objects: "Objects", inputs: "Inputs", enums: "Enums", scalars: "Scalars",
};

/** Returns the reference folder a named type's page lives in (interfaces and unions sit with the objects). */
export function kindOfType(type: GraphQLNamedType): ReferenceKind {
  if (isScalarType(type)) return "scalars";
  if (isEnumType(type)) return "enums";
  if (isInputObjectType(type)) return "inputs";
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
