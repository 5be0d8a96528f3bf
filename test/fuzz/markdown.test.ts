import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";
import { fuzzDocument, fuzzSeed, seededRandom } from "./mutate.ts";
import { quoted, Sandbox } from "./sandbox.ts";

const DOCUMENTS = Number(process.env.FUZZ_DOCUMENTS ?? 1200);
const SEED = fuzzSeed();
const sandbox = new Sandbox(new URL("./targets/markdown.ts", import.meta.url));
after(() => sandbox.close());
// Paths of their own rather than support.ts's: support.ts loads the whole pipeline, which only the worker thread runs.
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const FIXTURES = join(ROOT, "test/fixtures/");

/** Every markdown and MDX file of the real content and of the fixtures: the material the mutations start from (a document that imports or uses a component is read as MDX). */
function corpus(): string[] {
  const files = [
    ...(readdirSync(join(ROOT, "content"), { recursive: true }) as string[]).filter((f) => /\.mdx?$/.test(f)).map((f) => join(ROOT, "content", f)),
    ...(readdirSync(FIXTURES, { recursive: true }) as string[]).filter((f) => /\.mdx?$/.test(f)).map((f) => join(FIXTURES, f)),
  ];
  return files.sort().map((path) => readFileSync(path, "utf8"));
}

test(`should build or report with line:column each of ${DOCUMENTS} generated and mutated markdown documents, none hanging`, async () => {
  const random = seededRandom(SEED);
  const bases = corpus();
  const started = performance.now();
  for (let i = 0; i < DOCUMENTS; i++) {
    const markdown = fuzzDocument(random, bases);
    const { problem, minimal, minimalProblem } = await sandbox.check(markdown);
    if (problem) {
      assert.fail(
        `document ${i} (fuzz seed ${SEED}, replay with FUZZ_SEED=${SEED}): ${problem}\n` +
          (minimal === undefined ? "" : `minimal input: ${quoted(minimal)}\nproblem with it: ${minimalProblem}\n`) +
          `document: ${quoted(markdown)}`,
      );
    }
  }
  console.log(`${DOCUMENTS} documents in ${Math.round(performance.now() - started)} ms (fuzz seed ${SEED})`);
});
