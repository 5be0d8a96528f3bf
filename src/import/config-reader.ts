import type { Position } from "unist";
import type { VFile } from "vfile";
import type { StaticModule, ValuePath } from "../pipeline/2-parse/index.ts";

/** One thing of the Docusaurus site that the import left out or replaced by a default, at the place it is written. */
export interface CarryNote {
  /** `docusaurus.config.js:12:3`, or a path of the site without a position (`versioned_docs/`). */
  at: string;
  reason: string;
  /** The range of the config file it covers: messages inside it are not listed again. */
  place?: Position;
}

/**
 * A call that names a file of the site's folder: `path.resolve(__dirname, './x.js')` (or `join`). The module reader
 * reads `require.resolve('./x.js')` itself, as the name it resolves.
 */
const RESOLVED_PATH = /^path\.(?:resolve|join)\(\s*__dirname\s*,\s*(['"`])([^'"`$]+)\1\s*\)$/;

/** Reads values of a config file read by `readStaticModule`, and notes what could not be read or carried over. */

/** What a string value must be besides a string, and how a note says so (`an http(s) URL such as …`). */
export interface StringCheck {
  fits: (value: string) => boolean;
  expected: string;
}

export class ConfigReader {
  readonly notes: CarryNote[] = [];
  /** Ranges of the file the import understood without evaluating them (`require.resolve('./sidebars.js')`). */
  private readonly understood: Position[] = [];

  constructor(
    readonly file: VFile,
    readonly module: StaticModule,
  ) {}

  /** Returns the value at `path`, or undefined when it is not there. */
  get(path: ValuePath): unknown {
    let value: unknown = this.module.value;
    for (const key of path) value = isObject(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[key] : undefined;
    return value;
  }

  /** Returns whether the key at the end of `path` is written in the file (its value may have been left out). */
  written(path: ValuePath): boolean {
    if (path.length === 0) return true;
    if (this.get(path) !== undefined) return true;
    if (!this.written(path.slice(0, -1))) return false;
    const key = this.module.keyPlaceOf(path).start;
    const parent = this.module.placeOf(path.slice(0, -1)).start;
    return key.line !== parent.line || key.column !== parent.column;
  }

  /**
   * Returns the string (or one of `allowed`, or one `check` fits) at `path`, or `fallback` with a note: a value that
   * could not be evaluated is noted at the code that made it so, a value of the wrong kind at the value, saying what
   * was expected.
   */
  string(path: ValuePath, fallback: string, allowed?: readonly string[], check?: StringCheck): string {
    const value = this.get(path);
    const fits = typeof value === "string" && (!allowed || allowed.includes(value)) && (!check || check.fits(value));
    if (fits) return value;
    if (value === undefined && this.written(path))
      this.unevaluated(path, `\`${name(path)}\` could not be evaluated without running the file; ${fallback ? `used \`${fallback}\`` : "left empty"}`);
    else if (value !== undefined)
      this.note(
        path,
        `Unexpected \`${name(path)}: ${JSON.stringify(value)}\`, expected ${allowed ? allowed.map((a) => `\`${a}\``).join(", ") : (check?.expected ?? "a string")}; used \`${fallback}\``,
      );
    return fallback;
  }

  /** Returns where the value at `path` (or its key) is written: `docusaurus.config.js:12:3`. */
  at(path: ValuePath, key = false): string {
    const { start } = key ? this.module.keyPlaceOf(path) : this.module.placeOf(path);
    return `${this.file.path}:${start.line}:${start.column}`;
  }

  /**
   * Returns the path a `path.resolve(__dirname, './sidebars.js')` at `path` names
   * (`sidebars.js`), or undefined when the value is written otherwise. Such a call names a file of the site's folder
   * without running anything else, so the reader's message about it is no note.
   */
  resolvedPath(path: ValuePath): string | undefined {
    const literal = RESOLVED_PATH.exec(this.sourceOf(path))?.[2];
    if (literal) this.understood.push(this.module.placeOf(path));
    return literal?.replace(/^\.\//, "");
  }

  /**
   * Returns the string at `path` written as a template literal whose only code is `${new Date().getFullYear()}`, the
   * copyright line of Docusaurus' own site template, with the year of today; undefined when it is written otherwise.
   */
  yearTemplate(path: ValuePath): string | undefined {
    const literal = /^`((?:[^`$\\]|\$(?!\{)|\$\{\s*new Date\(\)\.getFullYear\(\)\s*\})*)`$/.exec(this.sourceOf(path))?.[1];
    if (literal === undefined || !literal.includes("${")) return undefined;
    this.understood.push(this.module.placeOf(path));
    return literal.replace(/\$\{[^}]*\}/g, String(new Date().getFullYear()));
  }

  /** Returns the code the value at `path` is written as, trimmed; empty when it is not written. */
  private sourceOf(path: ValuePath): string {
    const place = this.module.placeOf(path);
    const lines = String(this.file.value)
      .split("\n")
      .slice(place.start.line - 1, place.end.line);
    if (lines.length === 0) return "";
    lines[lines.length - 1] = lines.at(-1)!.slice(0, place.end.column - 1);
    lines[0] = lines[0]!.slice(place.start.column - 1);
    return lines.join("\n").trim();
  }

  /**
   * Returns the name of the preset, plugin or theme at `path` (`'name'` or `['name', options]`, the name possibly
   * written `require.resolve('name')`); undefined for other code.
   */
  moduleName(path: ValuePath): string | undefined {
    const value = this.get(path);
    const name = Array.isArray(value) ? value[0] : value;
    return typeof name === "string" ? name : undefined;
  }

  /** Adds a note at the value of `path`, covering it. */
  note(path: ValuePath, reason: string, key = false): void {
    const place = this.module.placeOf(path);
    const at = key ? this.module.keyPlaceOf(path) : place;
    this.notes.push({ at: `${this.file.path}:${at.start.line}:${at.start.column}`, reason, place });
  }

  /** Notes a value left out by the reader at the code that made it so (the reader's message), else at the value. */
  unevaluated(path: ValuePath, reason: string): void {
    const place = this.module.placeOf(path);
    const inside = this.file.messages.find((m) => m.ruleId === "unevaluated-code" && m.place && within(start(m.place), place));
    const at = inside?.place ? start(inside.place) : place.start;
    this.notes.push({ at: `${this.file.path}:${at.line}:${at.column}`, reason: inside ? `${reason} (${inside.reason})` : reason, place });
  }

  /** Notes each of the reader's messages that no note covers yet: parts of the file left out that nothing else names. */
  uncovered(): void {
    for (const message of this.file.messages) {
      if (!message.place) continue;
      const at = start(message.place);
      if (this.notes.some((note) => note.place && within(at, note.place))) continue;
      if (this.understood.some((place) => within(at, place))) continue;
      this.notes.push({ at: `${this.file.path}:${at.line}:${at.column}`, reason: message.reason });
    }
  }
}

/** Returns the point a message's place starts at. */
function start(place: NonNullable<VFile["messages"][number]["place"]>): { line: number; column: number } {
  return "start" in place ? place.start : place;
}

/** Returns whether a point lies in a range. */
function within(point: { line: number; column: number }, range: Position): boolean {
  const after = point.line > range.start.line || (point.line === range.start.line && point.column >= range.start.column);
  const before = point.line < range.end.line || (point.line === range.end.line && point.column <= range.end.column);
  return after && before;
}

/** Returns a path as it is written in JavaScript: `themeConfig.navbar.items[2]`. */
export function name(path: ValuePath): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : i === 0 ? key : `.${key}`)).join("");
}

/** Returns whether a value is a plain object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
