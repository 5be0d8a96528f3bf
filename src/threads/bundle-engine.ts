import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire, isBuiltin } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Plugin } from "esbuild";
// Bundles go to the engine's own `.cache/engine/`, where its node_modules resolve.
import { ENGINE_ROOT } from "../engine.ts";

/** The engine's package.json: what `require` resolves from there is the engine's copy of a package. */
const ENGINE_PACKAGE = join(ENGINE_ROOT, "package.json");

/**
 * Bundles the engine's TypeScript from `entry` into one ES module and returns its URL, for a worker thread to load
 * without tsx: the bundle loads in about half the time the engine takes through tsx's hooks, and bundling is quick
 * (PERFORMANCE.md, "Threads and start-up"). Packages written as ES modules go into it too; the others load as Node
 * resolves them (`packages`). The bundle carries a source map, with the positions only: the thread runs with `--enable-source-maps`, and stacks name the engine's own files.
 *
 * With `engine`, the engine's fingerprint (`engineFingerprint`: its code, templates, tsconfig, locked dependencies,
 * patches and Node's version), the bundle is named by it and the engine's folder, and a build of the same engine takes
 * the bundle an earlier build wrote without running esbuild. Without it, the bundle is named by its own hash. Either
 * way builds running at once never read each other's half-written file.
 */
export async function bundleEngine(entry: URL, engine?: string): Promise<URL> {
  const prefix = basename(entry.pathname).replace(/\.tsx?$/, "");
  const dir = join(ENGINE_ROOT, ".cache/engine");
  const keyed =
    engine === undefined ? undefined : `${prefix}-e${createHash("sha256").update(`${engine}\0${ENGINE_ROOT}\0${entry.href}`).digest("hex").slice(0, 16)}.mjs`;
  if (keyed !== undefined && existsSync(join(dir, keyed))) return markedInUse(join(dir, keyed));
  // Loaded here, not with this module: a build that finds its bundles never needs it.
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    tsconfig: join(ENGINE_ROOT, "tsconfig.json"),
    sourcemap: "inline",
    sourcesContent: false,
    // Where the bundle goes: the source map names each module relative to it, so stacks name the files themselves.
    outdir: dir,
    write: false,
    logLevel: "silent",
    plugins: [ownUrls, packages],
    define: { "import.meta.url": OWN_URL },
    banner: { js: `import { createRequire as ${CREATE_REQUIRE} } from "node:module"; const ${REQUIRE} = ${CREATE_REQUIRE}(import.meta.url);` },
  });
  const code = result.outputFiles[0]!.contents;
  const name = keyed ?? `${prefix}-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`;
  const path = join(dir, name);
  try {
    mkdirSync(dir, { recursive: true });
    if (existsSync(path)) return markedInUse(path);
    const partial = `${path}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, path);
    removeStale(dir, prefix, name);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not write the engine bundle ${path}: ${reason}. The build keeps the engine's code there; make ${dir} writable.`);
  }
  return pathToFileURL(path);
}

/**
 * Bundles a command's TypeScript (`entry`, `bin/build-command.ts`) for `bin/build.mjs`, which runs it without tsx, and
 * names the bundle and the engine's fingerprint in `<name>.json` beside it: `{ "engine": …, "file": … }`, the file
 * relative to that folder. The launcher runs the bundle when the fingerprint the bundle's own code takes is that one.
 */
export async function bundleCommand(entry: URL, engine: string): Promise<void> {
  const bundle = fileURLToPath(await bundleEngine(entry, engine));
  const pointer = join(dirname(bundle), `${basename(entry.pathname).replace(/\.tsx?$/, "")}.json`);
  const text = JSON.stringify({ engine, file: basename(bundle) });
  if (existsSync(pointer) && readFileSync(pointer, "utf8") === text) return;
  const partial = `${pointer}.${process.pid}.tmp`;
  writeFileSync(partial, text);
  renameSync(partial, pointer);
}

/** Marks a bundle as in use, so that a build of other engine code does not remove it as stale meanwhile; returns its URL. */
function markedInUse(path: string): URL {
  const now = new Date();
  try {
    utimesSync(path, now, now);
  } catch {
    // Removed meanwhile, or a read-only folder: the bundle is loaded at once, and the thread reports a missing file.
  }
  return pathToFileURL(path);
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
 * rather than the bundle's: every module declares its URL under one name, which esbuild renames per module as it
 * does any top-level name, and `define` points `import.meta.url` at it (esbuild rewrites the syntax, not the text).
 */
const OWN_URL = "__folioOwnUrl";
const ownUrls: Plugin = {
  name: "own-import-meta-url",
  setup(builder) {
    builder.onLoad({ filter: /\.(tsx?|mjs|js)$/, namespace: "file" }, (args) => ({
      // On the module's first line, so that the source map's lines stay the module's own.
      contents: `const ${OWN_URL} = ${JSON.stringify(pathToFileURL(args.path).href)}; ${readFileSync(args.path, "utf8")}`,
      loader: args.path.endsWith(".tsx") ? "tsx" : args.path.endsWith(".ts") ? "ts" : "js",
    }));
  },
};

/**
 * Which packages go into the bundle. A package written as ES modules (unified, micromark and the many small packages
 * around them, zod, minisearch) is bundled: Node otherwise resolves, reads and links each of its files in every
 * thread, hundreds of them. Any other stays outside and loads as Node resolves it: a builtin, a package named by
 * `require` or `import()` inside a package, and a package written as CommonJS (esbuild among them, which finds its
 * binary beside its own files). A package with a copy of its own below its importer (another version) is bundled
 * when it is written as ES modules, and otherwise required from the importer's folder, where Node finds that copy.
 *
 * Those are loaded with `require` rather than `import`. Node reads a CommonJS module that an ES module imports with
 * its JavaScript lexer, to find the names it exports: a large function that each thread interprets, then compiles
 * with TurboFan, for every such package (graphql, react, react-dom/server, yaml, undici). Each import of such a
 * package becomes a small CommonJS module of the bundle that requires it, which esbuild imports with its usual
 * interop; the package itself is the same instance that `import` would load. Only a package that `import` and
 * `require` resolve to the same file is loaded so; any other is imported.
 */
const REQUIRE = "__folioRequire";
const CREATE_REQUIRE = "__folioCreateRequire";
const COMMONJS = "require-commonjs";
const packages: Plugin = {
  name: "packages",
  setup(builder) {
    const seen = new Map<string, "bundled" | "required" | "imported">();
    const ownCopy = new Map<string, "bundled" | "required" | undefined>();
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (isBuiltin(args.path) || args.kind !== "import-statement") return { path: args.path, external: true };
      const key = `${dirname(args.importer)}\0${args.path}`;
      if (!ownCopy.has(key)) ownCopy.set(key, ownCopyOf(args.importer, args.path));
      const copy = ownCopy.get(key);
      if (copy === "bundled") return undefined;
      if (copy === "required")
        return { path: `${args.path} from ${args.importer}`, namespace: COMMONJS, pluginData: { from: args.importer, specifier: args.path } };
      let way = seen.get(args.path);
      if (way === undefined) seen.set(args.path, (way = packageWay(args.path)));
      if (way === "required") return { path: args.path, namespace: COMMONJS };
      return way === "imported" ? { path: args.path, external: true } : undefined;
    });
    builder.onLoad({ filter: /.*/, namespace: COMMONJS }, (args) => {
      const { from, specifier } = (args.pluginData ?? {}) as { from?: string; specifier?: string };
      const required = from ? `${CREATE_REQUIRE}(${JSON.stringify(pathToFileURL(from).href)})` : REQUIRE;
      return { contents: `module.exports = ${required}(${JSON.stringify(specifier ?? args.path)});`, loader: "js" };
    });
  },
};

/** Returns how the bundle loads a package: bundled (ES modules), required (one CommonJS file), or imported by Node. */
function packageWay(specifier: string): "bundled" | "required" | "imported" {
  let imported: string;
  try {
    imported = fileURLToPath(import.meta.resolve(specifier));
  } catch {
    return "imported";
  }
  if (isModuleFile(imported)) return "bundled";
  return imported === resolvedFrom(ENGINE_PACKAGE, specifier) ? "required" : "imported";
}

/**
 * Returns how a package the module `importer` imports is loaded when the importer has a copy of its own below it
 * (another version than the engine's folder resolves): bundled when written as ES modules, else required from the
 * importer's folder. Undefined when the importer resolves the engine's copy.
 */
function ownCopyOf(importer: string, specifier: string): "bundled" | "required" | undefined {
  const own = resolvedFrom(importer, specifier);
  if (own === resolvedFrom(ENGINE_PACKAGE, specifier)) return undefined;
  // A package `require` cannot find is one for `import` only: ES modules.
  if (own === undefined || isModuleFile(own)) return "bundled";
  return "required";
}

/** Where `require` from the module `from` finds a package; undefined when it does not (a package for `import` only). */
function resolvedFrom(from: string, specifier: string): string | undefined {
  try {
    return createRequire(from).resolve(specifier);
  } catch {
    return undefined;
  }
}

/** Whether Node loads a file of a package as an ES module: a `.mjs`, or a `.js` of a package of `type: module`. */
function isModuleFile(path: string): boolean {
  return path.endsWith(".mjs") || (path.endsWith(".js") && packageType(dirname(path)) === "module");
}

/** The `type` of the package.json nearest above `dir`, as Node reads it for a `.js` file. */
function packageType(dir: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    const file = join(at, "package.json");
    if (existsSync(file)) return (JSON.parse(readFileSync(file, "utf8")) as { type?: string }).type;
    if (dirname(at) === at) return undefined;
  }
}
