import {
  execute,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  responsePathAsArray,
  type ExecutionResult,
  type GraphQLEnumType,
  type GraphQLEnumValue,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from "graphql";
import { hash, mockScalar, type MockVocabulary } from "./mock-scalar.ts";

/**
 * Deterministic, realistic mock data for any operation on a schema: each value is derived from a hash of its
 * response path and field name, so the same operation always gives the same response (docs and playground agree).
 */

const LIST_LENGTH = 2;

/** How `executeMocked` mocks: the words of its strings. */
export interface MockOptions {
  vocabulary?: MockVocabulary;
}

// The options travel as the execution's context value.
const fieldResolver: GraphQLFieldResolver<unknown, MockOptions> = (source, _args, options, info) => {
  if (source && typeof source === "object" && info.fieldName in source) return (source as Record<string, unknown>)[info.fieldName];
  return mockValue(info.returnType, info.fieldName, pathOf(info.path), options);
};

function mockValue(type: GraphQLOutputType, fieldName: string, path: string, options: MockOptions): unknown {
  if (isNonNullType(type)) return mockValue(type.ofType, fieldName, path, options);
  if (isListType(type)) return Array.from({ length: LIST_LENGTH }, (_, i) => mockValue(type.ofType, fieldName, `${path}.${i}`, options));
  const named = getNamedType(type);
  if (isEnumType(named)) {
    const values = mockableValues(named);
    return values[hash(path) % values.length]!.value;
  }
  if (isScalarType(named)) return mockScalar(named.name, fieldName, path, { description: named.description, vocabulary: options.vocabulary });
  return {};
}

/**
 * Returns the values a mock may take from an enum: those not deprecated, else (every value deprecated) all of them,
 * since a deprecated value is still valid. graphql-js refuses an enum without values, so the list is never empty.
 */
export function mockableValues(type: GraphQLEnumType): readonly GraphQLEnumValue[] {
  const current = type.getValues().filter((v) => !v.deprecationReason);
  return current.length ? current : type.getValues();
}

const typeResolver: GraphQLTypeResolver<unknown, unknown> = (_value, _context, info, abstractType) => {
  const types = info.schema.getPossibleTypes(abstractType);
  return types[hash(pathOf(info.path)) % types.length]!.name;
};

/** The response path as a string, `listOrder.data.0.id`: the seed of a mocked value. */
function pathOf(path: Parameters<typeof responsePathAsArray>[0]): string {
  return responsePathAsArray(path).join(".");
}

/** Returns the mocked result of running `query` with `variables` against `schema`; errors come back as GraphQL errors. */
export function executeMocked(schema: GraphQLSchema, query: string, variables?: Record<string, unknown>, options: MockOptions = {}): ExecutionResult {
  let document;
  try {
    document = parse(query);
  } catch (error) {
    return { errors: [error as never] };
  }
  const result = execute({ schema, document, variableValues: variables, fieldResolver, typeResolver, rootValue: {}, contextValue: options });
  if (result instanceof Promise) throw new Error("mock execution is synchronous");
  return result;
}
