import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";
import ts from "typescript";
import { ROOT } from "./support.ts";

const SRC = join(ROOT, "src");
/** Past this many lines a function is doing two jobs. */
const MAX_FUNCTION_LINES = 80;
const sources = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => /\.(ts|tsx|mts|mjs)$/.test(f) && !f.endsWith(".d.ts")).sort();

/** Returns each function of a source file (declarations, expressions, arrows, methods) with its name and length in lines. */
function functionsOf(path: string): { name: string; line: number; lines: number }[] {
  const text = readFileSync(path, "utf8");
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { name: string; line: number; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name =
        (node as ts.FunctionDeclaration).name?.getText(source) ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(source) : "(anonymous)");
      found.push({ name, line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test(`should keep every function in src/ under ${MAX_FUNCTION_LINES} lines`, () => {
  const long = sources.flatMap((rel) =>
    functionsOf(join(SRC, rel))
      .filter((f) => f.lines > MAX_FUNCTION_LINES)
      .map((f) => `src/${rel}:${f.line}: ${f.name} has ${f.lines} lines`),
  );
  assert.deepEqual(long, []);
});

test("should show the pipeline's stages in flow order and let a stage import only from earlier stages", () => {
  const stages = readdirSync(join(SRC, "pipeline")).sort();
  assert.deepEqual(stages, ["0-config", "1-content", "2-parse", "3-transform", "4-render", "5-write", "6-check"]);
  const problems: string[] = [];
  for (const rel of sources.filter((f) => f.startsWith("pipeline/"))) {
    const own = Number(rel.split("/")[1]!.split("-")[0]);
    const text = readFileSync(join(SRC, rel), "utf8");
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)) {
      const target = relative(SRC, resolve(dirname(join(SRC, rel)), specifier!))
        .split("\\")
        .join("/");
      const stage = target.match(/^pipeline\/(\d)-/);
      if (stage && Number(stage[1]) > own) problems.push(`src/${rel} imports the later stage ${target}`);
      if (/^(build|dev|incremental)\//.test(target)) problems.push(`src/${rel} imports ${target}, which drives the stages`);
    }
  }
  assert.deepEqual(problems, []);
});
