import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { getVariableValues } from "graphql/execution/values.js";
import type { Code, Root } from "mdast";
import type { VFile } from "vfile";
import { walkTree } from "../../../shared/index.ts";
import { playgroundSearch } from "../../../shared/index.ts";
import { parseCodeMeta } from "../code-meta.ts";

export interface GraphqlExample {
  query: string;
  variables?: Record<string, unknown>;
}

/**
 * Validates every ```graphql block against the schema (graphql-js messages at the block's own line), checks the
 * ```json variables block after it, and records the examples in `file.data.graphqlExamples`.
 * Meta `signature` marks SDL shown for reading; `skip-validation` opts a partial snippet out (counted).
 * A valid example gets `data-try-it`: the playground URL that opens it with its variables.
 */
export default function remarkGraphqlExamples(options: { schema?: GraphQLSchema; baseUrl: string }) {
  return (tree: Root, file: VFile) => {
    const examples: GraphqlExample[] = [];
    file.data.graphqlExamples = examples;
    file.data.skippedGraphql = 0;
    if (!options.schema) return;
    const schema = options.schema;
    walkTree(tree, "code", (node, index, parent) => {
      if (node.lang !== "graphql" && node.lang !== "gql") return;
      const meta = parseCodeMeta(node.meta);
      if (meta.flags.has("signature")) return;
      if (meta.flags.has("skip-validation")) {
        file.data.skippedGraphql = (file.data.skippedGraphql ?? 0) + 1;
        return;
      }
      let document: DocumentNode;
      try {
        document = parse(node.value);
      } catch (error) {
        report(file, node, error as GraphQLError);
        return;
      }
      const errors = validate(schema, document);
      for (const error of errors) report(file, node, error);
      if (errors.length) return;
      const example: GraphqlExample = { query: node.value };
      const next = parent && index !== undefined ? parent.children[index + 1] : undefined;
      if (next?.type === "code" && next.lang === "json" && parseCodeMeta(next.meta).flags.has("variables")) {
        example.variables = checkVariables(file, next, schema, document);
      }
      examples.push(example);
      const search = playgroundSearch({ query: node.value, variables: example.variables ? JSON.stringify(example.variables, null, 2) : "" });
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataTryIt: `${options.baseUrl}playground${search}` } };
    });
  };
}

function checkVariables(file: VFile, node: Code, schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> | undefined {
  let variables: Record<string, unknown>;
  try {
    variables = JSON.parse(node.value);
  } catch (error) {
    file.message(`Unexpected variables block: ${(error as Error).message}, expected a JSON object`, {
      place: node.position, ruleId: "invalid-graphql-example", source: "docs",
    });
    return undefined;
  }
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === "OperationDefinition");
  const result = getVariableValues(schema, operation?.variableDefinitions ?? [], variables);
  for (const error of result.errors ?? []) {
    file.message(`Unexpected variables: ${error.message}, expected values the operation's variable definitions accept`, {
      place: node.position, ruleId: "invalid-graphql-example", source: "docs",
    });
  }
  return variables;
}

function report(file: VFile, node: Code, error: GraphQLError): void {
  const location = error.locations?.[0];
  const start = node.position?.start;
  const place = location && start ? { line: start.line + location.line, column: location.column } : start;
  file.message(`Unexpected GraphQL example: ${error.message.replace(/^Syntax Error: /, "")}`, {
    place, ruleId: "invalid-graphql-example", source: "docs",
  }).note = "fix the operation so it validates against content/schema/admin-api.graphql, or add `skip-validation` to the block's meta if it is deliberately partial";
}
