import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedDirective, type GraphQLSchema } from "graphql";
import { rootKinds } from "../../../../shared/reference-routes.ts";
import { pageRoute, referenceRouteOf, typePageRoute as typeRoute } from "./version-routes.ts";
import { fieldEntryRoute, itemAnchor } from "./items.ts";

/**
 * Returns where a schema's reference describes the item of a schema coordinate (`Order`, `Order.total`,
 * `Query.orders(first:)`, `OrderStatus.OPEN`, `@auth`, `@auth(role:)`), or undefined when the schema has no such item
 * or no page shows it (a built-in directive). A root type's is the index of its operations.
 */
export function itemRoute(schema: GraphQLSchema, coordinate: string): string | undefined {
  const match = coordinate.match(/^(@?)(\w+)(?:\.(\w+))?(?:\((\w+):\))?$/);
  if (!match) return undefined;
  const [, at, name, member, arg] = match as [string, string, string, string | undefined, string | undefined];
  if (at) {
    const directive = schema.getDirective(name);
    if (!directive || isSpecifiedDirective(directive) || (arg !== undefined && !directive.args.some((a) => a.name === arg))) return undefined;
    return `${pageRoute(schema, "directives", name)}${arg === undefined ? "" : `#${itemAnchor("argument", arg)}`}`;
  }
  const type = schema.getType(name);
  if (!type || name.startsWith("__")) return undefined;
  const kind = rootKinds(schema).get(type);
  if (member === undefined) return kind ? `${referenceRouteOf(schema)}/${kind}` : typeRoute(schema, type);
  if (isEnumType(type)) return arg === undefined && type.getValue(member) ? `${typeRoute(schema, type)}#${itemAnchor("value", member)}` : undefined;
  if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) return undefined;
  const field = type.getFields()[member];
  if (!field || (arg !== undefined && !("args" in field && field.args.some((a) => a.name === arg)))) return undefined;
  return fieldEntryRoute(schema, type, kind, member, arg);
}
