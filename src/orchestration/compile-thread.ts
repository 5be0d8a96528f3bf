// Compiles the site on a thread of its own for `buildSite()` (compile-in-thread.ts): when the thread ends, everything the
// render held is given back before linkinator's crawl starts. The thread runs this module bundled with the engine
// (bundle-engine.ts), without tsx.
import { parentPort, workerData } from "node:worker_threads";
import type { CompileThreadData, CompileThreadMessage, LastOutputMessage } from "./compile-in-thread.ts";
import type { EmittedFile } from "../pipeline/5-write/index.ts";
import { beforePost, sizeOf } from "../threads/bytes-in-flight.ts";
import { compileSite } from "./compile-site.ts";
import { plainMessages } from "../report/index.ts";

const post = (message: CompileThreadMessage) => parentPort!.postMessage(message);
const { inFlight, ...options } = workerData as CompileThreadData;
const onFile = (file: EmittedFile) => {
  beforePost(inFlight, sizeOf(file.contents));
  post({ kind: "file", file });
};
try {
  const lastOutput = new Promise<Record<string, string> | undefined>((resolve) =>
    parentPort!.once("message", (message: LastOutputMessage) => resolve(message.hashes)),
  );
  const log = (line: string) => post({ kind: "log", line });
  const { files, searchIndex: _, ...site } = await compileSite({ ...options, onFile, log, lastOutput: () => lastOutput });
  post({ kind: "done", site: { ...site, files: files.map((file) => ({ path: file.path, messages: plainMessages(file) })) } });
} catch (error) {
  // Sent as plain fields: the caller rethrows it with this thread's stack.
  const thrown = error as { name?: string; message?: string; stack?: string } | undefined;
  post({ kind: "error", name: thrown?.name ?? "Error", message: thrown?.message ?? String(error), stack: thrown?.stack });
}
