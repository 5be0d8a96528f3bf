// A build thread: renders its share of the doc pages while the main thread renders the rest (both cores busy).
// Plain JavaScript because threads start without tsx (start-worker.ts): it registers tsx with the engine's
// tsconfig, then loads the builder.
import { fileURLToPath } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register({ tsconfig: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)) });
const { buildThreadPages } = await import("./build-thread.ts");
parentPort.postMessage(buildThreadPages(workerData));
