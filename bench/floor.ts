import { median } from "./median.ts";
import { runBenchScript } from "./run-script.ts";

export interface Floor {
  /**
   * The stock unified → React → renderToString pipeline, bare, on one thread, over every page's markdown
   * (`floor-render.ts`): median ms.
   */
  renderMs: number;
  /** The same, split over two worker threads: median ms. */
  renderTwoThreadsMs: number;
  pages: number;
  /** Linkinator's crawl of the written pages alone, as the build runs it (`floor-crawl.ts`): median ms. */
  crawlMs: number;
  /** The faster render and the crawl in sequence, as the build must run them (the crawl reads the written pages). */
  totalMs: number;
}

/** Runs a floor script in a fresh process, with React's production build. */
const child = <T>(script: string, args: string[]): T => runBenchScript<T>(script, args, { ...process.env, NODE_ENV: "production" }).value;

/**
 * Measures the floor under a cold build of the site built in `outDir`: the stock unified → React → renderToString
 * pipeline over every page's markdown and linkinator's crawl of the written pages, with none of the site's own work,
 * each in a fresh process, `runs` times, alternating; the render on one thread and on two. `limit` renders only the
 * first pages.
 */
export function measureFloor(outDir: string, runs: number, limit?: number): Floor {
  const renders: number[] = [];
  const twoThreads: number[] = [];
  const crawls: number[] = [];
  let pages = 0;
  const limited = limit === undefined ? "" : String(limit);
  for (let i = 0; i < runs; i++) {
    const render = child<{ pages: number; ms: number }>("floor-render.ts", [outDir, limited]);
    pages = render.pages;
    renders.push(render.ms);
    twoThreads.push(child<{ ms: number }>("floor-render.ts", [outDir, limited, "2"]).ms);
    const crawl = child<{ broken: number; ms: number }>("floor-crawl.ts", [outDir]);
    if (crawl.broken) throw new Error(`the floor's crawl found ${crawl.broken} broken links in ${outDir}`);
    crawls.push(crawl.ms);
  }
  const renderMs = Math.round(median(renders));
  const renderTwoThreadsMs = Math.round(median(twoThreads));
  const crawlMs = Math.round(median(crawls));
  return { renderMs, renderTwoThreadsMs, pages, crawlMs, totalMs: Math.min(renderMs, renderTwoThreadsMs) + crawlMs };
}
