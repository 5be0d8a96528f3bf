import { startThread, type Thread } from "../../threads/thread.ts";

/** Text files a server sends compressed; images and fonts are compressed already. */
const TEXT = /\.(html|css|js|json|xml|txt|md|svg|webmanifest|graphql)$/;

/** Returns whether a file (a path below the build folder) gets a `.gz` and a `.br`. */
export function compresses(path: string): boolean {
  return TEXT.test(path);
}

/** Compresses files as they are written, on a thread of its own, while the caller goes on. */
export interface Compressor {
  /** Queues `.gz` and `.br` beside `path` (relative to the folder, written already) when it is a text file. */
  add(path: string): void;
  /** Resolves once all queued files are done, with their number, and stops the thread; rejects on a failed write. */
  drain(): Promise<number>;
  /** Skips the files still queued, lets the one in hand finish, and stops the thread (a failed build). */
  stop(): Promise<void>;
}

export interface CompressorOptions {
  yielding?: boolean;
  /** The nice value a yielding thread takes on Linux (never lower than the one it has): 10 unless a test sets another. */
  yieldNice?: number;
}

/**
 * Returns a compressor writing into `dir`. Its thread (`compress-thread.mjs`) works through the files in the order
 * they were added: during a build the main thread renders on one core and the compressor uses the other. A thread,
 * not zlib's async calls: those finish on the main thread's event loop, which a synchronous render loop never reaches.
 *
 * `yielding`: the thread runs at a low priority (Linux), for a build where the compile is the critical path and
 * a long step follows that does not need the compressed files (linkinator's crawl), under which it catches up. Without
 * such a step it would only finish late, after the compile (PERFORMANCE.md, "Compression").
 */
export function createCompressor(dir: string, { yielding = false, yieldNice = 10 }: CompressorOptions = {}): Compressor {
  let thread: Thread<Answer> | undefined;
  // Set by `stop`: the thread then skips the files still queued, so it is only ever stopped idle (see `finish`).
  const stopping = new Int32Array(new SharedArrayBuffer(4));
  return {
    add(path) {
      if (!TEXT.test(path)) return;
      thread ??= startCompressThread({ yieldNice: yielding ? yieldNice : undefined, stopping });
      // A path, not the bytes: the thread reads the file (from the page cache of the OS), so its queue holds names
      // rather than every page of a site it has yet to reach.
      thread.post({ dir, path });
    },
    async drain() {
      const running = thread;
      thread = undefined;
      if (!running) return 0;
      const { done, failure } = await finish(running);
      if (failure) throw new Error(`precompress: ${failure}`);
      return done;
    },
    async stop() {
      const running = thread;
      thread = undefined;
      if (!running) return;
      Atomics.store(stopping, 0, 1);
      await finish(running).catch(() => undefined);
    },
  };
}

type Answer = { done: number; failure?: string };

/** Starts the compressor thread; a failure or an exit of its own, whenever it comes, rejects `finish`. */
function startCompressThread(workerData: { yieldNice?: number; stopping: Int32Array }): Thread<Answer> {
  return startThread<Answer>(new URL("./compress-thread.mjs", import.meta.url), { workerData });
}

/**
 * Asks the thread for its count once it has worked through its queue, then ends it. Never `terminate()` a thread
 * that may be inside zlib: a thread ended between a zlib handle's creation and its `init()` (two statements apart in
 * zlib.js; `gzipSync` makes a handle per call) aborts the whole process as Node frees the thread ("close before init",
 * node_zlib.cc, Node 20). Once the thread has answered, it is idle in its event loop and every handle it made is closed.
 */
function finish(thread: Thread<Answer>): Promise<Answer> {
  thread.post({ drain: true });
  return thread.next().finally(() => thread.stop());
}
