#!/usr/bin/env node
/**
 * `npm run build`: runs the build command (build-command.ts) as the last build through tsx bundled it, when the
 * engine's code is the same since (the bundle's own code takes the fingerprint); otherwise through tsx (build.ts),
 * which bundles it again. tsx's hooks take a third of a second to start, before anything else can.
 */
import { existsSync, readFileSync } from "node:fs";

// As bin/production.ts: React picks its production build from NODE_ENV when first loaded.
process.env.NODE_ENV ??= "production";
const command = await bundledCommand(new URL("../.cache/engine/build-command.json", import.meta.url));
if (command) process.exitCode = await command.buildCommand(command.engine);
else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("./build.ts");
}

/**
 * Returns the bundled command the pointer file names (`bundleCommand`), when it was made from this engine's code;
 * undefined when there is none or it cannot be used (a pointer half-written by hand, a bundle removed as stale by a
 * build of other engine code meanwhile): the build through tsx then makes both again.
 */
async function bundledCommand(pointer) {
  if (!existsSync(pointer)) return undefined;
  try {
    const { engine, file } = JSON.parse(readFileSync(pointer, "utf8"));
    const command = await import(new URL(file, pointer).href);
    return command.engineFingerprint() === engine ? { buildCommand: command.buildCommand, engine } : undefined;
  } catch {
    return undefined;
  }
}
