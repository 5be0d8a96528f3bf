import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { buildSchema } from "graphql";
import type { RoutedPage } from "../../src/pipeline/1-content/index.ts";
import { collectGuideUsage } from "../../src/pipeline/3-transform/index.ts";
import { ROOT } from "../support.ts";

/** Returns every markdown file below `dir`, recursively. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? markdownFiles(path) : /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

test("should call every query and mutation of the schema in a graphql block of a written page", () => {
  const schema = buildSchema(readFileSync(join(ROOT, "content/schema/admin-api.graphql"), "utf8"));
  const files = [...markdownFiles(join(ROOT, "content/docs")), ...markdownFiles(join(ROOT, "content/blog"))];
  // collectGuideUsage reads a page's text, route and title: each file stands for its page here.
  const pages = files.map((path) => ({ file: { value: readFileSync(path, "utf8") }, route: relative(ROOT, path), frontMatter: { title: path } }) as unknown as RoutedPage);
  const usage = collectGuideUsage(schema, pages);
  const roots = [schema.getQueryType()!, schema.getMutationType()!];
  const operations = roots.flatMap((root) => Object.keys(root.getFields()).map((field) => `${root.name}.${field}`));
  const missing = operations.filter((operation) => !usage.has(operation));
  assert.ok(operations.length > 100, `${operations.length} operations`);
  assert.deepEqual(missing, [], `${missing.length} of ${operations.length} operations have no example on a written page`);
});
