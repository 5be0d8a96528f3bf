import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { buildSchema } from "graphql";
import { buildReferencePages, buildUsedBy } from "../../../../../src/pipeline/2-parse/index.ts";
import { createMarkdownPrinter } from "../../../../../src/pipeline/4-render/index.ts";
import { FIXTURES, renderTree } from "../../../../support.ts";

const schema = buildSchema(readFileSync(join(FIXTURES, "reference-kinds/html-descriptions.graphql"), "utf8"));
const output = buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: new Map() });
const page = output.pages.find((p) => p.route.endsWith("/objects/note"))!;

test("should close the HTML a description leaves open within it, and drop an end tag that closes nothing", () => {
  const { html } = renderTree(page.tree!());
  const [intro, rest] = html.split('\n<h2 id="definition">');
  assert.equal(
    intro,
    [
      "<p>A note with <em>unclosed emphasis and a <b>bold start, then a stray  and a literal a &lt; b comparison.</b></em></p>",
      "<p>A second paragraph that stays upright.</p>",
    ].join("\n"),
  );
  // Nothing after the description is inside its elements: no end tag of theirs follows.
  assert.doesNotMatch(rest!, /<\/(em|b)>/);
  assert.match(rest!, /<li id="field.body">\n<p><code>body<\/code>: .*<\/p>\n<p>The body, <i>slanted<\/i><\/p>\n<\/li>/);
  assert.match(rest!, /<li id="field.title">\n<p><code>title<\/code>: .*<\/p>\n<p>Plain text after the field\.<\/p>\n<\/li>/);
  assert.match(rest!, /<h2 id="used-by">Used by/);
});

test("should print the closed description in the markdown twin, each element closed in its own paragraph", () => {
  const twin = createMarkdownPrinter().stringify(page.tree!());
  assert.match(twin, /^A note with <em>unclosed emphasis and a <b>bold start, then a stray  and a literal a < b comparison\.<\/b><\/em>\n\nA second/);
  assert.match(twin, /\n {2}The body, <i>slanted<\/i>\n/);
});

test("should close an element an HTML block opens at the description's end, keeping the blocks inside it", () => {
  const blockSchema = buildSchema('"""\n<div class="note">\n\nInside the note.\n\n"""\nscalar Note\ntype Query { note: Note }');
  const built = buildReferencePages({ schema: blockSchema, usedBy: buildUsedBy(blockSchema), guideUsage: new Map() });
  const { html } = renderTree(built.pages.find((p) => p.route.endsWith("/scalars/note"))!.tree!());
  assert.match(html, /^<div class="note">\n<p>Inside the note\.<\/p>\n<\/div>\n<h2 id="definition">/);
});

test("should move a description's headings under what it describes, and never give one an entry's id", () => {
  const sdl = [
    "type Query { thing: Thing }",
    '"""\n# About things\n\n## Fields\n"""',
    "type Thing {",
    '  """\n  ## Field b\n\n  ### Details\n  """',
    "  x: String",
    "  b: String",
    "}",
  ].join("\n");
  const headingSchema = buildSchema(sdl);
  const built = buildReferencePages({ schema: headingSchema, usedBy: buildUsedBy(headingSchema), guideUsage: new Map() });
  const { html } = renderTree(built.pages.find((p) => p.route.endsWith("/objects/thing"))!.tree!());
  const headings = [...html.matchAll(/<h(\d) id="([^"]+)"/g)].map(([, depth, id]) => `h${depth} ${id}`);
  // The type's own headings start at h2, a field's at h4 (below the page's sections and the entries).
  assert.deepEqual(headings, ["h2 about-things", "h3 fields", "h2 definition", "h2 fields-1", "h4 field-b", "h5 details", "h2 used-by"]);
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
  assert.equal(new Set(ids).size, ids.length, ids.join(" "));
  assert.match(html, /<li id="field\.b">/);
});
