import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync, promises as fs } from "node:fs";
import { basename, dirname, join } from "node:path";
// The leaf module, not the shared index: the build's main thread then loads no GraphQL or search code.
import { routeToFile } from "../../shared/paths.ts";
import { contentHash } from "./content-hash.ts";
import type { OutputFile } from "./bundle-client.ts";
import { removeFile, reuseFile } from "./reuse-file.ts";
import { compresses, createCompressor } from "./precompress.ts";
import { startThread } from "../../threads/thread.ts";

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

/** The last build's folder as checked before this build used it: its hashes, and the folder's inode then. */
export interface PreviousBuild extends WrittenFolder {
  ino: number;
}

/** A staging folder beside the build folder, written to as pages come out of render. */
export interface Staging {
  dir: string;
  writePage(page: RenderedPage): void;
  /**
   * Writes a file, or links the last build's file of the same bytes. Without `contents`, `hash` names bytes the last
   * build wrote there (`UnchangedFile`): that file is linked, or copied where it cannot be, and a build whose last
   * output lost or changed it stops.
   */
  writeFile(path: string, contents: string | Uint8Array | undefined, hash?: string): void;
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
  /** Resolves once the spare folder this build did not start from, removed while it runs, is gone. */
  removed(): Promise<void>;
  /** Stops the compression and removes the folder (a failed build). */
  discard(): Promise<void>;
}

export interface StagingOptions {
  compress?: boolean | "yielding";
  /** The last build's folder, when its files may be reused: asked once, when the first file comes. */
  previous?: () => PreviousBuild | undefined;
  /**
   * The build before the last one, kept by `commitSite`, and its files but the compressed copies when the last
   * build's record names them: with those, `previous` and `compress`, the staging folder starts as it.
   */
  spare?: { dir: string; files?: string[] };
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
  const hashes: Record<string, string> = Object.create(null);
  let start: Start | undefined;
  let linked = 0;
  // Synchronous writes: for a thousand small files they beat a pool of promises and never run out of descriptors.
  const writeFile = (path: string, contents: string | Uint8Array | undefined, known?: string) => {
    start ??= startFrom(dir, options);
    let bytes = typeof contents === "string" ? Buffer.from(contents) : contents;
    const hash = known ?? contentHash(bytes!);
    // A path written twice (a static file where a page goes): the second is written, never linked over the first.
    const again = Object.hasOwn(hashes, path);
    hashes[path] = hash;
    const compressed = compressor !== undefined && compresses(path);
    makeFolder(dir, path, made, start.recycled);
    const { previous } = start;
    if (!again && previous?.hashes[path] === hash && reuseFile(previous.dir, dir, path, compressed)) {
      if (compressed) linked++;
      return;
    }
    // Sent by its hash alone and not linked (a file system without hard links): the last build's file is copied.
    bytes ??= lastBuildBytes(previous, path, hash);
    if (start.recycled || again) removeFile(dir, path, compressed);
    writeFileSync(join(dir, path), bytes);
    if (compressed) compressor.add(path);
  };
  const settle = () => {
    if (start?.recycled) removeStale(dir, hashes, options.spare!.files!);
    if (start?.previous && statSync(start.previous.dir, { throwIfNoEntry: false })?.ino !== start.previous.ino) {
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
    await Promise.all([discardSite(dir), start?.removing]);
  };
  const removed = async () => start?.removing;
  return { dir, writeFile, writePage: (page) => writeFile(routeToFile(page.route), page.html), settle, compressed, removed, discard };
}

/** Returns the bytes of the last build's file at `path` when they have `hash`; throws when that file is gone or changed. */
function lastBuildBytes(previous: PreviousBuild | undefined, path: string, hash: string): Buffer {
  const file = join(previous?.dir ?? "", path);
  const bytes = previous && existsSync(file) ? readFileSync(file) : undefined;
  if (bytes && contentHash(bytes) === hash) return bytes;
  throw new Error(`${file}, the last build's file this build takes unchanged, is gone or changed: run the build again.`);
}

/** How a staging folder started: from which last build, and whether from the spare folder. */
interface Start {
  previous?: PreviousBuild;
  recycled: boolean;
  /** The spare folder this build does not start from, being removed while the build runs. */
  removing?: Promise<void>;
}

/**
 * Asks for the previous build, and with one, makes the staging folder from the spare one when the last build's record
 * names its files. Not on a file system that folds case: a page renamed from `API.md` to `api.md` would be the old
 * file under a new name. A spare folder the build does not start from is moved aside and removed while the build
 * runs: its files are not the last build's, and each would be removed anyway.
 */
function startFrom(dir: string, options: StagingOptions): Start {
  const previous = options.previous?.();
  const spare = options.spare;
  if (!spare || !existsSync(spare.dir)) return { previous, recycled: false };
  if (!previous || !spare.files || !options.compress || foldsCase(spare.dir)) return { previous, recycled: false, removing: removeAside(spare.dir) };
  try {
    // Another build may have taken it first: then this one starts empty.
    renameSync(spare.dir, dir);
    return { previous, recycled: true };
  } catch {
    return { previous, recycled: false };
  }
}

/**
 * Renames a folder aside and removes it, with what earlier builds stopped while removing one left there, on a thread
 * of its own (remove-thread.mjs) while the build runs. Resolves once they are gone.
 */
function removeAside(path: string): Promise<void> {
  try {
    renameSync(path, `${path}.removed-${process.pid}`);
  } catch {
    return Promise.resolve();
  }
  const prefix = `${basename(path)}.removed-`;
  const aside = readdirSync(dirname(path))
    .filter((name) => name.startsWith(prefix))
    .map((name) => join(dirname(path), name));
  const thread = startThread<string>(new URL("./remove-thread.mjs", import.meta.url), { workerData: aside });
  return thread.next().then(
    () => thread.stop(),
    () => thread.stop(),
  );
}

/** Whether the file system holding `path` folds case: the same name in the other case is the same folder. */
function foldsCase(path: string): boolean {
  const name = basename(path);
  const other = join(dirname(path), name === name.toLowerCase() ? name.toUpperCase() : name.toLowerCase());
  const [a, b] = [statSync(path, { throwIfNoEntry: false }), statSync(other, { throwIfNoEntry: false })];
  return other !== path && a !== undefined && b !== undefined && a.ino === b.ino && a.dev === b.dev;
}

/**
 * Makes the folder of `path` in the staging folder `dir`, once per folder. In a folder made from the spare one, a file
 * where a folder goes (a path that was a file in that build) is removed first: it is the staging folder's own entry.
 */
function makeFolder(dir: string, path: string, made: Set<string>, recycled: boolean): void {
  const folder = dirname(join(dir, path));
  if (made.has(folder)) return;
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    if (!recycled) throw error;
    const parts = path.split("/").slice(0, -1);
    for (let i = 1; i <= parts.length; i++) {
      const at = join(dir, ...parts.slice(0, i));
      if (statSync(at, { throwIfNoEntry: false })?.isDirectory() === false) unlinkSync(at);
    }
    mkdirSync(folder, { recursive: true });
  }
  made.add(folder);
}

/** Whether a folder is at `path` (a file above it, or nothing, is no folder). */
function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Removes the files of the spare folder (`spareFiles`, with their compressed copies) that this build did not write, and the folders left empty. */
function removeStale(dir: string, hashes: Record<string, string>, spareFiles: string[]): void {
  const emptied = new Set<string>();
  for (const path of spareFiles) {
    // A path that is a folder now holds this build's files.
    if (Object.hasOwn(hashes, path) || isFolder(join(dir, path))) continue;
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
 * Replaces `outDir` with the staging folder in two renames, so readers never see half a site. With `keep`, the
 * replaced build is kept as `keep.spare` for the next build's staging folder to start from (when on the same file
 * system); returns whether the build kept is the folder this build checked (`keep.ino`: another build may have
 * replaced it since), whose files the caller knows.
 */
export async function commitSite(staging: string, outDir: string, keep?: { spare: string; ino?: number }): Promise<boolean> {
  const old = `${outDir}.old-${process.pid}`;
  if (existsSync(outDir)) await fs.rename(outDir, old);
  await fs.rename(staging, outDir);
  if (!existsSync(old)) return false;
  if (keep) {
    try {
      // Normally gone: taken as this build's staging folder, or removed while it ran.
      await fs.rm(keep.spare, { recursive: true, force: true });
      await fs.mkdir(dirname(keep.spare), { recursive: true });
      const ino = statSync(old).ino;
      await fs.rename(old, keep.spare);
      return ino === keep.ino;
    } catch {
      // The build is in place: the spare folder only saves the next one time.
    }
  }
  await fs.rm(old, { recursive: true, force: true });
  return false;
}

/** Removes a staging folder after a failed build. */
export async function discardSite(staging: string): Promise<void> {
  await fs.rm(staging, { recursive: true, force: true });
}
