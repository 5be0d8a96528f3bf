// The compressor thread: writes `name.gz` and `name.br` beside each file it is sent, in the order sent, while the
// build's main thread goes on rendering. Plain JavaScript with Node's own modules only, so it starts in milliseconds.
import { readFileSync, readlinkSync, renameSync, writeFileSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { join } from "node:path";
import { parentPort, threadId, workerData } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Content-hashed files under assets/: fetched by every reader and cached for a year, so worth a slower level. */
const HASHED_ASSET = /^assets\/.*\.[0-9a-f]{8,}\.[a-z]+$/;
/**
 * Brotli quality for hashed assets: 11 takes twice as long as 10 for a file barely smaller, and 9 gives a clearly
 * larger file (PERFORMANCE.md, "Compression").
 */
const ASSET_QUALITY = 10;
/** Above this size (the playground bundle, one page only) 9 is used. */
const MAX_BYTES_AT_ASSET_QUALITY = 512 * 1024;
/**
 * Brotli quality for pages and other unhashed files: above 5 the CPU grows much faster than the files shrink
 * (PERFORMANCE.md, "Compression").
 */
const PAGE_QUALITY = 5;
/** Gzip level 6: about half the CPU of level 9 for files under 1 % larger (PERFORMANCE.md, "Compression"). */
const GZIP_LEVEL = 6;

/**
 * In a build that crawls its pages, nothing waits for the compressor until the crawl ends, while the compile thread
 * is the build's critical path and shares the second core with this one. There (`yieldNice`) the thread gives way: on
 * Linux it lowers its own priority (a per-thread nice of 10) and compresses with the CPU the render and the crawl
 * leave. At 19 it can finish after the crawl, so 10 keeps it a share (PERFORMANCE.md, "Compression").
 */
if (workerData?.yieldNice !== undefined) {
  try {
    // /proc/thread-self names this thread's id, which setpriority() takes for the thread alone. Only ever lower: a
    // build already started with a higher nice keeps it.
    const thread = Number(readlinkSync("/proc/thread-self").split("/").pop());
    setPriority(thread, Math.max(getPriority(thread), workerData.yieldNice));
  } catch {
    // Not Linux: the thread keeps the priority it was started with.
  }
}

/** Set to 1 by the build when it failed: the files still queued are then skipped, so the thread soon answers. */
const stopping = workerData?.stopping;

let done = 0;
let failure;
parentPort.on("message", (message) => {
  if (message.drain) {
    parentPort.postMessage({ done, failure });
    return;
  }
  if (stopping && Atomics.load(stopping, 0)) return;
  const { dir, path } = message;
  try {
    const target = join(dir, path);
    const bytes = readFileSync(target);
    writeReplacing(`${target}.gz`, gzipSync(bytes, { level: GZIP_LEVEL }));
    const quality = !HASHED_ASSET.test(path) ? PAGE_QUALITY : bytes.length <= MAX_BYTES_AT_ASSET_QUALITY ? ASSET_QUALITY : 9;
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    };
    writeReplacing(`${target}.br`, brotliCompressSync(bytes, { params }));
    done++;
  } catch (error) {
    failure ??= `${path}: ${error instanceof Error ? error.message : String(error)}`;
  }
});

/**
 * Writes a file by writing another beside it and renaming it into place: a file already there is replaced, never
 * written into. In a staging folder made from an earlier build it may be a hard link to the last build's file.
 */
function writeReplacing(path, bytes) {
  const partial = `${path}.${threadId}.tmp`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
}
