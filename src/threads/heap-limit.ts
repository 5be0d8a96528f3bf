/**
 * The heap limit of the compile thread when Node was given none, in MB. Below 2 GB, V8 lets a heap grow to about
 * twice the memory in use before it collects; from 2 GB up (Node's default on a machine with 8 GB or more), to four
 * times. The compile holds every page's model, twin and search text until the site-wide files are made, so on a large
 * site the difference is a gigabyte: a 15,000-type reference peaks at 1.4 GB instead of 2.0 GB.
 */
export const COMPILE_HEAP_MB = 1984;

/**
 * Returns the heap limit of a thread that holds the whole site, in MB: the one Node was given with
 * `--max-old-space-size` (on its command line or in NODE_OPTIONS), which is how a site too large for the default
 * gets more, else `COMPILE_HEAP_MB`.
 */
export function compileHeapLimit(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ""): number {
  const given = [...nodeOptions.split(/\s+/), ...execArgv].flatMap((flag) => /^--max[-_]old[-_]space[-_]size=(\d+)$/.exec(flag)?.[1] ?? []);
  return given.length ? Number(given.at(-1)) : COMPILE_HEAP_MB;
}
