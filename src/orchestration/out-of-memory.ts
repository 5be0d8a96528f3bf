/** What each thread of a build does, in a reader's words, by the start of its module's (or bundle's) file name. */
const STAGES: [string, string][] = [
  ["compile-thread", "the compile (parse, transform, render)"],
  ["linkinator-thread", "the link crawl (linkinator)"],
  ["compress-thread", "precompression"],
];

/** A build that stopped because one of its threads ran out of memory; `build/` was left as it was. */
export class BuildOutOfMemoryError extends Error {
  constructor(
    readonly thread: string,
    readonly pages: number,
  ) {
    super(outOfMemoryLine(thread, pages));
    this.name = "BuildOutOfMemoryError";
  }
}

/** Returns the one line a build that ran out of memory ends with: the stage, how far it got, and what to try. */
export function outOfMemoryLine(thread: string, pages: number): string {
  const stage = STAGES.find(([prefix]) => thread.startsWith(prefix))?.[1] ?? `the thread ${thread}`;
  const crawl = thread.startsWith("linkinator-thread") ? "build without the crawl (`npm run build -- --no-linkinator`), " : "";
  return (
    `✘ build failed: ${stage} ran out of memory after ${pages.toLocaleString("en")} pages were written; build/ was left untouched. ` +
    `Try: ${crawl}give Node more memory (\`NODE_OPTIONS=--max-old-space-size=8192 npm run build\`), or split the largest folders.`
  );
}
