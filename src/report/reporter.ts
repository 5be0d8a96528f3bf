import type { VFile } from "vfile";
import type { VFileMessage } from "vfile-message";

/** Returns `file:line:col-line:col: reason [rule]` and, when the message has one, an indented hint line. */
export function formatMessage(message: VFileMessage, path = message.file): string {
  const place = formatPlace(message);
  const head = `${path}${place ? `:${place}` : ""}: ${oneLine(message.reason)} [${message.ruleId ?? "error"}]`;
  return message.note ? `${head}\n  hint: ${oneLine(message.note)}` : head;
}

/** Returns a text on one line: a line break in a message (a quoted expression written over lines) is a space. */
function oneLine(text: string): string {
  return text.replace(/[ \t]*\r?\n\s*/g, " ");
}

function formatPlace(message: VFileMessage): string {
  const place = message.place;
  if (!place) return "";
  if ("start" in place) {
    const { start, end } = place;
    return end && (end.line !== start.line || end.column !== start.column)
      ? `${start.line}:${start.column}-${end.line}:${end.column}`
      : `${start.line}:${start.column}`;
  }
  return `${place.line}:${place.column}`;
}

/**
 * Returns every message of every file once, formatted (`formatMessage`), grouped by file and sorted by position: a
 * file listed twice, or a message given twice at the same place, is reported once (a partial's, which every page
 * that shows the partial carries, too).
 */
function uniqueMessages(files: VFile[]): { text: string; fatal: boolean }[] {
  const out: { text: string; fatal: boolean }[] = [];
  const sorted = [...new Set(files)].filter((f) => f.messages.length).sort((a, b) => (a.path < b.path ? -1 : 1));
  const seen = new Set<string>();
  for (const file of sorted) {
    for (const message of [...file.messages].sort(byPosition)) {
      const text = formatMessage(message, message.file || file.path);
      if (seen.has(text)) continue;
      seen.add(text);
      out.push({ text, fatal: message.fatal === true });
    }
  }
  return out;
}

/** Returns how many errors and warnings `formatMessages` lists. */
export function countMessages(files: VFile[]): { errors: number; warnings: number } {
  return tally(uniqueMessages(files));
}

function tally(messages: { fatal: boolean }[]): { errors: number; warnings: number } {
  const errors = messages.filter((message) => message.fatal).length;
  return { errors, warnings: messages.length - errors };
}

/** Returns every message of every file, grouped by file and sorted by position, with a closing count line. */
export function formatMessages(files: VFile[]): string {
  const messages = uniqueMessages(files);
  const lines = messages.map(({ text, fatal }) => `${fatal ? "error" : "warn "} ${text}`);
  const { errors, warnings } = tally(messages);
  if (errors || warnings) {
    lines.push(
      `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}` +
        " (severities of broken-link, broken-anchor, broken-markdown-link and duplicate-route are set under `build:` in config.yaml)",
    );
  }
  return lines.join("\n");
}

function byPosition(a: VFileMessage, b: VFileMessage): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

/** Returns 1 when any message is an error, else 0. */
export function exitCodeFor(files: VFile[]): number {
  return files.some((file) => file.messages.some((m) => m.fatal)) ? 1 : 0;
}
