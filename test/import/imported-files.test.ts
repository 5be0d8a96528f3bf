import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { planImportedFiles } from "../../src/import/imported-files.ts";
import type { CopyPlan } from "../../src/import/copy-site.ts";

test("should copy the files outside the docs that copied pages import, where their imports find them in content/, and note them", (t) => {
  const site = mkdtempSync(join(tmpdir(), "imported-files-"));
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const files: Record<string, string> = {
    "docs/guides/login.mdx": [
      "import Note from '@site/src/components/_note.mdx';",
      "import Main from '!!raw-loader!../../code-examples/main.go';",
      // Written without its extension, as webpack finds `sample.ts`.
      "import Sample from '!!raw-loader!../../code-examples/sample';",
      "import Steps from './_steps.md';",
      "import Gone from '@site/src/components/_gone.mdx';",
      "",
      "<Note />",
    ].join("\n"),
    "docs/guides/_steps.md": "Steps.\n",
    // A partial outside the docs is read for its own imports: relative to where it is in the site.
    "src/components/_note.mdx": "import Tip from './_tip.md';\n\n<Tip />\n",
    "src/components/_tip.md": "A tip.\n",
    "code-examples/main.go": "package main\n",
    "code-examples/sample.ts": "export const sample = 1;\n",
    "code-examples/unused.go": "package unused\n",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), text);
  }
  const plan: CopyPlan = {
    copies: [
      { from: "docs/guides/login.mdx", to: "content/docs/guides/login.mdx" },
      { from: "docs/guides/_steps.md", to: "content/docs/guides/_steps.md" },
    ],
    writes: new Map(),
    roots: [],
    blog: false,
    notes: [],
  };
  planImportedFiles(site, plan);
  assert.deepEqual(plan.copies.slice(2), [
    { from: "src/components/_note.mdx", to: "content/src/components/_note.mdx" },
    { from: "code-examples/main.go", to: "content/code-examples/main.go" },
    { from: "code-examples/sample.ts", to: "content/code-examples/sample.ts" },
    { from: "src/components/_tip.md", to: "content/src/components/_tip.md" },
  ]);
  assert.deepEqual(plan.notes, [
    {
      at: "content/",
      reason:
        "4 files outside the docs that pages import, copied where their imports find them: code-examples/main.go, code-examples/sample.ts, src/components/_note.mdx, src/components/_tip.md",
    },
  ]);
});
