import assert from "node:assert/strict";
import { test } from "node:test";
import { build } from "esbuild";
import { ROOT } from "../support.ts";

/** Returns the packages `entry` loads through static imports (dynamic ones load only when their branch runs). */
async function staticPackages(entry: string): Promise<Map<string, string>> {
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

/** Returns every file of the repository a bundle of `entry` holds, dynamic imports included. */
async function bundledInputs(entry: string): Promise<string[]> {
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
  return Object.keys(metafile.inputs);
}

test("should load no engine package on the build's main thread before the compile thread starts", async () => {
  // The compile thread runs the engine bundled; every package the main thread loads first delays its start (a shared
  // index imported for one path function would bring GraphQL and the search code along).
  assert.deepEqual([...(await staticPackages("bin/build.ts")).keys()], []);
  assert.deepEqual([...(await staticPackages("bin/build-command.ts")).keys()], []);
  // `npm run build` runs that command bundled, dynamic imports inlined: the compile's engine must stay out of it.
  assert.deepEqual(
    (await bundledInputs("bin/build-command.ts")).filter((path) => /^src\/(pipeline\/[0-4]-|orchestration\/compile-site)/.test(path)),
    [],
  );
  assert.deepEqual([...(await staticPackages("src/orchestration/build-site.ts")).keys()], ["vfile"]);
});
