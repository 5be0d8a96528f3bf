import type ts from "typescript";
import type { Position } from "unist";
import type { VFile } from "vfile";

/** Keys and indexes from the top of a value to one of its parts: `["docs", 0, "items"]`. */
export type ValuePath = readonly (string | number)[];

/** The TypeScript compiler, passed in: `static-module.ts` loads it on first use. */
export type TS = typeof ts;

/** Marks a key's own place in `places`, beside its value's. */
export const KEY = "\0key";
/** The key of a path in `places`. */
export const pathKey = (path: ValuePath): string => JSON.stringify(path);
/** The start every key below a path has: `["docs",` below `["docs"]`, `[` below the top. */
const insideKey = (path: ValuePath): string => (path.length ? `${pathKey(path).slice(0, -1)},` : "[");
/** What the evaluator returns for a part it left out. */
export const DROPPED: unique symbol = Symbol("dropped");
/** Where an object read keeps what it lost: the keys whose values were left out, and `...` for a spread left out. */
const LEFT_OUT: unique symbol = Symbol("left out");
/** What `leftOut` lists for a spread that was left out: the object may lack keys it gave. */
export const SPREAD = "...";

/**
 * Returns what an object the evaluator read lost: the keys written in it whose values were left out, and `SPREAD` for
 * a spread left out. It travels with the object, so an object read from another file (`require`, an import) says it too.
 */
export function leftOut(value: object): readonly string[] {
  return (value as { [LEFT_OUT]?: string[] })[LEFT_OUT] ?? [];
}

/** Returns the place in a message of the text from `start` to `end`. */
export function placeOf(source: ts.SourceFile, start: number, end: number): Position {
  const point = (offset: number) => {
    const { line, character } = source.getLineAndCharacterOfPosition(offset);
    return { line: line + 1, column: character + 1 };
  };
  return { start: point(start), end: point(end) };
}

/**
 * A top-level declaration of the file: a const's value, an import (the module as written and the name it exports,
 * `default` for a default import; none for a namespace), or what else declared the name (for the message).
 */
export type Declaration =
  | { kind: "const"; value: ts.Expression }
  | { kind: "import"; from?: { specifier: string; name: string } }
  | { kind: "function"; node: ts.FunctionDeclaration }
  | { kind: "let" | "var" | "class" };

/**
 * Returns every name declared at the top of the file, and in `scope`, the top of the body of the function whose
 * return the file exports (`function createConfig() { const config = { … }; return config; }`), which shadows them.
 */
export function declarations(ts: TS, source: ts.SourceFile, scope: readonly ts.Statement[] = []): Map<string, Declaration> {
  const found = new Map<string, Declaration>();
  for (const statement of [...source.statements, ...scope]) {
    if (ts.isVariableStatement(statement)) {
      const flags = statement.declarationList.flags;
      const kind = flags & ts.NodeFlags.Const ? "const" : flags & ts.NodeFlags.Let ? "let" : "var";
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        found.set(
          declaration.name.text,
          kind === "const" && declaration.initializer ? { kind, value: declaration.initializer } : { kind: kind === "const" ? "let" : kind },
        );
      }
    } else if (ts.isImportDeclaration(statement) || ts.isImportEqualsDeclaration(statement)) {
      const names: string[] = [];
      const collect = (node: ts.Node): void => (ts.isIdentifier(node) ? void names.push(node.text) : ts.forEachChild(node, collect));
      collect(ts.isImportDeclaration(statement) ? (statement.importClause ?? statement) : statement.name);
      for (const name of names) found.set(name, { kind: "import" });
      if (ts.isImportDeclaration(statement)) for (const [name, from] of importBindings(ts, statement)) found.set(name, { kind: "import", from });
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      found.set(statement.name.text, ts.isFunctionDeclaration(statement) ? { kind: "function", node: statement } : { kind: "class" });
    }
  }
  return found;
}

/**
 * Returns the names an import binds, each with the module as written and the name it exports: `import a from './a'`
 * (`default`) and `import { b, c as d } from './a'`; none for a namespace.
 */
function importBindings(ts: TS, statement: ts.ImportDeclaration): [string, { specifier: string; name: string }][] {
  const specifier = ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : "";
  const clause = statement.importClause;
  if (!specifier || !clause) return [];
  const bindings: [string, { specifier: string; name: string }][] = clause.name ? [[clause.name.text, { specifier, name: "default" }]] : [];
  const named = clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
  for (const element of named) bindings.push([element.name.text, { specifier, name: (element.propertyName ?? element.name).text }]);
  return bindings;
}

type Evaluate = (node: ts.Expression, path: ValuePath, seen: ReadonlySet<string>) => unknown;

/**
 * Returns the value another file exports, read as data (`readStaticModule`), for a `require('./path')` or an imported
 * name at `place`: what it exports as `exported` (`default`, or a name), or its whole export; `DROPPED` when it cannot.
 */
export type RequireValue = (specifier: string, place: Position, exported?: string) => unknown;

/** What an evaluator reads besides the file: `require`d files (`RequireValue`), and the exported function's body (`declarations`). */
export interface EvaluatorScope {
  required?: RequireValue;
  scope?: readonly ts.Statement[];
}

/**
 * Returns the function that gives the value of an expression (or `DROPPED`) and records in `places` where the value
 * at each path is written: a name's own place, not its const's, so a message points at the use. With `required`, a
 * `require('./path')` (or its `.default`) is the value that file exports, placed at the call, and a name imported
 * from a relative path (`import more from './sidebars-more'`) what that file exports under it, placed at the name.
 */
export function createEvaluator(ts: TS, source: ts.SourceFile, file: VFile, places: Map<string, Position>, around: EvaluatorScope = {}): Evaluate {
  const { required, scope } = around;
  const declared = declarations(ts, source, scope);
  const nodePlace = (node: ts.Node) => placeOf(source, node.getStart(source), node.getEnd());
  /** Warns about a part left out and forgets the places recorded inside it, so they are not taken for its successor's. */
  const drop = (node: ts.Node, path?: ValuePath) => {
    const inside = path && insideKey(path);
    if (inside) for (const key of [...places.keys()]) if (key.startsWith(inside)) places.delete(key);
    dropMessage(ts, source, file, node, declared);
    return DROPPED;
  };
  const evaluate: Evaluate = (node, path, seen) => {
    const inner = unwrap(ts, node);
    places.set(pathKey(path), nodePlace(inner));
    const scalar = scalarOf(ts, inner);
    if (scalar !== NOT_SCALAR) return scalar;
    if (ts.isArrayLiteralExpression(inner)) return arrayOf(inner, path, seen);
    if (ts.isObjectLiteralExpression(inner)) return objectOf(inner, path, seen);
    if (ts.isIdentifier(inner) && inner.text === "undefined") return undefined;
    const named = namedValue(ts, declared, inner, seen);
    if (named) {
      const value = evaluate(named.node, path, named.seen);
      places.set(pathKey(path), nodePlace(inner));
      return value;
    }
    if (ts.isTemplateExpression(inner)) return templateText(ts, declared, inner, seen) ?? drop(inner, path);
    const referenced = referencedValue(ts, declared, inner, nodePlace(inner), required);
    if (referenced !== DROPPED) return referenced;
    const filtered = truthyFilterOf(ts, inner);
    if (filtered) {
      const list = evaluate(filtered, path, seen);
      if (Array.isArray(list)) return withoutFalsy(list, path, places);
    }
    return drop(inner, path);
  };
  const arrayOf = (node: ts.ArrayLiteralExpression, path: ValuePath, seen: ReadonlySet<string>): unknown[] => {
    const out: unknown[] = [];
    const add = (elements: readonly ts.Expression[], seen: ReadonlySet<string>) => {
      for (const element of elements) {
        const spread = ts.isSpreadElement(element) ? literalBehind(ts, declared, element.expression, seen) : undefined;
        if (spread && ts.isArrayLiteralExpression(spread.node)) add(spread.node.elements, spread.seen);
        else if (spread || ts.isOmittedExpression(element)) drop(element, [...path, out.length]);
        else {
          const value = evaluate(element, [...path, out.length], seen);
          if (value !== DROPPED) out.push(value);
        }
      }
    };
    add(node.elements, seen);
    return out;
  };
  const objectOf = (node: ts.ObjectLiteralExpression, path: ValuePath, seen: ReadonlySet<string>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    const lost: string[] = [];
    const add = (properties: readonly ts.ObjectLiteralElementLike[], seen: ReadonlySet<string>) => {
      for (const property of properties) {
        const spread = ts.isSpreadAssignment(property) ? literalBehind(ts, declared, property.expression, seen) : undefined;
        if (spread && ts.isObjectLiteralExpression(spread.node)) {
          add(spread.node.properties, spread.seen);
          continue;
        }
        const named = ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property) ? property : undefined;
        const key = named && keyOf(ts, named.name);
        if (!named || key === undefined) {
          if (ts.isSpreadAssignment(property)) lost.push(SPREAD);
          drop(property);
          continue;
        }
        places.set(pathKey([...path, key]) + KEY, nodePlace(named.name));
        const value = evaluate(ts.isPropertyAssignment(named) ? named.initializer : named.name, [...path, key], seen);
        if (value === DROPPED) lost.push(key);
        // A key is defined, never assigned: `__proto__` is data here, not the object's prototype.
        if (value !== DROPPED && value !== undefined) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      }
    };
    add(node.properties, seen);
    return withLeftOut(out, lost);
  };
  return evaluate;
}

/**
 * Returns what a value written as a reference to elsewhere is: a `require('./path')` of a relative path or a name
 * imported from one (with `required`), or `require.resolve('<name>')`; `DROPPED` for anything else.
 */
function referencedValue(ts: TS, declared: Map<string, Declaration>, node: ts.Expression, place: Position, required?: RequireValue): unknown {
  const specifier = required && requiredPath(ts, node);
  const fromFile = specifier === undefined ? DROPPED : required!(specifier, place);
  if (fromFile !== DROPPED) return fromFile;
  const imported = required && ts.isIdentifier(node) ? importedFrom(declared.get(node.text)) : undefined;
  const fromImport = imported ? required!(imported.specifier, place, imported.name) : DROPPED;
  if (fromImport !== DROPPED) return fromImport;
  return resolvedName(ts, node) ?? DROPPED;
}

/** Returns an object read with what it lost (`leftOut`): not enumerable, so the value stays plain data to compare and copy. */
function withLeftOut(out: Record<string, unknown>, lost: string[]): Record<string, unknown> {
  if (lost.length) Object.defineProperty(out, LEFT_OUT, { value: lost });
  return out;
}

/** Returns the literal a spread, a name or a `${…}` stands for, following consts. */
function literalBehind(ts: TS, declared: Map<string, Declaration>, node: ts.Expression, seen: ReadonlySet<string>): Behind {
  const inner = unwrap(ts, node);
  const step = constBehind(ts, declared, inner, seen);
  return step ? literalBehind(ts, declared, step.node, step.seen) : { node: inner, seen };
}

/** An expression a name stands for, and the consts followed to it (a const naming itself is read once). */
type Behind = { node: ts.Expression; seen: ReadonlySet<string> };

/** Returns the value of the const a name of the file is, or undefined for any other expression. */
function constBehind(ts: TS, declared: Map<string, Declaration>, node: ts.Expression, seen: ReadonlySet<string>): Behind | undefined {
  const declaration = ts.isIdentifier(node) ? declared.get(node.text) : undefined;
  if (!ts.isIdentifier(node) || declaration?.kind !== "const" || seen.has(node.text)) return undefined;
  return { node: declaration.value, seen: new Set([...seen, node.text]) };
}

/** Returns what a name of a const of the file, or a member of one, stands for: the expression to read, or undefined. */
function namedValue(ts: TS, declared: Map<string, Declaration>, node: ts.Expression, seen: ReadonlySet<string>): Behind | undefined {
  return constBehind(ts, declared, node, seen) ?? memberOf(ts, declared, node, seen);
}

/**
 * Returns the property a member access names of a const object of the file (`sidebar.apisidebar`, as
 * docusaurus-plugin-openapi-docs writes its sidebars), or undefined.
 */
function memberOf(ts: TS, declared: Map<string, Declaration>, node: ts.Expression, seen: ReadonlySet<string>): Behind | undefined {
  if (!ts.isPropertyAccessExpression(node) || !ts.isIdentifier(node.name)) return undefined;
  const base = literalBehind(ts, declared, node.expression, seen);
  if (!ts.isObjectLiteralExpression(base.node)) return undefined;
  const property = base.node.properties.find((candidate) => ts.isPropertyAssignment(candidate) && keyOf(ts, candidate.name) === node.name.text) as
    | ts.PropertyAssignment
    | undefined;
  return property && { node: property.initializer, seen: base.seen };
}

/** Returns the file and exported name an imported name stands for, when it is imported from a relative path. */
function importedFrom(declaration: Declaration | undefined): { specifier: string; name: string } | undefined {
  const from = declaration?.kind === "import" ? declaration.from : undefined;
  return from && /^\.\.?\//.test(from.specifier) ? from : undefined;
}

/** Returns the path of a `require('./path')` or `require('./path').default` of a relative path, or undefined. */
function requiredPath(ts: TS, node: ts.Expression): string | undefined {
  const call = ts.isPropertyAccessExpression(node) && node.name.text === "default" ? unwrap(ts, node.expression) : node;
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || call.expression.text !== "require" || call.arguments.length !== 1) return undefined;
  const [argument] = call.arguments;
  return argument && ts.isStringLiteralLike(argument) && /^\.\.?\//.test(argument.text) ? argument.text : undefined;
}

/** Returns the text of a template whose every `${…}` is a literal or a const naming one (`${BASE_URL}/`), else undefined. */
function templateText(ts: TS, declared: Map<string, Declaration>, node: ts.Expression, seen: ReadonlySet<string>): string | undefined {
  const literal = literalBehind(ts, declared, node, seen);
  const scalar = scalarOf(ts, literal.node);
  if (typeof scalar === "string" || typeof scalar === "number" || typeof scalar === "boolean") return String(scalar);
  if (!ts.isTemplateExpression(literal.node)) return undefined;
  let text = literal.node.head.text;
  for (const span of literal.node.templateSpans) {
    const part = templateText(ts, declared, span.expression, literal.seen);
    if (part === undefined) return undefined;
    text += part + span.literal.text;
  }
  return text;
}

/** Returns the truthy items of `list` (`list.filter(Boolean)`), moving the places recorded for each to its new index. */
function withoutFalsy(list: unknown[], path: ValuePath, places: Map<string, Position>): unknown[] {
  const kept = list.flatMap((value, index) => (value ? [index] : []));
  const newIndex = new Map(kept.map((index, to) => [index, to]));
  const items = insideKey(path);
  const moved = new Map<string, Position>();
  for (const [key, place] of places) {
    const item = key.startsWith(items) ? /^(\d+)([\],].*)$/s.exec(key.slice(items.length)) : null;
    if (!item) continue;
    places.delete(key);
    const to = newIndex.get(Number(item[1]));
    if (to !== undefined) moved.set(`${items}${to}${item[2]}`, place);
  }
  for (const [key, place] of moved) places.set(key, place);
  return kept.map((index) => list[index]);
}

/**
 * Returns the array of `array.filter(Boolean)`, the one call read as data: Docusaurus sidebars files write it to drop
 * items left empty, and it runs nothing of the file.
 */
function truthyFilterOf(ts: TS, node: ts.Expression): ts.Expression | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  const [argument] = node.arguments;
  const isBoolean = ts.isIdentifier(argument!) && argument.text === "Boolean";
  return isBoolean && node.expression.name.text === "filter" ? node.expression.expression : undefined;
}

/**
 * Returns the name a `require.resolve('<name>')` resolves (a package, `@docusaurus/preset-classic`, or a file,
 * `./sidebars.js`), as written: what a config names by it, read without resolving anything.
 */
function resolvedName(ts: TS, node: ts.Expression): string | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  const callee = node.expression;
  const [argument] = node.arguments;
  const isRequire = ts.isIdentifier(callee.expression) && callee.expression.text === "require" && callee.name.text === "resolve";
  return isRequire && (ts.isStringLiteral(argument!) || ts.isNoSubstitutionTemplateLiteral(argument!)) ? argument.text : undefined;
}

/** Returns the expression inside parentheses, `as`, `satisfies`, `<T>` and `!`. */
function unwrap(ts: TS, node: ts.Expression): ts.Expression {
  let inner = node;
  while (
    ts.isParenthesizedExpression(inner) ||
    ts.isAsExpression(inner) ||
    ts.isSatisfiesExpression(inner) ||
    ts.isTypeAssertionExpression(inner) ||
    ts.isNonNullExpression(inner)
  )
    inner = inner.expression;
  return inner;
}

const NOT_SCALAR: unique symbol = Symbol("not a scalar");

/** Returns the value of a string, template without `${…}`, number, boolean or null literal, else `NOT_SCALAR`. */
function scalarOf(ts: TS, node: ts.Expression): string | number | boolean | null | typeof NOT_SCALAR {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand)) {
    if (node.operator === ts.SyntaxKind.MinusToken) return -Number(node.operand.text);
    if (node.operator === ts.SyntaxKind.PlusToken) return Number(node.operand.text);
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  return NOT_SCALAR;
}

/** Returns a property's key as written (`id`, `'id'`, `1`, `['id']`), or undefined for a computed one. */
function keyOf(ts: TS, name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name) && (ts.isStringLiteral(name.expression) || ts.isNoSubstitutionTemplateLiteral(name.expression)))
    return name.expression.text;
  return undefined;
}

/** Adds the `unevaluated-code` warning for a part of the value that is not data: what it is and how to write it instead. */
function dropMessage(ts: TS, source: ts.SourceFile, file: VFile, node: ts.Node, declared: Map<string, Declaration>): void {
  const { what, note } = describeCode(ts, node, declared);
  const written = node.getText(source).replace(/\s+/g, " ");
  const snippet = written.length > 40 ? `${written.slice(0, 39)}…` : written;
  const start = node.getStart(source);
  file.message(`Unexpected ${what}${snippet ? ` \`${snippet}\`` : ""} in a file read without running it, expected a literal value (left out)`, {
    place: placeOf(source, start, node.getEnd()),
    ruleId: "unevaluated-code",
    source: "docs",
  }).note = note;
}

const WRITE_IT_OUT =
  "write the value itself here (strings, numbers, booleans, null, arrays, objects, or a `const` of this file): the file is read as data, never run";

/** Returns what a part of a value that is not data is, in a message's words, and the fix. */
function describeCode(ts: TS, node: ts.Node, declared: Map<string, Declaration>): { what: string; note: string } {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "require") {
    return { what: "`require` call", note: "copy the required file's value into this file as a `const` and use its name: the file is read as data, never run" };
  }
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return { what: "call", note: WRITE_IT_OUT };
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node) || ts.isAccessor(node))
    return { what: "function", note: WRITE_IT_OUT };
  if (ts.isTemplateExpression(node))
    return {
      what: "template literal with `${…}`",
      note: "name only literal values or `const`s of this file in `${…}`, or write the whole string out: the file is read as data, never run",
    };
  if (ts.isSpreadElement(node) || ts.isSpreadAssignment(node))
    return { what: "spread", note: "spread only a `const` array or object declared in this file, or write the items out" };
  if (ts.isOmittedExpression(node)) return { what: "empty array slot", note: "remove the extra comma" };
  if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) return { what: "computed key", note: "write the key as a name or a string" };
  if (ts.isIdentifier(node)) {
    const kind = declared.get(node.text)?.kind;
    const what =
      kind === "import"
        ? "imported name"
        : kind === "let" || kind === "var"
          ? `\`${kind}\` variable`
          : kind === "const"
            ? "name that refers to itself"
            : kind
              ? `${kind} name`
              : "name";
    return { what, note: "declare it in this file as `const NAME = …` with a literal value: the file is read as data, never run" };
  }
  return { what: "computed value", note: WRITE_IT_OUT };
}
