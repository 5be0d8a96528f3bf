import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { BrokenTarget } from "../pipeline/6-check/linkinator/run-linkinator.ts";

/** What the last successful build wrote, kept in `.cache/` so an unchanged site is not built again. */
export interface BuildRecord {
  outDir: string;
  inputs: string;
  /** The engine's fingerprint alone (`engineFingerprint`). */
  engine: string;
  output: string;
  /** Whether linkinator crawled that output. */
  linkinator: boolean;
  /**
   * How the crawl ran, and the broken links it found, each with its page; undefined when a broken link's page was
   * unknown. The next build crawls only what changed from such an output, and finds the others' broken links again.
   */
  crawl?: { baseUrl: string; fragments: boolean; broken?: BrokenTarget[] };
  pages: number;
  /** The hash of each file of that output but the compressed copies, by path (`contentHash`): what the next build may link from it. */
  hashes?: Record<string, string>;
  /**
   * The files, but the compressed copies, of the output this build replaced and kept (`sparePath`), when it was the
   * last build's, untouched; otherwise the next build removes that folder while it runs.
   */
  spareFiles?: string[];
  /** The build's messages as printed, shown again when the next build finds nothing changed. */
  report: string;
}

/** Returns where the record of builds into `outDir` lives. */
function recordPath(root: string, outDir: string): string {
  return join(root, ".cache", "builds", `${folderName(outDir)}.json`);
}

/** Returns where the output a build into `outDir` replaced is kept, for the next build to start its staging folder from. */
export function sparePath(root: string, outDir: string): string {
  return join(root, ".cache", "builds", `${folderName(outDir)}.spare`);
}

function folderName(outDir: string): string {
  return resolve(outDir)
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-/, "");
}

/** Returns the record of the last successful build into `outDir`, if there is one. */
export function readBuildRecord(root: string, outDir: string): BuildRecord | undefined {
  const path = recordPath(root, outDir);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, "utf8")) as BuildRecord;
  } catch {
    return undefined;
  }
}

/** Stores the record of a successful build. */
export function writeBuildRecord(root: string, record: BuildRecord): void {
  const path = recordPath(root, record.outDir);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(record)}\n`);
}
