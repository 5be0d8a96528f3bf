import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { test } from "node:test";
import { ROOT } from "./support.ts";

const BIOME = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");

test("should find every file formatted as biome.json says and no lint rule broken (npm run format fixes the first)", () => {
  const check = spawnSync(process.execPath, [BIOME, "check", "--colors=off", "."], { cwd: ROOT, encoding: "utf8" });
  assert.equal(check.status, 0, `${check.stdout}\n${check.stderr}`);
});
