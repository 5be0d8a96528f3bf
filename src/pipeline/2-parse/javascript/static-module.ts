import { createRequire } from "node:module";
import { posix } from "node:path";
import type ts from "typescript";
import type { Position } from "unist";
import { VFile } from "vfile";
import { createEvaluator, declarations, DROPPED, KEY, pathKey, placeOf, type RequireValue, type TS, type ValuePath } from "./static-value.ts";

export type { ValuePath };

/** What `readStaticModule` read from a file: the value it exports and where each part of it is written. */
export interface StaticModule {
  /** The exported value without the parts that could not be read (each has a message); undefined when there is none. */
  value: unknown;
  /** Returns where the value at `path` is written, or where the nearest value around it is. */
  placeOf(path: ValuePath): Position;
  /** Returns where the key at the end of `path` is written (for an array index, where its value is). */
  keyPlaceOf(path: ValuePath): Position;
}

export interface StaticModuleOptions {
  /** The rule of the errors that leave no value: bad syntax, nothing exported. Parts left out are `unevaluated-code` warnings. */
  ruleId: string;
  /**
   * Reads a file by its path (as the file's own is written, from the project's root), or undefined when there is none:
   * given, a `require('./path')` of a relative path, or a name imported from one, is what that file exports, read
   * the same way.
   */
  readFile?: (path: string) => string | undefined;
  /**
   * The name of the export to read rather than the file's whole export: a top-level `export const` of that name, else
   * that key of the default export (a name imported from a CommonJS file); `default` is the default export.
   */
  exported?: string;
}

/** The extensions a `require` of a script or JSON file may leave out or write as `.js`, tried in this order, as a TypeScript-aware loader does. */
const REQUIRED_EXTENSIONS = [".js", ".ts", ".mjs", ".mts", ".cjs", ".cts", ".json"];

/**
 * Returns the value a JavaScript, TypeScript or JSON file exports, read from its syntax tree and never run: a
 * Docusaurus `sidebars.js` or `docusaurus.config.js` is a program, and a build must not run an author's program.
 *
 * The export is `module.exports = …`, `export default …` or `export = …` (the last one in the file; of a function,
 * async or not, what it returns at the top of its body, as Docusaurus runs a config that exports one), or a JSON
 * file's value. What it reads: string, number, boolean and null literals, template literals without `${…}`, arrays,
 * objects, a name declared as a top-level `const` of the same file, spreads of such a const array or object,
 * `require.resolve('<name>')` as the name it resolves, a member of a const object (`sidebar.docs`), with
 * `options.readFile` what a `require('./path')` of a relative path exports and what a name imported from one
 * (`import more from './sidebars-more'`, `import { api } from './sidebars-api'`) is there, and
 * `as`, `satisfies`, `!` and parentheses around any of them. Anything else (another call or `require`, a function, an
 * imported name, arithmetic) is left out with an `unevaluated-code` warning at its line and column: an array loses
 * that element, an object that key. Bad syntax and a file that exports nothing are errors under `options.ruleId`.
 */
export function readStaticModule(file: VFile, options: StaticModuleOptions): StaticModule {
  const ts = typescript();
  const path = file.path;
  const text = String(file.value);
  const json = /\.json$/i.test(path);
  const source = json ? ts.parseJsonText(path, text) : ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, scriptKind(ts, path));
  const places = new Map<string, Position>();
  const module = placedModule(places);
  const syntax = json ? jsonSyntaxError(ts, source, text) : firstParseError(ts, source);
  if (syntax) {
    file.message(`Unexpected syntax (${syntax.reason}), expected valid ${json ? "JSON" : "JavaScript or TypeScript"}`, {
      place: placeOf(source, syntax.start, syntax.end),
      ruleId: options.ruleId,
      source: "docs",
    }).note = "fix the syntax; the file is read as data, never run";
    return module;
  }
  const named = options.exported !== undefined && options.exported !== "default" ? namedExport(ts, source, options.exported) : undefined;
  const { expression: exported, scope } = named
    ? { expression: named }
    : json
      ? { expression: (source.statements[0] as ts.ExpressionStatement | undefined)?.expression }
      : exportedExpression(ts, source);
  if (!exported) {
    file.message("Unexpected file that exports nothing, expected `module.exports = …` or `export default …`", {
      place: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
      ruleId: options.ruleId,
      source: "docs",
    }).note = "export the value as Docusaurus expects: `module.exports = { … }` or `export default { … }`";
    return module;
  }
  const required = options.readFile && requireValue(file, options, options.readFile);
  const value = createEvaluator(ts, source, file, places, { required, scope })(exported, [], new Set());
  const part = named || options.exported === undefined || options.exported === "default" ? value : keyOfValue(value, options.exported);
  module.value = part === DROPPED ? undefined : part;
  return module;
}

/** Returns the value of the top-level `export const <name> = …` of a file, or undefined when it has none. */
function namedExport(ts: TS, source: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const declaration = statement.declarationList.declarations.find((candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === name);
    if (declaration?.initializer) return declaration.initializer;
  }
  return undefined;
}

/** Returns the value under `key` of an object value, as a named import of a CommonJS module reads it; `DROPPED` when there is none. */
function keyOfValue(value: unknown, key: string): unknown {
  return value !== null && typeof value === "object" && !Array.isArray(value) && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : DROPPED;
}

/** A `require` of a string, in any quotes: what `staticModuleInputs` can read without parsing. */
const STRING_REQUIRE = /\brequire\s*\(\s*(["'`])([^"'`]*)\1\s*\)/g;
/** The file of an `import … from './path'` of a relative path. */
const RELATIVE_IMPORT = /\bfrom\s*(["'])(\.\.?\/[^"']*)\1/g;

/**
 * Returns everything `readStaticModule(file, { readFile })` reads, as one string, without parsing the file (which
 * needs TypeScript, half a second to load): its path and text, and the text of each file a relative `require` or
 * `import … from` in it may name (`requiredCandidates`; commented-out ones too), or null where there is none.
 * Undefined when a `require(` of the file is not of a plain string: which file it reads cannot be told so.
 */
export function staticModuleInputs(file: VFile, readFile: (path: string) => string | undefined): string | undefined {
  const text = String(file.value);
  const required = [...text.matchAll(STRING_REQUIRE)].map((match) => match[2]!);
  if (required.length !== (text.match(/\brequire\s*\(/g)?.length ?? 0)) return undefined;
  const specifiers = [...required, ...[...text.matchAll(RELATIVE_IMPORT)].map((match) => match[2]!)];
  const candidates = specifiers.filter((specifier) => /^\.\.?\//.test(specifier)).flatMap((specifier) => requiredCandidates(file.path, specifier));
  return JSON.stringify([file.path, text, [...new Set(candidates)].map((path) => [path, readFile(path) ?? null])]);
}

/**
 * Returns the relative paths a script file `require`s (`require('./api/sidebar.js')`) or imports names from (`import
 * more from './sidebars-more'`), comments aside, in order.
 */
export function relativeRequires(path: string, text: string): string[] {
  const ts = typescript();
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, scriptKind(ts, path));
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "require") {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument) && /^\.\.?\//.test(argument.text)) found.push(argument.text);
    }
    const imported = ts.isImportDeclaration(node) && node.importClause && !node.importClause.isTypeOnly ? node.moduleSpecifier : undefined;
    if (imported && ts.isStringLiteral(imported) && /^\.\.?\//.test(imported.text)) found.push(imported.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A key of an exported object whose value is a name the file imports by default, with that import's source. */
export interface ExportedImport {
  key: string;
  source: string;
  /** Where the key is written. */
  place: Position;
}

/**
 * Returns the keys of the object a script file exports (`export default { … }`, or a top-level `const` it names)
 * whose value is a name the file imports by default (`import Note from './_note.mdx'`: `Note,` or `Aside: Note,`),
 * each with that import's source; as a swizzled `src/theme/MDXComponents` maps names to components. Other keys,
 * spreads and a file that exports no object give none; the file is never run.
 */
export function exportedImports(path: string, text: string): ExportedImport[] {
  const ts = typescript();
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, scriptKind(ts, path));
  const { expression, scope } = exportedExpression(ts, source);
  const declared = declarations(ts, source, scope);
  const named = (node: ts.Expression | undefined) => (node && ts.isIdentifier(node) ? declared.get(node.text) : undefined);
  let exported = expression;
  const constant = named(exported);
  if (constant) exported = constant.kind === "const" ? constant.value : undefined;
  if (!exported || !ts.isObjectLiteralExpression(exported)) return [];
  return exported.properties.flatMap((property) => {
    const value = ts.isShorthandPropertyAssignment(property) ? property.name : ts.isPropertyAssignment(property) ? property.initializer : undefined;
    const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    const imported = named(value);
    const from = imported?.kind === "import" && imported.from?.name === "default" ? imported.from.specifier : undefined;
    return key !== undefined && from !== undefined ? [{ key, source: from, place: placeOf(source, property.name!.getStart(source), property.name!.end) }] : [];
  });
}

/** Returns the paths a `require` of a relative path from the file at `from` may name, in the order a loader tries them. */
export function requiredCandidates(from: string, specifier: string): string[] {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  const stem = base.replace(/\.js$/, "");
  return [base, ...REQUIRED_EXTENSIONS.map((extension) => `${stem}${extension}`), ...REQUIRED_EXTENSIONS.map((extension) => `${base}/index${extension}`)];
}

/**
 * Returns what a `require('./path')` of `file`, or a name it imports from one, is: the value the file it names
 * exports (under that name), read as data; its messages are `file`'s at the `require` or the name, each naming
 * where it is in the other file. `DROPPED` when no file is there.
 */
function requireValue(file: VFile, options: StaticModuleOptions, readFile: (path: string) => string | undefined): RequireValue {
  return (specifier, place, exported) => {
    for (const path of requiredCandidates(file.path, specifier)) {
      const text = path === file.path ? undefined : readFile(path);
      if (text === undefined) continue;
      const required = new VFile({ path, value: text });
      // The file it requires is read without this one's reader: a cycle of files would never end.
      const { value } = readStaticModule(required, { ruleId: options.ruleId, exported });
      for (const message of required.messages)
        file.message(`${message.reason} (in ${path}:${message.line ?? 1}:${message.column ?? 1})`, {
          place,
          ruleId: message.ruleId ?? options.ruleId,
          source: "docs",
        }).note = message.note;
      return value === undefined ? DROPPED : value;
    }
    return DROPPED;
  };
}

let loaded: TS | undefined;

/** Returns the TypeScript compiler, loaded on first use: it takes a good part of a second, and most builds read no such file. */
function typescript(): TS {
  return (loaded ??= createRequire(import.meta.url)("typescript") as TS);
}

/** Returns the module whose places are looked up in `places`, its value still unset. */
function placedModule(places: Map<string, Position>): StaticModule {
  const find = (path: ValuePath, suffix: string): Position => {
    for (let n = path.length; n >= 0; n--) {
      const found = places.get(pathKey(path.slice(0, n)) + (n === path.length ? suffix : ""));
      if (found) return found;
    }
    return { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  };
  return {
    value: undefined,
    placeOf: (path) => find(path, ""),
    keyPlaceOf: (path) => find(path, KEY),
  };
}

/** Returns the script kind TypeScript parses a file of this name as: JSX is allowed in `.js`, as Babel allows it. */
function scriptKind(ts: TS, path: string): ts.ScriptKind {
  if (/\.[cm]?ts$/i.test(path)) return ts.ScriptKind.TS;
  if (/\.tsx$/i.test(path)) return ts.ScriptKind.TSX;
  return ts.ScriptKind.JSX;
}

/** Returns the parser's first syntax error. The parser keeps them on the file without making them public. */
function firstParseError(ts: TS, source: ts.SourceFile): { reason: string; start: number; end: number } | undefined {
  const found = (source as unknown as { parseDiagnostics?: ts.DiagnosticWithLocation[] }).parseDiagnostics?.[0];
  return found && { reason: ts.flattenDiagnosticMessageText(found.messageText, " "), start: found.start, end: found.start + found.length };
}

/**
 * Returns the first syntax error of a JSON file: what `JSON.parse` rejects, at the place TypeScript's parser (which
 * allows trailing commas and names) finds it, or where `JSON.parse` says.
 */
function jsonSyntaxError(ts: TS, source: ts.SourceFile, text: string): { reason: string; start: number; end: number } | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    // V8 words it `Unexpected token 'x', "{"a": x}" is not valid JSON` or `Expected … in JSON at position 7`.
    const message = (error as Error).message;
    const reason = message.replace(/, (\.\.\.)?".*is not valid JSON$/s, "").replace(/ in JSON at position \d+.*$/s, "");
    const parsed = firstParseError(ts, source);
    if (parsed) return { ...parsed, reason };
    const at = Number(/at position (\d+)/.exec(message)?.[1] ?? firstNonJson(ts, source) ?? 0);
    return { reason, start: at, end: at };
  }
}

/** Returns the offset of the first trailing comma or name in a JSON file's tree, what TypeScript's JSON parser lets through. */
function firstNonJson(ts: TS, source: ts.SourceFile): number | undefined {
  let found: number | undefined;
  const visit = (node: ts.Node): void => {
    if (found !== undefined) return;
    const list = ts.isArrayLiteralExpression(node) ? node.elements : ts.isObjectLiteralExpression(node) ? node.properties : undefined;
    if (ts.isIdentifier(node)) found = node.getStart(source);
    else if (list?.hasTrailingComma) found = list.end - 1;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Returns the expression the file exports: the last `module.exports = …` (in parentheses or not), `export default …`
 * or `export = …`; of an exported function (a Docusaurus config may be one, async or not), what its body returns,
 * with the statements of that body (`scope`), where names it returns are declared.
 */
function exportedExpression(ts: TS, source: ts.SourceFile): { expression?: ts.Expression; scope?: readonly ts.Statement[] } {
  let exported: ts.Expression | ts.FunctionDeclaration | undefined;
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) exported = statement.expression;
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    const exportsDefault = [ts.SyntaxKind.ExportKeyword, ts.SyntaxKind.DefaultKeyword].every((kind) => modifiers.some((modifier) => modifier.kind === kind));
    if (ts.isFunctionDeclaration(statement) && exportsDefault) exported = statement;
    if (!ts.isExpressionStatement(statement)) continue;
    // `(module.exports = { … })`, as Docusaurus 2's templates write it, is the same assignment.
    let expression = statement.expression;
    while (ts.isParenthesizedExpression(expression)) expression = expression.expression;
    if (!ts.isBinaryExpression(expression)) continue;
    const { left, operatorToken, right } = expression;
    const target = ts.isPropertyAccessExpression(left) && ts.isIdentifier(left.expression) ? `${left.expression.text}.${left.name.text}` : "";
    if (operatorToken.kind === ts.SyntaxKind.EqualsToken && target === "module.exports") exported = right;
  }
  return exported ? returnedBy(ts, namedFunction(ts, source, exported) ?? exported) : {};
}

/**
 * Returns the top-level function an exported name stands for (`module.exports = createConfig;` after `function
 * createConfig() { … }` or `const createConfig = async () => …`), or undefined for any other export.
 */
function namedFunction(ts: TS, source: ts.SourceFile, exported: ts.Expression | ts.FunctionDeclaration): ts.Expression | ts.FunctionDeclaration | undefined {
  let inner: ts.Node = exported;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  const declared = ts.isIdentifier(inner) ? declarations(ts, source).get(inner.text) : undefined;
  if (declared?.kind === "function") return declared.node.body && declared.node;
  let value: ts.Node | undefined = declared?.kind === "const" ? declared.value : undefined;
  while (value && ts.isParenthesizedExpression(value)) value = value.expression;
  return value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) ? value : undefined;
}

/**
 * Returns what a function returns (an arrow's expression body, else the last `return` at the top of its body) with
 * the statements of its body, or the expression itself when it is no function; no expression for a function that
 * returns nothing there.
 */
function returnedBy(ts: TS, node: ts.Expression | ts.FunctionDeclaration): { expression?: ts.Expression; scope?: readonly ts.Statement[] } {
  let inner: ts.Node = node;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  if (!ts.isArrowFunction(inner) && !ts.isFunctionExpression(inner) && !ts.isFunctionDeclaration(inner)) return { expression: node as ts.Expression };
  const body = inner.body;
  if (body && !ts.isBlock(body)) return { expression: body };
  const returned = body?.statements.filter(ts.isReturnStatement).at(-1);
  return { expression: returned?.expression, scope: body?.statements };
}
