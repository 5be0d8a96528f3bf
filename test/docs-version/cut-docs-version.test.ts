import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { cutDocsVersion } from "../../src/docs-version/cut-docs-version.ts";
import { compileSite } from "../../src/orchestration/compile-site.ts";
import { importDocusaurus } from "../../src/import/index.ts";
import { formatMessages } from "../../src/report/index.ts";
import { parse, stringify } from "yaml";
import { FIXTURES } from "../support.ts";

/** Returns the versioned fixture imported into a new project (not built). */
async function versionedProject(): Promise<string> {
  const out = join(mkdtempSync(join(tmpdir(), "cut-")), "project");
  await importDocusaurus({ site: join(FIXTURES, "docusaurus-versions"), out, build: false });
  return out;
}

test("should copy the current docs and sidebars into a new version and put its name first in versions.json", async () => {
  const root = await versionedProject();
  const result = cutDocsVersion(root, "3.0");
  assert.equal(formatMessages(result.files), "");
  assert.deepEqual(result.written, ["content/versioned_docs/version-3.0/", "content/versioned_sidebars/version-3.0-sidebars.json", "content/versions.json"]);
  assert.equal(
    readFileSync(join(root, "content/versioned_docs/version-3.0/guides/setup.md"), "utf8"),
    readFileSync(join(root, "content/docs/guides/setup.md"), "utf8"),
  );
  assert.deepEqual(JSON.parse(readFileSync(join(root, "content/versioned_sidebars/version-3.0-sidebars.json"), "utf8")), {
    docs: ["intro", "guides/setup", "new-page"],
  });
  assert.equal(readFileSync(join(root, "content/versions.json"), "utf8"), '[\n  "3.0",\n  "2.0",\n  "1.0"\n]\n');
});

test("should refuse a version that exists with an error at its place, or a bad name as the command line's error, and write nothing", async () => {
  const root = await versionedProject();
  const before = readFileSync(join(root, "content/versions.json"), "utf8");
  const taken = cutDocsVersion(root, "1.0");
  assert.equal(taken.ok, false);
  assert.equal(
    formatMessages(taken.files).split("\n").slice(0, 2).join("\n"),
    "error content/versions.json:1:9-1:14: Unexpected version `1.0`, expected a name content/versions.json does not hold yet [invalid-config]\n  hint: choose a version name that is not taken, or remove the old version first",
  );
  // A bad name is the command line's fault, not a file's.
  const bad = cutDocsVersion(root, "a/b");
  assert.deepEqual([bad.ok, formatMessages(bad.files)], [false, ""]);
  assert.match(bad.badName ?? "", /^Unexpected version name `a\/b`, expected a name such as `1\.0\.0`: it holds a slash/);
  assert.match(cutDocsVersion(root, "current").badName ?? "", /^Unexpected version name `current`/);
  assert.equal(readFileSync(join(root, "content/versions.json"), "utf8"), before);
  assert.equal(existsSync(join(root, "content/versioned_docs/version-a")), false);
});

test("should refuse a sidebars file it cannot read without running it, and cut the portal's config.yaml sidebars in Docusaurus' form", async () => {
  const root = await versionedProject();
  writeFileSync(join(root, "content/sidebars.js"), "module.exports = { docs: require('./more.js') };\n");
  const refused = cutDocsVersion(root, "3.0");
  assert.equal(refused.ok, false);
  assert.match(formatMessages(refused.files), /^error content\/sidebars\.js:1:26-1:46: Unexpected `require` call .*\[invalid-config\]/);
  const portal = mkdtempSync(join(tmpdir(), "cut-portal-"));
  cpSync(join(FIXTURES, "site"), portal, { recursive: true });
  const cut = cutDocsVersion(portal, "1.0");
  assert.equal(cut.ok, true);
  const sidebars = JSON.parse(readFileSync(join(portal, "content/versioned_sidebars/version-1.0-sidebars.json"), "utf8"));
  // The reference is made from the schema, not copied: its category goes, and the version builds without an error.
  assert.deepEqual(sidebars, {
    apiDocsSidebar: [
      { type: "doc", id: "intro" },
      { type: "category", label: "More", items: [{ type: "doc", id: "other" }] },
    ],
  });
  const site = await compileSite({ root: portal });
  assert.deepEqual(
    formatMessages(site.files)
      .split("\n")
      .filter((line) => line.startsWith("error")),
    [],
  );
  // 1.0 is now the last version, at /docs; the navbar's `sidebar:` item links the sidebar of the version read.
  const navbarLink = (route: string) => {
    const html = site.pages.find((page) => page.route === route)?.html ?? "";
    return /<nav aria-label="Main".*?<a href="([^"]*)"( aria-current="true")?/.exec(html)?.slice(1, 3).join("") ?? "";
  };
  assert.equal(navbarLink("/docs/next/other"), '/docs/next/intro aria-current="true"');
  assert.equal(navbarLink("/docs/other"), '/docs/intro aria-current="true"');
});

test("should cut a version of the docs root of an id into the files that id names, and refuse an id no docs root has", async () => {
  const root = await versionedProject();
  mkdirSync(join(root, "content/docs/api"), { recursive: true });
  writeFileSync(join(root, "content/docs/api/intro.md"), "# API\n");
  writeFileSync(join(root, "content/sidebars-api.json"), '{ "api": ["intro"] }\n');
  const config = parse(readFileSync(join(root, "config.yaml"), "utf8"));
  config.docsRoots.push({ folder: "api", routeBasePath: "api", sidebars: "content/sidebars-api.json", id: "api" });
  writeFileSync(join(root, "config.yaml"), stringify(config));
  const result = cutDocsVersion(root, "1.0", "api");
  assert.equal(formatMessages(result.files), "");
  assert.deepEqual(result.written, [
    "content/api_versioned_docs/version-1.0/",
    "content/api_versioned_sidebars/version-1.0-sidebars.json",
    "content/api_versions.json",
  ]);
  assert.equal(readFileSync(join(root, "content/api_versioned_docs/version-1.0/intro.md"), "utf8"), "# API\n");
  assert.deepEqual(JSON.parse(readFileSync(join(root, "content/api_versioned_sidebars/version-1.0-sidebars.json"), "utf8")), { api: ["intro"] });
  assert.equal(readFileSync(join(root, "content/api_versions.json"), "utf8"), '[\n  "1.0"\n]\n');
  // The main docs' own version 1.0 is untouched, and their copy leaves the api's folder out.
  assert.equal(existsSync(join(root, "content/versioned_docs/version-1.0/api")), false);
  const built = await compileSite({ root });
  assert.deepEqual(
    formatMessages(built.files)
      .split("\n")
      .filter((line) => line.startsWith("error")),
    [],
  );
  assert.deepEqual(
    built.pages.map((page) => page.route).filter((route) => route.startsWith("/api")),
    // As in Docusaurus, the version cut is now the last, at the route base, and the current docs are at `next`.
    ["/api/intro", "/api/next/intro"],
  );
  assert.match(cutDocsVersion(root, "2.0", "sdk").badName ?? "", /^Unexpected docs id `sdk`, expected the `id` of a docs root of config.yaml \(`api`\)/);
  // A root without a sidebars file: its version's sidebar has the name the build gives the root's own.
  delete config.docsRoots.at(-1).sidebars;
  writeFileSync(join(root, "config.yaml"), stringify(config));
  assert.equal(cutDocsVersion(root, "2.0", "api").ok, true);
  assert.deepEqual(JSON.parse(readFileSync(join(root, "content/api_versioned_sidebars/version-2.0-sidebars.json"), "utf8")), {
    api: [{ type: "autogenerated", dirName: "." }],
  });
});
