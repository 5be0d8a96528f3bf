import { bundleEngine } from "../bundle-engine.ts";
import { startReplyingThread } from "../thread-replies.ts";
import type { ServerOptions } from "./static-server.ts";

export interface ServerThread {
  /** Starts serving (once) and returns the server's URL and a closer. */
  start(options: Omit<ServerOptions, "onRequest">): Promise<{ url: string; close(): Promise<void> }>;
  /** Ends the thread, started or not. */
  stop(): Promise<void>;
}

/** Starts the static server's thread, which loads its modules now and serves when `start` is called. */
export function loadServerThread(): ServerThread {
  const thread = bundleEngine(new URL("./server-thread.ts", import.meta.url)).then((url) => startReplyingThread(url, undefined, ["--enable-source-maps"]));
  // A failure is the next `start`'s to report.
  thread.catch(() => {});
  return {
    async start(options) {
      const running = await thread;
      const url = (await running.reply(options)) as string;
      return {
        url,
        close: async () => {
          await running.reply("close");
          await running.stop();
        },
      };
    },
    stop: async () => (await thread.catch(() => undefined))?.stop(),
  };
}
