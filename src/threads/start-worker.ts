import { Worker, type WorkerOptions } from "node:worker_threads";

/** Flags that load a module into every context they reach; their value names it. */
const LOADING_FLAGS = new Set(["--import", "--loader", "--experimental-loader", "--require", "-r"]);

/**
 * Starts a worker thread with this process's Node flags, less the ones that load tsx, plus `extraFlags` (the project
 * calls it through `startThread`, thread.ts). A thread inherits them by default, and with them a registration of
 * tsx's hooks that every module it imports then goes through, even plain JavaScript, which slows its start-up. The threads that run the
 * engine's TypeScript run it bundled (`startEngineThread`, bundle-engine.ts).
 *
 * Node refuses V8's and the process's own flags (`--max-old-space-size`, `--expose-gc`, …) when they are given to a
 * thread rather than inherited: with one of those the thread inherits all, tsx's included, and works as before.
 */
export function startWorker(url: URL, options: WorkerOptions = {}, extraFlags: string[] = [], execArgv = process.execArgv): Worker {
  try {
    return new Worker(url, { ...options, execArgv: [...withoutTsx(execArgv), ...extraFlags] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ERR_WORKER_INVALID_EXEC_ARGV") throw error;
    return new Worker(url, options);
  }
}

/** Returns `execArgv` without the flags that load tsx, in either spelling (`--import tsx`, `--import=tsx/esm`). */
export function withoutTsx(execArgv: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const flag = execArgv[i]!;
    const [name, inline] = flag.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!LOADING_FLAGS.has(name)) kept.push(flag);
    else if (inline !== undefined) {
      if (!isTsx(inline)) kept.push(flag);
    } else {
      const value = execArgv[++i] ?? "";
      if (!isTsx(value)) kept.push(flag, value);
    }
  }
  return kept;
}

/** Returns whether a module specifier names tsx or one of its entry points (`tsx`, `tsx/esm`, a path into it). */
function isTsx(specifier: string): boolean {
  return /(^|[\\/])tsx([\\/]|$)/.test(specifier);
}
