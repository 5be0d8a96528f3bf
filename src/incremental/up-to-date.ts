// Light on purpose: the build command (`bin/build-command.ts`) loads this before the rest of the engine, so a build with nothing to do ends fast.
import { engineFingerprint, inputsFingerprint, outputFingerprint } from "./fingerprint.ts";
import { readBuildRecord, type BuildRecord } from "./build-record.ts";

export interface UpToDateCheck {
  /** The fingerprint of this build's inputs, to record once it succeeds. */
  inputs: string;
  /** The fingerprint of the engine alone: part of every page cache key, and the name of the engine's bundles. */
  engine: string;
  /** The last good build when its inputs and output are unchanged and it covered this build's checks. */
  unchanged?: BuildRecord;
  /** The last good build into the same folder, whatever changed since (none with `--force`). */
  record?: BuildRecord;
}

/** Returns whether the last successful build into `outDir` can stand for this one (`engine`: the engine's fingerprint, when taken already). */
export function checkUpToDate(
  root: string,
  outDir: string,
  options: { baseUrl?: string; linkinator: boolean; force?: boolean },
  engine = engineFingerprint(),
): UpToDateCheck {
  const inputs = inputsFingerprint(root, { baseUrl: options.baseUrl ?? null }, engine);
  const record = options.force ? undefined : readBuildRecord(root, outDir);
  const unchanged = record && record.inputs === inputs && (record.linkinator || !options.linkinator) && record.output === outputFingerprint(outDir);
  return { inputs, engine, record, unchanged: unchanged ? record : undefined };
}

/** Returns the line a build prints when it keeps the last build's output: nothing it reads changed since. */
export function upToDateLine(pages: number, ms: number): string {
  return `✔ up to date: nothing changed since the last build; kept ${pages} pages, in ${Math.round(ms)} ms (--force builds anyway)`;
}
