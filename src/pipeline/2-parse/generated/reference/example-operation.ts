import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  parse,
  print,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLNamedType,
} from "graphql";
import { mockableValues, mockScalar, type MockOptions } from "../../../../shared/index.ts";
import { connectionSelection, pageSizeArgument } from "./connection.ts";

export interface ExampleOperation {
  query: string;
  variables: Record<string, unknown>;
}

const MAX_DEPTH = 2;
const SCALARS_PER_LEVEL = [8, 5, 3];
const OBJECTS_PER_LEVEL = [3, 1, 0];

/**
 * Returns an example operation for a root field: its required arguments as variables and a readable selection.
 * A Relay connection is asked for its first 10 items (servers refuse a connection without `first` or `last`).
 */
export function exampleOperation(operation: "query" | "mutation", field: GraphQLField<unknown, unknown>, options: MockOptions = {}): ExampleOperation {
  const variables: Record<string, unknown> = {};
  const definitions: string[] = [];
  const args: string[] = [];
  const pageSize = pageSizeArgument(field);
  for (const arg of field.args) {
    if (arg.name === pageSize?.name && !isNonNullType(arg.type)) args.push(`${arg.name}: ${pageSize.value}`);
    if (!isNonNullType(arg.type) && arg.name !== "pagination") continue;
    definitions.push(`$${arg.name}: ${String(arg.type)}`);
    args.push(`${arg.name}: $${arg.name}`);
    variables[arg.name] =
      arg.name === "pagination"
        ? { page: 1, limit: 10 }
        : arg.name === pageSize?.name
          ? pageSize.value
          : mockInput(arg.type, arg.name, `${field.name}.${arg.name}`, 0, options);
  }
  const name = field.name.charAt(0).toUpperCase() + field.name.slice(1);
  const selection = selectionFor(getNamedType(field.type), 0);
  const text = `${operation} ${name}${definitions.length ? `(${definitions.join(", ")})` : ""} { ${field.name}${args.length ? `(${args.join(", ")})` : ""} ${selection} }`;
  return { query: print(parse(text)), variables };
}

function selectionFor(type: GraphQLNamedType, depth: number): string {
  const connection = connectionSelection(type, depth, selectionFor);
  if (connection) return connection;
  if (isUnionType(type) || isInterfaceType(type)) {
    const first = type instanceof Object && isUnionType(type) ? type.getTypes()[0] : undefined;
    return first ? `{ __typename ... on ${first.name} ${selectionFor(first, depth + 1)} }` : "{ __typename }";
  }
  if (!isObjectType(type)) return "";
  const fields = Object.values(type.getFields()).filter((f) => !f.deprecationReason && f.args.every((a) => !isNonNullType(a.type)));
  const leaves = fields.filter((f) => isLeaf(getNamedType(f.type))).slice(0, SCALARS_PER_LEVEL[depth]);
  const objects = depth < MAX_DEPTH ? fields.filter((f) => !isLeaf(getNamedType(f.type))).slice(0, OBJECTS_PER_LEVEL[depth]) : [];
  const parts = [
    ...leaves.map((f) => f.name),
    ...objects.map((f) => `${f.name}${pageSizeArgument(f)?.literal ?? ""} ${selectionFor(getNamedType(f.type), depth + 1)}`),
  ];
  return `{ ${parts.length ? parts.join(" ") : "__typename"} }`;
}

function isLeaf(type: GraphQLNamedType): boolean {
  return isScalarType(type) || isEnumType(type);
}

/** Returns a plausible input value: required fields always, a few optional scalars for realism. */
function mockInput(type: GraphQLInputType, name: string, path: string, depth: number, options: MockOptions): unknown {
  if (isNonNullType(type)) return mockInput(type.ofType, name, path, depth, options);
  if (isListType(type)) return [mockInput(type.ofType, name, `${path}.0`, depth, options)];
  if (isEnumType(type)) return mockableValues(type)[0]!.name;
  if (isScalarType(type)) return mockScalar(type.name, name, path, { description: type.description, vocabulary: options.vocabulary });
  if (!isInputObjectType(type) || depth > 3) return null;
  if (type.isOneOf) return oneOfValue(type, path, depth, options);
  const value: Record<string, unknown> = {};
  let optional = 0;
  for (const field of Object.values(type.getFields())) {
    const required = isNonNullType(field.type) && field.defaultValue === undefined;
    const named = getNamedType(field.type);
    if (!required && (optional >= 3 || !isLeaf(named) || field.deprecationReason || field.name === "id")) continue;
    if (!required) optional++;
    value[field.name] = mockInput(field.type, field.name, `${path}.${field.name}`, depth + 1, options);
  }
  return value;
}

/**
 * Returns a value of a OneOf input object (`@oneOf`), which takes exactly one field, never null
 * (https://spec.graphql.org/draft/#sec-OneOf-Input-Objects): its first field that is a scalar or enum and not
 * deprecated, else its first field.
 */
function oneOfValue(type: GraphQLInputObjectType, path: string, depth: number, options: MockOptions): Record<string, unknown> {
  const fields = Object.values(type.getFields());
  const field = fields.find((f) => !f.deprecationReason && isLeaf(getNamedType(f.type))) ?? fields.find((f) => !f.deprecationReason) ?? fields[0]!;
  return { [field.name]: mockInput(field.type, field.name, `${path}.${field.name}`, depth + 1, options) };
}
