#!/usr/bin/env -S npx tsx
/**
 * `npm run build` through tsx (`node --import tsx bin/build.ts`), which `bin/build.mjs` falls back to: runs the build
 * command (build-command.ts), and bundles it meanwhile for `bin/build.mjs`, which then runs it without tsx while the
 * engine's code stays the same.
 */
import "./production.ts";
import { bundleCommand } from "../src/threads/bundle-engine.ts";
import { buildCommand, engineFingerprint } from "./build-command.ts";

const engine = engineFingerprint();
const bundled = bundleCommand(new URL("./build-command.ts", import.meta.url), engine);
// A build that stops first (`--help`) leaves the bundle to the next one.
bundled.catch(() => {});
process.exitCode = await buildCommand(engine);
await bundled;
