// Runs the static server on a thread of its own, so a crawler in the main thread never delays its answers. The
// thread runs this module bundled (bundle-engine.ts), without tsx. It loads as soon as it starts and serves once it
// is sent its options, so a caller can start it ahead of time (the build does, while it renders) and pay for the
// loading while the folder is still being written.
import { parentPort } from "node:worker_threads";
import { startServer, type ServerOptions } from "./static-server.ts";

const port = parentPort!;
port.once("message", async (options: ServerOptions) => {
  const server = await startServer(options);
  port.postMessage(server.url);
  port.on("message", async (message) => {
    if (message === "close") {
      await server.close();
      port.postMessage("closed");
    }
  });
});
