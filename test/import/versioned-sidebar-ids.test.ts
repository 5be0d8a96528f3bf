import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import type { ImportedRoot } from "../../src/import/copy-site.ts";
import type { DocsInstance } from "../../src/import/docs-instances.ts";
import { withoutLegacyVersionPrefixes } from "../../src/import/versioned-sidebar-ids.ts";

const instance = (id: string) => ({ id, path: id === "default" ? "docs" : id, routeBasePath: id === "default" ? "docs" : id }) as DocsInstance;

test("should remove Docusaurus 2's legacy version prefix from a versioned sidebars file's names and doc ids, and note it", (t) => {
  const out = mkdtempSync(join(tmpdir(), "import-"));
  t.after(() => rmSync(out, { recursive: true, force: true }));
  mkdirSync(join(out, "content/versioned_sidebars"), { recursive: true });
  mkdirSync(join(out, "content/api_versioned_sidebars"), { recursive: true });
  const legacy = {
    "version-v1.0/docs": [
      { type: "category", label: "Start", items: ["version-v1.0/intro", { type: "doc", id: "version-v1.0/guides/setup" }] },
      { type: "link", label: "Elsewhere", href: "https://example.com/version-v1.0/" },
    ],
  };
  writeFileSync(join(out, "content/versioned_sidebars/version-v1.0-sidebars.json"), JSON.stringify(legacy));
  // Already without it: left as it is, byte for byte.
  const current = '{"docs": ["intro"]}\n';
  writeFileSync(join(out, "content/versioned_sidebars/version-v2.0-sidebars.json"), current);
  writeFileSync(join(out, "content/api_versioned_sidebars/version-1.0-sidebars.json"), '{"version-1.0/api": ["version-1.0/overview"]}');
  const roots = [
    { instance: instance("default"), folder: "", versioned: true },
    { instance: instance("api"), folder: "api", versioned: true },
  ] as ImportedRoot[];
  const notes = withoutLegacyVersionPrefixes(out, roots);
  assert.deepEqual(JSON.parse(readFileSync(join(out, "content/versioned_sidebars/version-v1.0-sidebars.json"), "utf8")), {
    docs: [
      { type: "category", label: "Start", items: ["intro", { type: "doc", id: "guides/setup" }] },
      { type: "link", label: "Elsewhere", href: "https://example.com/version-v1.0/" },
    ],
  });
  assert.equal(readFileSync(join(out, "content/versioned_sidebars/version-v2.0-sidebars.json"), "utf8"), current);
  assert.deepEqual(JSON.parse(readFileSync(join(out, "content/api_versioned_sidebars/version-1.0-sidebars.json"), "utf8")), { api: ["overview"] });
  assert.deepEqual(notes, [
    {
      at: "versioned_sidebars/version-v1.0-sidebars.json",
      reason: "3 sidebar names and doc ids written with Docusaurus 2's legacy prefix `version-v1.0/`: the prefix is removed, as Docusaurus 3 asks",
    },
    {
      at: "api_versioned_sidebars/version-1.0-sidebars.json",
      reason: "2 sidebar names and doc ids written with Docusaurus 2's legacy prefix `version-1.0/`: the prefix is removed, as Docusaurus 3 asks",
    },
  ]);
});
