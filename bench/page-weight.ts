import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Returns the gzip bytes of what a built page loads on first load: its HTML, its JavaScript (the boot script and the
 * client script it starts), and the data its head
 * preloads for the script (a doc page's sidebar tree, the same cached file for every page of that sidebar).
 */
export function pageWeight(outDir: string, route: string): { html: number; js: number; data: number } {
  const html = readFileSync(join(outDir, route, "index.html"));
  const gzipped = (paths: string[]) => paths.reduce((sum, path) => sum + gzipSync(readFileSync(join(outDir, path)), { level: 9 }).length, 0);
  const tags = [...html.toString().matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((m) => m[1]!);
  // The page's boot script starts the client script (src/client/boot.ts), named in it by its URL.
  const started = tags.flatMap((path) => [...readFileSync(join(outDir, path), "utf8").matchAll(/"\/(assets\/app\.[0-9a-f]+\.js)"/g)].map((m) => m[1]!));
  const scripts = [...tags, ...started];
  const data = [...html.toString().matchAll(/<link rel="preload" href="\/([^"]+)" as="fetch"/g)].map((m) => m[1]!);
  return { html: gzipSync(html, { level: 9 }).length, js: gzipped(scripts), data: gzipped(data) };
}

/** Returns the median gzip size of every doc page's HTML. */
export function medianDocHtml(outDir: string): number {
  const files = (readdirSync(join(outDir, "docs"), { recursive: true }) as string[]).filter((f) => f.endsWith("index.html"));
  const sizes = files.map((f) => gzipSync(readFileSync(join(outDir, "docs", f)), { level: 9 }).length).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

/** Returns the gzip size of every page's HTML under `folder` of the build: the median, the largest and its route. */
export function htmlGzipSpread(outDir: string, folder: string): { pages: number; median: number; max: number; largest: string } {
  const files = (readdirSync(join(outDir, folder), { recursive: true }) as string[]).filter((f) => f.endsWith("index.html")).sort();
  const sizes = files.map((f) => ({
    route: `${folder}/${f.slice(0, -"/index.html".length)}`.replace(/\/$/, ""),
    size: gzipSync(readFileSync(join(outDir, folder, f)), { level: 9 }).length,
  }));
  const sorted = sizes.map((s) => s.size).sort((a, b) => a - b);
  const largest = sizes.reduce((a, b) => (b.size > a.size ? b : a), { route: "", size: 0 });
  return { pages: files.length, median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: largest.size, largest: largest.route };
}
