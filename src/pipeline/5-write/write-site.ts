import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync, promises as fs } from "node:fs";
import { dirname, join } from "node:path";
// The leaf module, not the shared index: the build's main thread then loads no GraphQL or search code.
import { routeToFile } from "../../shared/paths.ts";
import type { OutputFile } from "./bundle-client.ts";
import { removeFile, reuseFile } from "./reuse-file.ts";
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

/** A folder a build wrote, and the hash of each of its files but the compressed copies (`contentHash`), by path. */
export interface WrittenFolder {
  dir: string;
  hashes: Record<string, string>;
}

/** A staging folder beside the build folder, written to as pages come out of render. */
export interface Staging {
  dir: string;
  writePage(page: RenderedPage): void;
  writeFile(path: string, contents: string | Uint8Array): void;
  /**
   * Once every file is written: removes what the folder holds from an earlier build and this one did not write, and
   * checks that the last build's folder, where unchanged files were linked from, is the one it was. Returns the hash
   * of every file written, by path, for the next build's `previous`.
   */
  settle(): Record<string, string>;
  /**
   * With `compress`, resolves with their number once every text file written has its `.gz` and `.br` (made on a
   * thread of their own as the files arrive, or linked from the last build); otherwise resolves at once with none.
   */
  compressed(): Promise<Compressed>;
  /** Stops the compression and removes the folder (a failed build). */
  discard(): Promise<void>;
}

export interface StagingOptions {
  compress?: boolean | "yielding";
  /** The last build's folder, when its files may be reused: asked once, when the first file comes. */
  previous?: () => WrittenFolder | undefined;
  /**
   * The build before the last one, kept by `commitSite`, and its files but the compressed copies: with `previous` and
   * `compress`, the staging folder starts as it.
   */
  spare?: { dir: string; files: string[] };
}

/**
 * Returns a staging folder beside `outDir`; `outDir` is not touched. With `compress`, text files are compressed on a
 * thread of their own as they are written, so that compression uses the core the build leaves idle; with
 * `compress: "yielding"` that thread also gives way to every other (see `createCompressor`).
 *
 * A file whose hash is the one it had in the `previous` build is hard-linked from there with its `.gz` and `.br`
 * (`reuseFile`) rather than written and compressed, so a build after a small edit writes only what changed. The
 * folder starts empty, or as the `spare` one, the build before the last: its folders are made already, and the
 * files that did not change since are the last build's own, so most files need nothing at all.
 */
export function createStaging(outDir: string, options: StagingOptions = {}): Staging {
  const dir = `${outDir}.staging-${process.pid}`;
  rmSync(dir, { recursive: true, force: true });
  const made = new Set<string>();
  const compressor = options.compress ? createCompressor(dir, { yielding: options.compress === "yielding" }) : undefined;
  const hashes: Record<string, string> = {};
  let start: Start | undefined;
  let linked = 0;
  // Synchronous writes: for a thousand small files they beat a pool of promises and never run out of descriptors.
  const writeFile = (path: string, contents: string | Uint8Array) => {
    start ??= startFrom(dir, options);
    const bytes = typeof contents === "string" ? Buffer.from(contents) : contents;
    const hash = contentHash(bytes);
    hashes[path] = hash;
    const compressed = compressor !== undefined && compresses(path);
    const target = join(dir, path);
    const folder = dirname(target);
    if (!made.has(folder)) {
      // A folder of the spare one is there already: then this is one failed call, with nothing written.
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    const { previous } = start;
    if (previous?.hashes[path] === hash && reuseFile(previous.dir, dir, path, compressed)) {
      if (compressed) linked++;
      return;
    }
    if (start.recycled) removeFile(dir, path, compressed);
    writeFileSync(target, bytes);
    if (compressed) compressor.add(path);
  };
  const settle = () => {
    if (start?.recycled) removeStale(dir, hashes, options.spare!.files);
    if (start?.previous && statSync(start.previous.dir, { throwIfNoEntry: false })?.ino !== start.ino) {
      throw new Error(`${start.previous.dir} was replaced while this build ran, by another build into the same folder: run the build again.`);
    }
    return hashes;
  };
  const compressed = async () => {
    const made = compressor ? await compressor.drain() : 0;
    return { files: made + linked, reused: linked };
  };
  const discard = async () => {
    await compressor?.stop();
    await discardSite(dir);
  };
  return { dir, writeFile, writePage: (page) => writeFile(routeToFile(page.route), page.html), settle, compressed, discard };
}

/** Returns a hash of a file's bytes, as `WrittenFolder.hashes` holds it. */
export function contentHash(bytes: Uint8Array): string {
  return createHash("sha1").update(bytes).digest("base64");
}

/** How a staging folder started: from which last build, that folder's inode then, and whether from the spare folder. */
interface Start {
  previous?: WrittenFolder;
  ino?: number;
  recycled: boolean;
}

/** Asks for the previous build, and with one, makes the staging folder from the spare one when there is one. */
function startFrom(dir: string, options: StagingOptions): Start {
  const previous = options.previous?.();
  if (!previous) return { recycled: false };
  const ino = statSync(previous.dir).ino;
  if (!options.spare || !options.compress) return { previous, ino, recycled: false };
  try {
    // Another build may have taken it first: then this one starts empty.
    renameSync(options.spare.dir, dir);
    return { previous, ino, recycled: true };
  } catch {
    return { previous, ino, recycled: false };
  }
}

/** Removes the files of the spare folder (`spareFiles`, with their compressed copies) that this build did not write, and the folders left empty. */
function removeStale(dir: string, hashes: Record<string, string>, spareFiles: string[]): void {
  const emptied = new Set<string>();
  for (const path of spareFiles) {
    if (Object.hasOwn(hashes, path)) continue;
    removeFile(dir, path, compresses(path));
    emptied.add(dirname(path));
  }
  // Deepest first, each folder and the ones above it until one still holds something.
  for (const folder of [...emptied].sort((a, b) => b.length - a.length)) {
    for (let path = folder; path !== "."; path = dirname(path)) {
      try {
        rmdirSync(join(dir, path));
      } catch {
        break;
      }
    }
  }
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

/**
 * Replaces `outDir` with the staging folder in two renames, so readers never see half a site. With `spare`, the
 * replaced build is kept there (the next build's staging folder starts as it), unless it is on another file system;
 * returns whether it was.
 */
export async function commitSite(staging: string, outDir: string, spare?: string): Promise<boolean> {
  const old = `${outDir}.old-${process.pid}`;
  if (existsSync(outDir)) await fs.rename(outDir, old);
  await fs.rename(staging, outDir);
  if (spare) {
    await fs.rm(spare, { recursive: true, force: true });
    await fs.mkdir(dirname(spare), { recursive: true });
    const kept = await fs.rename(old, spare).then(
      () => true,
      () => false,
    );
    if (kept) return true;
  }
  await fs.rm(old, { recursive: true, force: true });
  return false;
}

/** Removes a staging folder after a failed build. */
export async function discardSite(staging: string): Promise<void> {
  await fs.rm(staging, { recursive: true, force: true });
}
