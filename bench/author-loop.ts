import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileSite } from "../src/orchestration/compile-site.ts";
import { createCache } from "../src/incremental/cache.ts";
import { startDev } from "../src/dev/start-dev.ts";
import { median } from "./median.ts";

/** Returns a temporary copy of a site's sources (content/ and config.yaml), so the bench can edit them. */
export function copySite(root: string): string {
  const copy = mkdtempSync(join(tmpdir(), "bench-author-"));
  cpSync(join(root, "content"), join(copy, "content"), { recursive: true });
  cpSync(join(root, "config.yaml"), join(copy, "config.yaml"));
  return copy;
}

/** Returns the median time of an in-memory rebuild with nothing changed, with the cache author mode keeps. */
export async function measureNoChangeRebuild(root: string, runs = 5): Promise<number> {
  const cache = createCache({ memory: true });
  await compileSite({ root, cache, dev: true });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await compileSite({ root, cache, dev: true });
    times.push(performance.now() - started);
  }
  return Math.round(median(times));
}

/**
 * Returns the median time from saving a markdown file to `npm start` serving the new page (author mode on a copy of
 * the site, real watcher, real HTTP), over `runs` saves of `page` a second apart.
 */
export async function measureAuthorLoop(root: string, page: string, route: string, runs = 10): Promise<{ medianMs: number; all: number[]; log: string[] }> {
  const copy = copySite(root);
  const log: string[] = [];
  const dev = await startDev({ root: copy, port: 0, log: (line) => log.push(line) });
  const path = join(copy, page);
  const original = readFileSync(path, "utf8");
  const all: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const marker = `Bench edit number ${i} of the author loop.`;
      const started = performance.now();
      writeFileSync(path, `${original}\n${marker}\n`);
      for (;;) {
        const body = await (await fetch(new URL(route.slice(1), dev.url))).text();
        if (body.includes(marker)) break;
        if (performance.now() - started > 30_000) throw new Error(`${route} never showed the edit`);
        await new Promise((wait) => setTimeout(wait, 2));
      }
      all.push(Math.round(performance.now() - started));
      await new Promise((wait) => setTimeout(wait, 1000));
    }
  } finally {
    await dev.close();
    rmSync(copy, { recursive: true, force: true });
  }
  return { medianMs: median(all), all, log: log.filter((line) => line.startsWith("✔ rebuilt")) };
}
