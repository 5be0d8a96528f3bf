/**
 * `npm run build [-- --root DIR --base-url /prefix/ --out-dir DIR --no-linkinator --force]`: builds the site (config.yaml and
 * content/ of `--root`, the current folder unless given) into its build/ (unless nothing changed). `bin/build.mjs`
 * runs it bundled, `bin/build.ts` through tsx.
 */
import { resolve } from "node:path";
import { checkUpToDate, upToDateLine } from "../src/incremental/up-to-date.ts";
import { readArgs } from "./args.ts";

// The launcher (bin/build.mjs) compares the fingerprint the bundle was made for with the engine's as this code takes it.
export { engineFingerprint } from "../src/incremental/fingerprint.ts";

/** Runs the build command with the engine's fingerprint (`engineFingerprint`); returns the process's exit code. */
export async function buildCommand(engine: string): Promise<number> {
  const { values } = readArgs(
    {
      root: { type: "string" },
      "base-url": { type: "string" },
      "out-dir": { type: "string" },
      "no-linkinator": { type: "boolean", default: false },
      force: { type: "boolean", default: false },
    },
    "usage: npm run build [-- --root DIR --base-url /prefix/ --out-dir DIR --no-linkinator --force]",
  );
  const started = performance.now();
  const root = resolve(values.root ?? ".");
  const outDir = values["out-dir"] ? resolve(values["out-dir"]) : resolve(root, "build");
  const options = { baseUrl: values["base-url"], linkinator: !values["no-linkinator"], force: values.force };
  const upToDate = checkUpToDate(root, outDir, options, engine);
  if (upToDate.unchanged) {
    // Nothing to do: the engine itself is never loaded.
    if (upToDate.unchanged.report) console.log(upToDate.unchanged.report);
    console.log(upToDateLine(upToDate.unchanged.pages, performance.now() - started));
    return 0;
  }
  const { buildSite } = await import("../src/orchestration/build-site.ts");
  const { BuildOutOfMemoryError } = await import("../src/orchestration/out-of-memory.ts");
  const { countMessages, formatMessages } = await import("../src/report/index.ts");
  const result = await buildSite({ upToDate, root, outDir, ...options, log: (line) => console.log(line) }).catch((error: unknown) => {
    // A thread that ran out of memory ends the build with one line, not a stack.
    if (!(error instanceof BuildOutOfMemoryError)) throw error;
    console.log(error.message);
    process.exit(1);
  });
  const report = formatMessages(result.files);
  if (report) console.log(report);
  const stages = Object.entries(result.timings)
    .map(([label, ms]) => `${label} ${Math.round(ms)} ms`)
    .join(", ");
  const total = Math.round(performance.now() - started);
  // As the report lists them: a message given twice at one place counts once.
  const { warnings } = countMessages(result.files);
  console.log(
    `${result.ok ? "✔ built" : "✘ build failed:"} ${result.pages} pages, ${warnings} warning${warnings === 1 ? "" : "s"}, in ${total} ms (${stages})`,
  );
  if (!result.ok) console.log("The previous build/ was left untouched.");
  return result.ok ? 0 : 1;
}
