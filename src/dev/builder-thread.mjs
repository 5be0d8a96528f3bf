// The builder runs on a thread of its own so that the dev server keeps answering while it builds, and so that
// new engine code (src/, templates/) loads by starting a fresh thread. Plain JavaScript: threads do not inherit tsx.
import { parentPort, workerData } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

// The engine's tsconfig (JSX settings), whatever folder the site is in.
register({ tsconfig: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)) });
const { createBuilder } = await import("./builder.ts");
const rebuild = createBuilder(workerData.root);
parentPort.on("message", async (paths) => parentPort.postMessage(await rebuild(paths)));
parentPort.postMessage("ready");
