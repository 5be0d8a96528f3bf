import {
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedDirective,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
} from "graphql";
import { rootKinds } from "../../../../shared/reference-routes.ts";
import { pageRoute } from "./version-routes.ts";
import { fieldEntryRoute, itemAnchor } from "./items.ts";

export interface Backlink {
  label: string;
  route: string;
}

/**
 * Returns, for each named type, the fields and arguments that refer to it, sorted by label: a query, mutation or
 * subscription by its name (`listOrder`), another type's field as `Order.customer`, an argument as
 * `Order.items(filter)`, a directive's argument as `@scope(requires)`; each links to the item's own entry on its page.
 */
export function buildUsedBy(schema: GraphQLSchema): Map<string, Backlink[]> {
  const usedBy = new Map<string, Map<string, Backlink>>();
  const add = (typeName: string, link: Backlink) => {
    const links = usedBy.get(typeName) ?? usedBy.set(typeName, new Map()).get(typeName)!;
    links.set(link.label, link);
  };
  const roots = rootKinds(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || !(isObjectType(type) || isInputObjectType(type) || isInterfaceType(type))) continue;
    const kind = roots.get(type);
    for (const field of Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
      const label = kind ? field.name : `${type.name}.${field.name}`;
      const named = getNamedType(field.type);
      add(named.name, { label, route: fieldEntryRoute(schema, type, kind, field.name) });
      for (const arg of "args" in field ? field.args : [])
        add(getNamedType(arg.type).name, { label: `${label}(${arg.name})`, route: fieldEntryRoute(schema, type, kind, field.name, arg.name) });
    }
  }
  for (const directive of schema.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    for (const arg of directive.args)
      add(getNamedType(arg.type).name, {
        label: `@${directive.name}(${arg.name})`,
        route: `${pageRoute(schema, "directives", directive.name)}#${itemAnchor("argument", arg.name)}`,
      });
  }
  return new Map([...usedBy].map(([name, links]) => [name, [...links.values()].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))]));
}
