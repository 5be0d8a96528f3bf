// Runs the static server on a thread of its own, so a crawler in the main thread never delays its answers.
// Plain JavaScript because worker threads do not inherit tsx; it registers tsx and then loads the TypeScript server.
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { startServer } = await import("./static-server.ts");
const server = await startServer(workerData);
parentPort.postMessage(server.url);
parentPort.on("message", async (message) => {
  if (message === "close") {
    await server.close();
    parentPort.postMessage("closed");
  }
});
