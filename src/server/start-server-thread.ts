import { Worker } from "node:worker_threads";
import type { ServerOptions } from "./static-server.ts";

export interface ServerThread {
  /** Starts serving (once) and returns the server's URL and a closer. */
  start(options: Omit<ServerOptions, "onRequest">): Promise<{ url: string; close(): Promise<void> }>;
  /** Ends the thread, started or not. */
  stop(): Promise<void>;
}

/** Starts the static server's thread, which loads its modules now and serves when `start` is called. */
export function loadServerThread(): ServerThread {
  const worker = new Worker(new URL("./server-thread.mjs", import.meta.url));
  // Kept until `start`: a thread that failed to load reports it there, not as an unhandled error.
  const failed = new Promise<never>((_, reject) => worker.once("error", reject));
  failed.catch(() => {});
  const reply = () => Promise.race([new Promise((resolve) => worker.once("message", resolve)), failed]);
  return {
    async start(options) {
      worker.postMessage(options);
      const url = (await reply()) as string;
      return {
        url,
        close: async () => {
          worker.postMessage("close");
          await reply();
          await worker.terminate();
        },
      };
    },
    async stop() {
      await worker.terminate();
    },
  };
}
