import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";
import { ROOT } from "./support.ts";

const TSC = join(ROOT, "node_modules/typescript/bin/tsc");

for (const project of ["tsconfig.json", "src/client/tsconfig.json", "conformance/tsconfig.json"]) {
  test(`should type-check ${project} with no error`, () => {
    const result = spawnSync(process.execPath, [TSC, "-p", join(ROOT, project), "--noEmit"], { encoding: "utf8" });
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });
}
