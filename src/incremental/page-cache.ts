import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { deserialize, serialize } from "node:v8";
import { threadId } from "node:worker_threads";
import type { VFile } from "vfile";
import type { FinishedPage } from "../orchestration/compile-page.ts";
import type { PlainMessage } from "../report/index.ts";

/** A doc page as the build made it: its route, the ids it holds, the finished page, and the data and messages of its file. */
export interface MadePage {
  route: string;
  ids: string[];
  finished: FinishedPage;
  data: VFile["data"];
  messages: PlainMessage[];
}

/**
 * A doc page as the cache keeps it, with the HTML as UTF-8 bytes. The pages' HTML holds
 * characters beyond Latin-1, so V8 keeps it as two bytes a character: as bytes the cache is half the size, reads in
 * a copy rather than a decoding, and goes to the file and the compressor as it is.
 */
export type StoredPage = Omit<MadePage, "finished"> & { finished: StoredFinishedPage };
export type StoredFinishedPage = Omit<FinishedPage, "html"> & { html: Uint8Array };

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
 * Doc pages from the last one-off build, by a key that spells out everything a page is made from: the engine, the
 * page's own source and front matter, and the site context every page shares (config, sidebars, the route of every
 * source, the assets, the schema, the bundled assets' URLs). A page whose key is unchanged is not parsed, transformed
 * or rendered again: its HTML, markdown twin, search sections, ids, links and messages are replayed as they were.
 * A new title, sidebar order, route or schema
 * changes every key, so every page is made again.
 */
export interface PageCache {
  /** Returns this page's key, for `find` and `keep`. */
  keyOf(page: unknown): string;
  /** Returns the page stored under `key` by the last build, if any. */
  find(key: string): StoredPage | undefined;
  /** Keeps a page for the next build. */
  keep(key: string, page: StoredPage): void;
  /** Writes the pages kept in this build (and only those) for the next one, unless the file already holds just those. */
  save(): void;
  /** Pages found and pages made in this build. */
  stats(): { reused: number; made: number };
}

/**
 * Bumped when the shape of a stored page changes. The engine hash already covers every change of the engine's
 * code; this covers a cache file written by a build whose entries this one would read wrongly.
 */
const FORMAT = 1;

/** Returns a page made by this build as the cache keeps it. */
export function toStoredPage(page: MadePage): StoredPage {
  return { ...page, finished: { ...page.finished, html: Buffer.from(page.finished.html) } };
}

/** Opens the page cache for a build whose shared inputs are `site` (any JSON value). A missing or unreadable file is an empty cache. */
export function openPageCache(options: PageCacheOptions, site: unknown): PageCache {
  const siteHash = createHash("sha256")
    .update(JSON.stringify([FORMAT, options.engine, site]))
    .digest("hex");
  const stored = options.read === false ? new Map<string, StoredPage>() : load(options.path);
  const kept = new Map<string, StoredPage>();
  let reused = 0;
  return {
    keyOf: (page) => createHash("sha256").update(siteHash).update(JSON.stringify(page)).digest("hex"),
    find(key) {
      const page = stored.get(key);
      if (!page) return undefined;
      reused++;
      // Read back, the HTML is a view into the whole cache file, and a view crosses to another thread (the writer's,
      // the compressor's) with all of its buffer: each page gets a buffer of its own.
      return { ...page, finished: { ...page.finished, html: new Uint8Array(page.finished.html) } };
    },
    keep(key, page) {
      kept.set(key, page);
    },
    save() {
      // Every page found and none made: the file already holds exactly these.
      if (reused === kept.size && kept.size === stored.size) return;
      // Written whole and renamed into place, so a build that stops halfway, or runs beside this one, never reads
      // half a file.
      const partial = `${options.path}.${process.pid}-${threadId}.tmp`;
      try {
        mkdirSync(dirname(options.path), { recursive: true });
        writeFileSync(partial, serialize([FORMAT, kept]));
        renameSync(partial, options.path);
      } catch {
        // The cache only saves time: a build that cannot write it (a read-only checkout) builds every page next time.
        rmSync(partial, { force: true });
      }
    },
    stats: () => ({ reused, made: kept.size - reused }),
  };
}

function load(path: string): Map<string, StoredPage> {
  try {
    const [format, pages] = deserialize(readFileSync(path)) as [number, Map<string, StoredPage>];
    if (format === FORMAT && pages instanceof Map) return pages;
  } catch {
    // No cache yet, or a file this build cannot read: every page is made.
  }
  return new Map();
}
