import assert from "node:assert/strict";
import { test } from "node:test";
import { VFile } from "vfile";
import { createParseOnce, createParser, parseMarkdown, type MarkdownParser } from "../../../../src/pipeline/2-parse/index.ts";
import { formatMessage } from "../../../../src/report/index.ts";

/** Returns the parser with every parse counted. */
function counted(parser: MarkdownParser): { parser: MarkdownParser; parses: () => number } {
  let n = 0;
  const wrap = (processor: MarkdownParser["gfm"]) => ({ parse: (...args: Parameters<typeof processor.parse>) => (n++, processor.parse(...args)) }) as never;
  return {
    parser: { ...parser, gfm: wrap(parser.gfm), withoutLiteralAutolinks: wrap(parser.withoutLiteralAutolinks), mdx: wrap(parser.mdx) },
    parses: () => n,
  };
}

const file = (path: string, value: string) => new VFile({ path, value });

test("should parse a text three pages have once, give each the same tree and its own copy but the last, and the messages of the parse to each", () => {
  const { parser, parses } = counted(createParser("detect"));
  const text = "# Setup\n\nRun it {unclosed\n";
  const pages = [
    file("content/docs/setup.mdx", text),
    file("content/versioned_docs/version-2.0/setup.mdx", text),
    file("content/versioned_docs/version-1.0/setup.mdx", text),
  ];
  const parse = createParseOnce(parser, [...pages, file("content/docs/other.mdx", "# Other\n")]);
  const trees = pages.map((page) => parse(page));
  const alone = file("content/docs/setup.mdx", text);
  const expected = parseMarkdown(createParser("detect"), alone);
  assert.equal(parses() > 0 && parses() <= 2, true, "one parse (MDX, then CommonMark after its error)");
  const once = parses();
  for (const tree of trees) assert.deepEqual(tree, expected);
  assert.notEqual(trees[0], trees[1]);
  // The transform changes a tree in place: the first page's change is not the others'.
  trees[0]!.children.length = 0;
  assert.deepEqual(trees[2], expected);
  const messages = (page: VFile) => page.messages.map((message) => formatMessage(message, "x").replace(/^\S+ \S+?:/, ""));
  assert.equal(alone.messages.length, 1);
  for (const page of pages) assert.deepEqual(messages(page), messages(alone));
  parse(file("content/docs/other.mdx", "# Other\n"));
  assert.equal(parses(), once + 1, "a text one page has is parsed as it is");
});

test("should parse a text again where it is read another way (MDX and CommonMark)", () => {
  const { parser, parses } = counted(createParser("detect"));
  const pages = [file("content/docs/a.md", "Text\n"), file("content/docs/b.mdx", "Text\n")];
  const parse = createParseOnce(parser, pages);
  for (const page of pages) parse(page);
  assert.equal(parses(), 2);
});
