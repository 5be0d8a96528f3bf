import { linkSync, readFileSync, statSync, unlinkSync } from "node:fs";
import { join } from "node:path";

/**
 * Puts the last build's `path` into the staging folder `dir` as a hard link, without writing a byte, when its bytes
 * are `bytes`; with `compressed`, its `.gz` and `.br` too. Returns whether it did; when it did not, nothing of `path`
 * is left in `dir`, and the caller writes (and compresses) the file as for a changed one.
 *
 * `previous` is the last build's folder, taken only when the same engine made it and nothing touched it since
 * (`outputFingerprint`): a build writes its files once, into a staging folder, and never changes them in place, so
 * in any one state of that folder a file's `.gz` and `.br` were made from its bytes. Two checks keep that true while
 * another build may swap the folder during this call:
 * - the linked file is read back and compared, so `path` has these bytes whatever folder it came from;
 * - after its `.gz` and `.br` are linked, `previous/path` must still be the very file linked (same inode): otherwise
 *   the folder was swapped in between, and the compressed files may come from another state of it.
 */
export function linkUnchanged(previous: string, dir: string, path: string, bytes: Uint8Array, compressed: boolean): boolean {
  const old = join(previous, path);
  const target = join(dir, path);
  const made: string[] = [];
  try {
    if (statSync(old).size !== bytes.length) return false;
    linkSync(old, target);
    made.push(target);
    if (!readFileSync(target).equals(bytes)) return undo(made);
    if (!compressed) return true;
    for (const suffix of [".gz", ".br"]) {
      linkSync(`${old}${suffix}`, `${target}${suffix}`);
      made.push(`${target}${suffix}`);
    }
    return statSync(old).ino === statSync(target).ino || undo(made);
  } catch {
    // Not in the last build, without its compressed files, or on a file system without hard links.
    return undo(made);
  }
}

/** Removes what a failed attempt linked; returns false. */
function undo(made: string[]): false {
  for (const file of made) unlinkSync(file);
  return false;
}
