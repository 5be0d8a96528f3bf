import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { VFile } from "vfile";
import { plainMessages, replayMessages, type PlainMessage } from "../report/index.ts";
import type { Memo, StepInputs } from "../shared/index.ts";
import { openPageCache, toStoredPage, type MadePage, type PageCache, type PageCacheOptions, type StoredPage } from "./page-cache.ts";

/**
 * What a doc page is made from: the key under which the cache keeps the finished page. Each field is plain data, so
 * the key is the same in another process.
 */
export interface PageInputs {
  /**
   * The page as discover and routing left it: route, kind, path, text (front matter blanked), front matter, file data;
   * for a page made from data, which has no text, the hash of that data (`RoutedPage.madeFrom`).
   */
  page: unknown;
  /** The hash of what every page's parse and transform read besides its own text (`PreparedSite.transformKey`). */
  transform: string;
  /** The hash of what every doc's model and HTML read: config, asset URLs, sidebars, versions (`PreparedSite.siteKey`). */
  site: string;
  /**
   * For a page that may show a DocCardList (its text, or a file it imports, names one): the cards of its category,
   * whose descriptions the other pages' texts give.
   */
  cards?: unknown;
}

/** A finished doc page as the cache gives it: its HTML as text when made in memory, as bytes when made for or read from disk. */
export type KeptPage = MadePage | StoredPage;

/** A page's way, made: what the build needs of it besides the data and messages its file was given. */
export type PageMade = Omit<MadePage, "data" | "messages">;

/**
 * The one cache of a build. Every step that may skip its work asks it, with its inputs by name:
 * - `memo` keeps values in memory (trees, the schema, front matter) for the next build in the same process (author mode);
 * - `page` keeps finished doc pages, in memory and, for one-off builds, on disk (`page-cache.ts`);
 * - `memoFile` and `page` replay what the step left on the page's file (data, messages) when they skip it;
 *   `memoFiles` gives again the files a data step (the schema, the theme API) read, with their messages.
 */
export interface Cache {
  memo: Memo;
  /**
   * `memo` for a step that adds data and messages to `file`: kept with its value and given to the file again. With
   * `stored`, the value is kept on disk too, under the step and `stored.key`: plain data spelling out every input.
   */
  memoFile<T>(step: string, id: string, file: VFile, inputs: StepInputs, make: () => T, stored?: { key: unknown }): T;
  /**
   * `memo` for a step that reads data files into files of its own (the schema, the theme API), which `make` adds to
   * the list it is given: they are kept with the value, and added with their messages to `files` on every build. With
   * `stored`, the value (plain data) and those files' paths and messages are kept on disk too, under the step and
   * `stored.key`: plain data spelling out every input.
   */
  memoFiles<T>(step: string, id: string, inputs: StepInputs, files: VFile[], make: (files: VFile[]) => T, stored?: { key: unknown }): T;
  /**
   * Returns the doc page made from `inputs`, kept from an earlier build or made now; its file gets its data and
   * messages. A page the disk keeps comes without its HTML when `unread` says the hash of that HTML is the one of a
   * file the build links rather than writes (the last build's file of the page).
   */
  page(id: string, inputs: PageInputs, file: VFile, make: () => PageMade, unread?: (htmlHash: string) => boolean): KeptPage;
  /** Returns a file's text by absolute path, read once until `invalidate` names it (the watcher knows what changed). */
  read(path: string): string;
  /** Forgets the texts of these absolute paths. */
  invalidate(paths: Iterable<string>): void;
  /**
   * Ends a build. A build that made its pages saves those on disk for the next one and returns what the disk gave;
   * one that failed drops them. Memory forgets every value of an id this build did not ask for, so removed
   * pages do not pile up.
   */
  end(ok: boolean): DiskStats | undefined;
  /** Hits and misses per step in this build, for the build log. */
  stats(): Record<string, { hits: number; misses: number }>;
}

export interface CacheOptions {
  /** Keeps values in memory for the next build (author mode). A one-off build keeps none, so each page's trees are let go. */
  memory?: boolean;
  /** Keeps doc pages, posts' trees, pages made from data and read sidebars files on disk for the next one-off build. */
  disk?: PageCacheOptions;
}

/** What the disk storage did in one build: pages reused and made, and the milliseconds spent reading and writing it. */
export interface DiskStats {
  reused: number;
  /** Of the pages reused, those whose HTML was not read: the build links the last build's file of each. */
  unread: number;
  made: number;
  ms: number;
}

interface Entry {
  inputs: StepInputs;
  value: unknown;
  used: boolean;
}

/** Returns an empty cache. */
export function createCache(options: CacheOptions = {}): Cache {
  const memory = new Memory(options.memory ?? false);
  const disk = new Disk(options.disk);
  const texts = new Map<string, string>();
  return {
    memo: (step, id, inputs, make) => memory.memo(step, id, inputs, make),
    memoFile: (step, id, file, inputs, make, stored) => memoFile(memory, disk, { step, id, file, inputs, stored }, make),
    memoFiles: (step, id, inputs, files, make, stored) => memoFiles(memory, disk, { step, id, inputs, files, stored }, make),
    page: (id, inputs, file, make, unread) => keptPage(memory, disk, { id, inputs, file, unread }, make),
    read(path) {
      let text = texts.get(path);
      if (text === undefined) texts.set(path, (text = readFileSync(path, "utf8")));
      return text;
    },
    invalidate(paths) {
      for (const path of paths) texts.delete(path);
    },
    end(ok) {
      memory.sweep();
      return disk.end(ok);
    },
    stats: () => memory.counts,
  };
}

/** `Cache.memoFile`: memory first, then the disk when the step's inputs are given as plain data (`stored.key`). */
function memoFile<T>(
  memory: Memory,
  disk: Disk,
  { step, id, file, inputs, stored }: { step: string; id: string; file: VFile; inputs: StepInputs; stored?: { key: unknown } },
  make: () => T,
): T {
  const diskKey = stored && disk.use((store) => store.keyOf(JSON.stringify([step, stored.key])));
  let made = false;
  const kept = memory.memo(step, id, inputs, (): FileRecord => {
    const found = diskKey === undefined ? undefined : (disk.use((store) => store.find(diskKey)) as FileRecord | undefined);
    if (found) return found;
    made = true;
    const before = file.messages.length;
    return { value: make(), ...leftOn(file, before) };
  });
  if (diskKey !== undefined) disk.use((store) => store.keep(diskKey, kept));
  if (!made) giveAgain(file, kept);
  return kept.value as T;
}

/** What a data step keeps: its value, and the files it reported on. */
interface FilesRecord<T> {
  value: T;
  files: VFile[];
}

/**
 * `Cache.memoFiles`: memory first, then the disk when the step's inputs are given as plain data (`stored.key`). The
 * disk keeps each file's path and messages; a file found there is given again without its text, which no later step
 * reads.
 */
function memoFiles<T>(
  memory: Memory,
  disk: Disk,
  { step, id, inputs, files, stored }: { step: string; id: string; inputs: StepInputs; files: VFile[]; stored?: { key: unknown } },
  make: (files: VFile[]) => T,
): T {
  const diskKey = stored && disk.use((store) => store.keyOf(JSON.stringify([step, stored.key])));
  const kept = memory.memo(step, id, inputs, (): FilesRecord<T> => {
    const found = diskKey === undefined ? undefined : (disk.use((store) => store.find(diskKey)) as StoredFiles<T> | undefined);
    if (found) return { value: found.value, files: found.files.map(({ path, messages }) => withMessages(new VFile({ path }), messages)) };
    const read: VFile[] = [];
    return { value: make(read), files: read };
  });
  if (diskKey !== undefined) {
    const record: StoredFiles<T> = { value: kept.value, files: kept.files.map((file) => ({ path: file.path, messages: plainMessages(file) })) };
    disk.use((store) => store.keep(diskKey, record));
  }
  files.push(...kept.files);
  return kept.value;
}

/** A data step's record on disk: its value, and the path and messages of each file it reported on. */
interface StoredFiles<T> {
  value: T;
  files: { path: string; messages: PlainMessage[] }[];
}

/** Returns `file` with `messages` given to it. */
function withMessages(file: VFile, messages: PlainMessage[]): VFile {
  replayMessages(file, messages);
  return file;
}

/** `Cache.page`: memory first, then the disk, else made; a page found gives its file its data and messages again. */
function keptPage(
  memory: Memory,
  disk: Disk,
  { id, inputs, file, unread }: { id: string; inputs: PageInputs; file: VFile; unread?: (htmlHash: string) => boolean },
  make: () => PageMade,
): KeptPage {
  const json = JSON.stringify(inputs);
  const key = memory.keeps ? keyHash(json) : "";
  const diskKey = disk.use((store) => store.keyOf(json));
  // A page kept in memory for the next build keeps its HTML.
  const leave = memory.keeps ? undefined : unread;
  const found = memory.page(id, key) ?? (diskKey === undefined ? undefined : disk.use((store) => fromDisk(store, diskKey, leave)));
  disk.pages[found ? "reused" : "made"]++;
  if (found) giveAgain(file, found);
  if (found && "htmlHash" in found.finished && found.finished.html === undefined) disk.pages.unread++;
  const made = found ?? madePage(file, make);
  // The disk keeps the HTML as bytes, which then go to the file too; memory alone keeps the text author mode serves.
  const page = diskKey === undefined ? made : toStoredPage(made);
  if (diskKey !== undefined) disk.use((store) => store.keep(diskKey, withoutHtml(page as StoredPage), (page as StoredPage).finished.html));
  memory.keepPage(id, key, page);
  return page;
}

/** The cache's disk storage in one build: opened at its first use, timed, and saved or dropped at the build's end. */
class Disk {
  private store: PageCache | undefined;
  private ms = 0;
  /** Doc pages found and made in this build, and of those found, how many without reading their HTML. */
  readonly pages = { reused: 0, made: 0, unread: 0 };

  constructor(private readonly options: PageCacheOptions | undefined) {}

  /** Runs `run` on the store, timed; undefined without disk storage. */
  use<T>(run: (store: PageCache) => T): T | undefined {
    if (!this.options) return undefined;
    const start = performance.now();
    try {
      return run((this.store ??= openPageCache(this.options)));
    } finally {
      this.ms += performance.now() - start;
    }
  }

  /** Saves this build's records for the next build (`ok`) or drops them; returns what the disk did, when it was used. */
  end(ok: boolean): DiskStats | undefined {
    const used = this.store;
    const stats = used && ok ? this.use((store) => (store.save(), { ...this.pages, ms: this.ms })) : undefined;
    if (used && !ok) used.abort();
    this.store = undefined;
    this.ms = 0;
    this.pages.reused = this.pages.made = this.pages.unread = 0;
    return stats;
  }
}

/** What a step left on a page's file: the file's data after it, and the messages it added. */
interface LeftOnFile {
  data: VFile["data"];
  messages: PlainMessage[];
}

/** What a step that leaves data and messages on a page's file keeps: its value, and those. */
interface FileRecord extends LeftOnFile {
  value: unknown;
}

/** Returns what a step left on `file`, which had `before` messages when it started. */
function leftOn(file: VFile, before: number): LeftOnFile {
  return { data: { ...file.data }, messages: plainMessages(file, before) };
}

/** Gives `file` again what a step left on it in an earlier build, when the step is skipped. */
function giveAgain(file: VFile, left: LeftOnFile): void {
  Object.assign(file.data, left.data);
  replayMessages(file, left.messages);
}

/**
 * Returns a page read from disk, with its HTML (the record's tail, in a buffer of its own) unless `unread` says the
 * build links its file unread.
 */
function fromDisk(store: PageCache, key: string, unread?: (htmlHash: string) => boolean): StoredPage | undefined {
  const page = store.find(key) as StoredPage | undefined;
  if (!page || unread?.(page.finished.htmlHash)) return page;
  return { ...page, finished: { ...page.finished, html: store.tail(key) } };
}

/** Returns a page as the disk keeps it before its tail, the HTML's bytes. */
function withoutHtml(page: StoredPage): StoredPage {
  const { html: _, ...finished } = page.finished;
  return { ...page, finished };
}

/** Returns a page made now, with the data and messages `make` gave its file, as the cache keeps it. */
function madePage(file: VFile, make: () => PageMade): MadePage {
  const before = file.messages.length;
  return { ...make(), ...leftOn(file, before) };
}

/** Returns the hash the cache's keys are made of (SHA-256, hex). */
export function keyHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The cache's memory: each step's last value per id with its inputs, and the last page per id with its key. */
class Memory {
  private readonly steps = new Map<string, Map<string, Entry>>();
  private readonly pages = new Map<string, { key: string; page: KeptPage }>();
  /** Ids whose page was taken whole this build: their steps' values are still the page's. */
  private readonly pagesUsed = new Set<string>();
  counts: Record<string, { hits: number; misses: number }> = {};

  constructor(readonly keeps: boolean) {}

  memo<T>(step: string, id: string, inputs: StepInputs, make: () => T): T {
    const count = (this.counts[step] ??= { hits: 0, misses: 0 });
    if (!this.keeps) return make();
    const entries = this.steps.get(step) ?? this.steps.set(step, new Map()).get(step)!;
    const entry = entries.get(id);
    if (entry && sameInputs(entry.inputs, inputs)) {
      entry.used = true;
      count.hits++;
      return entry.value as T;
    }
    count.misses++;
    const value = make();
    entries.set(id, { inputs, value, used: true });
    return value;
  }

  /** Returns the page kept under `id` when its key is `key`. */
  page(id: string, key: string): KeptPage | undefined {
    const count = (this.counts.page ??= { hits: 0, misses: 0 });
    const kept = this.keeps ? this.pages.get(id) : undefined;
    if (kept?.key === key) {
      count.hits++;
      this.pagesUsed.add(id);
      return kept.page;
    }
    count.misses++;
    return undefined;
  }

  keepPage(id: string, key: string, page: KeptPage): void {
    if (!this.keeps) return;
    this.pages.set(id, { key, page });
    this.pagesUsed.add(id);
  }

  /** Forgets what this build did not use, and starts the next build's counts. */
  sweep(): void {
    for (const entries of this.steps.values()) {
      for (const [id, entry] of entries) {
        if (entry.used || this.pagesUsed.has(id)) entry.used = false;
        else entries.delete(id);
      }
    }
    for (const id of this.pages.keys()) if (!this.pagesUsed.has(id)) this.pages.delete(id);
    this.pagesUsed.clear();
    this.counts = {};
  }
}

function sameInputs(a: StepInputs, b: StepInputs): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && a[key] === b[key]);
}
