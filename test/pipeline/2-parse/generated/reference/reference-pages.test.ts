import assert from "node:assert/strict";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { buildSchema } from "graphql";
import { VFile } from "vfile";
import { buildSite } from "../../../../../src/orchestration/build-site.ts";
import type { RoutedPage } from "../../../../../src/pipeline/1-content/index.ts";
import { formatMessages } from "../../../../../src/report/index.ts";
import { buildReferencePages, buildUsedBy, collectGuideUsage } from "../../../../../src/pipeline/2-parse/index.ts";
import { createMarkdownPrinter } from "../../../../../src/pipeline/4-render/index.ts";
import { executeMocked } from "../../../../../src/shared/index.ts";
import { FIXTURES, UPDATE } from "../../../../support.ts";

const schema = buildSchema(readFileSync(join(FIXTURES, "site/content/schema/admin-api.graphql"), "utf8"));
const guide: RoutedPage = {
  kind: "doc",
  dir: "",
  name: "orders",
  route: "/docs/orders",
  docId: "orders",
  frontMatter: { title: "Orders guide", description: "d" },
  file: new VFile({ path: "content/docs/orders.md", value: "```graphql\nquery { listOrder { data { id } } }\n```\n" }),
};
// The portal's own settings (config.yaml's `reference`): scopes from `@scope`, shop words in the mocks.
const options = { apiName: "Admin API", scopeDirective: "scope", mockVocabulary: "commerce" } as const;
const output = buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: collectGuideUsage(schema, [guide]), options });

test("should make one page per query, mutation, object, input, enum, scalar and custom directive, with routes by kebab-case name", () => {
  assert.deepEqual(
    output.pages.map((p) => p.route),
    [
      "/docs/api/type-definitions/admin-api/queries/list-order",
      "/docs/api/type-definitions/admin-api/mutations/cancel-order",
      "/docs/api/type-definitions/admin-api/enums/app-scope",
      "/docs/api/type-definitions/admin-api/scalars/boolean",
      "/docs/api/type-definitions/admin-api/scalars/float",
      "/docs/api/type-definitions/admin-api/scalars/id",
      "/docs/api/type-definitions/admin-api/scalars/int",
      "/docs/api/type-definitions/admin-api/objects/order",
      "/docs/api/type-definitions/admin-api/objects/order-pagination-response",
      "/docs/api/type-definitions/admin-api/enums/order-status",
      "/docs/api/type-definitions/admin-api/inputs/pagination-input",
      "/docs/api/type-definitions/admin-api/scalars/string",
      "/docs/api/type-definitions/admin-api/scalars/timestamp",
      "/docs/api/type-definitions/admin-api/directives/scope",
    ],
  );
  assert.deepEqual(
    [...output.categories.values()].map((c) => c.label),
    ["Queries", "Mutations", "Objects", "Inputs", "Enums", "Scalars", "Directives"],
  );
});

const printer = createMarkdownPrinter();

test("should build the expected page for a query, an object and an enum (entries, links, used-by, guides, example)", async (t) => {
  for (const route of ["queries/list-order", "objects/order", "enums/order-status"]) {
    await t.test(route, () => {
      const page = output.pages.find((p) => p.route.endsWith(route))!;
      const expected = join(FIXTURES, "reference", `${route.replace("/", "-")}.md`);
      const actual = printer.stringify(page.tree!());
      if (UPDATE) writeFileSync(expected, actual);
      assert.equal(actual, readFileSync(expected, "utf8"));
    });
  }
});

test("should give the same mocked response for the same operation", () => {
  const query = "{ listOrder { data { id email totalPrice status createdAt } count } }";
  const first = executeMocked(schema, query);
  assert.deepEqual(executeMocked(schema, query), first);
  const order = (first.data as { listOrder: { data: { id: string; email: string }[] } }).listOrder.data[0]!;
  assert.match(order.id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.match(order.email, /^[a-zà-ÿ]+\.[a-z]+@example\.com$/);
});

test("should fail the build on an invalid GraphQL example, naming file and line", async () => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  writeFileSync(
    join(root, "content/docs/other.md"),
    "---\ntitle: Other\ndescription: d\n---\n\n## Second\n\n```graphql\nquery {\n  listOrder { total }\n}\n```\n",
  );
  const result = await buildSite({ root, linkinator: false });
  assert.equal(result.ok, false);
  assert.match(
    formatMessages(result.files),
    /^error content\/docs\/other\.md:10:15: Unexpected GraphQL example: Cannot query field "total" on type "OrderPaginationResponse"\. Did you mean "data"\? \[invalid-graphql-example\]$/m,
  );
});

/** Returns a copy of the fixture site whose schema `edit` has changed: its root, the schema's path and its new SDL. */
function siteWithSchema(edit: (sdl: string) => string): { root: string; path: string; sdl: string } {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  const path = join(root, "content/schema/admin-api.graphql");
  const sdl = edit(readFileSync(path, "utf8"));
  writeFileSync(path, sdl);
  return { root, path, sdl };
}

/** Returns where `snippet` first starts in `sdl`, as a message counts: line and column from 1. */
function placeIn(sdl: string, snippet: string): { line: number; column: number } {
  const lines = sdl.split("\n");
  const line = lines.findIndex((text) => text.includes(snippet));
  return { line: line + 1, column: lines[line]!.indexOf(snippet) + 1 };
}

test("should resolve a description's root-relative link against the site, never check an external one, and report a broken one at its place in the schema", async () => {
  const { root, path, sdl } = siteWithSchema((text) =>
    text.replace(
      '"""Milliseconds since the Unix epoch."""',
      '"""\nMilliseconds since the Unix epoch, see [the intro](/docs/intro).\n\nMore at <https://example.com/time#epoch>.\n"""',
    ),
  );
  const result = await buildSite({ root, linkinator: false });
  assert.equal(formatMessages(result.files).match(/broken-link/g), null);
  assert.equal(result.ok, true);
  // A root-relative link to a page the site lacks is a broken link, as on any page.
  writeFileSync(path, sdl.replace("(/docs/intro)", "(/docs/intro-missing)"));
  const broken = await buildSite({ root, linkinator: false });
  assert.equal(broken.ok, false);
  // It is reported in the schema, where the description writes it.
  const { line, column } = placeIn(sdl, "[the intro]");
  const place = `content/schema/admin-api.graphql:${line}:${column}-${line}:${column + "[the intro](/docs/intro-missing)".length}`;
  assert.match(
    formatMessages(broken.files),
    new RegExp(`^error ${place}: Unexpected link to \`/docs/intro-missing\`, expected an existing route \\[broken-link\\]$`, "m"),
  );
});

test("should report a broken link in a deprecation reason at its place in the schema", async () => {
  const { root, sdl } = siteWithSchema((text) =>
    text.replace('@deprecated(reason: "Use `status` instead.")', '@deprecated(reason: "Use `status`, see [the guide](/docs/gone).")'),
  );
  const broken = await buildSite({ root, linkinator: false });
  const { line, column } = placeIn(sdl, "[the guide]");
  const place = `content/schema/admin-api.graphql:${line}:${column}-${line}:${column + "[the guide](/docs/gone)".length}`;
  assert.match(
    formatMessages(broken.files),
    new RegExp(`^error ${place}: Unexpected link to \`/docs/gone\`, expected an existing route \\[broken-link\\]$`, "m"),
  );
});

test("should report a broken <a href> of a description in memory, at its place in the schema", async () => {
  const { root, path, sdl } = siteWithSchema((text) =>
    text.replace('"""Milliseconds since the Unix epoch."""', '"""\nMilliseconds since the\n<a href="/docs/epoch">epoch</a>.\n"""'),
  );
  const broken = await buildSite({ root, linkinator: false });
  const { line, column } = placeIn(sdl, '<a href="/docs/epoch">');
  assert.match(
    formatMessages(broken.files),
    new RegExp(
      `^error content/schema/admin-api\\.graphql:${line}:${column}-\\d+:\\d+: Unexpected link to \`/docs/epoch\`, expected an existing route \\[broken-link\\]$`,
      "m",
    ),
  );
  // On the line of the opening quotes too.
  const inline = sdl.replace('"""\nMilliseconds since the\n<a href="/docs/epoch">epoch</a>.\n"""', '"""Since the <a href="/docs/epoch">epoch</a>."""');
  writeFileSync(path, inline);
  const at = placeIn(inline, '<a href="/docs/epoch">');
  assert.match(
    formatMessages((await buildSite({ root, linkinator: false })).files),
    new RegExp(`^error content/schema/admin-api\\.graphql:${at.line}:${at.column}-`, "m"),
  );
});

test("should report a written page on a reference kind's index route in the schema, and keep the page", async () => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  mkdirSync(join(root, "content/docs/api/type-definitions/admin-api"), { recursive: true });
  writeFileSync(join(root, "content/docs/api/type-definitions/admin-api/objects.md"), "---\ntitle: Objects\ndescription: d\n---\n\nText.\n");
  const result = await buildSite({ root, linkinator: false });
  assert.match(
    formatMessages(result.files),
    /^warn {2}content\/schema\/admin-api\.graphql:1:1: Unexpected duplicate route `\/docs\/api\/type-definitions\/admin-api\/objects` for the generated index of `Objects`, expected one source per route \[duplicate-route\]$/m,
  );
});

test("should name each operation by its kind and find the guides that use it, whatever its root type is called", () => {
  const names: [string, "query" | "mutation" | "subscription"][] = [
    ["Query", "query"],
    ["query_root", "query"],
    ["Queries", "query"],
    ["RootQueryType", "query"],
    ["QueryRoot", "query"],
    ["Mutation", "mutation"],
    ["mutation_root", "mutation"],
    ["Mutations", "mutation"],
    ["RootMutationType", "mutation"],
    ["Subscription", "subscription"],
    ["subscription_root", "subscription"],
    ["Subscriptions", "subscription"],
    ["RootSubscriptionType", "subscription"],
  ];
  for (const [name, operation] of names) {
    const others = operation === "query" ? "" : "type Query { ping: Int }";
    const schema = buildSchema(`schema { ${operation}: ${name} ${others && "query: Query"} } type ${name} { _dummy: Int entries: [Int] } ${others}`);
    const page: RoutedPage = { ...guide, file: new VFile({ path: "content/docs/orders.md", value: `\`\`\`graphql\n${operation} { entries }\n\`\`\`\n` }) };
    const built = buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: collectGuideUsage(schema, [page]), options: { apiName: "Shop API" } });
    const kind = `${operation === "query" ? "querie" : operation}s`;
    const pages = built.pages.filter((p) => p.dir.endsWith(`/${kind}`));
    assert.deepEqual(
      pages.map((p) => p.frontMatter.description),
      [`The _dummy ${operation} of the Shop API.`, `The entries ${operation} of the Shop API.`],
      name,
    );
    const entries = printer.stringify(pages[1]!.tree!());
    assert.match(entries, /## Used in guides\n\n- \[Orders guide\]\(\/docs\/orders\)/, name);
  }
});
