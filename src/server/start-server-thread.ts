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
  const thread = startReplyingThread(new URL("./server-thread.mjs", import.meta.url));
  return {
    async start(options) {
      const url = (await thread.reply(options)) as string;
      return {
        url,
        close: async () => {
          await thread.reply("close");
          await thread.stop();
        },
      };
    },
    stop: thread.stop,
  };
}
