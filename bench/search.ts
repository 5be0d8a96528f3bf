/** The search part of the bench: index sizes and query times, in node, with the options the browser uses. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SEARCH_INDEX_PATHS } from "../src/pipeline/5-write/index.ts";
import { gzipSync } from "node:zlib";
import { loadIndex, searchIndex, type LoadedIndex, type SearchIndexFile } from "../src/shared/index.ts";

/** What a reader types: API names, their prefixes, one-letter typos and phrases from guides. */
export const QUERIES = [
  "order",
  "listOrder",
  "listOrders",
  "OrderLineItem",
  "ordr",
  "cancelOrder",
  "saveProduct",
  "product variant",
  "webhook",
  "Webhook delete",
  "getMerchant",
  "AppScope",
  "customer",
  "CartStore",
  "addToCart",
  "theme settings",
  "translations",
  "authorize from your app",
  "oauth callback",
  "access token",
  "create app access token",
  "pagination",
  "price list",
  "stock location",
  "refund order line",
  "publish a theme",
  "prop types",
  "sales channel",
  "timestamp",
  "cuopon",
];

export interface SearchFigures {
  files: Record<string, { raw: number; gzip: number }>;
  /** What the first results need: the search code and the quick index, gzip. */
  firstResultsGzip: number;
  sections: number;
  loadMs: { quick: number; full: number };
  /** Per keystroke: every prefix of every query, against each index. */
  keystrokes: number;
  queryMs: { quick: { median: number; p95: number; max: number }; full: { median: number; p95: number; max: number } };
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Returns the `p`th percentile of `values`. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/** Returns the time of each keystroke's search over `index`. */
function typeQueries(index: LoadedIndex): number[] {
  const times: number[] = [];
  for (const query of QUERIES) {
    for (let end = 1; end <= query.length; end++) {
      const typed = query.slice(0, end);
      if (typed.endsWith(" ")) continue;
      const started = performance.now();
      searchIndex(index, typed);
      times.push(performance.now() - started);
    }
  }
  return times;
}

/** Returns the search figures of a built site. */
export function measureSearch(outDir: string): SearchFigures {
  const assets = join(outDir, "assets");
  const code = readdirSync(assets).find((name) => /^search\.[0-9a-f]+\.js$/.test(name))!;
  const paths: [string, string][] = [
    ["code", join(assets, code)],
    ["quickIndex", join(outDir, SEARCH_INDEX_PATHS.quick)],
    ["fullIndex", join(outDir, SEARCH_INDEX_PATHS.full)],
  ];
  const files: SearchFigures["files"] = {};
  const contents = new Map<string, Buffer>();
  for (const [key, path] of paths) {
    const buffer = readFileSync(path);
    contents.set(key, buffer);
    files[key] = { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length };
  }
  const load = (key: string): [LoadedIndex, number] => {
    const started = performance.now();
    const index = loadIndex(JSON.parse(contents.get(key)!.toString("utf8")) as SearchIndexFile);
    return [index, performance.now() - started];
  };
  const [quick, quickMs] = load("quickIndex");
  const [full, fullMs] = load("fullIndex");
  const stats = (times: number[]) => ({ median: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(Math.max(...times)) });
  const quickTimes = typeQueries(quick);
  const fullTimes = typeQueries(full);
  return {
    files,
    firstResultsGzip: files.code!.gzip + files.quickIndex!.gzip,
    sections: quick.file.sections.length,
    loadMs: { quick: round(quickMs), full: round(fullMs) },
    keystrokes: fullTimes.length,
    queryMs: { quick: stats(quickTimes), full: stats(fullTimes) },
  };
}
