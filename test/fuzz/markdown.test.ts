import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { FIXTURES, ROOT, renderMarkdown } from "../helpers.ts";
import { fuzzDocument, seededRandom, shrink } from "./mutate.ts";

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
function problemWith(markdown: string): string | undefined {
  const started = performance.now();
  try {
    const { file } = renderMarkdown(markdown);
    for (const message of file.messages) {
      if (!(message.line! >= 1 && message.column! >= 1)) return `message without line:column: ${message.reason}`;
      if (!message.ruleId) return `message without a rule id: ${message.reason}`;
    }
  } catch (error) {
    return `throws ${(error as Error).stack?.split("\n").slice(0, 3).join(" ")}`;
  }
  const ms = performance.now() - started;
  return ms > TIME_BOUND_MS ? `took ${Math.round(ms)} ms` : undefined;
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
