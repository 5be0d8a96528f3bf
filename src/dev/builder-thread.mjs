// The builder runs on a thread of its own so that the dev server keeps answering while it builds, and so that
// new engine code (src/, templates/) loads by starting a fresh thread. Plain JavaScript: threads start without tsx
// (src/start-worker.ts).
import { parentPort, workerData } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

// The engine's tsconfig (JSX settings), whatever folder the site is in.
register({ tsconfig: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)) });
const { createBuilder } = await import("./builder.ts");
const builder = createBuilder(workerData.root);
// The search index takes most of a second to build and holds this thread meanwhile: it follows once the author has
// paused for this long, so it rarely delays a save.
const SEARCH_INDEX_DELAY_MS = workerData.searchIndexDelayMs ?? 3000;
let timer;
parentPort.on("message", async (paths) => {
  clearTimeout(timer);
  const update = await builder.rebuild(paths);
  parentPort.postMessage({ kind: "build", update });
  if (update.ok) {
    timer = setTimeout(() => {
      const changed = builder.searchIndex();
      if (changed.length) parentPort.postMessage({ kind: "files", changed });
    }, SEARCH_INDEX_DELAY_MS);
  }
});
parentPort.postMessage({ kind: "ready" });
