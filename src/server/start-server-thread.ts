import { Worker } from "node:worker_threads";
import type { ServerOptions } from "./static-server.ts";

/** Starts the static server on its own thread and returns its URL and a closer. */
export async function startServerThread(options: Omit<ServerOptions, "onRequest">): Promise<{ url: string; close(): Promise<void> }> {
  const worker = new Worker(new URL("./server-thread.mjs", import.meta.url), { workerData: options });
  const url = await new Promise<string>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    url,
    close: async () => {
      worker.postMessage("close");
      await new Promise((resolve) => worker.once("message", resolve));
      await worker.terminate();
    },
  };
}
