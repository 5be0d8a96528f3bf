import { getNamedType, isInterfaceType, isObjectType, isScalarType, type GraphQLField, type GraphQLFieldMap, type GraphQLNamedType } from "graphql";

/** How many items an example asks a connection for. */
const PAGE_SIZE = 10;

/** A Relay connection type: the type of its items, and whether they are reached through `edges { node }` or `nodes`. */
interface Connection {
  fields: GraphQLFieldMap<unknown, unknown>;
  node: GraphQLNamedType;
  via: "edges" | "nodes";
}

/**
 * Returns `type` as a Relay connection (https://relay.dev/graphql/connections.htm): a type with `pageInfo` and
 * `edges` whose items have a `node`, or `nodes`. Undefined for any other type.
 */
function connectionOf(type: GraphQLNamedType): Connection | undefined {
  if (!isObjectType(type) && !isInterfaceType(type)) return undefined;
  const fields = type.getFields();
  if (!fields.pageInfo) return undefined;
  const edge = fields.edges && getNamedType(fields.edges.type);
  const node = edge && (isObjectType(edge) || isInterfaceType(edge)) ? edge.getFields().node : undefined;
  if (node) return { fields, node: getNamedType(node.type), via: "edges" };
  return fields.nodes ? { fields, node: getNamedType(fields.nodes.type), via: "nodes" } : undefined;
}

/** Returns the argument that sizes a page of a connection field (`first`, else `last`) with the example's value, or undefined. */
export function pageSizeArgument(field: GraphQLField<unknown, unknown>): { name: string; value: number; literal: string } | undefined {
  if (!connectionOf(getNamedType(field.type))) return undefined;
  const arg = ["first", "last"].map((name) => field.args.find((a) => a.name === name)).find((a) => a && getNamedType(a.type).name === "Int");
  return arg && { name: arg.name, value: PAGE_SIZE, literal: `(${arg.name}: ${PAGE_SIZE})` };
}

/**
 * Returns the selection of a connection: its items' `node` (selected by `select` at the connection's own depth, as
 * a list would be), `totalCount` when it has one, and at the top `pageInfo`'s cursor fields. Undefined for other types.
 */
export function connectionSelection(type: GraphQLNamedType, depth: number, select: (type: GraphQLNamedType, depth: number) => string): string | undefined {
  const connection = connectionOf(type);
  if (!connection) return undefined;
  const inner = select(connection.node, depth);
  const parts = [connection.via === "edges" ? `edges { node ${inner} }` : `nodes ${inner}`];
  if (connection.fields.totalCount && isScalarType(getNamedType(connection.fields.totalCount.type))) parts.unshift("totalCount");
  const pageInfo = getNamedType(connection.fields.pageInfo!.type);
  if (depth === 0 && isObjectType(pageInfo)) {
    const cursors = ["hasNextPage", "endCursor"].filter((name) => pageInfo.getFields()[name]);
    if (cursors.length) parts.push(`pageInfo { ${cursors.join(" ")} }`);
  }
  return `{ ${parts.join(" ")} }`;
}
