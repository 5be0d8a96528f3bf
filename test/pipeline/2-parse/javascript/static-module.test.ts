import assert from "node:assert/strict";
import { test } from "node:test";
import { VFile } from "vfile";
import { exportedImports, readStaticModule, relativeRequires, staticModuleInputs } from "../../../../src/pipeline/2-parse/index.ts";
import { formatMessage } from "../../../../src/report/index.ts";

/** Returns what `readStaticModule` reads from `text` as the file `path`, and its messages as the reporter prints them. */
function read(path: string, text: string) {
  const file = new VFile({ path, value: text });
  const module = readStaticModule(file, { ruleId: "invalid-config" });
  return { module, value: module.value, messages: file.messages.map((m) => formatMessage(m, path)) };
}

const place = (line: number, column: number, endLine: number, endColumn: number) => ({ start: { line, column }, end: { line: endLine, column: endColumn } });

test("should read literals, arrays, objects and the consts of the file without running it", () => {
  const { value, messages } = read(
    "sidebars.js",
    [
      "// @ts-check",
      "globalThis.staticModuleRan = true;",
      "const intro = 'intro';",
      "const shared = { collapsed: false };",
      "const more = ['a', `b`];",
      "module.exports = {",
      '  docs: [intro, ...more, "c", 1, -2.5, 0x10, true, false, null, undefined],',
      "  nested: { ...shared, label: 'L', 'quoted key': 1, ['computed']: 2, 3: 'three', shorthand: { intro } },",
      "};",
    ].join("\n"),
  );
  assert.deepEqual(messages, []);
  assert.deepEqual(value, {
    docs: ["intro", "a", "b", "c", 1, -2.5, 16, true, false, null, undefined],
    nested: { collapsed: false, label: "L", "quoted key": 1, computed: 2, 3: "three", shorthand: { intro: "intro" } },
  });
  assert.equal((globalThis as { staticModuleRan?: boolean }).staticModuleRan, undefined, "the file never ran");
});

test("should read `export default` of a const through `satisfies`, `as`, `!` and parentheses", () => {
  const { value, messages } = read(
    "sidebars.ts",
    [
      "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';",
      "const items = ['b'] as const;",
      "const sidebars = {",
      "  docs: [('a' as string)!, <string>'c', ...items],",
      "} satisfies SidebarsConfig;",
      "export default sidebars;",
    ].join("\n"),
  );
  assert.deepEqual(messages, []);
  assert.deepEqual(value, { docs: ["a", "c", "b"] });
});

test("should leave out a call, `require`, a function, an imported or `let` name, a computed value and a hole, each with a warning at its place", () => {
  const { value, messages } = read(
    "sidebars.js",
    [
      "import { extra } from './extra.js';",
      "let mutable = 'm';",
      "module.exports = {",
      "  docs: ['kept', require('./more'), make(), () => 'x', `${mutable}`, extra, mutable, 1 + 1, , 'last'],",
      "  [key]: 1,",
      "  method() {},",
      "  ...extra,",
      "};",
    ].join("\n"),
  );
  assert.deepEqual(value, { docs: ["kept", "last"] });
  const reasons = (what: string, snippet: string) =>
    `Unexpected ${what}${snippet} in a file read without running it, expected a literal value (left out) [unevaluated-code]`;
  assert.deepEqual(
    messages.map((m) => m.split("\n")[0]),
    [
      `sidebars.js:4:18-4:35: ${reasons("`require` call", " `require('./more')`")}`,
      `sidebars.js:4:37-4:43: ${reasons("call", " `make()`")}`,
      `sidebars.js:4:45-4:54: ${reasons("function", " `() => 'x'`")}`,
      `sidebars.js:4:56-4:68: ${reasons("template literal with `${…}`", " ``${mutable}``")}`,
      `sidebars.js:4:70-4:75: ${reasons("imported name", " `extra`")}`,
      `sidebars.js:4:77-4:84: ${reasons("`let` variable", " `mutable`")}`,
      `sidebars.js:4:86-4:91: ${reasons("computed value", " `1 + 1`")}`,
      `sidebars.js:4:92: ${reasons("empty array slot", "")}`,
      `sidebars.js:5:3-5:11: ${reasons("computed key", " `[key]: 1`")}`,
      `sidebars.js:6:3-6:14: ${reasons("function", " `method() {}`")}`,
      `sidebars.js:7:3-7:11: ${reasons("spread", " `...extra`")}`,
    ],
  );
  assert.equal(
    messages[0]!.split("\n")[1],
    "  hint: copy the required file's value into this file as a `const` and use its name: the file is read as data, never run",
  );
});

test("should read a template whose every `${…}` is a literal or a const naming one, as a config's `${BASE_URL}/`", () => {
  const { value, messages } = read(
    "docusaurus.config.js",
    [
      "const BASE_URL = '/docs';",
      "const VERSION = `v${8}`;",
      "module.exports = { baseUrl: `${BASE_URL}/`, label: `${VERSION}.${0} ${true}`, nested: { to: `${BASE_URL}${`/${VERSION}`}` } };",
    ].join("\n"),
  );
  assert.deepEqual(value, { baseUrl: "/docs/", label: "v8.0 true", nested: { to: "/docs/v8" } });
  assert.deepEqual(messages, []);
});

test("should read `require.resolve('<name>')` as the name it resolves, a preset's in its tuple too, and no other call", () => {
  const { value, messages } = read(
    "docusaurus.config.js",
    [
      "module.exports = {",
      "  presets: [[require.resolve('@docusaurus/preset-classic'), { docs: { sidebarPath: require.resolve('./sidebars.js') } }]],",
      "  plugins: [require.resolve(`./plugins/search`), require('./plugins/other')],",
      "};",
    ].join("\n"),
  );
  assert.deepEqual(value, {
    presets: [["@docusaurus/preset-classic", { docs: { sidebarPath: "./sidebars.js" } }]],
    plugins: ["./plugins/search"],
  });
  assert.equal(messages.length, 1);
  assert.match(messages[0]!, /^docusaurus\.config\.js:3:50-3:76: Unexpected `require` call .*\[unevaluated-code\]/);
});

test("should give the place of each value and key by its path, or of the nearest value around it", () => {
  const { module } = read("sidebars.js", "module.exports = {\n  docs: [\n    'intro',\n    { type: 'doc', id: 'setup' },\n  ],\n};\n");
  assert.deepEqual(module.placeOf(["docs", 0]), place(3, 5, 3, 12));
  assert.deepEqual(module.placeOf(["docs", 1, "id"]), place(4, 24, 4, 31));
  assert.deepEqual(module.keyPlaceOf(["docs", 1, "id"]), place(4, 20, 4, 22));
  assert.deepEqual(module.placeOf(["docs", 1, "label"]), place(4, 5, 4, 33), "no such key: the item's place");
  assert.deepEqual(module.placeOf([]), place(1, 18, 6, 2));
});

test("should keep `__proto__` as a key of the value, never as its prototype", () => {
  const { value } = read("sidebars.json", '{ "__proto__": { "polluted": true }, "docs": [] }');
  assert.deepEqual(Object.keys(value as object), ["__proto__", "docs"]);
  assert.equal(({} as { polluted?: boolean }).polluted, undefined);
  assert.equal(Object.getPrototypeOf(value), Object.prototype);
});

test("should read a JSON file with the places of its values, and report its syntax errors where JSON.parse stops", () => {
  const ok = read("sidebars.json", '{\n  "docs": ["intro", {"type": "doc", "id": "setup"}]\n}\n');
  assert.deepEqual(ok.value, { docs: ["intro", { type: "doc", id: "setup" }] });
  assert.deepEqual(ok.module.placeOf(["docs", 1, "id"]), place(2, 43, 2, 50));
  assert.deepEqual(read("sidebars.json", '{\n  "docs": ["intro",]\n}\n').messages, [
    "sidebars.json:2:19: Unexpected syntax (Unexpected token ']'), expected valid JSON [invalid-config]\n  hint: fix the syntax; the file is read as data, never run",
  ]);
  assert.match(
    read("sidebars.json", '{\n  "docs": intro\n}\n').messages[0]!,
    /^sidebars\.json:2:11: Unexpected syntax \(Unexpected token 'i'\), expected valid JSON \[invalid-config\]/,
  );
  assert.match(
    read("sidebars.json", '{\n  "a": 1\n  "b": 2\n}\n').messages[0]!,
    /^sidebars\.json:3:3-3:6: Unexpected syntax \(Expected ',' or '}' after property value\), expected valid JSON/,
  );
});

test("should report bad syntax and a file that exports nothing as errors, with no value", () => {
  const broken = read("sidebars.js", "module.exports = {\n  docs: ['a',\n};\n");
  assert.equal(broken.value, undefined);
  assert.deepEqual(broken.messages, [
    "sidebars.js:3:1-3:2: Unexpected syntax (Expression or comma expected.), expected valid JavaScript or TypeScript [invalid-config]\n  hint: fix the syntax; the file is read as data, never run",
  ]);
  const nothing = read("sidebars.ts", "const sidebars = { docs: [] };\n");
  assert.equal(nothing.value, undefined);
  assert.deepEqual(nothing.messages, [
    "sidebars.ts:1:1: Unexpected file that exports nothing, expected `module.exports = …` or `export default …` [invalid-config]\n  hint: export the value as Docusaurus expects: `module.exports = { … }` or `export default { … }`",
  ]);
});

test("should read `(module.exports = …)` in parentheses, as Docusaurus 2's templates write it", () => {
  const { value, messages } = read("docusaurus.config.js", "(module.exports = { title: 'Mini', baseUrl: '/' });\n");
  assert.deepEqual(messages, []);
  assert.deepEqual(value, { title: "Mini", baseUrl: "/" });
});

test("should read what an exported function returns, async or not, as Docusaurus runs a config that exports one", () => {
  const declared = read("docusaurus.config.ts", "const config = { title: 'A' };\nexport default async function createConfig() {\n  return config;\n}\n");
  assert.deepEqual([declared.value, declared.messages], [{ title: "A" }, []]);
  const assigned = read("docusaurus.config.js", "module.exports = async function createConfigAsync() {\n  return { title: 'B' };\n};\n");
  assert.deepEqual([assigned.value, assigned.messages], [{ title: "B" }, []]);
  const arrow = read("docusaurus.config.mjs", "export default () => ({ title: 'C' });\n");
  assert.deepEqual([arrow.value, arrow.messages], [{ title: "C" }, []]);
  // Exported by name: a function declared at the top of the file, or a const that holds one.
  const named = read("docusaurus.config.js", "function createConfig() {\n  return { title: 'D' };\n}\nmodule.exports = createConfig;\n");
  assert.deepEqual([named.value, named.messages], [{ title: "D" }, []]);
  const constant = read("docusaurus.config.ts", "const createConfig = async () => ({ title: 'E' });\nexport default createConfig;\n");
  assert.deepEqual([constant.value, constant.messages], [{ title: "E" }, []]);
  // What it returns may be a const of its own body, which shadows the file's.
  const local = read(
    "docusaurus.config.js",
    "const config = { title: 'outer' };\nfunction createConfig() {\n  const config = { title: 'F', tagline: tagline };\n  return config;\n}\nconst tagline = 'T';\nmodule.exports = createConfig;\n",
  );
  assert.deepEqual([local.value, local.messages], [{ title: "F", tagline: "T" }, []]);
  // A function that returns nothing at the top of its body exports nothing that can be read.
  assert.match(read("docusaurus.config.js", "module.exports = function () {};\n").messages[0] ?? "", /Unexpected file that exports nothing/);
});

test("should read a `require` of a relative path as what that file exports, with its problems at the `require`", () => {
  // docusaurus-plugin-openapi-docs writes a sidebar file a folder, `export default sidebar.apisidebar`, and the
  // sidebars file requires it as `.js` when it is a `.ts` file.
  const files: Record<string, string> = {
    "api/orders/sidebar.ts": "const sidebar = { apisidebar: [{ type: 'doc', id: 'orders/list' }, helper()] };\nexport default sidebar.apisidebar;\n",
    "api/data.json": '{ "label": "Data" }',
  };
  const text =
    "module.exports = {\n  api: [{ type: 'category', label: 'Orders', items: require('./api/orders/sidebar.js') }, require('./api/data.json'), require('./none')],\n};\n";
  const file = new VFile({ path: "sidebars.js", value: text });
  const { value } = readStaticModule(file, { ruleId: "invalid-config", readFile: (path) => files[path] });
  assert.deepEqual(value, { api: [{ type: "category", label: "Orders", items: [{ type: "doc", id: "orders/list" }] }, { label: "Data" }] });
  assert.deepEqual(
    file.messages.map((m) => formatMessage(m, "sidebars.js").split("\n")[0]),
    [
      "sidebars.js:2:53-2:87: Unexpected call `helper()` in a file read without running it, expected a literal value (left out) (in api/orders/sidebar.ts:1:68) [unevaluated-code]",
      "sidebars.js:2:119-2:136: Unexpected `require` call `require('./none')` in a file read without running it, expected a literal value (left out) [unevaluated-code]",
    ],
  );
  // Without a reader, a `require` is left out as any call is.
  assert.deepEqual(read("sidebars.js", text).value, { api: [{ type: "category", label: "Orders" }] });
});

test("should read a name imported from a relative path as what that file exports under it, default or named, ES module or CommonJS", () => {
  // As a sidebars file that gathers the sidebars of other files (ory/docs writes eight so).
  const files: Record<string, string> = {
    "sidebars-oel.ts": "import extra from './docs/extra';\nconst oel = [{ type: 'doc', id: 'oel/intro' }, extra];\nexport default oel;\n",
    "sidebars-quickstarts.ts": "const base = ['start'];\nexport const network = [...base, 'network'];\nexport default base;\n",
    "sidebars-cjs.js": "module.exports = { cli: ['cli/overview'] };\n",
  };
  const text = [
    "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';",
    "import oel from './sidebars-oel';",
    "import quickstarts, { network as quickstartsNetwork, missing } from './sidebars-quickstarts';",
    "import { cli } from './sidebars-cjs.js';",
    "import gone from './sidebars-gone';",
    "export default { oel, quickstarts, quickstartsNetwork, cli, missing, gone } satisfies SidebarsConfig;",
  ].join("\n");
  const file = new VFile({ path: "sidebars.ts", value: text });
  const { value } = readStaticModule(file, { ruleId: "invalid-config", readFile: (path) => files[path] });
  assert.deepEqual(value, { oel: [{ type: "doc", id: "oel/intro" }], quickstarts: ["start"], quickstartsNetwork: ["start", "network"], cli: ["cli/overview"] });
  // One file deep, as a `require`: the imported file's own imports are left out, at the name that imports it.
  assert.deepEqual(
    file.messages.map((m) => formatMessage(m, "sidebars.ts").split("\n")[0]),
    [
      "sidebars.ts:6:18-6:21: Unexpected imported name `extra` in a file read without running it, expected a literal value (left out) (in sidebars-oel.ts:2:48) [unevaluated-code]",
      "sidebars.ts:6:61-6:68: Unexpected imported name `missing` in a file read without running it, expected a literal value (left out) [unevaluated-code]",
      "sidebars.ts:6:70-6:74: Unexpected imported name `gone` in a file read without running it, expected a literal value (left out) [unevaluated-code]",
    ],
  );
  const inputs = staticModuleInputs(file, (path) => files[path]);
  assert.ok(JSON.parse(inputs!)[2].some(([path, found]: [string, string | null]) => path === "sidebars-oel.ts" && found === files["sidebars-oel.ts"]));
  // What the import copies beside the sidebars file: every relative file it imports names from, not a type.
  assert.deepEqual(relativeRequires("sidebars.ts", `${text}\nimport type { Other } from './types';\n`), [
    "./sidebars-oel",
    "./sidebars-quickstarts",
    "./sidebars-cjs.js",
    "./sidebars-gone",
  ]);
});

test("should read `[…].filter(Boolean)` as the array without its empty items, each place moved with its item", () => {
  const { module, value, messages } = read(
    "sidebars.js",
    ["const none = null;", "module.exports = {", "  docs: [", "    'a',", "    none,", "    { type: 'doc', id: 'b' },", "  ].filter(Boolean),", "};"].join(
      "\n",
    ),
  );
  assert.deepEqual(messages, []);
  assert.deepEqual(value, { docs: ["a", { type: "doc", id: "b" }] });
  assert.deepEqual(module.placeOf(["docs", 1, "id"]), place(6, 24, 6, 27));
  assert.deepEqual(module.placeOf(["docs", 1]), place(6, 5, 6, 29));
});

test("should move the places of a top-level `[…].filter(Boolean)`'s items with them", () => {
  const { module, value } = read("sidebars.js", "module.exports = ['a', false, 'b'].filter(Boolean);\n");
  assert.deepEqual(value, ["a", "b"]);
  assert.deepEqual(module.placeOf([1]), place(1, 31, 1, 34));
});

test("should give what reading a file depends on without parsing it: its text and the texts of what it may require", () => {
  const files: Record<string, string> = { "content/items.js": "module.exports = ['a'];" };
  const inputs = (text: string) => staticModuleInputs(new VFile({ path: "content/sidebars.js", value: text }), (path) => files[path]);
  const text = "// require('./old')\nmodule.exports = { docs: require('./items.js'), api: require(`./api`), name: require('some-package') };";
  const before = inputs(text);
  assert.deepEqual(JSON.parse(before!).slice(0, 2), ["content/sidebars.js", text]);
  // Every file a loader may try, present or not; a commented-out `require` too.
  const read = JSON.parse(before!)[2] as [string, string | null][];
  assert.deepEqual(
    read.filter(([, found]) => found !== null),
    [["content/items.js", "module.exports = ['a'];"]],
  );
  assert.ok(read.some(([path]) => path === "content/old.ts") && read.some(([path]) => path === "content/api/index.js"));
  files["content/items.js"] = "module.exports = ['b'];";
  assert.notEqual(inputs(text), before);
  files["content/api.json"] = "[]";
  assert.notEqual(inputs(text), inputs(text.replace("items.js", "items")));
  // A `require` of anything but a plain string: which file it reads cannot be told without parsing.
  assert.equal(inputs("module.exports = { docs: require('./' + name) };"), undefined);
  assert.equal(inputs("module.exports = { docs: require(/* items */ './items') };"), undefined);
});

test("should read the keys of an exported object whose value is a default import, with its source, and skip the rest", () => {
  const components = [
    'import MDXComponents from "@theme-original/MDXComponents";',
    "import Yields from '@site/docs/partials/_yields.mdx';",
    "import { Named } from './named.mdx';",
    "import Badge from '@site/src/components/badge';",
    "let Later = 1;",
    "export default {",
    "  ...MDXComponents,",
    "  Yields,",
    "  'Given-Name': Yields,",
    "  table: Badge,",
    "  Named,",
    "  Later,",
    "  Computed: Yields.default,",
    "};",
  ].join("\n");
  assert.deepEqual(exportedImports("src/theme/MDXComponents.js", components), [
    { key: "Yields", source: "@site/docs/partials/_yields.mdx", place: place(8, 3, 8, 9) },
    { key: "Given-Name", source: "@site/docs/partials/_yields.mdx", place: place(9, 3, 9, 15) },
    { key: "table", source: "@site/src/components/badge", place: place(10, 3, 10, 8) },
  ]);
  // A const the default export names, in TypeScript; a file that exports something else gives none.
  const named = "import Note from './_note.md';\nconst components: Record<string, unknown> = { Note };\nexport default components;\n";
  assert.deepEqual(
    exportedImports("MDXComponents.tsx", named).map(({ key, source }) => [key, source]),
    [["Note", "./_note.md"]],
  );
  assert.deepEqual(exportedImports("MDXComponents.js", "import Note from './_note.md';\nexport default function Note() {}\n"), []);
});
