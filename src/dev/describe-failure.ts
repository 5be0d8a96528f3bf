import { relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Returns an exception thrown while building (a template that throws, a plugin bug) as `file:line:column: message`,
 * placed at the first stack frame inside the project, followed by the stack for engine bugs.
 */
export function describeFailure(error: unknown, root: string): string {
  const err = error instanceof Error ? error : new Error(String(error));
  for (const line of (err.stack ?? "").split("\n").slice(1)) {
    const match = /\(?((?:file:\/\/)?\/[^():]+):(\d+):(\d+)\)?\s*$/.exec(line);
    if (!match) continue;
    const path = match[1]!.startsWith("file:") ? fileURLToPath(match[1]!) : match[1]!;
    if (!path.startsWith(root + sep) || path.includes(`${sep}node_modules${sep}`)) continue;
    return `${relative(root, path).split(sep).join("/")}:${match[2]}:${match[3]}: ${err.message} [build-exception]\n${err.stack}`;
  }
  return `${err.message} [build-exception]\n${err.stack}`;
}
