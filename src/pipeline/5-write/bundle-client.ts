import { createHash } from "node:crypto";
import { build } from "esbuild";
import type { AssetManifest } from "../../shared/index.ts";
import { withBase } from "../../shared/index.ts";
import { ENGINE_ROOT } from "../../engine.ts";

export interface OutputFile {
  /** Path relative to the build folder. */
  path: string;
  contents: string | Uint8Array;
  /** The hash of `contents` (`contentHash`), when the compile knows it already. */
  hash?: string;
}

/**
 * A file whose bytes are those of the last build's file at the same path, known by their hash (`contentHash`): the
 * writer links that file, and the compile never reads the bytes (a page the page cache keeps, `Cache.page`).
 */
export interface UnchangedFile {
  path: string;
  hash: string;
  contents?: undefined;
}

/** A file as the compile gives it to the writer: its bytes, or only their hash when the last build wrote the same. */
export type EmittedFile = OutputFile | UnchangedFile;

export interface ClientBundle {
  manifest: AssetManifest;
  files: OutputFile[];
  /** Each released API version's schema as SDL, by version name: only its playground page loads it. */
  schemas?: Record<string, string>;
}

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): every function of the client script runs
 * on load, so the browser compiles them while the script streams in, off the main thread, instead of one by one
 * when first called. Module evaluation on the main thread: 31–41 → 12–18 ms (orders guide, traced in chromium).
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Returns the client scripts and the stylesheet, minified, with content hashes in their names. The page's script
 * (the manifest's `js`) is the boot script, which starts the client script (`app`) once the page has painted.
 */
export async function bundleClient(baseUrl: string): Promise<ClientBundle> {
  const files: OutputFile[] = [];
  const urls: Record<string, string> = {};
  const bundle = async (entryPoints: Record<string, string>, define: Record<string, string> = {}, external: string[] = []) => {
    const result = await build({
      absWorkingDir: ENGINE_ROOT,
      entryPoints,
      jsx: "automatic",
      bundle: true,
      minify: true,
      format: "esm",
      target: ["es2022", "chrome110", "firefox115", "safari16"],
      write: false,
      outdir: "assets",
      entryNames: "[name]",
      legalComments: "none",
      define: { "process.env.NODE_ENV": '"production"', ...define },
      external,
      logLevel: "silent",
    });
    for (const file of result.outputFiles) {
      const name = file.path.split("/").at(-1)!;
      const [stem, ext] = [name.slice(0, name.lastIndexOf(".")), name.slice(name.lastIndexOf(".") + 1)];
      const contents = stem === "app" ? `${COMPILE_HINT}\n${file.text}` : file.text;
      const hash = createHash("sha256").update(contents).digest("hex").slice(0, 10);
      const path = `assets/${stem}.${hash}.${ext}`;
      files.push({ path, contents });
      urls[stem] = withBase(baseUrl, `/${path}`);
    }
  };
  await bundle({
    app: "src/client/entry.tsx",
    playground: "src/client/playground/index.tsx",
    search: "src/client/search/searcher.ts",
    site: "templates/styles/site.css",
  });
  // Second, as it names the client script by its hashed URL.
  await bundle({ boot: "src/client/boot.ts" }, { CLIENT_SCRIPT: JSON.stringify(urls.app) }, [urls.app!]);
  const manifest: AssetManifest = { css: urls.site!, js: urls.boot!, playground: urls.playground!, search: urls.search! };
  return { manifest, files };
}

/** Returns a text file as a content-hashed asset, e.g. the schema the playground loads. */
export function hashedAsset(name: string, ext: string, contents: string, baseUrl: string): { file: OutputFile; url: string } {
  const hash = createHash("sha256").update(contents).digest("hex").slice(0, 10);
  const path = `assets/${name}.${hash}.${ext}`;
  return { file: { path, contents }, url: withBase(baseUrl, `/${path}`) };
}
