import { bytesInFlight, sizeOf, taken, type BytesInFlight } from "../threads/bytes-in-flight.ts";
import { compileHeapLimit } from "../threads/heap-limit.ts";
import { startEngineThread } from "../threads/thread.ts";
import { VFile } from "vfile";
import type { CompiledSite } from "./compile-site.ts";
import type { CompileOptions } from "./compile-run.ts";
import { replayMessages, type PlainMessage } from "../report/index.ts";
import type { EmittedFile } from "../pipeline/5-write/index.ts";

/** The compiled site as plain data: each file by its path and messages. */
export type PlainSite = Omit<CompiledSite, "files" | "searchIndex"> & { files: { path: string; messages: PlainMessage[] }[] };

/** What the thread (compile-thread.ts) is started with: the options, and the bound on the files it has posted. */
export type CompileThreadData = Omit<CompileOptions, "dev" | "onFile" | "log" | "cache" | "lastOutput"> & { inFlight: BytesInFlight };

/** What the thread is sent once it runs: the last output's hashes (`CompileOptions.lastOutput`), or none. */
export interface LastOutputMessage {
  kind: "last output";
  hashes?: Record<string, string>;
}

/** What the thread (compile-thread.ts) posts: files and log lines as they come, then the result or what it threw. */
export type CompileThreadMessage =
  | { kind: "file"; file: EmittedFile }
  | { kind: "log"; line: string }
  | { kind: "done"; site: PlainSite }
  | { kind: "error"; name: string; message: string; stack?: string };

/**
 * Compiles the site on a thread of its own: files go to `onFile` and lines to `log` as they come. When it resolves
 * the thread has ended, and the memory the render grew to is the process's again. This module loads none of the
 * engine: the thread runs it bundled (found again by `engine`, the engine's fingerprint, when given). Every option
 * but the functions reaches it; a cache cannot cross, so none is taken. Its heap limit is `compileHeapLimit()`.
 */
export async function compileInThread(options: Omit<CompileOptions, "dev" | "cache">, engine?: string): Promise<CompiledSite> {
  const { onFile, log, lastOutput, ...plain } = options;
  // The thread waits while the files it posted and this thread has not written pass a bound (bytes-in-flight.ts).
  const inFlight = bytesInFlight();
  const workerData: CompileThreadData = { ...plain, inFlight };
  const thread = await startEngineThread<CompileThreadMessage>(new URL("./compile-thread.ts", import.meta.url), {
    workerData,
    engine,
    resourceLimits: { maxOldGenerationSizeMb: compileHeapLimit() },
  });
  // The thread waits for it before its first page; a thread stopped meanwhile takes no message.
  void (lastOutput?.() ?? Promise.resolve(undefined)).then(
    (hashes) => thread.post({ kind: "last output", hashes } satisfies LastOutputMessage),
    () => thread.post({ kind: "last output" } satisfies LastOutputMessage),
  );
  try {
    for (;;) {
      const message = await thread.next();
      if (message.kind === "file") {
        onFile?.(message.file);
        taken(inFlight, sizeOf(message.file.contents));
      } else if (message.kind === "log") log?.(message.line);
      else if (message.kind === "error") throw Object.assign(new Error(message.message), { name: message.name, stack: message.stack });
      else return fromPlainSite(message.site);
    }
  } finally {
    // Also when writing a file failed (a full disk, say): the compile stops here.
    await thread.stop();
  }
}

function fromPlainSite(site: PlainSite): CompiledSite {
  const files = site.files.map(({ path, messages }) => {
    const file = new VFile({ path });
    replayMessages(file, messages);
    return file;
  });
  // The search index files are in `outputs` already: only author mode makes them later.
  return { ...site, files, searchIndex: () => [] };
}
