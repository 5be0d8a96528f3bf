import { startEngineThread } from "../threads/thread.ts";
import type { BuildUpdate } from "./builder.ts";

export interface BuilderThread {
  /** Rebuilds after the named root-relative paths changed (none for the first build). */
  build(paths: string[]): Promise<BuildUpdate>;
  stop(): Promise<void>;
}

/** What the builder thread (builder-thread.ts) posts: ready once, a build's update per request, search index files of itself. */
export type BuilderMessage = { kind: "ready" } | { kind: "build"; update: BuildUpdate } | { kind: "files"; changed: [string, string | Uint8Array][] };

/**
 * Starts the builder on a fresh thread, so it loads the engine's current code (src/, templates/). Files the builder
 * makes later on its own (the search index, once the author pauses) arrive through `onFiles`.
 */
export async function startBuilder(root: string, onFiles: (changed: [string, string | Uint8Array][]) => void): Promise<BuilderThread> {
  const aside = (message: BuilderMessage) => message.kind === "files" && (onFiles(message.changed), true);
  const thread = await startEngineThread<BuilderMessage>(new URL("./builder-thread.ts", import.meta.url), { workerData: { root }, aside });
  await thread.next();
  return {
    async build(paths) {
      thread.post(paths);
      const message = await thread.next();
      if (message.kind !== "build") throw new Error(`The builder thread answered ${message.kind} to a build.`);
      return message.update;
    },
    stop: () => thread.stop(),
  };
}
