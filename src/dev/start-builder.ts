import { Worker } from "node:worker_threads";
import type { BuildUpdate } from "./builder.ts";

export interface BuilderThread {
  /** Rebuilds after the named root-relative paths changed (none for the first build). */
  build(paths: string[]): Promise<BuildUpdate>;
  stop(): Promise<void>;
}

/** Starts the builder on a fresh thread, so it loads the engine's current code (src/, templates/). */
export async function startBuilder(root: string): Promise<BuilderThread> {
  const worker = new Worker(new URL("./builder-thread.mjs", import.meta.url), { workerData: { root } });
  let failed: ((error: unknown) => void) | undefined;
  worker.on("error", (error) => failed?.(error));
  await new Promise<void>((ready, reject) => {
    worker.once("message", () => ready());
    worker.once("error", reject);
  });
  return {
    build: (paths) =>
      new Promise<BuildUpdate>((resolve, reject) => {
        failed = reject;
        worker.once("message", resolve);
        worker.postMessage(paths);
      }),
    stop: async () => {
      await worker.terminate();
    },
  };
}
