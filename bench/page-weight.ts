import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Returns the gzip bytes of a built page's HTML and of the JavaScript it loads on first load. */
export function pageWeight(outDir: string, route: string): { html: number; js: number } {
  const html = readFileSync(join(outDir, route, "index.html"));
  const scripts = [...html.toString().matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((m) => m[1]!);
  const js = scripts.reduce((sum, src) => sum + gzipSync(readFileSync(join(outDir, src)), { level: 9 }).length, 0);
  return { html: gzipSync(html, { level: 9 }).length, js };
}

/** Returns the median gzip size of every doc page's HTML. */
export function medianDocHtml(outDir: string): number {
  const files = (readdirSync(join(outDir, "docs"), { recursive: true }) as string[]).filter((f) => f.endsWith("index.html"));
  const sizes = files.map((f) => gzipSync(readFileSync(join(outDir, "docs", f)), { level: 9 }).length).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}
