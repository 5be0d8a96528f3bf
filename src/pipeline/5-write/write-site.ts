import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, promises as fs } from "node:fs";
import { dirname, join } from "node:path";
// The leaf module, not the shared index: the build's main thread then loads no GraphQL or search code.
import { routeToFile } from "../../shared/paths.ts";
import type { OutputFile } from "./bundle-client.ts";
import { linkUnchanged } from "./link-unchanged.ts";
import { compresses, createCompressor } from "./precompress.ts";

export interface RenderedPage {
  route: string;
  html: string;
}

/** How many text files have their `.gz` and `.br`, and how many of them were linked from the last build, not made. */
export interface Compressed {
  files: number;
  reused: number;
}

/** A fresh staging folder beside the build folder, written to as pages come out of render. */
export interface Staging {
  dir: string;
  writePage(page: RenderedPage): void;
  writeFile(path: string, contents: string | Uint8Array): void;
  /**
   * With `compress`, resolves with their number once every text file written has its `.gz` and `.br` (made on a
   * thread of their own as the files arrive, or linked from the last build); otherwise resolves at once with none.
   */
  compressed(): Promise<Compressed>;
  /** Stops the compression and removes the folder (a failed build). */
  discard(): Promise<void>;
}

/**
 * Returns a fresh, empty staging folder beside `outDir`; `outDir` is not touched. With `compress`, text files are
 * compressed on a thread of their own as they are written, so that compression uses the core the build leaves idle;
 * with `compress: "yielding"` that thread also gives way to every other (see `createCompressor`).
 *
 * `previous` returns the last build's folder when its files may be reused (asked once, when the first file comes):
 * a file with the same bytes there is hard-linked with its `.gz` and `.br` rather than written and compressed
 * (`linkUnchanged`), so a build after a small edit writes only what changed.
 */
export function createStaging(outDir: string, options: { compress?: boolean | "yielding"; previous?: () => string | undefined } = {}): Staging {
  const dir = `${outDir}.staging-${process.pid}`;
  rmSync(dir, { recursive: true, force: true });
  const made = new Set<string>();
  const compressor = options.compress ? createCompressor(dir, { yielding: options.compress === "yielding" }) : undefined;
  let previous: { dir: string | undefined } | undefined;
  let linked = 0;
  // Synchronous writes: for a thousand small files they beat a pool of promises and never run out of descriptors.
  const writeFile = (path: string, contents: string | Uint8Array) => {
    const target = join(dir, path);
    const folder = dirname(target);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    previous ??= { dir: options.previous?.() };
    const bytes = typeof contents === "string" ? Buffer.from(contents) : contents;
    const compressed = compressor !== undefined && compresses(path);
    if (previous.dir && linkUnchanged(previous.dir, dir, path, bytes, compressed)) {
      if (compressed) linked++;
      return;
    }
    writeFileSync(target, bytes);
    if (compressed) compressor.add(path);
  };
  const compressed = async () => {
    const made = compressor ? await compressor.drain() : 0;
    return { files: made + linked, reused: linked };
  };
  const discard = async () => {
    await compressor?.stop();
    await discardSite(dir);
  };
  return { dir, writeFile, writePage: (page) => writeFile(routeToFile(page.route), page.html), compressed, discard };
}

/** Writes the whole site into a fresh staging folder beside `outDir` and returns its path; `outDir` is not touched. */
export async function writeSite(outDir: string, pages: RenderedPage[], files: OutputFile[], copies: { from: string; to: string }[]): Promise<string> {
  const staging = createStaging(outDir);
  for (const page of pages) staging.writePage(page);
  writeOutputs(staging, files, copies);
  return staging.dir;
}

/** Writes generated files and copies into the staging folder. */
export function writeOutputs(staging: Staging, files: OutputFile[], copies: { from: string; to: string }[]): void {
  for (const file of files) staging.writeFile(file.path, file.contents);
  for (const copy of copies) staging.writeFile(copy.to, readFileSync(copy.from));
}

/** Replaces `outDir` with the staging folder in two renames, so readers never see half a site. */
export async function commitSite(staging: string, outDir: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}`;
  if (existsSync(outDir)) await fs.rename(outDir, old);
  await fs.rename(staging, outDir);
  await fs.rm(old, { recursive: true, force: true });
}

/** Removes a staging folder after a failed build. */
export async function discardSite(staging: string): Promise<void> {
  await fs.rm(staging, { recursive: true, force: true });
}
