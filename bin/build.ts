#!/usr/bin/env -S npx tsx
/**
 * `npm run build` through tsx, which `bin/build.mjs` falls back to (or `node --import tsx bin/build.ts`): runs the
 * build command (build-command.ts), and bundles it meanwhile for `bin/build.mjs`, which then runs it without tsx while
 * the engine's code stays the same.
 */
import "./production.ts";
import { bundleCommand } from "../src/threads/bundle-engine.ts";
import { buildCommand, engineFingerprint } from "./build-command.ts";

const engine = engineFingerprint();
// A build that stops first (`--help`) leaves the bundle to the next one; one that cannot be written leaves the build's
// result as it is, and the next build runs through tsx again.
const bundled = bundleCommand(new URL("./build-command.ts", import.meta.url), engine).catch((error: unknown) => {
  console.error(`Could not bundle the build command (${error instanceof Error ? error.message : String(error)}): npm run build keeps running through tsx.`);
});
process.exitCode = await buildCommand(engine);
await bundled;
