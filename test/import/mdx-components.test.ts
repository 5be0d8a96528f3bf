import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { readMdxComponents } from "../../src/import/mdx-components.ts";
import type { CopyPlan } from "../../src/import/copy-site.ts";

test("should carry over the markdown files a swizzled MDXComponents gives every page, where the import copies them, and note the rest", (t) => {
  const site = mkdtempSync(join(tmpdir(), "mdx-components-"));
  t.after(() => rmSync(site, { recursive: true, force: true }));
  mkdirSync(join(site, "src/theme/MDXComponents"), { recursive: true });
  const text = [
    "import MDXComponents from '@theme-original/MDXComponents';",
    "import Yields from '@site/guides/partials/_yields.mdx';",
    "import Local from '../../../guides/_local.md';",
    "import Elsewhere from '@site/src/snippets/_elsewhere.mdx';",
    "import Badge from '@site/src/components/badge';",
    "export default { ...MDXComponents, Yields, Local, Elsewhere, Badge, wrapper: Yields };",
  ].join("\n");
  writeFileSync(join(site, "src/theme/MDXComponents/index.tsx"), text);
  // The main docs' folder `guides` is copied to content/docs.
  const plan: CopyPlan = {
    copies: [
      { from: "guides/partials/_yields.mdx", to: "content/docs/partials/_yields.mdx" },
      { from: "guides/_local.md", to: "content/docs/_local.md" },
    ],
    writes: new Map(),
    roots: [],
    blog: false,
    notes: [],
  };
  const { components, notes } = readMdxComponents(site, plan);
  assert.deepEqual(components, { Yields: "@site/docs/partials/_yields.mdx", Local: "@site/docs/_local.md" });
  assert.deepEqual(notes, [
    {
      at: "src/theme/MDXComponents/index.tsx:6:51",
      reason: "component `Elsewhere`: `@site/src/snippets/_elsewhere.mdx` is not in a folder the import copies; not carried over",
    },
    { at: "src/theme/MDXComponents/index.tsx:6:69", reason: "`wrapper` maps an HTML element to `@site/guides/partials/_yields.mdx`; not carried over" },
  ]);
  rmSync(join(site, "src/theme"), { recursive: true });
  assert.deepEqual(readMdxComponents(site, plan), { components: {}, notes: [] });
});
