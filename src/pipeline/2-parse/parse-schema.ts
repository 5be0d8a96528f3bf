import { buildSchema, validateSchema, GraphQLError, type GraphQLSchema } from "graphql";
import type { VFile } from "vfile";

/** Returns the schema built from an SDL file, or undefined after adding `invalid-schema` messages at graphql-js's locations. */
export function parseSchema(file: VFile): GraphQLSchema | undefined {
  let schema: GraphQLSchema;
  try {
    schema = buildSchema(String(file.value), { noLocation: false });
  } catch (error) {
    report(file, error);
    return undefined;
  }
  const errors = validateSchema(schema);
  for (const error of errors) report(file, error);
  return errors.length ? undefined : schema;
}

function report(file: VFile, error: unknown): void {
  const graphqlError = error instanceof GraphQLError ? error : undefined;
  const location = graphqlError?.locations?.[0] ?? graphqlError?.nodes?.[0]?.loc?.startToken;
  const message = graphqlError?.message ?? String(error);
  file.message(`Unexpected schema error: ${message.replace(/^Syntax Error: /, "")}`, {
    place: location ? { line: location.line, column: location.column } : { line: 1, column: 1 },
    ruleId: "invalid-schema",
    source: "docs",
  }).note = "fix the SDL; the reference pages and every GraphQL example depend on it";
}
