import assert from "node:assert/strict";
import { test } from "node:test";
import type { Element, ElementContent, Properties, Root } from "hast";
import { toString } from "hast-util-to-string";
import { unified } from "unified";
import { VFile } from "vfile";
import rehypeTabs from "../../../../src/pipeline/3-transform/markdown/plugins/rehype-tabs.ts";
import { formatMessage } from "../../../../src/report/index.ts";

const processor = unified().use(rehypeTabs).freeze();

/** Returns a position from line `line` to line `end`, as the parser gives one. */
function lines(line: number, end = line) {
  return { start: { line, column: 1, offset: 0 }, end: { line: end, column: 9, offset: 0 } };
}

function el(tagName: string, properties: Properties, children: ElementContent[] = [], line?: number, end?: number): Element {
  return { type: "element", tagName, properties, children, ...(line ? { position: lines(line, end) } : {}) };
}

function item(value: string | undefined, properties: Properties = {}, line?: number): Element {
  return el(
    "x-tab-item",
    { ...(value === undefined ? {} : { value }), ...properties },
    [el("p", {}, [{ type: "text", value: `Panel ${value}` }])],
    line,
    line && line + 2,
  );
}

/** Runs the plugin on a root holding `children` and returns the tree and the messages, one formatted line each. */
function run(...children: ElementContent[]): { tree: Root; messages: string[] } {
  const file = new VFile({ path: "content/docs/case.md" });
  const tree = processor.runSync({ type: "root", children }, file) as Root;
  return { tree, messages: file.messages.map((m) => formatMessage(m)) };
}

/** Returns each item of the first `x-tabs` as `value:label`, with a `*` on the selected one. */
function items(tree: Root): string[] {
  const tabs = tree.children[0] as Element;
  return (tabs.children as Element[]).map((child) => `${child.properties.value}:${child.properties.label}${child.properties.selected ? "*" : ""}`);
}

test("should label each tab with its value unless it has a label, and select the first tab when none is marked", () => {
  const { tree, messages } = run(
    el("x-tabs", {}, [{ type: "text", value: "\n" }, item("js"), { type: "text", value: "\n" }, item("ts", { label: "TypeScript" })]),
  );
  assert.deepEqual(items(tree), ["js:js*", "ts:TypeScript"]);
  assert.deepEqual(messages, []);
});

test("should select defaultValue first, then the first item marked default", () => {
  const marked = run(el("x-tabs", {}, [item("a"), item("b", { default: true }), item("c", { default: true })]));
  assert.deepEqual(items(marked.tree), ["a:a", "b:b*", "c:c"]);
  const chosen = run(el("x-tabs", { defaultValue: "c" }, [item("a"), item("b", { default: true }), item("c")]));
  assert.deepEqual(items(chosen.tree), ["a:a", "b:b", "c:c*"]);
});

test("should order and label the tabs by values, as Docusaurus does", () => {
  const values = JSON.stringify([{ value: "mac", label: "macOS" }, { value: "win" }]);
  const { tree, messages } = run(el("x-tabs", { values }, [item("win", { label: "Ignored" }), item("mac")]));
  assert.deepEqual(items(tree), ["mac:macOS*", "win:win"]);
  assert.deepEqual(messages, []);
});

test("should keep the group, the query key (the groupId for a bare queryString) and class names for the template", () => {
  const { tree } = run(el("x-tabs", { groupId: "os", queryString: true, className: ["wide"], lazy: true }, [item("a")]));
  assert.deepEqual((tree.children[0] as Element).properties, { groupId: "os", queryKey: "os", className: ["wide"] });
  const named = run(el("x-tabs", { groupId: "os", queryString: "platform" }, [item("a")]));
  assert.equal((named.tree.children[0] as Element).properties.queryKey, "platform");
});

test("should warn at its place about a child of Tabs that is not a TabItem, and leave it out", () => {
  const { tree, messages } = run(
    el("x-tabs", {}, [item("a", {}, 2), el("p", {}, [{ type: "text", value: "Stray" }], 5), { type: "text", value: " loose " }], 1, 9),
  );
  assert.deepEqual(items(tree), ["a:a*"]);
  assert.deepEqual(messages, [
    "content/docs/case.md:5:1-5:9: Unexpected `<p>` in `<Tabs>`, expected only `<TabItem>` elements [invalid-tabs]\n  hint: it was left out of the page; put it inside a `<TabItem>`",
    "content/docs/case.md:1:1-9:9: Unexpected text `loose` in `<Tabs>`, expected only `<TabItem>` elements [invalid-tabs]\n  hint: it was left out of the page; put it inside a `<TabItem>`",
  ]);
});

test("should warn about a duplicate value at the later item, naming the first, and keep the first", () => {
  const { tree, messages } = run(el("x-tabs", {}, [item("a", {}, 2), item("a", {}, 6)], 1, 10));
  assert.deepEqual(items(tree), ["a:a*"]);
  assert.equal(toString(tree), "Panel a");
  assert.deepEqual(messages, [
    'content/docs/case.md:6:1-8:9: Unexpected duplicate `<TabItem value="a">`, expected each value once in a `<Tabs>` [invalid-tabs]\n  hint: the later one was left out of the page (the first is at 2:1)',
  ]);
});

test("should warn about a TabItem whose value values does not list, and show it last", () => {
  const values = JSON.stringify([
    { value: "one", label: "One" },
    { value: "two", label: "Two" },
  ]);
  const { tree, messages } = run(el("x-tabs", { values }, [item("three", {}, 2), item("one", {}, 6)], 1, 10));
  assert.deepEqual(items(tree), ["one:One*", "three:three"]);
  assert.deepEqual(messages, [
    'content/docs/case.md:1:1-10:9: Unexpected value `two` in the `values` of `<Tabs>`, expected a `<TabItem value="two">` [invalid-tabs]\n  hint: no tab was shown for it',
    'content/docs/case.md:2:1-4:9: Unexpected `<TabItem value="three">`, expected one of the `values` of its `<Tabs>`: `one`, `two` [invalid-tabs]\n  hint: it was shown as the last tab; add it to `values`',
  ]);
});

test("should warn about a TabItem without a value, an unknown defaultValue, unreadable values and a bare queryString without groupId", () => {
  const { tree, messages } = run(
    el("x-tabs", { defaultValue: "zz", values: '[{"label": 1}]', queryString: true }, [item(undefined, {}, 2), item("a", {}, 6)], 1, 10),
  );
  assert.deepEqual(items(tree), ["a:a*"]);
  assert.deepEqual(messages, [
    'content/docs/case.md:2:1-4:9: Unexpected `<TabItem>` without a `value`, expected `<TabItem value="…">` [invalid-tabs]\n  hint: it was left out of the page; give it a value unique in its `<Tabs>`',
    "content/docs/case.md:1:1-10:9: Unexpected `values` on `<Tabs>`, expected a list of `{value, label}` objects [invalid-tabs]\n  hint: it was ignored: the tabs follow the order of the `<TabItem>` elements",
    'content/docs/case.md:1:1-10:9: Unexpected `defaultValue="zz"` on `<Tabs>`, expected one of `a` [invalid-tabs]\n  hint: the default tab is used instead',
    'content/docs/case.md:1:1-10:9: Unexpected `queryString` without a value on `<Tabs>` without a `groupId`, expected `queryString="key"` or a `groupId` [invalid-tabs]\n  hint: the selected tab is not written to the URL',
  ]);
});

test("should warn about Tabs without a TabItem and a TabItem outside Tabs, whose content stays", () => {
  const { tree, messages } = run(el("x-tabs", { values: "null" }, [], 1), item("alone", {}, 3));
  assert.deepEqual((tree.children[0] as Element).children, []);
  assert.equal((tree.children[1] as Element).tagName, "div");
  assert.equal(toString(tree), "Panel alone");
  assert.deepEqual(messages, [
    "content/docs/case.md:1:1-1:9: Unexpected `values` on `<Tabs>`, expected a list of `{value, label}` objects [invalid-tabs]\n  hint: it was ignored: the tabs follow the order of the `<TabItem>` elements",
    "content/docs/case.md:1:1-1:9: Unexpected `<Tabs>` without a `<TabItem>`, expected at least one [invalid-tabs]\n  hint: it shows nothing",
    "content/docs/case.md:3:1-5:9: Unexpected `<TabItem>` outside `<Tabs>`, expected it inside a `<Tabs>` [invalid-tabs]\n  hint: its content is shown without a tab",
  ]);
});

test("should turn an npm2yarn code block into npm, Yarn, pnpm and Bun tabs of the npm2yarn group, keeping its other meta", () => {
  const code = el("code", { className: ["language-bash"], dataMeta: 'npm2yarn title="Terminal"' }, [{ type: "text", value: "npm install -D @example/sdk\n" }]);
  const { tree, messages } = run(el("pre", {}, [code], 1, 3));
  const tabs = tree.children[0] as Element;
  assert.equal(tabs.tagName, "x-tabs");
  assert.deepEqual(tabs.properties, { groupId: "npm2yarn", queryKey: undefined, className: undefined });
  assert.deepEqual(tabs.position, lines(1, 3));
  assert.deepEqual(items(tree), ["npm:npm*", "yarn:Yarn", "pnpm:pnpm", "bun:Bun"]);
  const blocks = (tabs.children as Element[]).map((tab) => (tab.children[0] as Element).children[0] as Element);
  assert.deepEqual(
    blocks.map((block) => toString(block)),
    ["npm install -D @example/sdk\n", "yarn add --dev @example/sdk\n", "pnpm add -D @example/sdk\n", "bun add --dev @example/sdk\n"],
  );
  assert.deepEqual(
    blocks.map((block) => [block.properties.className, block.properties.dataMeta]),
    Array(4).fill([["language-bash"], 'title="Terminal"']),
  );
  assert.deepEqual(messages, []);
});

test("should leave a code block without the npm2yarn meta word as it is", () => {
  const code = el("code", { className: ["language-bash"], dataMeta: 'title="npm2yarn.sh"' }, [{ type: "text", value: "npm install\n" }]);
  const { tree } = run(el("pre", {}, [code]));
  assert.equal((tree.children[0] as Element).tagName, "pre");
});
