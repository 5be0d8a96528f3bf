import type { ConstDirectiveNode, StringValueNode } from "graphql";
import type { Point } from "unist";

/**
 * Where each line of a description's value is written in the SDL: the line and the column before its first character.
 * graphql-js gives a description's value dedented and without its leading blank lines (a block string), so a place in
 * the markdown of the value is not the place in the file; this maps one to the other.
 */
export interface DescriptionPlace {
  /**
   * Each line of the value: its line in the SDL, the columns before it, where that SDL line starts in the file, and
   * after which of its columns an escape sequence makes the SDL longer than the value (`\"` is two characters for one).
   */
  lines: { line: number; offset: number; lineStart: number; shifts?: Shift[] }[];
}

/** From this column of a value's line on, the SDL has `extra` more characters before it. */
type Shift = [column: number, extra: number];

/**
 * Returns where the lines of a description are written, from its node in the SDL's syntax tree (kept with its
 * location by graphql-js); undefined without one, as for a schema built in code. Escape sequences are counted at
 * their length in the SDL, a `\n` in a quoted string as the start of a line.
 */
export function descriptionPlace(node: StringValueNode | undefined): DescriptionPlace | undefined {
  const loc = node?.loc;
  if (!loc) return undefined;
  const { line, column } = loc.startToken;
  // Where each SDL line starts in the file: hast-util-raw places an element of raw HTML by its offset.
  const body = loc.source.body;
  const starts = [loc.start - (column - 1)];
  const lineStart = (n: number) => {
    while (starts.length <= n - line) starts.push(body.indexOf("\n", starts.at(-1)!) + 1 || body.length);
    return starts[n - line]!;
  };
  if (!node.block)
    return {
      lines: quotedLines(body.slice(loc.start + 1, loc.end - 1)).map(({ start, shifts }) => ({
        line,
        offset: column + start,
        lineStart: lineStart(line),
        shifts,
      })),
    };
  // The text between the triple quotes, split as graphql-js splits it (dedentBlockStringLines).
  const raw = loc.source.body.slice(loc.start + 3, loc.end - 3).split(/\r\n|[\n\r]/g);
  let common = Infinity;
  let first: number | undefined;
  let last = 0;
  raw.forEach((text, i) => {
    // graphql-js counts spaces and tabs as indentation, nothing else.
    const indent = /^[ \t]*/.exec(text)![0].length;
    if (indent === text.length) return;
    first ??= i;
    last = i;
    if (i > 0) common = Math.min(common, indent);
  });
  if (first === undefined) return { lines: [] };
  const lines = [];
  for (let i = first; i <= last; i++) {
    const offset = i === 0 ? column + 2 : common === Infinity ? 0 : common;
    // The one escape of a block string, `\"""`, is three characters of the value.
    const shifts: Shift[] = [];
    for (let at = raw[i]!.indexOf('\\"""'); at !== -1; at = raw[i]!.indexOf('\\"""', at + 4)) shifts.push([at - (i === 0 ? 0 : offset) - shifts.length + 4, 1]);
    lines.push({ line: line + i, offset, lineStart: lineStart(line + i), shifts });
  }
  return { lines };
}

/**
 * Returns where each line of a quoted string's value starts in its text between the quotes (0, then after each `\n`
 * escape: `"One.\n\nSee [x](/y)."` is three lines on one line of the SDL), and the shifts of its other escapes.
 */
function quotedLines(raw: string): { start: number; shifts: Shift[] }[] {
  const lines = [{ start: 0, shifts: [] as Shift[] }];
  let column = 1;
  for (let i = 0; i < raw.length; ) {
    if (raw[i] !== "\\") {
      i++;
      column++;
      continue;
    }
    const escape = raw[i + 1];
    if (escape === "n" || escape === "r") {
      i += 2;
      // `\r\n` is one line break, started by its `\n`.
      if (escape === "n" || raw.slice(i, i + 2) !== "\\n") lines.push({ start: i, shifts: [] });
      column = 1;
      continue;
    }
    const braced = escape === "u" && raw[i + 2] === "{";
    const length = escape !== "u" ? 2 : braced ? raw.indexOf("}", i) + 1 - i : 6;
    // A code point beyond U+FFFF is two UTF-16 units of the value, as the markdown parser counts columns.
    const units = braced && Number.parseInt(raw.slice(i + 3, i + length - 1), 16) > 0xffff ? 2 : 1;
    i += length;
    column += units;
    lines.at(-1)!.shifts.push([column, length - units]);
  }
  return lines;
}

/** Returns a point in a description's value as a point in the SDL, or undefined when the line is not the description's. */
export function placeInSdl(place: DescriptionPlace, point: Point): Point | undefined {
  const at = place.lines[point.line - 1];
  if (!at) return undefined;
  const extra = (at.shifts ?? []).reduce((sum, [from, more]) => (point.column >= from ? sum + more : sum), 0);
  const column = at.offset + point.column + extra;
  return { line: at.line, column, offset: at.lineStart + column - 1 };
}

/** Returns where the reason of an item's `@deprecated(reason: "…")` is written, as a description's place. */
export function deprecationPlace(astNode: { directives?: readonly ConstDirectiveNode[] } | null | undefined): DescriptionPlace | undefined {
  const deprecated = astNode?.directives?.find((directive) => directive.name.value === "deprecated");
  const reason = deprecated?.arguments?.find((argument) => argument.name.value === "reason")?.value;
  return reason?.kind === "StringValue" ? descriptionPlace(reason) : undefined;
}
