import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { watch } from "chokidar";
import { ENGINE_ROOT } from "../engine.ts";
import { fileStamp } from "../pipeline/1-content/file-stamp.ts";

/** How often the site's sources are also checked by their times and sizes, for changes the watcher missed. */
const POLL_MS = 1000;

/**
 * Calls `onChange` for every file or folder added, changed or removed among the sources an author edits: the site's
 * content/ and config.yaml (paths relative to the site's root) and the engine's src/ and templates/ (relative to the
 * engine's root, so they start with `src/` or `templates/`). Resolves once watching.
 */
export async function watchSources(root: string, onChange: (path: string) => void): Promise<{ close(): Promise<void> }> {
  const site = [`${root}${sep}content`, `${root}${sep}config.yaml`];
  const engine = [`${ENGINE_ROOT}src`, `${ENGINE_ROOT}templates`];
  const watcher = watch([...site, ...engine], { ignoreInitial: true });
  // Times and sizes of the site's files as last reported: a path the watcher reports is brought up to date here, so
  // the poll below only reports what the watcher missed.
  const known = snapshot(site);
  const report = (path: string) => {
    const fromEngine = engine.some((dir) => path === dir || path.startsWith(dir + sep));
    if (!fromEngine) {
      const value = fileStamp(path);
      if (value) known.set(path, value);
      else known.delete(path);
    }
    onChange(
      relative(fromEngine ? ENGINE_ROOT : root, path)
        .split(sep)
        .join("/"),
    );
  };
  // chokidar (through inotify) has been seen to miss a save after a burst of renames and deletions; a cheap poll of
  // the site's sources (about 700 stats a second here) catches it within a second.
  const poll = setInterval(() => {
    const now = snapshot(site);
    for (const [path, value] of now) if (known.get(path) !== value) report(path);
    for (const path of known.keys())
      if (!now.has(path)) {
        known.delete(path);
        report(path);
      }
  }, POLL_MS);
  poll.unref();
  const rawSeen = new Map<string, number>();
  watcher.on("all", (event, path) => {
    // A write already reported by its raw event would start a second, empty build.
    if (event === "change" && performance.now() - (rawSeen.get(path) ?? -Infinity) < 200) return;
    report(path);
  });
  // chokidar drops a change whose file reads as accessed after its last write with an unchanged mtime, which
  // happens to quick successive saves; the raw event of every write is reported too (the queue removes repeats).
  watcher.on("raw", (event, name, details) => {
    const watched = (details as { watchedPath?: string } | undefined)?.watchedPath;
    if (event !== "change" || !watched || !name) return;
    const path = watched.endsWith(`${sep}${name}`) ? watched : join(watched, name);
    rawSeen.set(path, performance.now());
    report(path);
  });
  watcher.on("error", () => {
    // A folder that disappears while watched (a deleted category) is not a reason to stop; its files' events came first.
  });
  await new Promise<void>((ready) => watcher.once("ready", () => ready()));
  return {
    close: () => {
      clearInterval(poll);
      return watcher.close();
    },
  };
}

/** Returns the stamp of every file under the given files and folders. */
function snapshot(paths: string[]): Map<string, string> {
  const stamps = new Map<string, string>();
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const files = statSync(path).isDirectory() ? (readdirSync(path, { recursive: true }) as string[]).map((rel) => join(path, rel)) : [path];
    for (const file of files) {
      const value = fileStamp(file);
      if (value) stamps.set(file, value);
    }
  }
  return stamps;
}
