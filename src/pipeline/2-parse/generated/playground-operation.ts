import { GraphQLError, isNonNullType, parse, validate, type GraphQLSchema } from "graphql";
import type { VFile } from "vfile";
import { yamlPlaces, type ReferenceConfig } from "../../0-config/index.ts";
import { executeMocked, type PlaygroundRun } from "../../../shared/index.ts";
import { exampleOperation } from "./reference/example-operation.ts";

/**
 * Returns the operation the playground opens with: config.yaml's `reference.playground`, else the example of the
 * schema's first query that needs no argument (else its first query). Either is checked against the schema: each
 * problem of config's operation is an `invalid-config` error at its key, and the playground then opens without one.
 */
export function playgroundOperation(schema: GraphQLSchema, options: ReferenceConfig | undefined, configFile: VFile): PlaygroundRun | undefined {
  const configured = options?.playground;
  if (configured) {
    const variables = configured.variables ?? {};
    const errors = operationErrors(schema, configured.query, variables);
    const place = yamlPlaces(configFile);
    for (const error of errors) {
      const at = error.locations?.[0];
      configFile.message(
        `Unexpected playground operation: ${error.message.replace(/^Syntax Error: /, "")}${at ? ` (at ${at.line}:${at.column} of the query)` : ""}`,
        {
          place: place(["reference", "playground", /^Variable/.test(error.message) ? "variables" : "query"], "key"),
          ruleId: "invalid-config",
          source: "docs",
        },
      ).note = "write an operation valid against content/schema/admin-api.graphql, or remove `reference.playground` to use the first query's example";
    }
    return errors.length ? undefined : { query: configured.query, variables: JSON.stringify(variables, null, 2) };
  }
  const queries = Object.values(schema.getQueryType()?.getFields() ?? {});
  const field = queries.find((f) => f.args.every((arg) => !isNonNullType(arg.type))) ?? queries[0];
  if (!field) return undefined;
  const example = exampleOperation("query", field, { vocabulary: options?.mockVocabulary });
  return operationErrors(schema, example.query, example.variables).length
    ? undefined
    : { query: `${example.query}\n`, variables: JSON.stringify(example.variables, null, 2) };
}

/** Returns the syntax, validation and variable errors of an operation against the schema. */
function operationErrors(schema: GraphQLSchema, query: string, variables: Record<string, unknown>): readonly GraphQLError[] {
  let document;
  try {
    document = parse(query);
  } catch (error) {
    return [error as GraphQLError];
  }
  const errors = validate(schema, document);
  return errors.length ? errors : (executeMocked(schema, query, variables).errors ?? []);
}
