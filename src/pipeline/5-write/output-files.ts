import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Returns every file below a folder the build wrote (its output, or a staging folder), as sorted paths with `/`.
 * One listing with file types: listed without them, Node 20 stats every entry to tell folders from files, which at
 * tens of thousands of files costs more than the listing itself. A build writes no symbolic links.
 */
export function outputFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .split("\\")
        .join("/"),
    )
    .sort();
}
