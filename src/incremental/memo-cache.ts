import { readFileSync } from "node:fs";
import { VFile } from "vfile";
import type { Memo } from "../shared/index.ts";
import type { RoutedPage } from "../pipeline/1-content/index.ts";

/**
 * Values kept from one build to the next in the same process (author mode). Each value sits under a key that
 * spells out everything it was made from, plus objects compared by identity (a tree from an earlier cached stage),
 * so a hit is always a value the build would have made again.
 */
export interface MemoCache {
  /** Returns the value stored under `stage`/`key` with the same `deps`, or makes and stores it. */
  memo: Memo;
  /** Returns a file's text by absolute path, read once until `invalidate` names it (the watcher knows what changed). */
  read(path: string): string;
  /** Forgets the texts of these absolute paths. */
  invalidate(paths: Iterable<string>): void;
  /** Forgets every entry the last build did not use, so removed pages do not pile up. */
  sweep(): void;
  /** Hits and misses per stage since the last sweep, for the build log. */
  stats(): Record<string, { hits: number; misses: number }>;
}

interface Entry {
  deps: readonly unknown[];
  value: unknown;
  used: boolean;
}

/**
 * Returns an empty cache. With `keep: false` (a one-off production build) it keeps nothing, so each page's trees
 * can be freed as soon as the page is rendered.
 */
export function createMemoCache({ keep = true }: { keep?: boolean } = {}): MemoCache {
  const stages = new Map<string, Map<string, Entry>>();
  let counts: Record<string, { hits: number; misses: number }> = {};
  const texts = new Map<string, string>();
  return {
    read(path: string): string {
      let text = texts.get(path);
      if (text === undefined) texts.set(path, (text = readFileSync(path, "utf8")));
      return text;
    },
    invalidate(paths: Iterable<string>) {
      for (const path of paths) texts.delete(path);
    },
    memo<T>(stage: string, key: string, deps: readonly unknown[], make: () => T): T {
      const entries = stages.get(stage) ?? stages.set(stage, new Map()).get(stage)!;
      const count = (counts[stage] ??= { hits: 0, misses: 0 });
      if (!keep) return make();
      const entry = entries.get(key);
      if (entry && entry.deps.length === deps.length && entry.deps.every((dep, i) => dep === deps[i])) {
        entry.used = true;
        count.hits++;
        return entry.value as T;
      }
      count.misses++;
      const value = make();
      entries.set(key, { deps, value, used: true });
      return value;
    },
    sweep() {
      for (const entries of stages.values()) {
        for (const [key, entry] of entries) {
          if (entry.used) entry.used = false;
          else entries.delete(key);
        }
      }
      counts = {};
    },
    stats: () => counts,
  };
}

/** Runs `load` with a fresh list for the files it reads and returns its value with them. */
export function made<T>(load: (files: VFile[]) => T): { value: T; files: VFile[] } {
  const files: VFile[] = [];
  return { value: load(files), files };
}

/** Adds a memoised load's files (and their messages) to this build's files and returns its value. */
export function replay<T>(files: VFile[], loaded: { value: T; files: VFile[] }): T {
  files.push(...loaded.files);
  return loaded.value;
}

/** Returns a generated page with a file of its own for this build, so messages from earlier builds do not pile up. */
export function freshFile(page: RoutedPage): RoutedPage {
  return { ...page, file: new VFile({ path: page.file.path, value: page.file.value, data: { ...page.file.data } }) };
}
