import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";
import { below, fuzzSeed, mutate, pick, seededRandom, type Random } from "./mutate.ts";
import { quoted, Sandbox } from "./sandbox.ts";

const SCHEMAS = Number(process.env.FUZZ_SCHEMAS ?? 1500);
const SEED = fuzzSeed();
const sandbox = new Sandbox(new URL("./targets/schema.ts", import.meta.url));
after(() => sandbox.close());
// Paths of their own rather than support.ts's: support.ts loads the whole pipeline, which only the worker thread runs.
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const FIXTURES = join(ROOT, "test/fixtures/");

/** SDL pieces, valid and not, that reach every branch of schema building and of the reference pages. */
const SDL = [
  "type Query { a: Int }",
  "type Query",
  "type Mutation { m(input: I!): Boolean }",
  "extend type Query { x: Int }",
  "schema { query: Nope }",
  "schema { query: Query }",
  "input I { a: I! }",
  "input I { a: I }",
  "enum E { }",
  "enum E { A B A }",
  "scalar S",
  "scalar S @specifiedBy(url: 1)",
  "union U = A | B",
  "union U = Query",
  "interface N { id: ID! }",
  "type A implements N { id: ID! }",
  "type B implements Nope { x: Int }",
  'directive @a(x: Int = "s") on FIELD_DEFINITION',
  "type T { f(a: Int = 1, a: Int): [[T!]!] @deprecated(reason: 1) }",
  '"""',
  '"""doc"""',
  '"doc"',
  "#",
  "{",
  "}",
  "(",
  ")",
  ":",
  "!",
  "[",
  "]",
  "@",
  "=",
  "|",
  "&",
  "type",
  "__Type",
  "type __Bad { a: Int }",
  "type Query { __typename: Int }",
  "type Query { order(id: ID!): Order } type Order { id: ID! lines: [Line!]! } type Line { order: Order }",
  "\u0000",
  "\uFEFF",
  "type Ünïcode { a: Int }",
];

/** Self-contained definitions that keep a valid schema valid, with descriptions that try markdown and HTML tricks. */
const ADDITIONS = [
  (n: number) =>
    `"""A type with <script>alert(1)</script> and [a link](javascript:alert(1)) in its description."""\ntype T${n} { a: Int b: [T${n}!]! "\`code\` | table | cell" c(x: Int = 1, y: [String!] = ["a"]): String @deprecated(reason: "<b>old</b>") }`,
  (n: number) => `enum E${n} { "one :::note" A B @deprecated C }\nextend type Query { e${n}(e: E${n} = A): E${n} }`,
  (n: number) =>
    `interface N${n} { id: ID! }\ntype I${n} implements N${n} { id: ID! "# heading\n\n\`\`\`\nunclosed" n: N${n} }\nextend type Query { n${n}: N${n} }`,
  (n: number) => `input In${n} { a: Int! = 3 b: In${n} c: [In${n}!] }\nextend type Mutation { m${n}(input: In${n}!): Boolean }`,
  (n: number) =>
    `scalar S${n} @specifiedBy(url: "javascript:alert(1)")\nunion U${n} = T${n}x | T${n}y\ntype T${n}x { s: S${n} } type T${n}y { u: U${n} }\nextend type Query { u${n}: [U${n}] }`,
];

/** Returns the SDL changed once: a piece inserted, or changed like any other text. */
function mutateSdl(random: Random, text: string): string {
  if (random() < 0.5) return mutate(random, text);
  const at = below(random, text.length + 1);
  return `${text.slice(0, at)}${pick(random, [" ", "\n"])}${pick(random, SDL)}${pick(random, [" ", "\n"])}${text.slice(at)}`;
}

test(`should build or report with line:column each of ${SCHEMAS} mutated GraphQL schemas, and make reference pages from every valid one, none hanging`, async () => {
  const random = seededRandom(SEED);
  const real = readFileSync(join(ROOT, "content/schema/admin-api.graphql"), "utf8").split("\n");
  const fixture = readFileSync(join(FIXTURES, "site/content/schema/admin-api.graphql"), "utf8");
  for (let i = 0; i < SCHEMAS; i++) {
    const start = below(random, real.length);
    let sdl: string;
    if (random() < 0.4) {
      sdl = [fixture, ...Array.from({ length: 1 + below(random, 3) }, (_, k) => pick(random, ADDITIONS)(k))].join("\n");
    } else {
      sdl = random() < 0.5 ? fixture : real.slice(start, start + 20 + below(random, 200)).join("\n");
      for (let n = 1 + below(random, 4); n > 0; n--) sdl = mutateSdl(random, sdl);
    }
    const { problem, minimal, minimalProblem } = await sandbox.check(sdl);
    if (problem) {
      assert.fail(
        `schema ${i} (fuzz seed ${SEED}, replay with FUZZ_SEED=${SEED}): ${problem}\n` +
          (minimal === undefined ? "" : `minimal input: ${quoted(minimal)}\nproblem with it: ${minimalProblem}\n`) +
          `schema: ${quoted(sdl)}`,
      );
    }
  }
  const { valid } = await sandbox.counts();
  console.log(`${SCHEMAS} schemas, ${valid} valid ones made reference pages (fuzz seed ${SEED})`);
});
