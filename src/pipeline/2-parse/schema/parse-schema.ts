import { buildASTSchema, GraphQLError, parse, Source, validateSchema, type DocumentNode, type GraphQLSchema, type SourceLocation } from "graphql";
// buildASTSchema checks the SDL with this and throws one Error with every message joined and no location; calling it
// first gives each error with its place (https://github.com/graphql/graphql-js/blob/16.x.x/src/utilities/buildASTSchema.ts).
import { validateSDL } from "graphql/validation/validate.js";
import { VFileMessage } from "vfile-message";
import { compactLocations } from "./compact-locations.ts";
import type { VFile } from "vfile";

/**
 * Returns the schema built from an SDL file (`extend type` included), or undefined after adding one `invalid-schema`
 * message per error at graphql-js's location: the syntax error, each SDL error, each schema validation error. The
 * schema's syntax tree keeps only the places the reference reads (`compactLocations`).
 */
export function parseSchema(file: VFile): GraphQLSchema | undefined {
  let document: DocumentNode;
  try {
    // Named for the file, so the syntax tree's locations (descriptions' places on reference pages) name it too.
    document = parse(new Source(String(file.value), file.path));
  } catch (error) {
    report(file, error);
    return undefined;
  }
  const sdlErrors = validateSDL(document);
  for (const error of sdlErrors) report(file, error);
  if (sdlErrors.length) return undefined;
  let schema: GraphQLSchema;
  try {
    schema = buildASTSchema(document, { assumeValidSDL: true });
  } catch (error) {
    report(file, error);
    return undefined;
  }
  const errors = validateSchema(schema);
  for (const error of errors) report(file, error);
  if (errors.length) return undefined;
  compactLocations(document);
  return schema;
}

/** Adds the message of one error at its first location; further locations (two definitions of one name) are named in it. */
function report(file: VFile, error: unknown): void {
  const graphqlError = error instanceof GraphQLError ? error : undefined;
  const [first, ...others] = graphqlError?.locations ?? [];
  const message = (graphqlError?.message ?? String(error)).replace(/^Syntax Error: /, "");
  const also = others.length ? ` (also at ${others.map((at) => `${at.line}:${at.column}`).join(", ")})` : "";
  const result = file.message(`Unexpected schema error: ${message}${also}`, {
    place: first ? point(first) : { line: 1, column: 1 },
    ruleId: "invalid-schema",
    source: "docs",
    cause: others[0] ? new VFileMessage("the other place of this error", { place: point(others[0]) }) : undefined,
  });
  result.note = "fix the SDL; the reference pages and every GraphQL example depend on it";
}

/** Returns a graphql-js location as a unist point. */
function point(location: SourceLocation): { line: number; column: number } {
  return { line: location.line, column: location.column };
}
