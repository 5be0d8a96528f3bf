import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from "graphql";

/** What the versions up to one of them show of its items, by schema coordinate (`Order`, `Order.total`, `OrderStatus.OPEN`). */
export interface VersionHistory {
  /** The version each type, field or enum value appeared in, when that is not the oldest version (which shows nothing). */
  added: Map<string, string>;
  /** The version each field or enum value was deprecated in, when an older version has it without a deprecation. */
  deprecated: Map<string, string>;
}

/**
 * Returns, for each version of a schema (oldest first), when each of its items appeared and was deprecated, as far as
 * the versions up to it show: an item that was removed and came back appeared when it came back.
 */
export function schemaHistory(versions: { name: string; schema: GraphQLSchema }[]): VersionHistory[] {
  const histories: VersionHistory[] = [];
  let previous: Map<string, boolean> | undefined;
  for (const [i, { name, schema }] of versions.entries()) {
    const items = itemsOf(schema);
    const last = histories[i - 1];
    const history: VersionHistory = { added: new Map(), deprecated: new Map() };
    for (const [coordinate, deprecated] of items) {
      const was = previous?.get(coordinate);
      const added = was === undefined ? (previous ? name : undefined) : last?.added.get(coordinate);
      if (added) history.added.set(coordinate, added);
      // Deprecated here when the item was not, or is new here after the oldest version.
      const since = deprecated ? (was === false || (was === undefined && previous) ? name : last?.deprecated.get(coordinate)) : undefined;
      if (since) history.deprecated.set(coordinate, since);
    }
    histories.push(history);
    previous = items;
  }
  return histories;
}

/** Returns every named type, field, input field and enum value of a schema by coordinate, with whether it is deprecated. */
function itemsOf(schema: GraphQLSchema): Map<string, boolean> {
  const items = new Map<string, boolean>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    items.set(type.name, false);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) items.set(`${type.name}.${field.name}`, field.deprecationReason != null);
    }
    if (isEnumType(type)) for (const value of type.getValues()) items.set(`${type.name}.${value.name}`, value.deprecationReason != null);
  }
  return items;
}
