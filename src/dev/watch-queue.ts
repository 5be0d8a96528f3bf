/** What to do about the changes collected since the last batch. */
export interface WatchBatch {
  /** Changed paths relative to the project root, sorted, each once. */
  paths: string[];
  /**
   * The engine's own code changed (src/, templates/): its modules must be loaded again, so the builder restarts.
   * Content, config.yaml and data files only need a rebuild with the cache.
   */
  restart: boolean;
}

/** Folders whose changes need fresh engine modules rather than a rebuild. */
const ENGINE_DIRS = ["src/", "templates/"];

/**
 * Collects file-system events between builds and hands them out as one batch. Pure: no timers, no watcher;
 * the caller decides when to `take` (after a short quiet period, and only while no build runs).
 * After the approach of Eleventy's `WatchQueue` (11ty/eleventy src/WatchQueue.js).
 */
export class WatchQueue {
  readonly #paths = new Set<string>();

  /** Records that `path` (relative to the project root, forward slashes) was added, changed or removed. */
  add(path: string): void {
    this.#paths.add(path);
  }

  /** Returns true when changes wait to be taken. */
  get pending(): boolean {
    return this.#paths.size > 0;
  }

  /** Returns the waiting changes as one batch and empties the queue, or undefined when nothing waits. */
  take(): WatchBatch | undefined {
    if (!this.#paths.size) return undefined;
    const paths = [...this.#paths].sort();
    this.#paths.clear();
    return { paths, restart: paths.some((path) => ENGINE_DIRS.some((dir) => path.startsWith(dir))) };
  }
}
