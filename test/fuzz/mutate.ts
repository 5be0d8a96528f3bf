/**
 * Inputs for the fuzz tests: the run's seed, a seeded PRNG, snippets of every markdown construct, mutators, and the
 * check of one run. The same seed gives the same inputs, so a failure is replayed with `FUZZ_SEED`.
 */
import type { VFileMessage } from "vfile-message";

/**
 * Returns the seed of this run and prints it: `FUZZ_SEED` when set, otherwise one taken from the clock, so that
 * every run tries new inputs and any of them can be replayed.
 */
export function fuzzSeed(): number {
  const given = process.env.FUZZ_SEED;
  const seed = given === undefined || given === "" ? Date.now() % 2 ** 32 : Number(given);
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`FUZZ_SEED must be a whole number, not ${JSON.stringify(given)}`);
  console.log(`fuzz seed: ${seed} (replay with FUZZ_SEED=${seed})`);
  return seed;
}

/** Returns a PRNG (mulberry32) producing numbers in [0, 1) from `seed`: the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

/** Returns an integer in [0, n). */
export const below = (random: Random, n: number) => Math.floor(random() * n);
/** Returns one item of `items`. */
export const pick = <T>(random: Random, items: readonly T[]): T => items[below(random, items.length)]!;

/** Pieces of markdown that exercise every parser and plugin path, balanced and not. */
export const SNIPPETS = [
  "```",
  "```graphql\nquery { listOrder { id } }\n```",
  "```graphql\n{ nope }\n```",
  '```json title="x.json" {1,3-4}\n{}\n```',
  "```ts {99}\nconst a = 1;\n```",
  '```graphql\nquery ($id: ID!) { order(id: $id) { id } }\n```\n\n```json variables\n{ "id": 1 ',
  "~~~",
  "    indented code",
  ":::note",
  ":::note[Title]\ntext\n:::",
  ":::",
  "::::tip\n:::",
  ":::danger{.x #y z=1}",
  "::leaf[x]{a=b}",
  ':badge[x]{style="color:red"}',
  ":badge",
  ":unknown[x]",
  "10:30",
  "| a | b |\n| - | - |\n| 1 | 2 |",
  "| a |\n|---|",
  "| a | b |\n| :-: | --: |\n| x |",
  "|",
  "| --- |",
  "<div>",
  "</div>",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<!-- truncate -->",
  "<!--",
  "-->",
  "<iframe>",
  "<style>p{}</style>",
  "[a](b.md)",
  "[a](../x.md#y)",
  "[a](/docs/intro#%zz)",
  "[a](%E0%A4%A.md)",
  "[a](javascript:alert(1))",
  "<javascript:x>",
  "[a][r]",
  "[r]: data:text/html,x",
  "[r]: ",
  "[^1]",
  "[^1]: note",
  "![a](img.png)",
  "![](x.svg)",
  "![a](data:image/png;base64,AA)",
  "![a][r]",
  "<https://example.com>",
  "www.example.com",
  "a@b.co",
  "# H",
  "## H {#id}",
  "###### h",
  "####### not",
  "Setext\n===",
  "---",
  "***",
  "> quote",
  "> > deep",
  "- [ ] task",
  "- [x] done",
  "1. one",
  "   - nested",
  "*",
  "**",
  "_a_",
  "~~s~~",
  "`",
  "``code``",
  "\\",
  "\u0000",
  "\uFFFD",
  "\uD800",
  "\u200B",
  "\r\n",
  "\r",
  "\t",
  "&#0;",
  "&#x110000;",
  "&nbsp;",
  "&bogus;",
  "%",
  "😀",
  "\u202E",
  // MDX beside Docusaurus 2 syntax: an import makes the page MDX, its comments become MDX comments, and a legacy
  // admonition title is read again with brackets (together these once crashed the build).
  "import Tabs from '@theme/Tabs';",
  "import Part from './_part.mdx';\n\n<Part />",
  "<!-- keep -->",
  ":::tip What You'll Learn\ntext\n:::",
  ":::note Title {x} <b>bold</b>\n:::",
  ":::info A [link](./a.md) title\n<!-- c -->\n:::",
  '<Tabs><TabItem value="a">x</TabItem></Tabs>',
  "{'text'}",
  "## Heading {#custom-id}",
  "## Heading {/* #comment-id */}",
  "```js\n// highlight-next-line\nconst a = 1;\n// highlight-start\nb();\n// highlight-end\n```",
  "```py showLineNumbers=3\n# highlight-next-line\nx = 1\n```",
];

/** Front matter blocks: valid, wrong types, unknown keys, broken YAML, unterminated. */
export const FRONT_MATTER = [
  "---\ntitle: T\ndescription: D\n---\n",
  "---\ntitle: T\n---\n",
  "---\ntitle: [1, 2]\ndescription: 3\n---\n",
  "---\ntitle: T\ndescription: D\nsidebar_position: one\nbogus: 1\n---\n",
  '---\ntitle: "unterminated\ndescription: D\n---\n',
  "---\n: : :\n---\n",
  "---\ntitle: T\n  description: D\n---\n",
  "---\n- a\n- b\n---\n",
  "---\n---\n",
  "---\n",
  "---\ntitle: T\ndescription: D\n",
  "---\ntitle: &a T\ndescription: *a\ntags: *b\n---\n",
  "---\ntitle: !!binary x\ndescription: D\n---\n",
  "---\ntitle: T\ndescription: D\ntags: {a: 1}\nhide_table_of_contents: yes\n---\n",
  "---\r\ntitle: T\r\ndescription: D\r\n---\r\n",
  "---\ntitle: T\ndescription: D\n---",
  "---\ntitle:\tT\n---\n",
  "---\n" + "a: [".repeat(50) + "\n---\n",
];

/** Returns `text` changed once: bytes or lines deleted, duplicated, swapped or truncated, or a snippet inserted. */
export function mutate(random: Random, text: string): string {
  const lines = text.split("\n");
  const at = below(random, text.length + 1);
  const line = below(random, lines.length);
  switch (below(random, 11)) {
    case 0:
      return text.slice(0, at) + text.slice(at + 1 + below(random, 20));
    case 1:
      return lines.filter((_, i) => i < line || i > line + below(random, 5)).join("\n");
    case 2:
      return [...lines.slice(0, line + 1), ...lines.slice(line, line + 1 + below(random, 4)), ...lines.slice(line + 1)].join("\n");
    case 3:
      return text.slice(0, at) + pick(random, SNIPPETS) + text.slice(at);
    case 4:
      return [...lines.slice(0, line), pick(random, SNIPPETS), ...lines.slice(line)].join("\n");
    case 5:
      return text.slice(0, at);
    case 6:
      return pick(random, FRONT_MATTER) + text.replace(/^---\n[\s\S]*?\n---\n/, "");
    case 7:
      return text.slice(0, at) + String.fromCharCode(below(random, 0x300)) + text.slice(at);
    case 8: {
      const other = below(random, lines.length);
      [lines[line], lines[other]] = [lines[other]!, lines[line]!];
      return lines.join("\n");
    }
    case 9:
      return text.slice(0, at) + text.slice(at, at + below(random, 200)).repeat(2 + below(random, 3)) + text.slice(at);
    default:
      return lines.map((l) => (random() < 0.1 ? `${pick(random, [">", "-", "1.", "   ", "|", "#", ":::"])} ${l}` : l)).join("\n");
  }
}

/** Returns a document of 1–12 random snippets, or `base` changed 1–6 times. */
export function fuzzDocument(random: Random, bases: string[]): string {
  if (random() < 0.25) {
    return (
      (random() < 0.5 ? pick(random, FRONT_MATTER) : "") +
      Array.from({ length: 1 + below(random, 12) }, () => pick(random, SNIPPETS)).join(pick(random, ["\n", "\n\n", " ", ""]))
    );
  }
  let text = pick(random, bases);
  for (let n = 1 + below(random, 6); n > 0; n--) text = mutate(random, text);
  return text;
}

/** Returns the smallest input found within `ms`, by deleting lines then characters, for which `fails` still holds. */
export function shrink(input: string, fails: (text: string) => boolean, ms = 20_000): string {
  let best = input;
  const deadline = performance.now() + ms;
  for (const unit of ["\n", ""]) {
    let changed = true;
    while (changed && performance.now() < deadline) {
      changed = false;
      const parts = unit ? best.split(unit) : [...best];
      for (let i = 0; i < parts.length; i++) {
        const candidate = [...parts.slice(0, i), ...parts.slice(i + 1)].join(unit);
        if (fails(candidate)) {
          best = candidate;
          changed = true;
          break;
        }
      }
    }
  }
  return best;
}

/**
 * Returns what went wrong with one fuzzed input, or undefined: an exception, or a message without line:column or
 * rule id. `run` returns the messages it produced, or a problem of its own as text. How long a run may take is
 * bounded by the caller (sandbox.ts), which stops a run that goes past its limit.
 */
export function problemIn(run: () => VFileMessage[] | string | undefined): string | undefined {
  try {
    const outcome = run();
    if (typeof outcome === "string") return outcome;
    for (const message of outcome ?? []) {
      if (!(message.line! >= 1 && message.column! >= 1)) return `message without line:column: ${message.reason}`;
      if (!message.ruleId) return `message without a rule id: ${message.reason}`;
    }
  } catch (error) {
    return `throws ${(error as Error).stack?.split("\n").slice(0, 3).join(" ")}`;
  }
  return undefined;
}
