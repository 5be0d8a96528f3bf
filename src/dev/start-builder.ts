import { startWorker } from "../threads/start-worker.ts";
import type { BuildUpdate } from "./builder.ts";

export interface BuilderThread {
  /** Rebuilds after the named root-relative paths changed (none for the first build). */
  build(paths: string[]): Promise<BuildUpdate>;
  stop(): Promise<void>;
}

type BuilderMessage = { kind: "ready" } | { kind: "build"; update: BuildUpdate } | { kind: "files"; changed: [string, string | Uint8Array][] };

/**
 * Starts the builder on a fresh thread, so it loads the engine's current code (src/, templates/). Files the builder
 * makes later on its own (the search index, once the author pauses) arrive through `onFiles`.
 */
export async function startBuilder(root: string, onFiles: (changed: [string, string | Uint8Array][]) => void): Promise<BuilderThread> {
  const worker = startWorker(new URL("./builder-thread.mjs", import.meta.url), { workerData: { root } });
  let pending: { resolve: (update: BuildUpdate) => void; reject: (error: unknown) => void } | undefined;
  let ready: (() => void) | undefined;
  worker.on("message", (message: BuilderMessage) => {
    if (message.kind === "ready") ready?.();
    else if (message.kind === "files") onFiles(message.changed);
    else pending?.resolve(message.update);
  });
  worker.on("error", (error) => pending?.reject(error));
  await new Promise<void>((resolve, reject) => {
    ready = resolve;
    worker.once("error", reject);
  });
  return {
    build: (paths) =>
      new Promise<BuildUpdate>((resolve, reject) => {
        pending = { resolve, reject };
        worker.postMessage(paths);
      }),
    stop: async () => {
      await worker.terminate();
    },
  };
}
