import assert from "node:assert/strict";
import { test } from "node:test";
import type { Root } from "mdast";
import type { Node } from "unist";
import { VFile } from "vfile";
import { ADMONITIONS, createParser, parseMarkdown } from "../../../src/pipeline/2-parse/index.ts";
import { renderMarkdown } from "../../support.ts";

const parser = createParser();
const NAMES = ADMONITIONS;

/** Returns every node of `tree` that has a position, with the source text its offsets cover. */
function spans(tree: Root, text: string): { node: Node & { value?: string }; covered: string; line: number; column: number }[] {
  const found: ReturnType<typeof spans> = [];
  const walk = (node: Node & { value?: string; children?: Node[] }) => {
    if (node.position) {
      const { start, end } = node.position;
      const before = text.slice(0, start.offset).split("\n");
      found.push({ node, covered: text.slice(start.offset, end.offset), line: before.length, column: before.at(-1)!.length + 1 });
      assert.equal(text.slice(0, end.offset).split("\n").length, end.line, `end line of ${node.type} at ${start.line}:${start.column}`);
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return found;
}

test("should read a Docusaurus 2 title (`:::name Title`) for every admonition name", () => {
  for (const name of NAMES) {
    const { html, messages } = renderMarkdown(`:::${name} Some *title*\nBody.\n:::\n`);
    assert.equal(html, `<div class="admonition admonition-${name}" role="note"><p class="admonition-title">Some <em>title</em></p><p>Body.</p></div>\n`);
    assert.equal(messages, "");
  }
});

test("should give each node the author's line, column and offset when a Docusaurus 2 title is read", () => {
  const text =
    "Intro.\n\n::::note Outer [link](./a.md)\n:::tip Inner\n- item `code`\n:::\n\n> :::danger Quoted\n> **Body** text\n> :::\n::::\n\n" +
    ":::info One ] two [ three *four* \\\nAfter *the* [title](./b.md).\n:::\n";
  const tree = parseMarkdown(parser, new VFile({ value: text }));
  const found = spans(tree, text);
  assert.equal(found.filter(({ node }) => node.type === "containerDirective").length, 4);
  for (const { node, covered, line, column } of found) {
    assert.deepEqual([line, column], [node.position!.start.line, node.position!.start.column], `${node.type} ${JSON.stringify(covered)}`);
    if (node.type === "text" || node.type === "inlineCode")
      assert.ok(covered.includes(node.value!), `${JSON.stringify(node.value)} is in ${JSON.stringify(covered)}`);
  }
  const labels = found.filter(({ node }) => (node as { data?: { directiveLabel?: boolean } }).data?.directiveLabel).map(({ covered }) => covered);
  assert.deepEqual(labels, [" Outer [link](./a.md)", " Inner", " Quoted", " One ] two [ three *four* \\"]);
});

test("should read a Docusaurus 2 title on a page with CRLF line endings", () => {
  const { html } = renderMarkdown(":::tip My title\r\nBody.\r\n:::\r\n");
  assert.equal(html, '<div class="admonition admonition-tip" role="note"><p class="admonition-title">My title</p><p>Body.</p></div>\n');
});

test("should leave a page without a Docusaurus 2 title as remark-gfm parses it", () => {
  const text = ":::tip[Bracketed]\nBody.\n:::\n\n```md\n:::tip In code\n```\n";
  assert.deepEqual(parseMarkdown(parser, new VFile({ value: text })), parser.gfm.parse(new VFile({ value: text })));
});
