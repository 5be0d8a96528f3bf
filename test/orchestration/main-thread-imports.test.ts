import assert from "node:assert/strict";
import { test } from "node:test";
import { build, type Metafile } from "esbuild";
import { ROOT } from "../support.ts";

/** Returns esbuild's metafile of `entry` bundled with its packages left out: every file it holds and what each imports. */
async function metafileOf(entry: string): Promise<Metafile> {
  const { metafile } = await build({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    write: false,
    metafile: true,
    logLevel: "silent",
    outdir: "out",
  });
  return metafile;
}

/** Returns the packages `entry` loads through static imports (dynamic ones load only when their branch runs). */
async function staticPackages(entry: string): Promise<Map<string, string>> {
  const metafile = await metafileOf(entry);
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of metafile.inputs[file]!.imports) {
      if (imported.kind === "dynamic-import" || imported.path.startsWith("node:")) continue;
      if (imported.external) packages.set(imported.path, file);
      else stack.push(imported.path);
    }
  }
  return packages;
}

test("should load no engine package on the build's main thread before the compile thread starts", async () => {
  // The compile thread runs the engine bundled; every package the main thread loads first delays its start (a shared
  // index imported for one path function would bring GraphQL and the search code along).
  assert.deepEqual([...(await staticPackages("bin/build.ts")).keys()], []);
  assert.deepEqual([...(await staticPackages("bin/build-command.ts")).keys()], []);
  // `npm run build` runs that command bundled, dynamic imports inlined: the compile's engine must stay out of it.
  assert.deepEqual(
    Object.keys((await metafileOf("bin/build-command.ts")).inputs).filter((path) => /^src\/(pipeline\/[0-4]-|orchestration\/compile-site)/.test(path)),
    [],
  );
  assert.deepEqual([...(await staticPackages("src/orchestration/build-site.ts")).keys()], ["vfile"]);
});
