import {
  execute,
  isObjectType,
  responsePathAsArray,
  type DocumentNode,
  type GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from "graphql";
import { findNodeAtLocation, getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";

/** What is wrong with a written response, at `offset` (length `length`) in its text. */
export interface ResponseProblem {
  message: string;
  note: string;
  offset: number;
  length: number;
}

type Path = (string | number)[];
type Answer = Record<string, unknown>;

/**
 * Checks a written response by running the operation: graphql-js executes `document` with `variables`, each field
 * answering with what the written `data` holds under its response key. Where the result differs from the written
 * data, the response is not one the operation can return: a field it does not select, a selected field left out,
 * a value its type does not return as written (`5` in a String, an enum value the enum lacks, null in a non-null
 * field). A response with `errors` shows a failure; only its shape is checked.
 */
export function responseProblems(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  text: string,
): ResponseProblem[] {
  const parseErrors: ParseError[] = [];
  const tree = parseTree(text, parseErrors, { disallowComments: true, allowTrailingComma: false });
  if (parseErrors.length || !tree) {
    const error = parseErrors[0];
    return [
      {
        message: `Unexpected response: ${error ? words(printParseErrorCode(error.error)) : "nothing"}, expected JSON`,
        note: "write the response as strict JSON (no comments, no trailing commas, no `...`)",
        offset: error?.offset ?? 0,
        length: error?.length ?? 0,
      },
    ];
  }
  const response = getNodeValue(tree) as unknown;
  if (!isAnswer(response) || (!("data" in response) && !("errors" in response))) {
    return [
      problem(tree, "Unexpected response: expected an object with `data` or `errors`", 'write the whole response, `{ "data": { … } }`, as the API returns it'),
    ];
  }
  if ("errors" in response) return errorsProblems(tree, response.errors);
  if (response.data === null) return [];
  if (!isAnswer(response.data))
    return [problem(at(tree, ["data"]), "Unexpected `data`: expected an object", "write `data` as the object the operation returns")];
  return dataProblems(tree, schema, document, variables, response.data);
}

function dataProblems(
  tree: Node,
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  data: Answer,
): ResponseProblem[] {
  const types = new Map<string, string>();
  const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) => {
    types.set(pathKey(responsePathAsArray(info.path)), String(info.returnType));
    return (source as Answer)[info.path.key as string];
  };
  const result = execute({ schema, document, rootValue: data, variableValues: variables, fieldResolver, typeResolver: writtenType });
  if (result instanceof Promise) throw new Error("the response check executes synchronously");
  if (result.errors?.length) return result.errors.map((error) => executionProblem(tree, error));
  return differences(tree, ["data"], data, result.data as Answer, types);
}

/** Where the executed result differs from the written data, below `path`. */
function differences(tree: Node, path: Path, written: unknown, executed: unknown, types: Map<string, string>): ResponseProblem[] {
  if (Array.isArray(written) && Array.isArray(executed)) {
    return written.flatMap((item, i) => differences(tree, [...path, i], item, executed[i], types));
  }
  if (isAnswer(written) && isAnswer(executed)) {
    const problems: ResponseProblem[] = [];
    for (const key of Object.keys(written)) {
      if (!(key in executed)) {
        problems.push(
          problem(
            keyOf(tree, [...path, key]),
            `Unexpected field \`${dotted([...path, key])}\` in the response: the operation does not select it`,
            "remove it from the response, or select it in the operation",
          ),
        );
      } else {
        problems.push(...differences(tree, [...path, key], written[key], executed[key], types));
      }
    }
    for (const key of Object.keys(executed)) {
      if (!(key in written)) {
        problems.push(
          problem(
            at(tree, path),
            `Missing field \`${dotted([...path, key])}\` in the response: the operation selects it`,
            "add it to the response, or remove it from the operation's selection",
          ),
        );
      }
    }
    return problems;
  }
  if (JSON.stringify(written) === JSON.stringify(executed)) return [];
  const type = types.get(pathKey(path.slice(1))) ?? "field";
  return [
    problem(
      at(tree, path),
      `Unexpected value \`${JSON.stringify(written)}\` at \`${dotted(path)}\`, expected the \`${type}\` value \`${JSON.stringify(executed)}\``,
      `write the value as the API returns it for \`${type}\``,
    ),
  ];
}

/** The type of an interface or union value: its written `__typename`, else the possible type that has most of its keys. */
const writtenType: GraphQLTypeResolver<unknown, unknown> = (value, _context, info, abstractType) => {
  const written = (value as Answer).__typename;
  if (typeof written === "string") return written;
  const keys = Object.keys(value as Answer);
  const score = (fields: Record<string, unknown>) => keys.filter((key) => key in fields).length;
  const candidates = info.schema.getPossibleTypes(abstractType).filter(isObjectType);
  return candidates.reduce((best, type) => (score(type.getFields()) > score(best.getFields()) ? type : best), candidates[0]!).name;
};

function errorsProblems(tree: Node, errors: unknown): ResponseProblem[] {
  const note = "write `errors` as a list of objects, each with a `message` string";
  if (!Array.isArray(errors)) return [problem(at(tree, ["errors"]), "Unexpected `errors`: expected a list", note)];
  return errors.flatMap((error, i) =>
    isAnswer(error) && typeof error.message === "string"
      ? []
      : [problem(at(tree, ["errors", i]), `Unexpected \`errors.${i}\`: expected an object with a \`message\` string`, note)],
  );
}

function executionProblem(tree: Node, error: GraphQLError): ResponseProblem {
  const path = ["data", ...(error.path ?? [])];
  return problem(at(tree, path), `Unexpected value at \`${dotted(path)}\`: ${error.message}`, "write the value the field's type returns");
}

function problem(node: Node, message: string, note: string): ResponseProblem {
  return { message, note, offset: node.offset, length: node.length };
}

/** The node at `path`, else its nearest ancestor that is written. */
function at(tree: Node, path: Path): Node {
  for (let end = path.length; end >= 0; end--) {
    const node = findNodeAtLocation(tree, path.slice(0, end));
    if (node) return node;
  }
  return tree;
}

/** The property (key and value) at `path`. */
function keyOf(tree: Node, path: Path): Node {
  const node = at(tree, path);
  return node.parent?.type === "property" ? node.parent : node;
}

function isAnswer(value: unknown): value is Answer {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A response path with list indexes dropped: one type per field, whichever item. */
function pathKey(path: Path): string {
  return path.filter((key) => typeof key === "string").join(".");
}

/** `PropertyNameExpected` → `property name expected`. */
function words(code: string): string {
  return code.replace(/(?<=[a-z])(?=[A-Z])/g, " ").toLowerCase();
}

function dotted(path: Path): string {
  return path.join(".");
}
