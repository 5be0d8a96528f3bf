import { createHash } from "node:crypto";

/**
 * Returns the hash of a written file's bytes, as the build record keeps it for each file (`WrittenFolder.hashes`) and
 * the page cache for each page's HTML: the same bytes have the same hash in the compile thread and the main thread.
 */
export function contentHash(bytes: Uint8Array): string {
  return createHash("sha1").update(bytes).digest("base64");
}
