import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

/** The engine's own folder: bundles go to its `.cache/engine/`, where its node_modules resolve. */
const ENGINE_ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * Bundles the engine's TypeScript from `entry` into one ES module and returns its URL, for a worker thread to load
 * without tsx. Loading the engine through tsx's hooks took 0.85-0.93 s of a cold build; bundling takes 60-90 ms and
 * the bundle loads in about 0.4 s (packages stay outside it and load as Node resolves them). The bundle is named by
 * its hash, so builds running at once never read each other's half-written file, and carries a source map: the
 * thread runs with `--enable-source-maps`, and stacks name the engine's own files.
 */
export async function bundleEngine(entry: URL): Promise<URL> {
  const result = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: join(ENGINE_ROOT, "tsconfig.json"),
    sourcemap: "inline",
    write: false,
    logLevel: "silent",
    plugins: [ownUrls],
  });
  const code = result.outputFiles[0]!.contents;
  const prefix = basename(entry.pathname).replace(/\.tsx?$/, "");
  const name = `${prefix}-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`;
  for (const dir of [join(ENGINE_ROOT, ".cache/engine"), join(tmpdir(), "folio-engine")]) {
    const path = join(dir, name);
    try {
      if (!existsSync(path)) {
        mkdirSync(dir, { recursive: true });
        const partial = `${path}.${process.pid}.tmp`;
        writeFileSync(partial, code);
        renameSync(partial, path);
        removeStale(dir, prefix, name);
      }
      return pathToFileURL(path);
    } catch {
      // A read-only engine folder: the system's temporary folder instead.
    }
  }
  throw new Error(`Could not write the engine bundle ${name} to ${join(ENGINE_ROOT, ".cache/engine")} or the temporary folder`);
}

/** Bundles of older engine code are loaded within seconds of being written: after ten minutes they can go. */
function removeStale(dir: string, prefix: string, current: string): void {
  for (const name of readdirSync(dir)) {
    if (name === current || !name.startsWith(`${prefix}-`)) continue;
    try {
      if (Date.now() - statSync(join(dir, name)).mtimeMs > 10 * 60_000) unlinkSync(join(dir, name));
    } catch {
      // Removed meanwhile by another build.
    }
  }
}

/**
 * Each module keeps its own `import.meta.url` in the bundle (it finds its threads and the engine's folder by it),
 * rather than the bundle's.
 */
/** `import.meta.url` in code: not quoted, as in a string or a comment's `code`. */
const IMPORT_META_URL = /(?<!["'`])\bimport\.meta\.url\b(?!["'`])/g;

const ownUrls: Plugin = {
  name: "own-import-meta-url",
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, (args) => ({
      contents: readFileSync(args.path, "utf8").replace(IMPORT_META_URL, JSON.stringify(pathToFileURL(args.path).href)),
      loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
    }));
  },
};
