import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

export interface Floor {
  /** The prescribed pipeline, bare, on one thread, over every page's markdown (`floor-render.ts`): median ms. */
  renderMs: number;
  pages: number;
  /** Linkinator's crawl of the written pages alone, as the build runs it (`floor-crawl.ts`): median ms. */
  crawlMs: number;
  /** The two in sequence, as the build must run them (the crawl reads the written pages). */
  totalMs: number;
}

/** Runs a bench child script in a fresh process (React's production build) and returns the JSON it prints last. */
function child<T>(script: string, args: string[]): T {
  const run = spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "bench", script), ...args], { encoding: "utf8", cwd: ROOT, env: { ...process.env, NODE_ENV: "production" } });
  if (run.status !== 0) throw new Error(`bench/${script} failed:\n${run.stdout}${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").at(-1)!) as T;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Measures the floor under a cold build of the site built in `outDir`: the stages the build is prescribed, with none
 * of the site's own work, each in a fresh process, `runs` times, alternating. `limit` renders only the first pages.
 */
export function measureFloor(outDir: string, runs: number, limit?: number): Floor {
  const renders: number[] = [];
  const crawls: number[] = [];
  let pages = 0;
  for (let i = 0; i < runs; i++) {
    const render = child<{ pages: number; ms: number }>("floor-render.ts", limit === undefined ? [outDir] : [outDir, String(limit)]);
    pages = render.pages;
    renders.push(render.ms);
    const crawl = child<{ broken: number; ms: number }>("floor-crawl.ts", [outDir]);
    if (crawl.broken) throw new Error(`the floor's crawl found ${crawl.broken} broken links in ${outDir}`);
    crawls.push(crawl.ms);
  }
  const renderMs = Math.round(median(renders));
  const crawlMs = Math.round(median(crawls));
  return { renderMs, pages, crawlMs, totalMs: renderMs + crawlMs };
}
