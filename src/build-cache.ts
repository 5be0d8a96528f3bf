import { readFileSync } from "node:fs";

/**
 * Values kept from one build to the next in the same process (author mode). Each value sits under a key that
 * spells out everything it was made from, plus objects compared by identity (a tree from an earlier cached stage),
 * so a hit is always a value the build would have made again.
 */
export interface BuildCache {
  /** Returns the value stored under `stage`/`key` with the same `deps`, or makes and stores it. */
  memo<T>(stage: string, key: string, deps: readonly unknown[], make: () => T): T;
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
export function createBuildCache({ keep = true }: { keep?: boolean } = {}): BuildCache {
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
