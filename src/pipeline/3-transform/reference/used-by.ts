import { getNamedType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLField, type GraphQLInputField, type GraphQLNamedType, type GraphQLSchema } from "graphql";
import { referenceRoute, typeRoute } from "../../../shared/reference-routes.ts";

export interface Backlink {
  label: string;
  route: string;
}

/** Returns, for each named type, the queries, mutations, objects and inputs that refer to it, sorted by label. */
export function buildUsedBy(schema: GraphQLSchema): Map<string, Backlink[]> {
  const usedBy = new Map<string, Map<string, Backlink>>();
  const add = (typeName: string, link: Backlink) => {
    const links = usedBy.get(typeName) ?? usedBy.set(typeName, new Map()).get(typeName)!;
    links.set(link.route, link);
  };
  const roots = [schema.getQueryType(), schema.getMutationType()];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (roots.includes(type as never)) {
      const kind = type === schema.getQueryType() ? "queries" : "mutations";
      for (const field of Object.values((type as import("graphql").GraphQLObjectType).getFields())) {
        const link = { label: field.name, route: referenceRoute(kind, field.name) };
        add(getNamedType(field.type).name, link);
        for (const arg of field.args) add(getNamedType(arg.type).name, link);
      }
      continue;
    }
    if (!isObjectType(type) && !isInputObjectType(type) && !isInterfaceType(type)) continue;
    const link = { label: type.name, route: typeRoute(type) };
    for (const field of Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
      const named = getNamedType(field.type) as GraphQLNamedType;
      if (named.name !== type.name) add(named.name, link);
      for (const arg of "args" in field ? field.args : []) add(getNamedType(arg.type).name, link);
    }
  }
  return new Map([...usedBy].map(([name, links]) => [name, [...links.values()].sort((a, b) => (a.label < b.label ? -1 : 1))]));
}
