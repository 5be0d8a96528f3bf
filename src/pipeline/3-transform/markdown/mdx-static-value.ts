import type { Program } from "estree";
import { VFile } from "vfile";
import { readStaticModule } from "../../2-parse/index.ts";

/** What an expression evaluates to when it is written as literals only, or `NOT_STATIC`. */
export const NOT_STATIC: unique symbol = Symbol("not static");

/**
 * Returns the value of an MDX expression's code (`'text'`, `2`, `[{label: 'A', value: 'a'}]`, `` `code` ``), read by
 * the one reader of literal JavaScript this project has (`readStaticModule`, 0-config/static-module.ts): nothing an
 * author writes ever runs, so an expression with a name, a call or an operator anywhere in it gives `NOT_STATIC`.
 */
export function staticValue(code: string): unknown {
  const file = new VFile({ path: "expression.js", value: `export default (\n${code}\n);\n` });
  const { value } = readStaticModule(file, { ruleId: "mdx-expression" });
  return file.messages.length || value === undefined ? NOT_STATIC : value;
}

/** Returns whether an expression holds nothing but comments (`{/* note *\/}`), which MDX authors use as comments. */
export function isComment(program: Program | undefined): boolean {
  return program !== undefined && program.body.length === 0;
}
