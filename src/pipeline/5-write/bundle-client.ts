import { createHash } from "node:crypto";
import { build } from "esbuild";
import type { AssetManifest } from "../3-transform/index.ts";
import { withBase } from "../../shared/index.ts";
import { ENGINE_ROOT } from "../0-config/index.ts";

export interface OutputFile {
  /** Path relative to the build folder. */
  path: string;
  contents: string | Uint8Array;
}

export interface ClientBundle {
  manifest: AssetManifest;
  files: OutputFile[];
}


/** Returns the client script and the stylesheet, minified, with content hashes in their names. */
export async function bundleClient(baseUrl: string): Promise<ClientBundle> {
  const result = await build({
    absWorkingDir: ENGINE_ROOT,
    entryPoints: { app: "src/client/entry.tsx", playground: "src/client/playground/index.tsx", search: "src/client/search/engine.ts", site: "templates/styles/site.css" },
    jsx: "automatic",
    bundle: true,
    minify: true,
    format: "esm",
    target: ["es2022", "chrome110", "firefox115", "safari16"],
    write: false,
    outdir: "assets",
    entryNames: "[name]",
    legalComments: "none",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  const files: OutputFile[] = [];
  const manifest = { css: "", js: "", playground: "", search: "" } as AssetManifest;
  for (const file of result.outputFiles) {
    const name = file.path.split("/").at(-1)!;
    const [stem, ext] = [name.slice(0, name.lastIndexOf(".")), name.slice(name.lastIndexOf(".") + 1)];
    const hash = createHash("sha256").update(file.contents).digest("hex").slice(0, 10);
    const path = `assets/${stem}.${hash}.${ext}`;
    files.push({ path, contents: file.text });
    if (ext === "css") manifest.css = withBase(baseUrl, `/${path}`);
    if (ext === "js") manifest[stem === "app" ? "js" : (stem as "playground" | "search")] = withBase(baseUrl, `/${path}`);
  }
  return { manifest, files };
}

/** Returns a text file as a content-hashed asset, e.g. the schema the playground loads. */
export function hashedAsset(name: string, ext: string, contents: string, baseUrl: string): { file: OutputFile; url: string } {
  const hash = createHash("sha256").update(contents).digest("hex").slice(0, 10);
  const path = `assets/${name}.${hash}.${ext}`;
  return { file: { path, contents }, url: withBase(baseUrl, `/${path}`) };
}
