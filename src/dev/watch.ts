import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { watch } from "chokidar";

/** The engine's own folder: its src/ and templates/ are watched even when the site lives elsewhere (test fixtures). */
const ENGINE_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Calls `onChange` for every file or folder added, changed or removed among the sources an author edits: the site's
 * content/ and config.yaml (paths relative to the site's root) and the engine's src/ and templates/ (relative to the
 * engine's root, so they start with `src/` or `templates/`). Resolves once watching.
 */
export async function watchSources(root: string, onChange: (path: string) => void): Promise<{ close(): Promise<void> }> {
  const site = [`${root}${sep}content`, `${root}${sep}config.yaml`];
  const engine = [`${ENGINE_ROOT}src`, `${ENGINE_ROOT}templates`];
  const watcher = watch([...site, ...engine], { ignoreInitial: true });
  const report = (path: string) => {
    const fromEngine = engine.some((dir) => path === dir || path.startsWith(dir + sep));
    onChange(relative(fromEngine ? ENGINE_ROOT : root, path).split(sep).join("/"));
  };
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
  return { close: () => watcher.close() };
}
