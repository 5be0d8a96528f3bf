import assert from "node:assert/strict";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { compileSite } from "../../src/orchestration/compile-site.ts";
import { formatMessages } from "../../src/report/index.ts";
import { FIXTURES } from "../support.ts";

/** Returns a fresh copy of the versioned fixture site. */
function siteCopy(): string {
  const root = mkdtempSync(join(tmpdir(), "versioned-"));
  cpSync(join(FIXTURES, "versioned-site"), root, { recursive: true });
  return root;
}

/** Returns the build's messages, one line each (hints left out). */
async function messages(root: string): Promise<string[]> {
  const site = await compileSite({ root });
  return formatMessages(site.files)
    .split("\n")
    .filter((line) => /^(error|warn) /.test(line));
}

test("should make each released version's reference, playground and sidebar, the changelog, and its feed", async () => {
  const site = await compileSite({ root: join(FIXTURES, "versioned-site") });
  assert.equal(formatMessages(site.files), "");
  const routes = site.pages.map((page) => page.route);
  for (const route of [
    "/docs/2024-01/api/type-definitions/admin-api/objects/report",
    "/docs/2024-07/api/type-definitions/admin-api/objects/money",
    "/docs/api/type-definitions/admin-api/scalars/money",
    "/docs/api/type-definitions/admin-api/changelog",
    "/docs/api/type-definitions/admin-api/changelog/2024-07",
    "/docs/api/type-definitions/admin-api/changelog/2025-01",
    "/playground/2024-01",
    "/playground/2024-07",
  ]) {
    assert.ok(routes.includes(route), route);
  }
  const html = (route: string) => site.pages.find((page) => page.route === route)!.html;
  // Each version's examples run against its own schema and open its own playground.
  assert.match(html("/docs/2024-01/api/type-definitions/admin-api/queries/order"), /href="\/playground\/2024-01\?query=query\+Order/);
  assert.match(html("/docs/2024-01/api/type-definitions/admin-api/objects/order"), /data-sidebar="apiReference-2024-01"/);
  assert.match(html("/docs/2024-01/api/type-definitions/admin-api/objects/order"), /Version: <!-- -->2024-01/);
  assert.match(html("/playground/2024-07"), /data-schema="\/assets\/schema-2024-07\.[0-9a-f]{10}\.graphql"/);
  const feed = site.outputs.find((file) => file.path === "docs/api/type-definitions/admin-api/changelog/atom.xml");
  assert.equal(String(feed?.contents).match(/<entry>/g)?.length, 2);
});

test("should say on a type's page when it and each of its fields appeared and were deprecated", async () => {
  const site = await compileSite({ root: join(FIXTURES, "versioned-site") });
  const order = site.pages.find((page) => page.route === "/docs/api/type-definitions/admin-api/objects/order")!.html;
  assert.match(order, /Deprecated in <a href="\/docs\/api\/type-definitions\/admin-api\/changelog\/2024-07">2024-07<\/a>\./);
  assert.match(order, /Added in <a href="\/docs\/api\/type-definitions\/admin-api\/changelog\/2024-07">2024-07<\/a>\./);
  const money = site.pages.find((page) => page.route === "/docs/api/type-definitions/admin-api/scalars/money")!.html;
  assert.doesNotMatch(money, /Added in/, "Money is in every version, as an object and then as a scalar");
  const old = site.pages.find((page) => page.route === "/docs/2024-01/api/type-definitions/admin-api/objects/order")!.html;
  assert.doesNotMatch(old, /Added in|Deprecated in/, "the oldest version shows no history");
});

test("should report a version schema that does not parse at its line and column, and build nothing", async () => {
  const root = siteCopy();
  const path = join(root, "content/schema/versions/2024-07.graphql");
  writeFileSync(path, readFileSync(path, "utf8").replace('  id: ID!\n  "The order\'s total."', "  id: ID!\n  total Float"));
  assert.deepEqual(await messages(root), [
    'error content/schema/versions/2024-07.graphql:14:9: Unexpected schema error: Expected ":", found Name "Float". [invalid-schema]',
  ]);
});

test("should report a version without its schema file, a version listed twice and a schema file no version lists", async () => {
  const root = siteCopy();
  rmSync(join(root, "content/schema/versions/2024-01.graphql"));
  writeFileSync(join(root, "content/schema/versions/2023-07.graphql"), "type Query { a: Int }\n");
  assert.deepEqual(await messages(root), [
    "error config.yaml:34:13-34:22: Unexpected API version `2024-01` without a schema, expected the file `content/schema/versions/2024-01.graphql` [invalid-config]",
    "warn  content/schema/versions/2023-07.graphql:1:1: Unexpected schema version `2023-07` that config.yaml does not list, expected every version in `reference.versions` [unlisted-schema-version]",
  ]);
  const config = join(root, "config.yaml");
  writeFileSync(config, readFileSync(config, "utf8").replace('name: "2024-07"', 'name: "2024-01"'));
  rmSync(join(root, "content/schema/versions/2023-07.graphql"));
  cpSync(join(FIXTURES, "versioned-site/content/schema/versions/2024-01.graphql"), join(root, "content/schema/versions/2024-01.graphql"));
  assert.deepEqual(await messages(root), [
    "error config.yaml:36:13-36:22: Unexpected second API version `2024-01`, expected each version once [invalid-config]",
    "warn  content/schema/versions/2024-07.graphql:1:1: Unexpected schema version `2024-07` that config.yaml does not list, expected every version in `reference.versions` [unlisted-schema-version]",
  ]);
});

test("should report the current version with a released version's name", async () => {
  const root = siteCopy();
  const config = join(root, "config.yaml");
  writeFileSync(config, readFileSync(config, "utf8").replace('name: "2025-01"', 'name: "2024-07"'));
  assert.deepEqual(await messages(root), [
    "error config.yaml:38:13-38:22: Unexpected second API version `2024-07`, expected each version once [invalid-config]",
  ]);
});

test("should report a version whose changelog page would take another's route", async () => {
  const root = siteCopy();
  const config = join(root, "config.yaml");
  writeFileSync(config, readFileSync(config, "utf8").replace('name: "2025-01"', 'name: "2024_07"'));
  assert.deepEqual(await messages(root), [
    "error config.yaml:38:13-38:22: Unexpected API version `2024_07`, whose changelog page would take the route of `2024-07`'s (/docs/api/type-definitions/admin-api/changelog/2024-07), expected names that differ in more than case, `_` and `-` [invalid-config]",
  ]);
});

test("should report a version name YAML reads as a number, and a single version, at their keys in config.yaml", async () => {
  const root = siteCopy();
  const config = join(root, "config.yaml");
  const text = readFileSync(config, "utf8");
  writeFileSync(config, text.replace('name: "2024-01"', "name: 1.0"));
  assert.deepEqual(await messages(root), ["error config.yaml:34:13-34:16: Unexpected number at `reference.versions.0.name`, expected string [invalid-config]"]);
  writeFileSync(config, text.replace(/ {4}- name: "2024-01"\n.*\n {4}- name: "2024-07"\n.*\n/, ""));
  assert.match((await messages(root))[0]!, /^error config\.yaml:\d+:\d+.*two versions or more.*\[invalid-config\]$/);
});

test("should report versions listed for a site without a current schema at `reference.versions`", async () => {
  const root = siteCopy();
  rmSync(join(root, "content/schema/admin-api.graphql"));
  const [first, ...rest] = await messages(root);
  assert.match(
    first!,
    /^error config\.yaml:\d+:\d+-\d+:\d+: Unexpected `reference\.versions` without a current schema, expected the file `content\/schema\/admin-api\.graphql` \[invalid-config\]$/,
  );
  assert.deepEqual(rest, []);
});

test("should keep the reference's routes, and keep its pages out of the docs versions, when the docs have versions with the API's names", async () => {
  const root = siteCopy();
  writeFileSync(join(root, "content/versions.json"), '["2024-07", "2024-01"]\n');
  for (const name of ["2024-07", "2024-01"]) {
    mkdirSync(join(root, `content/versioned_docs/version-${name}`), { recursive: true });
    writeFileSync(join(root, `content/versioned_docs/version-${name}/intro.md`), `---\ntitle: Intro ${name}\n---\n\nThe docs of ${name}.\n`);
  }
  const config = join(root, "config.yaml");
  writeFileSync(config, `${readFileSync(config, "utf8")}docsVersions:\n  dropdown: true\n`);
  const site = await compileSite({ root });
  assert.deepEqual(
    formatMessages(site.files)
      .split("\n")
      .filter((line) => line.startsWith("error")),
    [],
  );
  const routes = site.pages.map((page) => page.route);
  for (const route of [
    "/docs/api/type-definitions/admin-api/queries",
    "/docs/api/type-definitions/admin-api/changelog",
    "/docs/2024-01/api/type-definitions/admin-api/queries",
    "/docs/next/intro",
    "/docs/2024-01/intro",
  ]) {
    assert.ok(routes.includes(route), route);
  }
  const html = (route: string) => site.pages.find((page) => page.route === route)!.html;
  // A reference page of API version 2024-01 shows that version, and no docs version's banner.
  const order = html("/docs/2024-01/api/type-definitions/admin-api/objects/order");
  assert.match(order, /Version: <!-- -->2024-01/);
  assert.doesNotMatch(order, /unreleased|unmaintained/);
  assert.match(html("/docs/2024-01/intro"), /unmaintained/);
});
