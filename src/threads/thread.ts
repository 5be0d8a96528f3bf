import type { ResourceLimits, Transferable } from "node:worker_threads";
import { bundleEngine } from "./bundle-engine.ts";
import { startWorker } from "./start-worker.ts";

/** A worker thread and its messages, taken in the order it sent them. */
export interface Thread<Message> {
  /** Posts a message to the thread. */
  post(message: unknown, transfer?: readonly Transferable[]): void;
  /** Resolves with the thread's next message, none lost between two calls; rejects once the thread failed or exited. */
  next(): Promise<Message>;
  /** Ends the thread, whatever it is doing. */
  stop(): Promise<void>;
}

export interface ThreadOptions<Message> {
  workerData?: unknown;
  /** Node flags of the thread's own, beside the process's (less tsx's: `startWorker`). */
  flags?: string[];
  /** Takes the messages the thread sends of itself rather than as an answer; returns true for those it took. */
  aside?: (message: Message) => boolean;
  /** The thread's heap limits (Node's `resourceLimits`); by default the process's. */
  resourceLimits?: ResourceLimits;
}

/** A thread ran out of its heap: the build stops with one line naming it (`bin/build-command.ts`), never with a stack. */
export class ThreadOutOfMemoryError extends Error {
  constructor(readonly thread: string) {
    super(`the thread ${thread} ran out of memory`);
    this.name = "ThreadOutOfMemoryError";
  }
}

/**
 * Starts the module at `url` on a thread: the one way the project starts a thread. Messages are queued as they come,
 * so a caller that awaits `next` after the thread answered still gets the answer; a failure or an exit before `stop`
 * rejects the waiting and every later `next`.
 */
export function startThread<Message>(url: URL, options: ThreadOptions<Message> = {}): Thread<Message> {
  const worker = startWorker(url, { workerData: options.workerData, resourceLimits: options.resourceLimits }, options.flags);
  const name = url.pathname.split("/").pop()!;
  const queued: Message[] = [];
  const waiting: { resolve: (message: Message) => void; reject: (error: unknown) => void }[] = [];
  let failure: unknown;
  let stopped = false;
  const fail = (error: unknown) => {
    failure ??= error;
    for (const waiter of waiting.splice(0)) waiter.reject(failure);
  };
  worker.on("message", (message: Message) => {
    if (options.aside?.(message)) return;
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(message);
    else queued.push(message);
  });
  worker.on("error", (error) => fail((error as NodeJS.ErrnoException).code === "ERR_WORKER_OUT_OF_MEMORY" ? new ThreadOutOfMemoryError(name) : error));
  worker.on("exit", (code) => fail(new Error(stopped ? "the thread was stopped" : `the thread ${name} stopped (exit code ${code}) before it answered`)));
  return {
    post: (message, transfer) => worker.postMessage(message, transfer),
    next() {
      if (queued.length) return Promise.resolve(queued.shift()!);
      if (failure !== undefined) return Promise.reject(failure);
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    async stop() {
      stopped = true;
      await worker.terminate();
    },
  };
}

/**
 * Starts one of the engine's TypeScript modules on a thread: the one way the engine runs in threads. The module runs
 * bundled with the engine's code (`bundleEngine`, found again by `engine`, the engine's fingerprint, when given), not
 * through tsx's hooks, with source maps so that stacks name the engine's own files.
 */
export async function startEngineThread<Message>(entry: URL, options: ThreadOptions<Message> & { engine?: string } = {}): Promise<Thread<Message>> {
  const bundle = await bundleEngine(entry, options.engine);
  return startThread(bundle, { ...options, flags: ["--enable-source-maps", ...(options.flags ?? [])] });
}
