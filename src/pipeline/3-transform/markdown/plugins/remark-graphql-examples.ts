import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { getVariableValues } from "graphql/execution/values.js";
import type { Code, Root } from "mdast";
import type { VFile } from "vfile";
import { walkTree } from "../../../../shared/index.ts";
import { pageHref, playgroundSearch } from "../../../../shared/index.ts";
import { parseCodeMeta } from "../code-meta.ts";
import { responseProblems } from "../example-response.ts";

export interface GraphqlExample {
  query: string;
  variables?: Record<string, unknown>;
  /** Whether a response follows the example and was checked by running the operation (`responseProblems`). */
  response?: boolean;
}

/**
 * Validates every ```graphql block against the schema (graphql-js messages at the block's own line), checks the
 * ```json variables block after it and the ```json title="Response" block after those (run through the operation,
 * `responseProblems`), and records the examples in `file.data.graphqlExamples`.
 * Meta `signature` marks SDL shown for reading; `skip-validation` opts a partial snippet out (counted).
 * A valid example gets `data-try-it`: the playground URL that opens it with its variables.
 */
export default function remarkGraphqlExamples(options: { schema?: GraphQLSchema; baseUrl: string; trailingSlash?: boolean; playgroundRoute?: string }) {
  const playground = pageHref(options, options.playgroundRoute ?? "/playground");
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
      const siblings = parent && index !== undefined ? parent.children.slice(index + 1, index + 3) : [];
      const variables =
        siblings[0]?.type === "code" && siblings[0].lang === "json" && parseCodeMeta(siblings[0].meta).flags.has("variables") ? siblings[0] : undefined;
      if (variables) example.variables = checkVariables(file, variables, schema, document);
      const response = siblings[variables ? 1 : 0];
      if (response?.type === "code" && isResponse(response)) example.response = checkResponse(file, response, schema, document, example.variables);
      examples.push(example);
      const search = playgroundSearch({ query: node.value, variables: example.variables ? JSON.stringify(example.variables, null, 2) : "" });
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataTryIt: `${playground}${search}` } };
    });
  };
}

function checkVariables(file: VFile, node: Code, schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> | undefined {
  let variables: Record<string, unknown>;
  try {
    variables = JSON.parse(node.value);
  } catch (error) {
    file.message(`Unexpected variables block: ${(error as Error).message}, expected a JSON object`, {
      place: node.position,
      ruleId: "invalid-graphql-example",
      source: "docs",
    });
    return undefined;
  }
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === "OperationDefinition");
  const result = getVariableValues(schema, operation?.variableDefinitions ?? [], variables);
  for (const error of result.errors ?? []) {
    file.message(`Unexpected variables: ${error.message}, expected values the operation's variable definitions accept`, {
      place: node.position,
      ruleId: "invalid-graphql-example",
      source: "docs",
    });
  }
  return variables;
}

/** A ```json block titled "Response" (or "Error response", …): what the example returns. */
function isResponse(node: Code): boolean {
  return node.lang === "json" && /(^|\s)response$/i.test(parseCodeMeta(node.meta).title ?? "");
}

/** Reports each way the response block differs from what the operation returns; false when it opts out. */
function checkResponse(file: VFile, node: Code, schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined): boolean {
  if (parseCodeMeta(node.meta).flags.has("skip-validation")) {
    file.data.skippedGraphql = (file.data.skippedGraphql ?? 0) + 1;
    return false;
  }
  for (const problem of responseProblems(schema, document, variables, node.value)) {
    file.message(problem.message, {
      place: { start: placeIn(node, problem.offset), end: placeIn(node, problem.offset + problem.length) },
      ruleId: "invalid-graphql-example",
      source: "docs",
    }).note = `${problem.note}, or add \`skip-validation\` to the block's meta if it is deliberately partial`;
  }
  return true;
}

/** The file position of `offset` in a fenced block's text (its first line is the one after the fence). */
function placeIn(node: Code, offset: number): { line: number; column: number } {
  const before = node.value.slice(0, offset);
  const lines = before.split("\n");
  const indent = (node.position?.start.column ?? 1) - 1;
  return { line: (node.position?.start.line ?? 0) + lines.length, column: lines.at(-1)!.length + 1 + indent };
}

function report(file: VFile, node: Code, error: GraphQLError): void {
  const location = error.locations?.[0];
  const start = node.position?.start;
  const place = location && start ? { line: start.line + location.line, column: location.column } : start;
  file.message(`Unexpected GraphQL example: ${error.message.replace(/^Syntax Error: /, "")}`, {
    place,
    ruleId: "invalid-graphql-example",
    source: "docs",
  }).note =
    "fix the operation so it validates against content/schema/admin-api.graphql, or add `skip-validation` to the block's meta if it is deliberately partial";
}
