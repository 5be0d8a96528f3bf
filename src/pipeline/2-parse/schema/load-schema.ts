import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { GraphQLSchema } from "graphql";
import { VFile } from "vfile";
import { parseSchema } from "./parse-schema.ts";

export const SCHEMA_PATH = "content/schema/admin-api.graphql";

export interface LoadedSchema {
  schema: GraphQLSchema;
  /** The SDL as written, published for the playground. */
  sdl: string;
}

/** Returns the Admin API schema when the site has one; its file (with any errors) is added to `files`. */
export function loadSchema(root: string, files: VFile[], read = (path: string) => readFileSync(path, "utf8")): LoadedSchema | undefined {
  if (!existsSync(join(root, SCHEMA_PATH))) return undefined;
  const file = new VFile({ path: SCHEMA_PATH, value: read(join(root, SCHEMA_PATH)) });
  files.push(file);
  const schema = parseSchema(file);
  return schema && { schema, sdl: String(file.value) };
}
