import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { buildSchema, type GraphQLSchema } from "graphql";
import { VFile } from "vfile";
import { loadSchema } from "../../../../../src/pipeline/2-parse/index.ts";
import { loadConfig } from "../../../../../src/pipeline/0-config/index.ts";
import { buildReferencePages, buildUsedBy } from "../../../../../src/pipeline/2-parse/index.ts";
import { buildSidebars, sidebarTree } from "../../../../../src/pipeline/3-transform/index.ts";
import { createMarkdownPrinter } from "../../../../../src/pipeline/4-render/index.ts";
import { walkTree } from "../../../../../src/shared/index.ts";
import { FIXTURES, UPDATE } from "../../../../support.ts";

const DIR = join(FIXTURES, "reference-kinds");
const BASE = "/docs/api/type-definitions/admin-api";

/** Returns the schema loaded from `file` in a site folder of its own, and the schema file with its messages. */
function load(file: string) {
  const root = mkdtempSync(join(tmpdir(), "reference-kinds-"));
  mkdirSync(join(root, "content/schema"), { recursive: true });
  writeFileSync(join(root, "content/schema/admin-api.graphql"), readFileSync(join(DIR, file), "utf8"));
  const files: VFile[] = [];
  return { loaded: loadSchema(root, files), file: files[0]! };
}

const schema = load("schema.graphql").loaded!.schema;
const output = buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: new Map() });
const printer = createMarkdownPrinter();

test("should make a page for every kind in its own folder, and a sidebar category per kind", () => {
  assert.deepEqual(
    output.pages.map((p) => p.route.slice(BASE.length + 1)),
    [
      "queries/book",
      "queries/node",
      "queries/search",
      "subscriptions/record-added",
      "objects/book",
      "scalars/boolean",
      "scalars/date",
      "objects/film",
      "scalars/id",
      "scalars/int",
      "enums/name-format",
      "interfaces/node",
      "interfaces/record",
      "inputs/search-input",
      "unions/search-result",
      "scalars/string",
      "directives/partner",
    ],
  );
  assert.deepEqual(
    [...output.categories].map(([dir, meta]) => `${dir.slice(BASE.length - 5)} ${meta.label} ${meta.position}`),
    [
      "queries Queries 1",
      "subscriptions Subscriptions 2",
      "objects Objects 3",
      "interfaces Interfaces 4",
      "unions Unions 5",
      "inputs Inputs 6",
      "enums Enums 7",
      "scalars Scalars 8",
      "directives Directives 9",
    ],
  );
});

test("should build the expected page of each kind", async (t) => {
  for (const route of [
    "interfaces/record",
    "interfaces/node",
    "unions/search-result",
    "objects/book",
    "enums/name-format",
    "inputs/search-input",
    "subscriptions/record-added",
    "queries/search",
    "directives/partner",
    "scalars/date",
  ]) {
    await t.test(route, () => {
      const page = output.pages.find((p) => p.route === `${BASE}/${route}`)!;
      const expected = join(DIR, `${route.replace("/", "-")}.md`);
      const actual = printer.stringify(page.tree!());
      if (UPDATE) writeFileSync(expected, actual);
      assert.equal(actual, readFileSync(expected, "utf8"));
    });
  }
});

test("should name the field or argument that uses a type, not only the type", () => {
  const usedBy = buildUsedBy(schema);
  assert.deepEqual(
    usedBy.get("NameFormat")?.map((l) => `${l.label} ${l.route.slice(BASE.length + 1)}`),
    ["Book.author(format) objects/book#field.author.format"],
  );
  assert.deepEqual(
    usedBy.get("SearchInput")?.map((l) => `${l.label} ${l.route.slice(BASE.length + 1)}`),
    ["search(input) queries/search#argument.input"],
  );
  assert.deepEqual(
    usedBy.get("Record")?.map((l) => `${l.label} ${l.route.slice(BASE.length + 1)}`),
    ["recordAdded subscriptions/record-added"],
  );
});

test("should link only to pages and entries it makes: a root type named by a field is shown without a link", () => {
  // Each page's route, and each of its entries' (a field's, argument's or value's list item) with its id.
  const targets = new Set(output.pages.map((p) => p.route));
  for (const page of output.pages)
    walkTree(page.tree!(), "listItem", (node) => {
      const id = (node.data as { hProperties?: { id?: string } } | undefined)?.hProperties?.id;
      if (id) targets.add(`${page.route}#${id}`);
    });
  const links: string[] = [];
  for (const page of output.pages) walkTree(page.tree!(), "link", (node) => void links.push(node.url));
  const reference = links.filter((url) => url.startsWith(BASE));
  assert.ok(reference.length > 40, `${reference.length} links`);
  assert.ok(reference.filter((url) => url.includes("#")).length >= 3, "links to entries");
  assert.deepEqual(
    reference.filter((url) => !targets.has(url)),
    [],
  );
  // Written by an author in a description, resolved by the transform like any page's link.
  assert.deepEqual(
    links.filter((url) => !url.startsWith(BASE)),
    ["/docs/guides/search"],
  );
});

test("should build names that differ only in case or `_`, each on its own route whatever order they are declared in", () => {
  const sdl = readFileSync(join(DIR, "collisions.graphql"), "utf8");
  const { loaded, file } = load("collisions.graphql");
  assert.deepEqual(file.messages, []);
  const routesOf = (schema: GraphQLSchema) => {
    const built = buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: new Map() });
    return built.pages.map((p) => `${p.frontMatter.title} ${p.route.slice(BASE.length + 1)} ${p.file.path}`);
  };
  const expected = [
    "fooBar queries/foo-bar content/docs/api/type-definitions/admin-api/queries/foo-bar.md",
    "fooBar2 queries/foo-bar2 content/docs/api/type-definitions/admin-api/queries/foo-bar2.md",
    // `foo-bar-2` is the route of `foo_bar_2`'s own name, so `foo_bar` takes the next number.
    "foo_bar queries/foo-bar-3 content/docs/api/type-definitions/admin-api/queries/foo-bar-3.md",
    "foo_bar_2 queries/foo-bar-2 content/docs/api/type-definitions/admin-api/queries/foo-bar-2.md",
    "Boolean scalars/boolean content/docs/api/type-definitions/admin-api/scalars/boolean.md",
    "FOO_BAR objects/foo-bar content/docs/api/type-definitions/admin-api/objects/foo-bar.md",
    "FooBar objects/foo-bar-2 content/docs/api/type-definitions/admin-api/objects/foo-bar-2.md",
    "Foo_Bar objects/foo-bar-3 content/docs/api/type-definitions/admin-api/objects/foo-bar-3.md",
    "Int scalars/int content/docs/api/type-definitions/admin-api/scalars/int.md",
    "String scalars/string content/docs/api/type-definitions/admin-api/scalars/string.md",
  ];
  assert.deepEqual(routesOf(loaded!.schema), expected);
  // The same schema with its definitions and fields in the opposite order gives the same routes.
  const blocks = sdl.trim().split(/\n\n/).reverse();
  const reversed = blocks.map((block) => block.replace(/\{\n([\s\S]*)\n\}/, (_, body: string) => `{\n${body.split("\n").reverse().join("\n")}\n}`));
  const other = buildSchema(reversed.join("\n\n"));
  assert.deepEqual(routesOf(other).sort(), [...expected].sort());
  // Every link to one of them reaches the page of that name.
  const output = buildReferencePages({ schema: loaded!.schema, usedBy: buildUsedBy(loaded!.schema), guideUsage: new Map() });
  const query = printer.stringify(output.pages.find((p) => p.frontMatter.title === "foo_bar")!.tree!());
  assert.match(query, /\[`Foo_Bar`\]\(\/docs\/api\/type-definitions\/admin-api\/objects\/foo-bar-3\)/);
});

test("should give each kind an index page that lists its pages with their first sentences as plain text", () => {
  const fixture = loadConfig(join(FIXTURES, "site")).config!;
  const config = { ...fixture, sidebars: { apiDocsSidebar: [{ autogenerated: "api" }] } } as typeof fixture;
  const sidebars = buildSidebars(output.pages, output.categories, config, new VFile({ path: "config.yaml", value: "" }));
  const index = sidebars.indexPages?.find((page) => page.route === `${BASE}/interfaces`);
  assert.equal(index?.frontMatter.title, "Interfaces");
  assert.equal(
    String(index?.file.value),
    [
      "Every interface of the GraphQL API.",
      "",
      `- [Node](${BASE}/interfaces/node): An object with a global id.`,
      `- [Record](${BASE}/interfaces/record): Something readers can look up.`,
      "",
    ].join("\n"),
  );
  assert.deepEqual(sidebars.indexPages?.map((page) => page.route.slice(BASE.length + 1)).sort(), [
    "directives",
    "enums",
    "inputs",
    "interfaces",
    "objects",
    "queries",
    "scalars",
    "subscriptions",
    "unions",
  ]);
  const tree = sidebarTree(sidebars.byId.apiDocsSidebar!, { baseUrl: "/" });
  const [definitions] = tree.items ?? [];
  const [api] = (definitions?.type === "category" && definitions.items) || [];
  const kinds = (api?.type === "category" && api.items) || [];
  assert.equal(kinds.length, 9);
  assert.ok(
    kinds.every((kind) => kind.type === "category" && kind.lists && kind.href === `${BASE}/${kind.label.toLowerCase()}`),
    JSON.stringify(kinds.map((k) => k.type === "category" && [k.label, k.href, k.lists])),
  );
});
