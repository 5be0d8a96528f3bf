/**
 * Child process of the bench's floor: the stock unified → React → renderToString pipeline (remark-parse with GFM and
 * directives → remark-rehype → rehype-react → React's renderToString), bare, over the markdown of every page of a
 * built site (its markdown twins), and nothing else: no layout, highlighting, links, search or writes
 * (`floor-render-pages.mjs`). On this thread, or with `threads` 2, in two halves on two worker threads. Prints the
 * time from the first import to the last page as JSON.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";

const started = performance.now();
const [dir, limit, threads = "1"] = process.argv.slice(2);
const paths = (readdirSync(dir!, { recursive: true }) as string[])
  .filter((path) => path.endsWith(".md"))
  .sort()
  .slice(0, limit ? Number(limit) : undefined)
  .map((path) => join(dir!, path));
const pages = new URL("./floor-render-pages.mjs", import.meta.url);
let html: number;
if (threads === "1") {
  const { renderPages } = (await import(pages.href)) as { renderPages: (paths: string[]) => Promise<number> };
  html = await renderPages(paths);
} else {
  const half = Math.ceil(paths.length / 2);
  const lengths = await Promise.all(
    [paths.slice(0, half), paths.slice(half)].map(
      (share) =>
        new Promise<number>((resolve, reject) => {
          // Without tsx's hooks, as the build's own threads run.
          const worker = new Worker(pages, { workerData: { floorPaths: share }, execArgv: [] });
          worker.once("message", resolve);
          worker.once("error", reject);
        }),
    ),
  );
  html = lengths[0]! + lengths[1]!;
}
console.log(JSON.stringify({ pages: paths.length, threads: Number(threads), html, ms: performance.now() - started }));
