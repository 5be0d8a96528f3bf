import { startWorker } from "./start-worker.ts";

/** A worker thread that answers messages one at a time. */
export interface ReplyingThread {
  /** Posts `message` (when given) and resolves with the thread's next message; rejects if the thread fails. */
  reply(message?: unknown): Promise<unknown>;
  /** Ends the thread, whatever it was doing. */
  stop(): Promise<void>;
}

/**
 * Starts the thread at `url`, with Node `flags` of its own. A failure before anyone waits (a module that did not load)
 * goes to the next `reply`.
 */
export function startReplyingThread(url: URL, workerData?: unknown, flags: string[] = []): ReplyingThread {
  const worker = startWorker(url, { workerData }, flags);
  const failed = new Promise<never>((_, reject) => worker.once("error", reject));
  failed.catch(() => {});
  return {
    reply(message) {
      if (message !== undefined) worker.postMessage(message);
      return Promise.race([new Promise((resolve) => worker.once("message", resolve)), failed]);
    },
    stop: () => worker.terminate().then(() => {}),
  };
}
