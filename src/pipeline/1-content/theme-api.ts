import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { VFile } from "vfile";
import { LineCounter, parseDocument } from "yaml";
import { z } from "zod";
import { parseYaml } from "../0-config/index.ts";
import type { ReadText } from "./discover.ts";

const typed = { name: z.string(), type: z.string(), description: z.string().min(1), optional: z.boolean().optional() };
const callable = z.strictObject({
  name: z.string(),
  description: z.string().min(1),
  params: z.array(z.strictObject(typed).partial({ description: true })).optional(),
  returns: z.string(),
});
const models = z.array(
  z.strictObject({ name: z.string(), description: z.string().min(1), properties: z.array(z.strictObject(typed)), methods: z.array(callable).optional() }),
);
const enums = z.array(
  z.strictObject({ name: z.string(), description: z.string().min(1), values: z.array(z.strictObject({ name: z.string(), description: z.string().min(1) })) }),
);
const stores = z.array(
  z.strictObject({ name: z.string(), slug: z.string(), description: z.string().min(1), state: z.array(z.strictObject(typed)), actions: z.array(callable) }),
);

export type ThemeModel = z.infer<typeof models>[number];
export type ThemeEnum = z.infer<typeof enums>[number];
export type ThemeStore = z.infer<typeof stores>[number];
export interface ThemeApi {
  models: ThemeModel[];
  enums: ThemeEnum[];
  stores: ThemeStore[];
}

const PRIMITIVES = new Set(["string", "number", "boolean", "Date", "void", "null", "unknown", "Promise", "Record", "Array"]);
const FILES = { models: "models.yaml", enums: "enums.yaml", stores: "stores.yaml" } as const;

/** Returns the theme API data of content/theme-api/, or undefined when absent or invalid (messages on the files). */
export function loadThemeApi(root: string, files: VFile[], readText: ReadText = (path) => readFileSync(path, "utf8")): ThemeApi | undefined {
  const dir = join(root, "content/theme-api");
  if (!existsSync(dir)) return undefined;
  const read = (name: string) => {
    const file = new VFile({ path: `content/theme-api/${name}`, value: readText(join(dir, name)) });
    files.push(file);
    return file;
  };
  const [modelFile, enumFile, storeFile] = [read(FILES.models), read(FILES.enums), read(FILES.stores)];
  const api = {
    models: parseYaml(modelFile, String(modelFile.value), models, { ruleId: "invalid-theme-api" }),
    enums: parseYaml(enumFile, String(enumFile.value), enums, { ruleId: "invalid-theme-api" }),
    stores: parseYaml(storeFile, String(storeFile.value), stores, { ruleId: "invalid-theme-api" }),
  };
  if (!api.models || !api.enums || !api.stores) return undefined;
  const known = new Set([...api.models, ...api.enums].map((item) => item.name));
  checkTypes(modelFile, api.models, known);
  checkTypes(storeFile, api.stores, known);
  return api as ThemeApi;
}

/**
 * Adds an `invalid-theme-api` message at every type string that names an unknown model or enum. The file is read again
 * for the places only when one does: a valid file is most of a build's.
 */
function checkTypes(file: VFile, items: (ThemeModel | ThemeStore)[], known: Set<string>): void {
  let read: { doc: ReturnType<typeof parseDocument>; counter: LineCounter } | undefined;
  const check = (type: string, path: (string | number)[]) => {
    for (const name of type.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) {
      if (PRIMITIVES.has(name) || known.has(name)) continue;
      const counter = read?.counter ?? new LineCounter();
      read ??= { doc: parseDocument(String(file.value), { lineCounter: counter }), counter };
      const node = read.doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
      const { line, col } = counter.linePos(node?.range?.[0] ?? 0);
      file.message(`Unexpected type name \`${name}\` in \`${type}\`, expected a model or enum of content/theme-api or a primitive`, {
        place: { line, column: col },
        ruleId: "invalid-theme-api",
        source: "docs",
      }).note = "add the model to models.yaml (or the enum to enums.yaml), or fix the spelling";
    }
  };
  items.forEach((item, i) => {
    const members = "properties" in item ? [["properties", item.properties]] : [["state", item.state]];
    for (const [key, list] of members as [string, { type: string }[]][]) list.forEach((m, j) => check(m.type, [i, key, j, "type"]));
    const calls = "properties" in item ? ["methods", item.methods ?? []] : ["actions", item.actions];
    (calls[1] as z.infer<typeof callable>[]).forEach((call, j) => {
      check(call.returns, [i, calls[0] as string, j, "returns"]);
      (call.params ?? []).forEach((param, k) => check(param.type, [i, calls[0] as string, j, "params", k, "type"]));
    });
  });
}
