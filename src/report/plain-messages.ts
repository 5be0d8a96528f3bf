import type { VFile } from "vfile";

/** A file's message as plain data, to cross to or from a thread. */
export interface PlainMessage {
  reason: string;
  place?: VFile["messages"][number]["place"];
  ruleId?: string;
  source?: string;
  note?: string;
  fatal?: boolean | null;
  /** The file the message is about, when it is not the file that carries it (a partial's, on its page). */
  file?: string;
}

/** Returns a file's messages as plain data: all of them, or those from the `from`th on. */
export function plainMessages(file: VFile, from = 0): PlainMessage[] {
  return file.messages.slice(from).map((m) => ({
    reason: m.reason,
    place: m.place,
    ruleId: m.ruleId,
    source: m.source,
    note: m.note,
    fatal: m.fatal,
    ...(m.file && m.file !== file.path ? { file: m.file } : {}),
  }));
}

/** Adds messages made on another thread to `file`, as they were. */
export function replayMessages(file: VFile, messages: PlainMessage[]): void {
  for (const plain of messages) {
    const message = file.message(plain.reason, { place: plain.place, ruleId: plain.ruleId, source: plain.source });
    message.note = plain.note;
    message.fatal = plain.fatal;
    if (plain.file) message.file = plain.file;
  }
}
