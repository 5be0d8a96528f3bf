import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import type { VFile } from "vfile";
import { loadThemeApi } from "../../../src/pipeline/1-content/index.ts";
import { formatMessage } from "../../../src/report/index.ts";
import { buildThemeReferencePages } from "../../../src/pipeline/2-parse/index.ts";
import { createMarkdownPrinter } from "../../../src/pipeline/4-render/index.ts";

function site(models: string): { root: string; files: VFile[] } {
  const root = mkdtempSync(join(tmpdir(), "theme-"));
  mkdirSync(join(root, "content/theme-api"), { recursive: true });
  writeFileSync(join(root, "content/theme-api/models.yaml"), models);
  writeFileSync(
    join(root, "content/theme-api/enums.yaml"),
    "- name: ProductType\n  description: What is sold.\n  values:\n    - name: PHYSICAL\n      description: Shipped goods.\n",
  );
  writeFileSync(
    join(root, "content/theme-api/stores.yaml"),
    "- name: CartStore\n  slug: cart\n  description: The cart.\n  state:\n    - name: items\n      type: Product[]\n      description: Lines.\n  actions: []\n",
  );
  return { root, files: [] };
}

const PRODUCT = "- name: Product\n  description: A product.\n  properties:\n    - name: type\n      type: ProductType\n      description: Its type.\n";

test("should build model, enum and store pages with linked types", () => {
  const { root, files } = site(PRODUCT);
  const api = loadThemeApi(root, files)!;
  assert.deepEqual(
    files.flatMap((f) => f.messages),
    [],
  );
  const { pages } = buildThemeReferencePages(api);
  assert.deepEqual(
    pages.map((p) => p.route),
    ["/docs/theme/api/models/product", "/docs/theme/api/enums/product-type", "/docs/theme/api/stores/cart"],
  );
  const printer = createMarkdownPrinter();
  assert.match(printer.stringify(pages[0]!.tree!()), /\| `type` +\| \[`ProductType`\]\(\/docs\/theme\/api\/enums\/product-type\) \| Its type\. +\|/);
  assert.match(printer.stringify(pages[2]!.tree!()), /\[`Product`\]\(\/docs\/theme\/api\/models\/product\)`\[\]`/);
  // A page's tree is built when the compile reaches the page, not with the page: the page cache keeps most pages.
  let reads = 0;
  const property = api.models[0]!.properties[0]!;
  const description = property.description;
  Object.defineProperty(property, "description", { get: () => (reads++, description) });
  const fresh = buildThemeReferencePages(api).pages;
  assert.equal(reads, 0, "a property's description is read before the page's tree is asked for");
  fresh[0]!.tree!();
  assert.equal(reads, 1);
  // The transform changes the tree it gets in place: each call builds one of its own, equal to the last.
  const first = pages[0]!.tree!();
  first.children.length = 0;
  assert.notEqual(pages[0]!.tree!().children.length, 0);
  assert.deepEqual(pages[0]!.tree!(), pages[0]!.tree!());
});

test("should report an unknown type name with file, line and column", () => {
  const { root, files } = site(PRODUCT + "    - name: brand\n      type: Brand | null\n      description: Its brand.\n");
  loadThemeApi(root, files);
  const messages = files.flatMap((f) => f.messages.map((m) => formatMessage(m, f.path)));
  assert.deepEqual(messages, [
    "content/theme-api/models.yaml:8:13: Unexpected type name `Brand` in `Brand | null`, expected a model or enum of content/theme-api or a primitive [invalid-theme-api]\n  hint: add the model to models.yaml (or the enum to enums.yaml), or fix the spelling",
  ]);
});
