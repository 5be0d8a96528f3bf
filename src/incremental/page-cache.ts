import { createHash } from "node:crypto";
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { deserialize, serialize } from "node:v8";
import { threadId } from "node:worker_threads";
import type { VFile } from "vfile";
import type { SearchSectionText } from "../pipeline/4-render/index.ts";
import type { PlainMessage } from "../report/index.ts";
import type { PageSummary } from "../shared/index.ts";
import { contentHash } from "../pipeline/5-write/content-hash.ts";

/** A rendered page, with what the later stages need: the model without its content tree, the markdown twin, search sections. */
export interface FinishedPage {
  route: string;
  html: string;
  markdown?: string;
  sections?: SearchSectionText[];
  model: PageSummary;
}

/** A doc page as the build made it: its route, the ids it holds, the finished page, and the data and messages of its file. */
export interface MadePage {
  route: string;
  ids: string[];
  finished: FinishedPage;
  data: VFile["data"];
  messages: PlainMessage[];
}

/**
 * A doc page as the cache keeps it, with the HTML as UTF-8 bytes and their hash. The pages' HTML holds
 * characters beyond Latin-1, so V8 keeps it as two bytes a character: as bytes the cache is half the size, reads in
 * a copy rather than a decoding, and goes to the file and the compressor as it is. The disk keeps the bytes after
 * the rest of the record (its tail), and a page read from disk has them only when asked for (`html` is absent
 * otherwise): a page whose HTML the last build wrote is linked from there unread (`Cache.page`).
 */
export type StoredPage = Omit<MadePage, "finished"> & { finished: StoredFinishedPage };
export type StoredFinishedPage = Omit<FinishedPage, "html"> & { html?: Uint8Array; htmlHash: string };

/** Where a one-off build keeps its doc pages between runs, and the hash of the engine that made them. Plain data. */
export interface PageCacheOptions {
  /** The cache file, under the site's `.cache/`. */
  path: string;
  /** The engine's fingerprint (`engineFingerprint`). */
  engine: string;
  /** False to make every page again (`--force`) and only write the cache. */
  read?: boolean;
}

/** The page cache of a site, under its root. */
export const PAGE_CACHE_FILE = ".cache/doc-pages.v8";

/**
 * Doc pages from the last one-off build, by a key that spells out everything a page is made from: the engine and the
 * page's inputs (`PageInputs` in cache.ts). A page whose key is unchanged is not parsed, transformed or rendered
 * again: its HTML, markdown twin, search sections, ids, links and messages are replayed as they were.
 */
export interface PageCache {
  /** Returns the key, for `find` and `keep`, of a page made from `inputs` (the JSON of `PageInputs`) by this engine. */
  keyOf(inputs: string): string;
  /** Returns the record (a page, a post's trees) stored under `key` by the last build, if any, without its tail. */
  find(key: string): unknown;
  /** Returns the tail of the record `find` found under `key` (empty when it has none). */
  tail(key: string): Buffer;
  /** Keeps a record for the next build, with bytes of its own after it (`tail`) that `find` does not read. */
  keep(key: string, record: unknown, tail?: Uint8Array): void;
  /** Writes the pages kept in this build (and only those) for the next one, unless the file already holds just those. */
  save(): void;
  /** Drops what this build wrote for the next one (a failed build), and closes the last file. */
  abort(): void;
}

/**
 * Bumped when the shape of a stored page changes. The engine hash already covers every change of the engine's
 * code; this covers a cache file written by a build whose entries this one would read wrongly.
 */
const FORMAT = 4;

/** Returns a page made by this build as the disk keeps it, with its HTML as bytes and their hash. */
export function toStoredPage(page: MadePage | StoredPage): StoredPage {
  const { html } = page.finished;
  if (typeof html !== "string") return page as StoredPage;
  const bytes = Buffer.from(html);
  return { ...page, finished: { ...page.finished, html: bytes, htmlHash: contentHash(bytes) } };
}

/** Where a record is in a cache file: its offset and length in bytes, the last `tail` of them its tail. */
type Extent = [offset: number, length: number, tail: number];

/**
 * Opens the page cache, the disk storage of the build's cache (`cache.ts`). A missing or unreadable file is an
 * empty cache. The file is the pages' records one after another, then the index of their keys and extents, then the
 * index's offset (8 bytes): a build holds the index, never every page, and reads a page when it finds it. A page made
 * in this build is written to the next file as it is kept. When saved, those pages go after the last file's records
 * with a new index (`appendMade`), or, once that file holds more bytes of pages no longer kept than of pages kept,
 * the pages found are copied after them into the next file, which replaces the last one.
 */
export function openPageCache(options: PageCacheOptions): PageCache {
  const engineHash = createHash("sha256")
    .update(JSON.stringify([FORMAT, options.engine]))
    .digest("hex");
  removeAbandoned(options.path);
  const last = options.read === false ? undefined : openStored(options.path);
  const next = new CacheWriter(`${options.path}.${process.pid}-${threadId}.tmp`);
  // Pages kept: those made, by their extent in the next file; those found, by theirs in the last one.
  const nextIndex = new Map<string, Extent>();
  const found = new Map<string, Extent>();
  let madeCount = 0;
  return {
    keyOf: (inputs) => createHash("sha256").update(engineHash).update(inputs).digest("hex"),
    find(key) {
      const at = last?.index.get(key);
      if (!at) return undefined;
      let record: unknown;
      try {
        record = deserialize(readExtent(last!.fd, [at[0], at[1] - at[2]]));
      } catch {
        // A record this build cannot read is one to make again, and is not carried over.
        return undefined;
      }
      found.set(key, at);
      return record;
    },
    tail(key) {
      const at = found.get(key);
      return at ? readExtent(last!.fd, [at[0] + at[1] - at[2], at[2]]) : Buffer.alloc(0);
    },
    keep(key, record, tail) {
      if (found.has(key)) return;
      madeCount++;
      next.append(key, tail ? [serialize(record), tail] : [serialize(record)], nextIndex);
    },
    save() {
      try {
        // Every page found and none made: the file already holds exactly these.
        if (!madeCount && last && found.size === last.index.size) return next.discard();
        // A few pages made: they go after the last file's records, which stay where they are.
        if (last && appendMade(options.path, last.fd, found, next, nextIndex)) return;
        for (const [key, at] of found) next.append(key, [readExtent(last!.fd, at)], nextIndex, at[2]);
        next.finish(nextIndex, options.path);
      } finally {
        if (last) closeSync(last.fd);
      }
    },
    abort() {
      next.discard();
      if (last) closeSync(last.fd);
    },
  };
}

/**
 * Writes the next cache file beside the last one and renames it into place when finished, so that a build that stops
 * halfway, or runs beside this one, never reads half a file. The cache only saves time: a build that cannot write it
 * (a read-only checkout) builds every page next time.
 */
class CacheWriter {
  private fd: number | undefined;
  private offset = 0;
  private failed = false;

  constructor(private readonly partial: string) {}

  /** Writes a record from its parts, and notes its extent under `key` in `index`: a second part is its tail, else the last `tail` bytes are. */
  append(key: string, parts: Uint8Array[], index: Map<string, Extent>, tail = parts[1]?.length ?? 0): void {
    if (this.failed) return;
    try {
      if (this.fd === undefined) {
        mkdirSync(dirname(this.partial), { recursive: true });
        this.fd = openSync(this.partial, "w");
      }
      let length = 0;
      for (const part of parts) {
        writeAll(this.fd, part);
        length += part.length;
      }
      index.set(key, [this.offset, length, tail]);
      this.offset += length;
    } catch {
      this.failed = true;
    }
  }

  /** The bytes of the records written so far, and the file they are in (undefined when writing failed). */
  records(): { path: string; length: number } | undefined {
    return this.failed ? undefined : { path: this.partial, length: this.offset };
  }

  /** Writes the index and its offset after the records, and puts the file at `path`. */
  finish(index: Map<string, Extent>, path: string): void {
    if (this.failed || this.fd === undefined) return this.discard();
    try {
      writeIndex(this.fd, index, this.offset);
      closeSync(this.fd);
      this.fd = undefined;
      renameSync(this.partial, path);
    } catch {
      this.discard();
    }
  }

  /** Removes the file being written. */
  discard(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    rmSync(this.partial, { force: true });
  }
}

/**
 * Removes the next files that builds which ended without saving left beside the cache (a thread that ran out of
 * memory ends without a word): those of a process that is no longer running.
 */
function removeAbandoned(path: string): void {
  const prefix = `${basename(path)}.`;
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^(\d+)-\d+\.tmp$/.exec(name.slice(prefix.length))?.[1]);
    if (name.startsWith(prefix) && pid && !isRunning(pid)) rmSync(join(dirname(path), name), { force: true });
  }
}

/** Returns whether a process with this id runs (one of another user's counts as running). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Writes the index of a cache file after its records, `end` bytes of them, then the index's offset. */
function writeIndex(fd: number, index: Map<string, Extent>, end: number): void {
  writeAll(fd, serialize([FORMAT, index]));
  const trailer = Buffer.alloc(8);
  trailer.writeBigUInt64LE(BigInt(end));
  writeAll(fd, trailer);
}

/**
 * Saves the cache by appending this build's records (in the next file, `made`) and a new index to the last file,
 * rather than copying every page found into a new one: after a one-page edit of a large site that copy is hundreds
 * of megabytes. Returns false, having changed nothing, when the last file holds more bytes no page uses than pages
 * found and made hold (it is then written afresh, without them), when another build replaced it since it was
 * opened, or when another build is saving (the lock file). A build that reads the file while this one appends finds
 * its index unreadable and makes every page; one that opened it before keeps reading its pages where they were.
 */
function appendMade(path: string, lastFd: number, found: Map<string, Extent>, next: CacheWriter, nextIndex: Map<string, Extent>): boolean {
  const made = next.records();
  if (!made) return false;
  const size = fstatSync(lastFd).size;
  let live = made.length;
  for (const [, length] of found.values()) live += length;
  if (size + made.length > 2 * live) return false;
  const lock = `${path}.lock`;
  if (!takeLock(lock)) return false;
  let fd: number | undefined;
  try {
    if (statSync(path).ino !== fstatSync(lastFd).ino) return false;
    fd = openSync(path, "a");
    const index = new Map(found);
    for (const [key, [offset, length, tail]] of nextIndex) index.set(key, [size + offset, length, tail]);
    writeAll(fd, readFileSync(made.path).subarray(0, made.length));
    writeIndex(fd, index, size + made.length);
    next.discard();
    return true;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
    rmSync(lock, { force: true });
  }
}

/** Creates the lock file, with this process's id in it; one a process that no longer runs left is taken over. */
function takeLock(lock: string): boolean {
  for (const attempt of [1, 2]) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx" });
      return true;
    } catch {
      const owner = Number(readTextOr(lock));
      if (attempt === 2 || (owner && isRunning(owner))) return false;
      rmSync(lock, { force: true });
    }
  }
  return false;
}

function readTextOr(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

/** Writes all of `bytes` at the file's position (one write may take fewer). */
function writeAll(fd: number, bytes: Uint8Array): void {
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
}

/** Returns the bytes of a record. */
function readExtent(fd: number, [offset = 0, length = 0]: readonly number[]): Buffer {
  const bytes = Buffer.alloc(length);
  readSync(fd, bytes, 0, length, offset);
  return bytes;
}

/** Opens the last cache file and reads its index, or returns undefined when there is none this build can read. */
function openStored(path: string): { fd: number; index: Map<string, Extent> } | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, "r");
    const size = fstatSync(fd).size;
    const at = Number(readExtent(fd, [size - 8, 8]).readBigUInt64LE());
    const [format, index] = deserialize(readExtent(fd, [at, size - 8 - at])) as [number, Map<string, Extent>];
    if (format === FORMAT && index instanceof Map) return { fd, index };
  } catch {
    // No cache yet, or a file this build cannot read: every page is made.
  }
  if (fd !== undefined) closeSync(fd);
  return undefined;
}
