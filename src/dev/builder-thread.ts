// The builder runs on a thread of its own so that the dev server keeps answering while it builds, and so that new
// engine code (src/, templates/) loads by starting a fresh thread. The thread runs this module bundled with the
// engine (`startEngineThread`).
import { parentPort, workerData } from "node:worker_threads";
import { createBuilder } from "./builder.ts";
import type { BuilderMessage } from "./start-builder.ts";

const port = parentPort!;
const post = (message: BuilderMessage) => port.postMessage(message);
const builder = createBuilder(workerData.root);
// The search index takes most of a second to build and holds this thread meanwhile: it follows once the author has
// paused for this long, so it rarely delays a save.
const SEARCH_INDEX_DELAY_MS = 3000;
let timer: NodeJS.Timeout | undefined;
port.on("message", async (paths: string[]) => {
  clearTimeout(timer);
  const update = await builder.rebuild(paths);
  post({ kind: "build", update });
  if (update.ok) {
    timer = setTimeout(() => {
      const changed = builder.searchIndex();
      if (changed.length) post({ kind: "files", changed });
    }, SEARCH_INDEX_DELAY_MS);
  }
});
post({ kind: "ready" });
