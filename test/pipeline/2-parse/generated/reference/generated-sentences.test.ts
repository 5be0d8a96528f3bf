import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import type { Nodes } from "mdast";
import { buildReferencePages, buildUsedBy } from "../../../../../src/pipeline/2-parse/index.ts";
import { parseSchema } from "../../../../../src/pipeline/2-parse/schema/parse-schema.ts";
import { VFile } from "vfile";
import { FIXTURES } from "../../../../support.ts";

// A schema with no description anywhere: each sentence of its reference comes from the generator alone.
const file = new VFile({ path: "schema.graphql", value: readFileSync(join(FIXTURES, "reference-kinds/no-descriptions.graphql"), "utf8") });
const schema = parseSchema(file)!;
const output = buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: new Map() });

/** `§` stands for any inline code (a name, a type, a value); a type's `[`, `]` and `!` are dropped. */
const C = "§";
const KINDS = "query|mutation|subscription|object|interface|union|input|enum|scalar|directive";
const DEPRECATED = "Deprecated: No longer supported\\.?"; // the specification's default reason

/**
 * Every sentence the reference may say of a schema that says nothing: fixed headings and labels, what the
 * specification defines (built-in scalars, `@deprecated`, `@oneOf`, `@specifiedBy`), and where things are used.
 */
const ALLOWED: RegExp[] = [
  /^(Definition|Fields|Values|Implementations|Possible types|Member of|Used by|Used in guides|Signature|Arguments|Returns|Example|Response|Locations|Used on|Specification)$/,
  /^(query|mutation|subscription)$/,
  // The head line of a field, argument or enum value (its name, type and default), and a "Returns" line's type.
  new RegExp(`^${C}(:|: ${C}(?: = ${C})?)?$`),
  new RegExp(`^${DEPRECATED}$`),
  new RegExp(`^Implements ${C}(, ${C})*\\.$`),
  new RegExp(`^The (${C}|[_A-Za-z][_0-9A-Za-z]*) (${KINDS}) of the GraphQL API\\.$`),
  /^Every (query|mutation|subscription|object type|interface|union|input type|enum|scalar|custom directive) of the GraphQL API\.$/,
  /^The response below was produced at build time by running the example against the schema with mocked data\.$/,
  /^The schema does not say what its values look like: the examples show placeholder values for it\.$/,
  new RegExp(`^A OneOf input object \\(${C}\\): a value of it gives exactly one of its fields, and that field's value is not ${C}\\.$`),
  new RegExp(`^Its values follow the specification at https://url\\.spec\\.whatwg\\.org/, which the schema names with ${C}\\.$`),
  // The built-in scalars, as the specification defines them.
  new RegExp(`^A signed 32-bit whole number, from -2147483648 to 2147483647, as the GraphQL specification defines ${C}\\.$`),
  /^As input it takes an integer in that range; a number with a fractional part or out of range is an error\.$/,
  new RegExp(`^A signed double-precision number \\(IEEE 754\\), as the GraphQL specification defines ${C}\\.$`),
  new RegExp(`^Its values are finite: not ${C} nor an infinity\\.$`),
  /^As input it takes an integer or a number with a fractional part\.$/,
  new RegExp(`^Text as a sequence of Unicode code points, as the GraphQL specification defines ${C}\\.$`),
  /^It is sent as a JSON string, and as input it takes only a string\.$/,
  new RegExp(`^Either ${C} or ${C}, as the GraphQL specification defines ${C}\\.$`),
  /^As input it takes only these two values\.$/,
  new RegExp(`^A unique identifier, as the GraphQL specification defines ${C}, often used to fetch an object again or as a cache key\\.$`),
  /^It is sent as a string and is not meant to be read by people; as input it takes a string or an integer\.$/,
];

/** Returns the text of a node with inline code as `§`, a type's brackets and `!` dropped, on one line. */
function textOf(node: Nodes): string {
  if (node.type === "inlineCode") return C;
  if (node.type === "break") return " ";
  if (node.type === "text") return node.value.replace(/[[\]!]/g, "");
  if (node.type === "html") return node.value;
  return "children" in node ? (node.children as Nodes[]).map(textOf).join("") : "";
}

/** Returns the units of text of a page: each heading, paragraph and table cell (code blocks are SDL, JSON or examples). */
function unitsOf(node: Nodes): string[] {
  if (node.type === "heading" || node.type === "paragraph" || node.type === "tableCell") return [textOf(node).replace(/\s+/g, " ").trim()];
  return "children" in node ? (node.children as Nodes[]).flatMap(unitsOf) : [];
}

/** Returns a meta description (plain text, no inline code) with the schema's names and JSON's words as `§`. */
function metaText(description: string): string {
  const names = new Set([...Object.keys(schema.getTypeMap()), "true", "false", "null"]);
  return description.replace(/[_A-Za-z][_0-9A-Za-z]*/g, (word) => (names.has(word) ? C : word));
}

/** Returns whether a sentence is allowed; an operation's "Returns" line is its type and the type's first sentence. */
function allowed(sentence: string): boolean {
  const returns = sentence.startsWith(`${C}: `) ? sentence.slice(`${C}: `.length) : undefined;
  return ALLOWED.some((pattern) => pattern.test(sentence) || (returns !== undefined && pattern.test(returns)));
}

/** Returns a unit's sentences: it is split after a period that a capital letter follows. */
const sentences = (unit: string) => unit.split(/(?<=\.)\s+(?=[A-Z])/);

test("should say nothing of a schema without descriptions that neither the schema nor the GraphQL specification says", () => {
  const texts = [
    ...output.pages.flatMap((page) => [metaText(page.frontMatter.description ?? ""), ...unitsOf(page.tree!())].map((unit) => [page.route, unit] as const)),
    ...[...output.categories.values()].map((category) => ["index", (category.link?.type === "generated-index" && category.link.description) || ""] as const),
  ];
  assert.ok(texts.length > 200, `${texts.length} units`);
  const unknown = texts.flatMap(([route, unit]) =>
    sentences(unit)
      .filter((sentence) => sentence && !allowed(sentence))
      .map((sentence) => `${route.replace(/^.*admin-api\//, "")}: ${sentence}`),
  );
  assert.deepEqual(unknown, []);
});
