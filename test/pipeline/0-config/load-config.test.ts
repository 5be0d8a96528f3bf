import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { loadConfig } from "../../../src/pipeline/0-config/index.ts";
import { formatMessage } from "../../../src/report/index.ts";
import { FIXTURES } from "../../support.ts";

const valid = readFileSync(join(FIXTURES, "site/config.yaml"), "utf8");

function messagesFor(text: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), "config-"));
  writeFileSync(join(dir, "config.yaml"), text);
  const { config, file } = loadConfig(dir);
  assert.equal(config, undefined);
  return file.messages.map((m) => formatMessage(m, file.path));
}

test("should load the fixture config with its defaults", () => {
  const { config, file } = loadConfig(join(FIXTURES, "site"));
  assert.equal(file.messages.length, 0);
  assert.equal(config?.titleDelimiter, "|");
  assert.equal(config?.build.onBrokenLinks, "throw");
});

test("should apply a --base-url override with a trailing slash", () => {
  const { config } = loadConfig(join(FIXTURES, "site"), { baseUrl: "/docs-site" });
  assert.equal(config?.baseUrl, "/docs-site/");
});

test("should report a config file that is not a mapping, --base-url override or not", () => {
  for (const text of ["i", "- a", "", "null"]) {
    const dir = mkdtempSync(join(tmpdir(), "config-"));
    writeFileSync(join(dir, "config.yaml"), text);
    for (const baseUrl of [undefined, "/docs-site"]) {
      const { config, file } = loadConfig(dir, { baseUrl });
      assert.equal(config, undefined, text);
      assert.match(formatMessage(file.messages[0]!, file.path), /^config\.yaml:1:1(-[\d:]+)?: .*\[invalid-config\]/, text);
    }
  }
});

test("should accept only http(s) addresses with a plain host where a URL reaches a link or the CSP", () => {
  for (const bad of ['"https://a;script-src *"', "'http:\"'", "javascript:alert(1)", "ftp://fonts.example.com/x.css"]) {
    const messages = messagesFor(valid.replace(/^fontStylesheet: .*$/m, `fontStylesheet: ${bad}`));
    assert.deepEqual(
      messages.map((m) => m.replace(/-[\d:]+:/, ":")),
      ["config.yaml:8:17: Unexpected value at `fontStylesheet`, expected an http(s) URL such as `https://example.com/` [invalid-config]"],
      bad,
    );
  }
  const { config } = loadConfig(join(FIXTURES, "site"));
  assert.equal(config?.fontStylesheet, "https://fonts.googleapis.com/css2?family=Inter:wght@400;600;700&display=swap");
});

test("should name the line and column of an unknown key", () => {
  const messages = messagesFor(valid.replace("titleDelimiter:", "titleDelimeter:"));
  assert.deepEqual(messages.sort(), [
    "config.yaml:1:1: Missing key `titleDelimiter`, expected string [invalid-config]\n  hint: add `titleDelimiter:`",
    "config.yaml:6:1-6:15: Unexpected key `titleDelimeter` in the top level, expected one of the documented keys [invalid-config]\n  hint: remove it or fix its spelling (AUTHORING.md and README.md list the keys)",
  ]);
});

test("should name the line of a value of the wrong type, and the forms a value of several may take", () => {
  const messages = messagesFor(valid.replace(/^title: .*$/m, "title: 42"));
  assert.equal(messages.length, 1);
  assert.match(messages[0]!, /^config\.yaml:2:8-2:10: Unexpected number at `title`, expected string \[invalid-config\]$/);
  assert.deepEqual(messagesFor(valid.replace("postsPerPage: 10", "postsPerPage: ten")), [
    "config.yaml:39:17-39:20: Unexpected value at `blog.postsPerPage`, expected a positive whole number or `ALL` [invalid-config]",
  ]);
});

test("should reject a build rule outside throw, warn and ignore", () => {
  const messages = messagesFor(valid.replace("onBrokenLinks: throw", "onBrokenLinks: explode"));
  assert.match(messages[0]!, /Unexpected value at `build\.onBrokenLinks`, expected one of `throw`, `warn`, `ignore` \[invalid-config\]/);
});

test("should read build.onBrokenAnchors, and name a missing one with the key to add", () => {
  const { config } = loadConfig(join(FIXTURES, "site"));
  assert.equal(config?.build.onBrokenAnchors, "throw");
  const messages = messagesFor(valid.replace(/^ {2}onBrokenAnchors: .*\n/m, ""));
  assert.deepEqual(
    messages.map((m) => m.replace(/^config\.yaml:[\d:-]+: /, "")),
    ["Missing key `build.onBrokenAnchors`, expected one of `throw`, `warn`, `ignore` [invalid-config]\n  hint: add `onBrokenAnchors:`"],
  );
  assert.match(
    messagesFor(valid.replace("onBrokenAnchors: throw", "onBrokenAnchors: crash"))[0]!,
    /Unexpected value at `build\.onBrokenAnchors`, expected one of `throw`, `warn`, `ignore` \[invalid-config\]/,
  );
});

test("should report broken YAML with its position", () => {
  const messages = messagesFor("title: [unclosed\n");
  assert.match(messages[0]!, /^config\.yaml:\d+:\d+: Unexpected YAML syntax, expected valid YAML/);
});

test("should read `reference` and report a scope directive that is no GraphQL name and an unknown vocabulary at their keys", () => {
  const { config } = loadConfig(join(FIXTURES, "site"));
  assert.deepEqual(config?.reference, { apiName: "Admin API", scopeDirective: "scope", mockVocabulary: "commerce" });
  const messages = messagesFor(
    valid.replace("  scopeDirective: scope\n  mockVocabulary: commerce\n", "  scopeDirective: needs scope\n  mockVocabulary: shop\n"),
  );
  assert.deepEqual(
    messages.map((m) => m.split("\n")[0]!.replace(/^(config\.yaml:\d+:\d+)-[\d:]+:/, "$1:")),
    [
      "config.yaml:43:19: Unexpected value at `reference.scopeDirective`, expected a directive name such as `scope` [invalid-config]",
      "config.yaml:44:19: Unexpected value at `reference.mockVocabulary`, expected one of `neutral`, `commerce` [invalid-config]",
    ],
  );
});

test("should report a project without config.yaml at config.yaml:1:1, with the import for a Docusaurus site", () => {
  const dir = mkdtempSync(join(tmpdir(), "config-"));
  const missing = () => {
    const { config, file } = loadConfig(dir);
    assert.equal(config, undefined);
    return file.messages.map((m) => formatMessage(m, file.path));
  };
  assert.deepEqual(missing(), [
    "config.yaml:1:1: Unexpected project without config.yaml, expected the site's config.yaml at its root [invalid-config]\n  hint: run the command in the project's folder, the one holding config.yaml and content/",
  ]);
  writeFileSync(join(dir, "docusaurus.config.js"), "module.exports = {};\n");
  assert.match(missing()[0]!, /this is a Docusaurus site: make a Folio project of it with `npm run import:docusaurus -- <this folder> --out <new folder>`/);
});

test("should refuse a navbar dropdown with a link of its own, and a dropdown in a dropdown", () => {
  const dropdown = (extra: string) =>
    valid.replace("    - label: Blog\n      to: /blog\n", `    - label: More\n${extra}      items:\n        - label: Blog\n          to: /blog\n`);
  const [own] = messagesFor(dropdown("      to: /blog\n"));
  assert.match(
    own!,
    /^config\.yaml:\d+:\d+-\d+:\d+: Unexpected value at `navbar\.items\.1`, expected a dropdown without `to`, `href` or `doc`: its label opens its links \[invalid-config\]$/,
  );
  const [nested] = messagesFor(
    valid.replace(
      "    - label: Blog\n      to: /blog\n",
      "    - label: More\n      items:\n        - label: Inner\n          items:\n            - label: Blog\n              to: /blog\n",
    ),
  );
  assert.match(nested!, /Unexpected key `items`|unknown key/i);
});
