import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { readAllDocsVersions, versionNameProblem } from "../../../src/pipeline/0-config/docs-versions.ts";
import { docsRootsOf, loadConfig } from "../../../src/pipeline/0-config/index.ts";
import { formatMessage } from "../../../src/report/index.ts";
import { FIXTURES } from "../../support.ts";

const fixtureConfig = readFileSync(join(FIXTURES, "site/config.yaml"), "utf8");

/** Returns a project with the fixture's config.yaml (plus `extra`), content/versions.json naming `versions`, and a folder for each of `folders`. */
function project(versions: string, folders: string[], extra = "", sidebars: string[] = []): string {
  const root = mkdtempSync(join(tmpdir(), "versions-"));
  writeFileSync(join(root, "config.yaml"), fixtureConfig + extra);
  mkdirSync(join(root, "content/docs"), { recursive: true });
  writeFileSync(join(root, "content/versions.json"), versions);
  for (const folder of folders) {
    mkdirSync(join(root, `content/versioned_docs/version-${folder}`), { recursive: true });
    writeFileSync(join(root, `content/versioned_docs/version-${folder}/intro.md`), "# Intro\n");
  }
  mkdirSync(join(root, "content/versioned_sidebars"), { recursive: true });
  for (const name of sidebars) writeFileSync(join(root, `content/versioned_sidebars/version-${name}-sidebars.json`), "{}");
  return root;
}

/** Returns each version as `name label /route banner badge noIndex last`. */
function summary(root: string): string[] {
  const { versions } = loadConfig(root);
  return versions.map(
    (v) => `${v.name} ${v.label} /${v.routeBasePath} ${v.banner ?? "-"}${v.badge ? " badge" : ""}${v.noIndex ? " noIndex" : ""}${v.isLast ? " last" : ""}`,
  );
}

/** Returns the messages of config.yaml and versions.json as one-line strings. */
function messages(root: string): string[] {
  const { file, versionsFiles } = loadConfig(root);
  return [file, ...versionsFiles].flatMap((f) => f.messages.map((m) => formatMessage(m, f.path)));
}

test("should have no versions without content/versions.json", () => {
  const { versions, versionsFiles } = loadConfig(join(FIXTURES, "site"));
  assert.deepEqual(versions, []);
  assert.deepEqual(versionsFiles, []);
});

test("should give the versions Docusaurus' defaults: the first released one last at /docs, current at /docs/next, older ones unmaintained", () => {
  const root = project('["2.0", "1.0"]', ["2.0", "1.0"], "", ["2.0"]);
  assert.deepEqual(summary(root), ["current Next /docs/next unreleased badge", "2.0 2.0 /docs - badge last", "1.0 1.0 /docs/1.0 unmaintained badge"]);
  assert.deepEqual(
    loadConfig(root).versions.map((v) => v.sidebars),
    [undefined, "content/versioned_sidebars/version-2.0-sidebars.json", undefined],
  );
});

test("should take config.yaml's lastVersion, includeCurrentVersion, onlyIncludeVersions and each version's options", () => {
  const options = `
docsVersions:
  lastVersion: current
  onlyIncludeVersions: [current, "1.0"]
  versions:
    current: { label: Latest }
    "1.0": { label: Legacy, path: legacy, banner: none, badge: false, noIndex: true }
`;
  assert.deepEqual(summary(project('["2.0", "1.0"]', ["2.0", "1.0"], options)), [
    "current Latest /docs - badge last",
    "1.0 Legacy /docs/legacy -  noIndex".replace("  ", " "),
  ]);
  const single = project('["2.0"]', ["2.0"], "\ndocsVersions:\n  includeCurrentVersion: false\n");
  assert.deepEqual(summary(single), ["2.0 2.0 /docs - last"]);
  assert.deepEqual(
    docsRootsOf(loadConfig(single).config!, loadConfig(single).versions).map((root) => `${root.folder} ${root.excluded ? "excluded" : root.routeBasePath}`),
    ["../versioned_docs/version-2.0 docs", " excluded"],
  );
});

test("should place `current` where versions.json names it", () => {
  assert.deepEqual(summary(project('["2.0", "current", "1.0"]', ["2.0", "1.0"])), [
    "2.0 2.0 /docs - badge last",
    "current Next /docs/next unmaintained badge",
    "1.0 1.0 /docs/1.0 unmaintained badge",
  ]);
});

test("should report a version without its folder, and options naming no version, at their places", () => {
  const root = project('["2.0", "1.0"]', ["2.0"], '\ndocsVersions:\n  lastVersion: "3.0"\n  versions:\n    "0.9": { label: Old }\n');
  const line = fixtureConfig.split("\n").length;
  assert.deepEqual(messages(root), [
    `config.yaml:${line + 2}:16-${line + 2}:21: Unexpected version \`3.0\`, expected one of \`current\`, \`2.0\` [invalid-config]\n  hint: a version is \`current\` (content/docs) or a name of content/versions.json`,
    `config.yaml:${line + 4}:5-${line + 4}:10: Unexpected version \`0.9\`, expected one of \`current\`, \`2.0\` [invalid-config]\n  hint: a version is \`current\` (content/docs) or a name of content/versions.json`,
    "content/versions.json:1:9-1:14: Unexpected version `1.0`, expected a folder content/versioned_docs/version-1.0/ [invalid-config]\n  hint: copy the version's docs there (`npm run docs:version -- <name>` makes one from the current docs), or remove the name",
  ]);
});

test("should report a version the version menu names that is none, or is not built, at its place", () => {
  const root = project('["2.0"]', ["2.0"], '\ndocsVersions:\n  dropdown:\n    versions: [current, "3.0"]\n');
  const line = fixtureConfig.split("\n").length;
  const hint = "\n  hint: a version is `current` (content/docs) or a name of content/versions.json";
  assert.deepEqual(messages(root), [
    `config.yaml:${line + 3}:25-${line + 3}:30: Unexpected version \`3.0\`, expected one of \`current\`, \`2.0\` [invalid-config]${hint}`,
  ]);
  const left = project('["2.0"]', ["2.0"], '\ndocsVersions:\n  onlyIncludeVersions: ["2.0"]\n  dropdown:\n    versions: { current: {} }\n');
  assert.deepEqual(messages(left), [
    `config.yaml:${line + 4}:17-${line + 4}:24: Unexpected version \`current\`, expected one of \`2.0\` [invalid-config]${hint}`,
  ]);
});

test("should take the version names Docusaurus takes and say what is wrong with the others", () => {
  assert.equal(versionNameProblem("1.0.0"), undefined);
  assert.equal(versionNameProblem("a/b"), "it holds a slash (`/`) or backslash (`\\`)");
  assert.equal(versionNameProblem(".."), "it is `.` or `..`");
  assert.equal(versionNameProblem(" "), "it holds no character but white space");
  assert.equal(versionNameProblem("x".repeat(33)), "it is longer than 32 characters");
  const root = project('["1.0", "a/b"]', ["1.0"]);
  assert.deepEqual(messages(root), [
    'content/versions.json:1:9-1:14: Unexpected value at `1`, expected a version name such as `1.0.0` (it holds a slash (`/`) or backslash (`\\`)) [invalid-config]\n  hint: versions.json lists version names, newest first, such as ["2.0", "1.0"]',
  ]);
  assert.deepEqual(readAllDocsVersions(root, loadConfig(root).config!, loadConfig(root).file, new Map([["", "docs"]])).versions, []);
});

test("should read versions.json as JSON, each name once, each with a doc, as Docusaurus does", () => {
  const hint = '\n  hint: Docusaurus reads versions.json as JSON: a list of version names, newest first, such as ["2.0", "1.0"]';
  assert.deepEqual(messages(project('[\n  "2.0",\n  "1.0",\n]\n', ["2.0", "1.0"])), [
    `content/versions.json:4:1: Unexpected ValueExpected in versions.json, expected JSON [invalid-config]${hint}`,
  ]);
  const twice = project('["2.0", "2.0", "1.0"]', ["2.0", "1.0"]);
  assert.deepEqual(messages(twice), [
    "content/versions.json:1:9-1:14: Unexpected second version `2.0`, expected each version once [invalid-config]\n  hint: remove the second one",
  ]);
  assert.deepEqual(summary(twice), ["current Next /docs/next unreleased badge", "2.0 2.0 /docs - badge last", "1.0 1.0 /docs/1.0 unmaintained badge"]);
  const empty = project('["2.0", "1.0"]', ["2.0"]);
  mkdirSync(join(empty, "content/versioned_docs/version-1.0/guides"), { recursive: true });
  writeFileSync(join(empty, "content/versioned_docs/version-1.0/_partial.md"), "A partial.\n");
  assert.deepEqual(messages(empty), [
    "content/versions.json:1:9-1:14: Unexpected version `1.0`, expected a doc (a `.md` or `.mdx` file) in its folder content/versioned_docs/version-1.0/ [invalid-config]\n  hint: copy the version's docs there (`npm run docs:version -- <name>` makes one from the current docs), or remove the name",
  ]);
});

test("should report options that name a version the docs cannot have: without versions.json, or with no version at all", () => {
  const line = fixtureConfig.split("\n").length;
  const single = project("[]", [], '\ndocsVersions:\n  lastVersion: "1.0"\n');
  rmSync(join(single, "content/versions.json"));
  assert.deepEqual(
    messages(single).map((m) => m.split("\n")[0]),
    [`config.yaml:${line + 2}:16-${line + 2}:21: Unexpected version \`1.0\`, expected one of \`current\` [invalid-config]`],
  );
  const none = project("[]", [], "\ndocsVersions:\n  includeCurrentVersion: false\n");
  assert.deepEqual(
    messages(none).map((m) => m.split("\n")[0]),
    [
      `config.yaml:${line + 2}:26-${line + 2}:31: Unexpected \`includeCurrentVersion: false\` with no version in content/versions.json, expected a version of the docs to build [invalid-config]`,
    ],
  );
});

test("should read the versions of a docs root with an id from its own files, with its own options, routes and errors", () => {
  const root = project("[]", []);
  rmSync(join(root, "content/versions.json"));
  mkdirSync(join(root, "content/docs/api"), { recursive: true });
  writeFileSync(join(root, "content/docs/api/intro.md"), "# Intro\n");
  writeFileSync(join(root, "content/api_versions.json"), '["testnet", "2.0"]');
  for (const name of ["testnet", "2.0"]) {
    mkdirSync(join(root, `content/api_versioned_docs/version-${name}`), { recursive: true });
    writeFileSync(join(root, `content/api_versioned_docs/version-${name}/intro.md`), "# Intro\n");
  }
  mkdirSync(join(root, "content/api_versioned_sidebars"), { recursive: true });
  writeFileSync(join(root, "content/api_versioned_sidebars/version-2.0-sidebars.json"), "{}");
  const options = `
docsRoots:
  - folder: api
    routeBasePath: reference/rpc
    id: api
    docsVersions:
      lastVersion: current
      versions:
        current: { label: Mainnet, path: "" }
        testnet: { banner: unreleased }
`;
  writeFileSync(join(root, "config.yaml"), fixtureConfig + options);
  assert.deepEqual(summary(root), [
    "current Mainnet /reference/rpc - badge last",
    "testnet testnet /reference/rpc/testnet unreleased badge",
    "2.0 2.0 /reference/rpc/2.0 unmaintained badge",
  ]);
  const { versions } = loadConfig(root);
  assert.deepEqual(
    versions.map((v) => `${v.docs} ${v.folder} ${v.sidebars ?? "-"}`),
    [
      "api api -",
      "api ../api_versioned_docs/version-testnet -",
      "api ../api_versioned_docs/version-2.0 content/api_versioned_sidebars/version-2.0-sidebars.json",
    ],
  );
  // The main docs keep one root; the api's current version is its folder, each released one a root of its own.
  assert.deepEqual(
    docsRootsOf(loadConfig(root).config!, versions).map((r) => `${r.folder} /${r.routeBasePath}${r.version ? ` ${r.version.name}` : ""}`),
    [
      "../api_versioned_docs/version-testnet /reference/rpc/testnet testnet",
      "../api_versioned_docs/version-2.0 /reference/rpc/2.0 2.0",
      "api /reference/rpc current",
      " /docs",
    ],
  );
  // Its errors are at its own options, and its own versions file.
  const line = fixtureConfig.split("\n").length;
  writeFileSync(join(root, "config.yaml"), `${fixtureConfig}${options}      onlyIncludeVersions: [current, "3.0"]\n  - folder: ""\n    id: main\n`);
  writeFileSync(join(root, "content/api_versions.json"), '["testnet", "2.0", "1.0"]');
  assert.deepEqual(
    messages(root).map((m) => m.split("\n")[0]),
    [
      `config.yaml:${line + 12}:5-${line + 12}:7: Unexpected \`id\` on the docs root of content/docs itself, expected it on another docs folder [invalid-config]`,
      `config.yaml:${line + 10}:38-${line + 10}:43: Unexpected version \`3.0\`, expected one of \`current\`, \`testnet\`, \`2.0\` [invalid-config]`,
      "content/api_versions.json:1:20-1:25: Unexpected version `1.0`, expected a folder content/api_versioned_docs/version-1.0/ [invalid-config]",
    ],
  );
  assert.match(messages(root)[2]!, /npm run docs:version -- <name> --id api/);
});
