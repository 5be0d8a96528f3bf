import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { VFile } from "vfile";
import { parseSchema } from "../../src/pipeline/2-parse/index.ts";
import { buildReferencePages, buildUsedBy } from "../../src/pipeline/3-transform/index.ts";
import { FIXTURES, ROOT, renderMarkdown } from "../helpers.ts";
import { unsafeMarkup } from "../e2e/unsafe-markup.ts";
import { below, mutate, pick, problemIn, seededRandom, shrink, type Random } from "./mutate.ts";

const SCHEMAS = Number(process.env.FUZZ_SCHEMAS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 20251121);
const TIME_BOUND_MS = 2000;

/** SDL pieces, valid and not, that reach every branch of schema building and of the reference pages. */
const SDL = [
  "type Query { a: Int }", "type Query", "type Mutation { m(input: I!): Boolean }", "extend type Query { x: Int }", "schema { query: Nope }", "schema { query: Query }",
  "input I { a: I! }", "input I { a: I }", "enum E { }", "enum E { A B A }", "scalar S", "scalar S @specifiedBy(url: 1)", "union U = A | B", "union U = Query", "interface N { id: ID! }",
  "type A implements N { id: ID! }", "type B implements Nope { x: Int }", "directive @a(x: Int = \"s\") on FIELD_DEFINITION", "type T { f(a: Int = 1, a: Int): [[T!]!] @deprecated(reason: 1) }",
  "\"\"\"", "\"\"\"doc\"\"\"", "\"doc\"", "#", "{", "}", "(", ")", ":", "!", "[", "]", "@", "=", "|", "&", "type", "__Type", "type __Bad { a: Int }", "type Query { __typename: Int }",
  "type Query { order(id: ID!): Order } type Order { id: ID! lines: [Line!]! } type Line { order: Order }", "\u0000", "\uFEFF", "type Ünïcode { a: Int }",
];

/** Self-contained definitions that keep a valid schema valid, with descriptions that try markdown and HTML tricks. */
const ADDITIONS = [
  (n: number) => `"""A type with <script>alert(1)</script> and [a link](javascript:alert(1)) in its description."""\ntype T${n} { a: Int b: [T${n}!]! "\`code\` | table | cell" c(x: Int = 1, y: [String!] = ["a"]): String @deprecated(reason: "<b>old</b>") }`,
  (n: number) => `enum E${n} { "one :::note" A B @deprecated C }\nextend type Query { e${n}(e: E${n} = A): E${n} }`,
  (n: number) => `interface N${n} { id: ID! }\ntype I${n} implements N${n} { id: ID! "# heading\n\n\`\`\`\nunclosed" n: N${n} }\nextend type Query { n${n}: N${n} }`,
  (n: number) => `input In${n} { a: Int! = 3 b: In${n} c: [In${n}!] }\nextend type Mutation { m${n}(input: In${n}!): Boolean }`,
  (n: number) => `scalar S${n} @specifiedBy(url: "javascript:alert(1)")\nunion U${n} = T${n}x | T${n}y\ntype T${n}x { s: S${n} } type T${n}y { u: U${n} }\nextend type Query { u${n}: [U${n}] }`,
];

/** Returns the SDL changed once: a piece inserted, or changed like any other text. */
function mutateSdl(random: Random, text: string): string {
  if (random() < 0.5) return mutate(random, text);
  const at = below(random, text.length + 1);
  return `${text.slice(0, at)}${pick(random, [" ", "\n"])}${pick(random, SDL)}${pick(random, [" ", "\n"])}${text.slice(at)}`;
}

test(`should build or report with line:column each of ${SCHEMAS} mutated GraphQL schemas, and make reference pages from every valid one`, () => {
  const random = seededRandom(SEED);
  const real = readFileSync(join(ROOT, "content/schema/admin-api.graphql"), "utf8").split("\n");
  const fixture = readFileSync(join(FIXTURES, "site/content/schema/admin-api.graphql"), "utf8");

  let valid = 0;
  /** Returns what is wrong with how `sdl` went through schema building and the reference pages, or undefined. */
  const problemWith = (sdl: string): string | undefined =>
    problemIn(() => {
      const file = new VFile({ path: "content/schema/admin-api.graphql", value: sdl });
      const schema = parseSchema(file);
      if (!schema && file.messages.length === 0) return "no schema and no message";
      if (schema) {
        valid++;
        const { pages } = buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: new Map() });
        // Generated pages are markdown too: the first few must go through the pipeline like any page.
        const tricky = pages.filter((p) => /alert|<b>|unclosed|:::|\| table/.test(String(p.file.value)));
        for (const page of [...pages.slice(0, 2), ...tricky]) {
          const { html } = renderMarkdown(String(page.file.value));
          const unsafe = unsafeMarkup(html, []);
          if (unsafe.length) return `unsafe markup on ${page.route}: ${unsafe.join(", ")}`;
        }
      }
      return file.messages;
    }, TIME_BOUND_MS);

  for (let i = 0; i < SCHEMAS; i++) {
    const start = below(random, real.length);
    let sdl: string;
    if (random() < 0.4) {
      sdl = [fixture, ...Array.from({ length: 1 + below(random, 3) }, (_, k) => pick(random, ADDITIONS)(k))].join("\n");
    } else {
      sdl = random() < 0.5 ? fixture : real.slice(start, start + 20 + below(random, 200)).join("\n");
      for (let n = 1 + below(random, 4); n > 0; n--) sdl = mutateSdl(random, sdl);
    }
    const problem = problemWith(sdl);
    if (problem) {
      const kind = problem.split(" ")[0];
      const minimal = shrink(sdl, (candidate) => problemWith(candidate)?.split(" ")[0] === kind);
      assert.fail(`schema ${i} (seed ${SEED}): ${problem}\nminimal input: ${JSON.stringify(minimal)}\nproblem with it: ${problemWith(minimal)}`);
    }
  }
  console.log(`# ${SCHEMAS} schemas, ${valid} valid ones made reference pages`);
});
