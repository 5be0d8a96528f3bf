import { createHash, type Hash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
// The leaf module, not config/index.ts: the build command loads this before the engine, to stop early when nothing changed.
import { ENGINE_ROOT } from "../engine.ts";
import { outputFiles } from "../pipeline/5-write/output-files.ts";

/**
 * Returns a hash of everything a build reads: the site's config.yaml and content/, the engine (`engineFingerprint`)
 * and the build options. Two builds with the same fingerprint write the same files.
 */
export function inputsFingerprint(root: string, options: Record<string, unknown>, engine = engineFingerprint()): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify([engine, options]));
  for (const rel of ["config.yaml", "content"]) addFiles(hash, "site", root, rel);
  return hash.digest("hex");
}

/**
 * Returns a hash of the engine: its src/, templates/, bin/ (the build command runs bundled from it), tsconfig, locked
 * dependencies and the patches applied to them, and the Node version.
 */
export function engineFingerprint(): string {
  const hash = createHash("sha256");
  hash.update(process.version);
  for (const rel of ["src", "templates", "bin", "tsconfig.json", "package-lock.json", "patches"]) addFiles(hash, "engine", ENGINE_ROOT, rel);
  return hash.digest("hex");
}

/** Adds the file or every file under the folder `base/rel` to `hash`, each with its path. */
function addFiles(hash: Hash, label: string, base: string, rel: string): void {
  const path = join(base, rel);
  if (!existsSync(path)) return;
  const entries = statSync(path).isDirectory() ? (readdirSync(path, { recursive: true }) as string[]).map((name) => join(rel, name)).sort() : [rel];
  for (const entry of entries) {
    const file = join(base, entry);
    if (!statSync(file).isFile()) continue;
    hash.update(`\0${label}:${entry.split("\\").join("/")}\0`);
    hash.update(readFileSync(file));
  }
}

/** Returns a hash of a build folder's file list, sizes and times: it changes when anyone touches the output. */
export function outputFingerprint(outDir: string): string | undefined {
  if (!existsSync(outDir)) return undefined;
  const hash = createHash("sha256");
  for (const rel of outputFiles(outDir)) {
    const stats = statSync(join(outDir, rel));
    hash.update(`${rel}\0${stats.size}\0${stats.mtimeMs}\n`);
  }
  return hash.digest("hex");
}
