import { Worker } from "node:worker_threads";
import { VFile } from "vfile";
import type { CompiledSite, CompileOptions } from "./compile-site.ts";
import { replayMessages, type PlainMessage } from "./report/index.ts";
import type { OutputFile } from "./write/index.ts";

/** What crosses to the thread: the options that are plain data. */
export type ThreadCompileOptions = Pick<CompileOptions, "root" | "baseUrl" | "threads">;

/** The compiled site as plain data: each file by its path and messages. */
export type PlainSite = Omit<CompiledSite, "files" | "searchIndex"> & { files: { path: string; messages: PlainMessage[] }[] };

/** What the thread (compile-thread.mjs) posts: files and log lines as they come, then the result. */
export type CompileThreadMessage = { kind: "file"; file: OutputFile } | { kind: "log"; line: string } | { kind: "done"; site: PlainSite };

/**
 * Compiles the site on a thread of its own: files go to `onFile` and lines to `log` as they come. When it resolves
 * the thread has ended, and the memory the render grew to is the process's again. This module loads none of the
 * engine: the thread does.
 */
export function compileInThread(options: ThreadCompileOptions & Pick<CompileOptions, "onFile" | "log">): Promise<CompiledSite> {
  const { onFile, log, ...plain } = options;
  const worker = new Worker(new URL("./compile-thread.mjs", import.meta.url), { workerData: plain });
  return new Promise<CompiledSite>((resolve, reject) => {
    worker.on("message", (message: CompileThreadMessage) => {
      if (message.kind === "file") onFile?.(message.file);
      else if (message.kind === "log") log?.(message.line);
      else resolve(worker.terminate().then(() => fromPlainSite(message.site)));
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`The compile thread stopped (exit code ${code}) before the site was compiled.`)));
  });
}

function fromPlainSite(site: PlainSite): CompiledSite {
  const files = site.files.map(({ path, messages }) => {
    const file = new VFile({ path });
    replayMessages(file, messages);
    return file;
  });
  return { ...site, files, searchIndex: () => [] };
}
