import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { FIXTURES, ROOT, renderMarkdown } from "../helpers.ts";
import { fuzzDocument, problemIn, seededRandom, shrink } from "./mutate.ts";

const DOCUMENTS = Number(process.env.FUZZ_DOCUMENTS ?? 1200);
const SEED = Number(process.env.FUZZ_SEED ?? 20251121);
const TIME_BOUND_MS = 2000;

/** Every markdown file of the real content and of the fixtures: the material the mutations start from. */
function corpus(): string[] {
  const files = [
    ...(readdirSync(join(ROOT, "content"), { recursive: true }) as string[]).filter((f) => f.endsWith(".md")).map((f) => join(ROOT, "content", f)),
    ...(readdirSync(FIXTURES, { recursive: true }) as string[]).filter((f) => f.endsWith(".md")).map((f) => join(FIXTURES, f)),
  ];
  return files.sort().map((path) => readFileSync(path, "utf8"));
}

/** Returns what is wrong with how the pipeline handled `markdown`, or undefined when it built or reported messages with places. */
/** Returns what went wrong with `markdown` through front matter, parse, transform and render, or undefined. */
function problemWith(markdown: string): string | undefined {
  return problemIn(() => renderMarkdown(markdown).file.messages, TIME_BOUND_MS);
}

test(`should build or report with line:column each of ${DOCUMENTS} generated and mutated markdown documents, within ${TIME_BOUND_MS} ms each`, () => {
  const random = seededRandom(SEED);
  const bases = corpus();
  let slowest = 0;
  const started = performance.now();
  for (let i = 0; i < DOCUMENTS; i++) {
    const markdown = fuzzDocument(random, bases);
    const t = performance.now();
    const problem = problemWith(markdown);
    slowest = Math.max(slowest, performance.now() - t);
    if (problem) {
      const kind = problem.split(" ")[0];
      const minimal = shrink(markdown, (text) => problemWith(text)?.split(" ")[0] === kind);
      assert.fail(`document ${i} (seed ${SEED}): ${problem}\nminimal input: ${JSON.stringify(minimal)}\nproblem with it: ${problemWith(minimal)}`);
    }
  }
  console.log(`# ${DOCUMENTS} documents in ${Math.round(performance.now() - started)} ms, slowest ${Math.round(slowest)} ms`);
});
