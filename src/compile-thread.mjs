// Compiles the site on a thread of its own for `build()` (compile-in-thread.ts): when the thread ends, everything the
// render held is given back before linkinator's crawl starts. Plain JavaScript: threads start without tsx
// (thread-exec-argv.ts).
import { parentPort, workerData } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

// The engine's tsconfig (JSX settings), whatever folder the site is in.
register({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) });
const { compileSite } = await import("./compile-site.ts");
const { plainMessages } = await import("./report/index.ts");

/** @param {import("./compile-in-thread.ts").CompileThreadMessage} message */
const post = (message) => parentPort.postMessage(message);
try {
  const { files, searchIndex: _, ...site } = await compileSite({ ...workerData, onFile: (file) => post({ kind: "file", file }), log: (line) => post({ kind: "log", line }) });
  post({ kind: "done", site: { ...site, files: files.map((file) => ({ path: file.path, messages: plainMessages(file) })) } });
} catch (error) {
  // Sent as plain fields: the caller rethrows it with this thread's stack.
  post({ kind: "error", name: error?.name ?? "Error", message: error?.message ?? String(error), stack: error?.stack });
}
