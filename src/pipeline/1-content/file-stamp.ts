import { statSync } from "node:fs";

/**
 * Returns a file's modification time and size as one comparable string ('' when it is gone or not a file): what
 * author mode's poll and the memo cache take to mean "the same file". Node only: the client never imports it.
 */
export function fileStamp(path: string): string {
  try {
    const stats = statSync(path);
    return stats.isFile() ? `${stats.mtimeMs}:${stats.size}` : "";
  } catch {
    return "";
  }
}
