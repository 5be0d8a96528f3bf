import assert from "node:assert/strict";
import { test } from "node:test";
import { belowRoot, docsRootsOf, excludedDoc, rootOf } from "../../../src/pipeline/0-config/index.ts";

test("should give content/docs at /docs, and each declared folder its own route base, innermost first", () => {
  assert.deepEqual(docsRootsOf({}), [{ folder: "", routeBasePath: "docs", declared: false }]);
  const roots = docsRootsOf({ docsRoots: [{ folder: "jest" }, { folder: "jest/api", routeBasePath: "api", sidebars: "content/docs/jest/api/sidebars.js" }] });
  assert.deepEqual(roots, [
    { folder: "jest/api", routeBasePath: "api", sidebars: "content/docs/jest/api/sidebars.js", declared: true },
    { folder: "jest", routeBasePath: "docs/jest", declared: true },
    { folder: "", routeBasePath: "docs", declared: false },
  ]);
  assert.deepEqual(docsRootsOf({ docsRoots: [{ folder: "", routeBasePath: "" }] }), [{ folder: "", routeBasePath: "", declared: true }]);
});

test("should find the innermost root of a folder, and the folder's path below it", () => {
  const roots = docsRootsOf({ docsRoots: [{ folder: "jest" }, { folder: "jest/api" }] });
  assert.equal(rootOf(roots, "jest/api/v2").folder, "jest/api");
  assert.equal(rootOf(roots, "jest/apis").folder, "jest");
  assert.equal(rootOf(roots, "jest").folder, "jest");
  assert.equal(rootOf(roots, "other").folder, "");
  assert.equal(belowRoot(rootOf(roots, "jest/api/v2"), "jest/api/v2"), "v2");
  assert.equal(belowRoot(rootOf(roots, "jest"), "jest"), "");
  assert.equal(belowRoot(rootOf(roots, "other/x"), "other/x"), "other/x");
});

test("should name as excluded the docs a root's `exclude` globs match, relative to the root, the main docs' in each version too", () => {
  const version = (name: string, folder: string) =>
    ({ name, label: name, docs: "", folder, routeBasePath: `docs/${name}`, badge: true, noIndex: false, isLast: folder === "", order: 0 }) as never;
  const roots = docsRootsOf({ docsRoots: [{ folder: "", exclude: ["README.md", "**/*.snippet.md"] }, { folder: "jest" }] }, [
    version("current", ""),
    version("1.0", "../versioned_docs/version-1.0"),
  ]);
  const excluded = excludedDoc(roots);
  assert.deepEqual(
    ["README.md", "guide/README.md", "guide/a.snippet.md", "../versioned_docs/version-1.0/README.md", "jest/README.md", "intro.md"].map(excluded),
    [true, false, true, true, false, false],
  );
  assert.equal(excludedDoc(docsRootsOf({}))("README.md"), false);
});
