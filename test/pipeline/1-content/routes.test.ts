import assert from "node:assert/strict";
import { test } from "node:test";
import { VFile } from "vfile";
import { assignRoutes, findDuplicateRoutes, type SourcePage } from "../../../src/pipeline/1-content/index.ts";
import { formatMessage } from "../../../src/report/index.ts";

function page(path: string, dir: string, name: string, extra: Partial<SourcePage> = {}): SourcePage {
  return { kind: "doc", file: new VFile({ path }), frontMatter: { title: name, description: "d" }, dir, name, ...extra };
}

test("should give docs their path under /docs, strip index, and honour slug", () => {
  const routed = assignRoutes([
    page("content/docs/intro.md", "", "intro"),
    page("content/docs/api/index.md", "api", "index"),
    page("content/docs/api/orders.md", "api", "orders", { frontMatter: { title: "O", description: "d", slug: "/orders-guide" } }),
    { ...page("content/blog/2025-01-10-welcome.md", "", "welcome"), kind: "post", date: "2025-01-10" },
  ]);
  assert.deepEqual(routed.map((r) => [r.route, r.docId]), [
    ["/docs/intro", "intro"], ["/docs/api", "api"], ["/docs/orders-guide", "orders-guide"], ["/blog/welcome", undefined],
  ]);
});

test("should keep the first of two pages with one route and warn on the second, naming the first", () => {
  const routed = assignRoutes([page("content/docs/a.md", "", "a"), page("content/docs/b.md", "", "b", { frontMatter: { title: "B", description: "d", slug: "a" } })]);
  const kept = findDuplicateRoutes(routed);
  assert.deepEqual(kept.map((p) => p.file.path), ["content/docs/a.md"]);
  assert.equal(formatMessage(routed[1]!.file.messages[0]!, "content/docs/b.md"),
    "content/docs/b.md:1:1: Unexpected duplicate route `/docs/a`, expected one source per route (also made by content/docs/a.md) [duplicate-route]\n  hint: rename the file or set a different `slug:` in its front matter");
});
