import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import { test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { bundleEngine } from "../../src/threads/bundle-engine.ts";

const entry = new URL("../fixtures/bundle-engine/nested/own-url.ts", import.meta.url);

test("should bundle modules that keep their own import.meta.url, under a name that is the code's hash", async () => {
  const bundle = await bundleEngine(entry);
  assert.match(bundle.href, /\/\.cache\/engine\/own-url-[0-9a-f]{16}\.mjs$/);
  const loaded = (await import(bundle.href)) as typeof import("../fixtures/bundle-engine/nested/own-url.ts");
  assert.equal(loaded.ownUrl, entry.href);
  assert.equal(loaded.sibling, entry.href);
  assert.equal(loaded.quoted, "import.meta.url");
  assert.equal(loaded.sentence, "see import.meta.url here, and import.meta.url too");
  assert.equal((await bundleEngine(entry)).href, bundle.href);
});

test("should require CommonJS packages rather than import them, bundle ES module packages, and leave a package loaded with import() outside", async () => {
  const bundle = await bundleEngine(new URL("../fixtures/bundle-engine/packages.ts", import.meta.url));
  const code = readFileSync(fileURLToPath(bundle), "utf8");
  assert.match(code, /__folioRequire\("react"\)/);
  assert.match(code, /__folioRequire\("react-dom\/server"\)/);
  assert.doesNotMatch(code, /from "unified"/);
  assert.match(code, /^\/\/ node_modules\/unified\/lib\/index\.js$/m, "unified's own module is in the bundle");
  assert.match(code, /import\("esbuild"\)/);
  const loaded = (await import(bundle.href)) as typeof import("../fixtures/bundle-engine/packages.ts");
  assert.equal(loaded.markup, '<p id="a">text</p>');
  assert.equal(loaded.processor, true);
  assert.equal(await loaded.esbuildVersion(), (await import("esbuild")).version);
  // The package the bundle requires is the one `import` loads: Node keeps one instance of a CommonJS module.
  assert.equal(loaded.reactVersion, (await import("react")).version);
  const react = createRequire(import.meta.url)("react") as { version: string };
  assert.equal((await import("react")).default, react);
});

test("should take the bundle an earlier build of the same engine wrote without bundling again, and bundle anew for another engine", async () => {
  const dir = mkdtempSync(join(tmpdir(), "bundle-engine-"));
  const entry = pathToFileURL(join(dir, "entry.ts"));
  writeFileSync(entry, "export const value: string = 'first';\n");
  const engine = `engine ${dir}`;
  const first = await bundleEngine(entry, engine);
  assert.match(first.href, /\/\.cache\/engine\/entry-e[0-9a-f]{16}\.mjs$/);
  assert.equal(((await import(first.href)) as { value: string }).value, "first");
  // The fingerprint stands for the code: with the same one, the bundle is not made again, even from other code.
  writeFileSync(entry, "export const value: string = 'second';\n");
  assert.equal((await bundleEngine(entry, engine)).href, first.href);
  const other = await bundleEngine(entry, `${engine} changed`);
  assert.notEqual(other.href, first.href);
  assert.equal(((await import(other.href)) as { value: string }).value, "second");
});

test("should bundle a package's own copy of another when it is written as ES modules, and require it from there when it is CommonJS", async () => {
  const dir = mkdtempSync(join(tmpdir(), "bundle-engine-"));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write("node_modules/esm-pkg/package.json", '{"name":"esm-pkg","type":"module","main":"index.js"}');
  write("node_modules/esm-pkg/index.js", 'import dep from "cjs-dep";\nexport const fromDep = dep.where;\n');
  write("node_modules/esm-pkg/node_modules/cjs-dep/package.json", '{"name":"cjs-dep","main":"index.js"}');
  write("node_modules/esm-pkg/node_modules/cjs-dep/index.js", 'const { basename } = require("node:path");\nexports.where = basename(__dirname);\n');
  write("entry.ts", 'export { fromDep } from "esm-pkg";\n');
  const bundle = await bundleEngine(pathToFileURL(join(dir, "entry.ts")));
  const code = readFileSync(fileURLToPath(bundle), "utf8");
  assert.match(code, /^\/\/ .*node_modules\/esm-pkg\/index\.js$/m, "the package is bundled");
  assert.doesNotMatch(code, /exports\.where/, "its CommonJS copy of the other is not");
  // Required from the importer's folder, it runs as Node loads it there, with its own `__dirname`.
  assert.equal(((await import(bundle.href)) as { fromDep: string }).fromDep, "cjs-dep");
});
