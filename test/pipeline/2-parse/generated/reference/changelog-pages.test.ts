import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { buildSchema } from "graphql";
import {
  buildChangelogPages,
  itemRoute,
  versionReferenceRoute,
  withReferenceRoute,
  type ApiVersion,
} from "../../../../../src/pipeline/2-parse/generated/reference/index.ts";
import { createMarkdownPrinter } from "../../../../../src/pipeline/4-render/index.ts";
import { FIXTURES, UPDATE } from "../../../../support.ts";

const DIR = join(FIXTURES, "versioned-site/content/schema");
const released = (name: string, date: string): ApiVersion => ({
  name,
  date,
  schema: withReferenceRoute(buildSchema(readFileSync(join(DIR, `versions/${name}.graphql`), "utf8")), versionReferenceRoute(name)),
  path: `content/schema/versions/${name}.graphql`,
});
const versions: ApiVersion[] = [
  released("2024-01", "2024-01-15"),
  released("2024-07", "2024-07-15"),
  { name: "2025-01", date: "2025-01-15", schema: buildSchema(readFileSync(join(DIR, "admin-api.graphql"), "utf8")), path: "content/schema/admin-api.graphql" },
];
const output = buildChangelogPages(versions, { apiName: "Admin API" });
const printer = createMarkdownPrinter();

test("should make one page per pair of consecutive versions, newest first, in a Changelog category", () => {
  assert.deepEqual(
    output.pages.map((page) => [page.route, page.frontMatter.title, page.frontMatter.sidebar_position]),
    [
      ["/docs/api/type-definitions/admin-api/changelog/2025-01", "2025-01", 1],
      ["/docs/api/type-definitions/admin-api/changelog/2024-07", "2024-07", 2],
    ],
  );
  assert.deepEqual([...output.categories.keys()], ["api/type-definitions/admin-api/changelog"]);
  assert.deepEqual(
    output.entries.map((entry) => [entry.title, entry.date, entry.summary]),
    [
      ["Admin API 2025-01", "2025-01-15", "What changed in the Admin API from 2024-07 to 2025-01: 6 changes, 4 breaking, 1 dangerous."],
      ["Admin API 2024-07", "2024-07-15", "What changed in the Admin API from 2024-01 to 2024-07: 5 changes, 2 dangerous."],
    ],
  );
});

test("should build each changelog page as expected: sections, marks, and links to the item in each version that has it", async (t) => {
  for (const page of output.pages) {
    await t.test(page.route, () => {
      const expected = join(FIXTURES, "reference", `changelog-${page.name}.md`);
      const actual = printer.stringify(page.tree!());
      if (UPDATE) writeFileSync(expected, actual);
      assert.equal(actual, readFileSync(expected, "utf8"));
    });
  }
});

test("should find the page of every kind of item by its coordinate, and none for an item the schema lacks", () => {
  const [old, , current] = versions as [ApiVersion, ApiVersion, ApiVersion];
  assert.deepEqual(
    ["Order", "Order.total", "Query.orders", "Query.orders(first:)", "OrderStatus.OPEN", "@auth", "@auth(role:)", "Report", "Query", "@deprecated"].map((c) =>
      itemRoute(old.schema, c),
    ),
    [
      "/docs/2024-01/api/type-definitions/admin-api/objects/order",
      "/docs/2024-01/api/type-definitions/admin-api/objects/order#field.total",
      "/docs/2024-01/api/type-definitions/admin-api/queries/orders",
      "/docs/2024-01/api/type-definitions/admin-api/queries/orders#argument.first",
      "/docs/2024-01/api/type-definitions/admin-api/enums/order-status#value.OPEN",
      "/docs/2024-01/api/type-definitions/admin-api/directives/auth",
      "/docs/2024-01/api/type-definitions/admin-api/directives/auth#argument.role",
      "/docs/2024-01/api/type-definitions/admin-api/objects/report",
      "/docs/2024-01/api/type-definitions/admin-api/queries",
      undefined,
    ],
  );
  assert.deepEqual(
    ["Report", "Order.missing", "Query.orders(missing:)", "OrderStatus.GONE", "@missing"].map((c) => itemRoute(current.schema, c)),
    [undefined, undefined, undefined, undefined, undefined],
  );
});

test("should show a deprecation's reason as markdown with its links as text, and each operation of a root type added", () => {
  const version = (name: string, date: string, sdl: string): ApiVersion => ({
    name,
    date,
    schema: name === "v2" ? buildSchema(sdl) : withReferenceRoute(buildSchema(sdl), versionReferenceRoute(name)),
    path: `content/schema/${name}.graphql`,
  });
  const { pages } = buildChangelogPages([
    version("v1", "2024-01-01", "type Query { a: Int, b: Int }"),
    version("v2", "2024-02-01", 'type Query { a: Int @deprecated(reason: "Use [b](../queries/b), *now*."), b: Int } type Subscription { moved: Int }'),
  ]);
  const entries = String(printer.stringify(pages[0]!.tree!()))
    .split("\n")
    .filter((line: string) => line.startsWith("- "));
  assert.deepEqual(entries, [
    "- `Subscription`: Subscription was added. ([in v2](/docs/api/type-definitions/admin-api/subscriptions))",
    "- `Subscription.moved`: Subscription.moved was added. ([in v2](/docs/api/type-definitions/admin-api/subscriptions/moved))",
    "- `Query.a`: Query.a was deprecated: Use b, *now*. ([in v1](/docs/v1/api/type-definitions/admin-api/queries/a), [in v2](/docs/api/type-definitions/admin-api/queries/a))",
  ]);
});
