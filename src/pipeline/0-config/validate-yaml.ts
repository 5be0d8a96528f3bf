import type { Position } from "unist";
import type { VFile } from "vfile";
import { LineCounter, parseDocument, isMap, isScalar, visit, type Document } from "yaml";
import type { z } from "zod";

interface YamlOptions {
  ruleId: string;
  /** Lines before the YAML text in the file (front matter starts on line 2). */
  lineOffset?: number;
  /** Reports each unknown key under this rule (a warning) and drops it, instead of failing (front matter). */
  unknownKeyRuleId?: string;
  /** What an unknown key is called in its message: `front matter key` unless given. */
  unknownKeyName?: string;
}

type Ranged = { range?: [number, number, number] | null };

/** Returns `text` parsed as YAML and validated by `schema`, or undefined after adding messages at the offending nodes. */
export function parseYaml<T>(file: VFile, text: string, schema: z.ZodType<T>, options: YamlOptions, patch?: (data: any) => void): T | undefined {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  const offset = options.lineOffset ?? 0;
  const at = (pos: number) => {
    const { line, col } = counter.linePos(pos);
    return { line: line + offset, column: col };
  };
  for (const error of doc.errors) {
    file.message(`Unexpected YAML syntax, expected valid YAML: ${error.message.split("\n")[0]}`, {
      place: at(error.pos[0]),
      ruleId: options.ruleId,
      source: "docs",
    });
  }
  if (doc.errors.length) return undefined;
  let data;
  try {
    // yaml throws here, not in errors, for an alias to a missing anchor and for aliases that expand without bound.
    data = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    file.message(`Unexpected YAML alias (${(error as Error).message.split("\n")[0]}), expected the value written out`, {
      place: at(firstAliasOffset(doc)),
      ruleId: options.ruleId,
      source: "docs",
    }).note = "replace `*alias` by the value; an alias must follow its `&anchor`, and aliases may not expand without bound";
    return undefined;
  }
  patch?.(data);
  let result = schema.safeParse(data);
  if (!result.success && options.unknownKeyRuleId && dropUnknownKeys(file, doc, data, result.error.issues, options, at)) result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const { reason, note, node } = describeIssue(doc, issue);
    const range = node?.range ?? [0, 0, 0];
    const message = file.message(reason, {
      place: { start: at(range[0]), end: at(range[1]) },
      ruleId: options.ruleId,
      source: "docs",
    });
    if (note) message.note = note;
  }
  return undefined;
}

/** Returns a zod issue as a message: the reason, a hint, and the YAML node it points at. */
function describeIssue(doc: Document, issue: z.core.$ZodIssue): { reason: string; note?: string; node?: Ranged } {
  const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
  const where = path.length ? `\`${path.join(".")}\`` : "the top level";
  const node = (doc.getIn(path, true) ?? undefined) as Ranged | undefined;
  switch (issue.code) {
    case "unrecognized_keys": {
      const key = issue.keys[0]!;
      const parent = path.length ? doc.getIn(path, true) : doc.contents;
      return {
        reason: `Unexpected key \`${key}\` in ${where}, expected one of the documented keys`,
        note: "remove it or fix its spelling (AUTHORING.md and README.md list the keys)",
        node: findKey(parent, key) ?? node,
      };
    }
    case "invalid_type":
      if (!doc.hasIn(path)) return missingKey(doc, path, where, issue.expected);
      return { reason: `Unexpected ${describe(doc.getIn(path))} at ${where}, expected ${issue.expected}`, node };
    case "invalid_union": {
      // A union names its accepted forms in its own `error` (`z.union([…], { error: "a sidebar item: …" })`).
      const forms = issue.message === "Invalid input" ? "one of the accepted forms" : issue.message;
      return { reason: `Unexpected value at ${where}, expected ${forms}`, node };
    }
    case "invalid_value": {
      const expected = `one of ${issue.values.map((v) => `\`${String(v)}\``).join(", ")}`;
      // A missing key with a fixed set of values (`build.onBrokenAnchors`) is missing, not wrong.
      if (!doc.hasIn(path)) return missingKey(doc, path, where, expected);
      return { reason: `Unexpected value at ${where}, expected ${expected}`, node };
    }
    default:
      return { reason: `Unexpected value at ${where}, expected ${issue.message.replace(/^Invalid input: /, "")}`, node };
  }
}

/** Returns the message of a key missing at `path`, placed at its parent's key, with the key to add. */
function missingKey(doc: Document, path: (string | number)[], where: string, expected: string): { reason: string; note: string; node: Ranged } {
  const parent = (path.length > 1 ? findKey(doc.getIn(path.slice(0, -2), true) ?? doc.contents, path.at(-2)!) : undefined) as Ranged | undefined;
  const at = parent?.range?.[0] ?? 0;
  return { reason: `Missing key ${where}, expected ${expected}`, note: `add \`${String(path.at(-1))}:\``, node: { range: [at, at, at] } };
}

/**
 * Adds a message under `options.unknownKeyRuleId` at every unknown key and deletes the key from `data`; returns whether any was dropped.
 * Keys nobody knows are warnings, so a page written for another tool (Docusaurus) still builds.
 */
function dropUnknownKeys(
  file: VFile,
  doc: Document,
  data: any,
  issues: z.core.$ZodIssue[],
  options: YamlOptions,
  at: (pos: number) => { line: number; column: number },
): boolean {
  let dropped = false;
  for (const issue of issues) {
    if (issue.code !== "unrecognized_keys") continue;
    const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
    const parent = path.length ? doc.getIn(path, true) : doc.contents;
    const where = path.length ? ` in \`${path.join(".")}\`` : "";
    for (const key of issue.keys) {
      const range = findKey(parent, key)?.range ?? [0, 0, 0];
      file.message(`Unexpected ${options.unknownKeyName ?? "front matter key"} \`${key}\`${where}, expected a key of AUTHORING.md (ignored)`, {
        place: { start: at(range[0]), end: at(range[1]) },
        ruleId: options.unknownKeyRuleId,
        source: "docs",
      }).note = "remove it or fix its spelling; the page builds without it";
      const owner = path.reduce((value: any, p) => value?.[p], data);
      if (owner && typeof owner === "object") delete owner[key];
      dropped = true;
    }
  }
  return dropped;
}

/** Returns the offset of the document's first `*alias`, or 0. */
function firstAliasOffset(doc: Document): number {
  let offset = 0;
  visit(doc, {
    Alias(_, node) {
      offset = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return offset;
}

/** Returns the word for a YAML value's kind in a message: list, null, string, number … */
function describe(value: unknown): string {
  return Array.isArray(value) ? "list" : value === null ? "null" : typeof value;
}

/** Returns the key node of `key` in a YAML map node, for the position of a message about it. */
function findKey(node: unknown, key: string | number): Ranged | undefined {
  if (!isMap(node)) return undefined;
  const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
  return pair?.key as Ranged | undefined;
}

/** Returns a function that gives the place of the YAML node at a path of the file, or of its key (its text is parsed on first use). */
export function yamlPlaces(file: VFile): (path: (string | number)[], key?: "key") => Position {
  let parsed: { doc: ReturnType<typeof parseDocument>; counter: LineCounter } | undefined;
  return (path, key) => {
    if (!parsed) {
      const counter = new LineCounter();
      parsed = { doc: parseDocument(String(file.value), { lineCounter: counter }), counter };
    }
    const parent = key ? parsed.doc.getIn(path.slice(0, -1), true) : undefined;
    const pair = isMap(parent) ? parent.items.find((item) => isScalar(item.key) && item.key.value === path.at(-1)) : undefined;
    const node = (pair?.key ?? parsed.doc.getIn(path, true)) as { range?: [number, number, number] } | undefined;
    const [start, end] = node?.range ?? [0, 0];
    const point = (offset: number) => {
      const { line, col } = parsed!.counter.linePos(offset);
      return { line, column: col };
    };
    return { start: point(start), end: point(end) };
  };
}
