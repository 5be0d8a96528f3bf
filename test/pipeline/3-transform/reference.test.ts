import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { buildSchema } from "graphql";
import { VFile } from "vfile";
import { build } from "../../../src/build/build-site.ts";
import type { RoutedPage } from "../../../src/pipeline/1-content/index.ts";
import { formatMessages } from "../../../src/report/index.ts";
import { buildReferencePages, buildUsedBy, collectGuideUsage } from "../../../src/pipeline/3-transform/index.ts";
import { executeMocked } from "../../../src/shared/index.ts";
import { FIXTURES, UPDATE } from "../../support.ts";

const schema = buildSchema(readFileSync(join(FIXTURES, "site/content/schema/admin-api.graphql"), "utf8"));
const guide: RoutedPage = {
  kind: "doc", dir: "", name: "orders", route: "/docs/orders", docId: "orders",
  frontMatter: { title: "Orders guide", description: "d" },
  file: new VFile({ path: "content/docs/orders.md", value: "```graphql\nquery { listOrder { data { id } } }\n```\n" }),
};
const output = buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: collectGuideUsage(schema, [guide]) });

test("should make one page per query, mutation, object, input, enum and scalar, with routes by kebab-case name", () => {
  assert.deepEqual(output.pages.map((p) => p.route), [
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
  ]);
  assert.deepEqual([...output.categories.values()].map((c) => c.label), ["Queries", "Mutations", "Objects", "Inputs", "Enums", "Scalars"]);
});

test("should write the expected markdown for a query and an object (tables, links, used-by, guides, example)", async (t) => {
  for (const route of ["queries/list-order", "objects/order", "enums/order-status"]) {
    await t.test(route, () => {
      const page = output.pages.find((p) => p.route.endsWith(route))!;
      const expected = join(FIXTURES, "reference", `${route.replace("/", "-")}.md`);
      if (UPDATE) writeFileSync(expected, `${page.file.value}\n`);
      assert.equal(`${page.file.value}\n`, readFileSync(expected, "utf8"));
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
  writeFileSync(join(root, "content/docs/other.md"), "---\ntitle: Other\ndescription: d\n---\n\n## Second\n\n```graphql\nquery {\n  listOrder { total }\n}\n```\n");
  const result = await build({ root, linkinator: false });
  assert.equal(result.ok, false);
  assert.match(formatMessages(result.files), /^error content\/docs\/other\.md:10:15: Unexpected GraphQL example: Cannot query field "total" on type "OrderPaginationResponse"\. Did you mean "data"\? \[invalid-graphql-example\]$/m);
});
