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

/** The folders of src/ and what each holds: `ls src` reads as the pipeline and its tools. */
const FOLDERS = ["client", "dev", "docs-version", "import", "incremental", "orchestration", "pipeline", "report", "server", "shared", "threads"];
/** What drives the stages: no stage imports it. */
const DRIVERS = /^src\/(orchestration|dev|incremental|import)\//;
/** Each stage's folders: the stage split by what each part does. */
const STAGE_FOLDERS: Record<string, string[]> = {
  "0-config": [],
  "1-content": [],
  "2-parse": ["generated", "javascript", "markdown", "schema"],
  "3-transform": ["links", "markdown", "page-models", "sidebars"],
  "4-render": [],
  "5-write": [],
  "6-check": ["linkinator"],
};

/** Returns every relative import of a file in the repository (src/, templates/, bin/), as repository paths. */
function importsOf(path: string): string[] {
  const text = readFileSync(join(ROOT, path), "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)].map(([, specifier]) =>
    relative(ROOT, resolve(dirname(join(ROOT, path)), specifier!))
      .split("\\")
      .join("/"),
  );
}

const allSources = (top: string) =>
  (readdirSync(join(ROOT, top), { recursive: true }) as string[])
    .filter((f) => /\.(ts|tsx|mts|mjs)$/.test(f))
    .map((f) => `${top}/${f.split("\\").join("/")}`)
    .sort();

test("should show src/ as the pipeline and its tools, and the pipeline's stages in flow order, each split by what its parts do", () => {
  assert.deepEqual(
    readdirSync(SRC, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort(),
    FOLDERS,
  );
  assert.deepEqual(readdirSync(join(SRC, "pipeline")).sort(), Object.keys(STAGE_FOLDERS));
  for (const [stage, folders] of Object.entries(STAGE_FOLDERS)) {
    const found = readdirSync(join(SRC, "pipeline", stage), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    assert.deepEqual(found, folders, stage);
  }
});

test("should let a stage import only from earlier stages, shared code, the report, threads and the static server's rules", () => {
  const problems: string[] = [];
  for (const file of allSources("src").filter((f) => f.startsWith("src/pipeline/"))) {
    const own = Number(file.split("/")[2]!.split("-")[0]);
    for (const target of importsOf(file)) {
      const stage = target.match(/^src\/pipeline\/(\d)-/);
      if (stage && Number(stage[1]) > own) problems.push(`${file} imports the later stage ${target}`);
      if (DRIVERS.test(target)) problems.push(`${file} imports ${target}, which drives the stages`);
      if (target.startsWith("src/client/")) problems.push(`${file} imports ${target}, the browser's code`);
    }
  }
  assert.deepEqual(problems, []);
});

test("should keep the browser's code, the templates and shared code away from the stages and from Node", () => {
  const problems: string[] = [];
  for (const file of [...allSources("src/client"), ...allSources("src/shared"), ...allSources("templates")]) {
    const text = readFileSync(join(ROOT, file), "utf8");
    if (/from\s+"node:/.test(text)) problems.push(`${file} imports a Node module`);
    for (const target of importsOf(file)) {
      const allowed = file.startsWith("src/shared/") ? ["src/shared/"] : ["src/shared/", "src/client/", "templates/"];
      if (!allowed.some((prefix) => target.startsWith(prefix))) problems.push(`${file} imports ${target}`);
    }
  }
  assert.deepEqual(problems, []);
});

test("should give no two files of src/ and templates/ the same name, but each folder's index.ts", () => {
  const byName = new Map<string, string[]>();
  for (const file of [...allSources("src"), ...allSources("templates")]) {
    const name = file.split("/").pop()!;
    if (name !== "index.ts") byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  assert.deepEqual(
    [...byName.values()].filter((files) => files.length > 1),
    [],
  );
});

test("should have no import cycle in src/, templates/ or bin/, type-only imports included", () => {
  const files = [...allSources("src"), ...allSources("templates"), ...allSources("bin")].filter((f) => !f.endsWith(".d.ts"));
  const graph = new Map(files.map((file) => [file, importsOf(file).filter((target) => files.includes(target))]));
  const cycles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === "done") return;
    if (state.get(file) === "open") {
      cycles.push([...path.slice(path.indexOf(file)), file].join(" → "));
      return;
    }
    state.set(file, "open");
    for (const target of graph.get(file)!) visit(target, [...path, file]);
    state.set(file, "done");
  };
  for (const file of files) visit(file, []);
  assert.deepEqual(cycles, []);
});

test("should give every source file with logic a test of its name, or a line in test/README.md naming the test that covers it", () => {
  const tests = new Set(
    allSources("test")
      .filter((f) => f.endsWith(".test.ts"))
      .map((f) =>
        f
          .split("/")
          .pop()!
          .replace(/\.test\.ts$/, ""),
      ),
  );
  const readme = readFileSync(join(ROOT, "test/README.md"), "utf8");
  const listed = new Set([...readme.matchAll(/^- `([^`]+)`:/gm)].map((m) => m[1]!));
  const logic = (file: string) => /\bfunction\b|=>/.test(readFileSync(join(ROOT, file), "utf8").replace(/^export .* from "[^"]+";$/gm, ""));
  const sources = [...allSources("src"), ...allSources("templates"), ...allSources("bin")].filter((f) => !f.endsWith(".d.ts") && logic(f));
  const missing = sources.filter(
    (file) =>
      !tests.has(
        file
          .split("/")
          .pop()!
          .replace(/\.(ts|tsx|mts|mjs)$/, ""),
      ) && !listed.has(file),
  );
  assert.deepEqual(missing, [], "add a test of the file's name, or a line to test/README.md");
  const stale = [...listed].filter(
    (file) =>
      !sources.includes(file) ||
      tests.has(
        file
          .split("/")
          .pop()!
          .replace(/\.(ts|tsx|mts|mjs)$/, ""),
      ),
  );
  assert.deepEqual(stale, [], "test/README.md names a file that is gone or has a test of its name");
});
