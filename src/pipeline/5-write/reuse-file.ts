import { linkSync, rmSync, statSync, unlinkSync } from "node:fs";
import { join } from "node:path";

/** What a compressed text file has beside it. */
const COMPRESSED = [".gz", ".br"];

/**
 * Makes `dir/path` the very file `previous/path` of the last build, a hard link with no byte written, and with
 * `compressed`, its `.gz` and `.br` too. The caller knows the bytes are the same (the last build's hashes). When
 * `dir/path` is that file already (a staging folder made from the build before, which linked it), nothing is done.
 *
 * The compressed files are linked first and the file itself last, so a file that is the last build's own has that
 * build's `.gz` and `.br` beside it at every step. Returns false, with nothing of `path` left in `dir`, when a file
 * is missing in `previous` (the caller writes it as a changed one).
 */
export function reuseFile(previous: string, dir: string, path: string, compressed: boolean): boolean {
  const old = join(previous, path);
  const target = join(dir, path);
  try {
    if (sameFile(old, target)) return true;
    for (const suffix of compressed ? [...COMPRESSED, ""] : [""]) {
      unlinkIfThere(`${target}${suffix}`);
      linkSync(`${old}${suffix}`, `${target}${suffix}`);
    }
    return true;
  } catch {
    removeFile(dir, path, compressed);
    return false;
  }
}

/**
 * Removes `dir/path`, and with `compressed` its `.gz` and `.br`, when they are there: the file itself first, so it is
 * never left beside compressed files of other bytes. A file about to be written is removed, never written over: in a
 * folder made from an earlier build it may be a link to the last build's file, which would change with it.
 */
export function removeFile(dir: string, path: string, compressed: boolean): void {
  for (const suffix of compressed ? ["", ...COMPRESSED] : [""]) unlinkIfThere(join(dir, `${path}${suffix}`));
}

/** Whether two paths name one file. */
function sameFile(a: string, b: string): boolean {
  const second = statSync(b, { throwIfNoEntry: false });
  if (!second) return false;
  const first = statSync(a);
  return first.ino === second.ino && first.dev === second.dev;
}

/** Removes a file of the staging folder if it is there; a folder where the file goes (it was one in an earlier build) goes whole. */
function unlinkIfThere(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EISDIR" || code === "EPERM") rmSync(path, { recursive: true, force: true });
    // ENOTDIR: a folder above it is a file now, so it is not there either.
    else if (code !== "ENOENT" && code !== "ENOTDIR") throw error;
  }
}
