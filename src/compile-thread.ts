// Compiles the site on a thread of its own for `build()` (compile-in-thread.ts): when the thread ends, everything the
// render held is given back before linkinator's crawl starts. The thread runs this module bundled with the engine
// (bundle-engine.ts), without tsx.
import { parentPort, workerData } from "node:worker_threads";
import type { CompileThreadMessage } from "./compile-in-thread.ts";
import { compileSite } from "./compile-site.ts";
import { plainMessages } from "./report/index.ts";

const post = (message: CompileThreadMessage) => parentPort!.postMessage(message);
try {
  const { files, searchIndex: _, ...site } = await compileSite({ ...workerData, onFile: (file) => post({ kind: "file", file }), log: (line) => post({ kind: "log", line }) });
  post({ kind: "done", site: { ...site, files: files.map((file) => ({ path: file.path, messages: plainMessages(file) })) } });
} catch (error) {
  // Sent as plain fields: the caller rethrows it with this thread's stack.
  const { name = "Error", message = String(error), stack = undefined } = error instanceof Error ? error : {};
  post({ kind: "error", name, message, stack });
}
