/** Flags that load a module into every context they reach; their value names it. */
const LOADING_FLAGS = new Set(["--import", "--loader", "--experimental-loader", "--require", "-r"]);

/**
 * Returns the Node flags for a worker thread: this process's own, less the ones that load tsx. A thread inherits
 * them by default, and with them a registration of tsx's hooks that every module it imports then goes through, even
 * plain JavaScript: about 0.2 s of CPU for a thread that loads linkinator. The threads that run TypeScript register
 * tsx themselves, with the engine's tsconfig.
 */
export function threadExecArgv(execArgv: string[] = process.execArgv): string[] {
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
  return /(^|[\\/]|node_modules[\\/])tsx([\\/]|$)/.test(specifier);
}
