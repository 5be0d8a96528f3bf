// Runs the static server on a thread of its own, so a crawler in the main thread never delays its answers.
// Plain JavaScript because worker threads start without tsx (src/thread-exec-argv.ts): it registers tsx, then loads
// the TypeScript server.
// The thread loads its modules as soon as it starts and serves once it is sent its options, so a caller can start it
// ahead of time (the build does, while it renders) and pay for the loading while the folder is still being written.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { startServer } = await import("./static-server.ts");
parentPort.once("message", async (options) => {
  const server = await startServer(options);
  parentPort.postMessage(server.url);
  parentPort.on("message", async (message) => {
    if (message === "close") {
      await server.close();
      parentPort.postMessage("closed");
    }
  });
});
