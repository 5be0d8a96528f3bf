import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import type { Root } from "mdast";
import { VFile } from "vfile";
import { assignRoutes, discoverContent } from "../../../../src/pipeline/1-content/index.ts";
import { createParser, parseMarkdown } from "../../../../src/pipeline/2-parse/index.ts";
import { readsAsCommonMark } from "../../../../src/pipeline/2-parse/markdown/markdown-format.ts";
import { ROOT } from "../../../support.ts";

const parser = createParser("md");
const mdx = createParser();

/** remark-gfm's tree for `text`, positions and all: what `parseMarkdown` must return. */
function gfm(text: string): Root {
  return parser.gfm.parse(new VFile({ value: text }));
}

function parsed(text: string): Root {
  return parseMarkdown(parser, new VFile({ value: text }));
}

/** Returns the URL of every link in `tree`. */
function linkUrls(tree: Root): string[] {
  const urls: string[] = [];
  const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === "link") urls.push(node.url!);
    for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
  };
  walk(tree);
  return urls;
}

test("should give remark-gfm's tree for every written page of the site read as CommonMark", () => {
  const pages = assignRoutes(discoverContent(process.cwd()).pages).filter((page) => !page.generated);
  assert.ok(pages.length > 100, `${pages.length} written pages`);
  for (const page of pages) {
    const text = String(page.file.value);
    assert.deepEqual(parseMarkdown(parser, new VFile({ path: page.file.path, value: text })), gfm(text), page.file.path);
  }
});

test("should give MDX's own tree for every written page of the site it reads with the CommonMark parser", () => {
  const pages = assignRoutes(discoverContent(process.cwd()).pages).filter((page) => !page.generated);
  const plain = pages.filter((page) => readsAsCommonMark(String(page.file.value)));
  assert.ok(plain.length > 50, `${plain.length} of ${pages.length} written pages read as CommonMark`);
  for (const page of plain) {
    const text = String(page.file.value);
    assert.deepEqual(parseMarkdown(mdx, new VFile({ path: page.file.path, value: text })), mdx.mdx.parse(text), page.file.path);
  }
});

test("should find literal autolinks wherever GFM reads them", () => {
  const cases: [string, string[]][] = [
    ["See www.example.com.", ["http://www.example.com"]],
    ["See WWW.EXAMPLE.COM/a_b_ now", ["http://WWW.EXAMPLE.COM/a_b"]],
    ["Call https://api.example.com/graphql?x=1 or HTTP://example.com", ["https://api.example.com/graphql?x=1", "HTTP://example.com"]],
    ["Write to dev_team+docs@example.com.", ["mailto:dev_team+docs@example.com"]],
    ["*www.example.com* and **a@example.com** and ~~https://example.com~~", ["http://www.example.com", "mailto:a@example.com", "https://example.com"]],
    [
      "# Heading www.example.com\n\n| a |\n| - |\n| https://example.com/t |\n\n- [ ] task a@example.com\n\n> quote www.example.com",
      ["http://www.example.com", "https://example.com/t", "mailto:a@example.com", "http://www.example.com"],
    ],
    ["Note[^1].\n\n[^1]: See https://example.com/note.", ["https://example.com/note"]],
    [":badge[www.example.com] and :::note\nhttps://example.com/n\n:::", ["http://www.example.com", "https://example.com/n"]],
  ];
  for (const [text, urls] of cases) {
    assert.deepEqual(linkUrls(parsed(text)), urls, text);
    assert.deepEqual(parsed(text), gfm(text), text);
  }
});

test("should leave alone what only looks like a literal autolink, as GFM does", () => {
  const cases = [
    "`https://example.com` and ```www.example.com``` in code",
    "```\nhttps://example.com\nname@example.com\n```",
    "    indented https://example.com",
    "<https://example.com> and [a link](https://example.com) and [www.example.com](/docs/a)",
    '![www.example.com](/img/a.png "https://example.com") and ![a@example.com][ref]\n\n[ref]: /img/b.png',
    "[www.example.com]: https://example.com/def\n\n[www.example.com]",
    '<a href="https://example.com">www.example.com</a>',
    "Escaped: www\\.example.com, https\\://example.com, &#119;ww.example.com, a&#64;example.com",
    // A colon before letters starts a directive here (`mailto:dev`, `xmpp:dev`), in both parsers alike.
    "Write to mailto:dev@example.com or xmpp:dev@example.com/home",
    "A www. alone, an @ alone, a@b without a dot, wwwexample.com, http:/example.com",
  ];
  for (const text of cases) assert.deepEqual(parsed(text), gfm(text), text);
});

test("should parse a NUL as the U+FFFD micromark makes of it, even in a footnote label where its footnote extension loops", () => {
  // In a process of its own: the loop would never give this one back.
  const script = join(mkdtempSync(join(tmpdir(), "nul-")), "parse.ts");
  const parse = pathToFileURL(join(ROOT, "src/pipeline/2-parse/index.ts")).href;
  writeFileSync(
    script,
    `import { VFile } from ${JSON.stringify(import.meta.resolve("vfile"))};
import { createParser, parseMarkdown } from ${JSON.stringify(parse)};
const parser = createParser("md");
const mdx = createParser();
const trees = process.argv.slice(2).map((text) => parseMarkdown(parser, new VFile({ value: JSON.parse(text) })));
console.log(JSON.stringify(trees));
`,
  );
  const texts = ["![^\u0000]\n\n[^\u0000]: note", "![^\uFFFD]\n\n[^\uFFFD]: note", "a\u0000b *x\u0000* `c\u0000`", "a\uFFFDb *x\uFFFD* `c\uFFFD`"];
  const run = spawnSync(process.execPath, ["--import", "tsx", script, ...texts.map((text) => JSON.stringify(text))], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 30_000,
  });
  assert.equal(run.signal, null, "the parse did not finish");
  assert.equal(run.status, 0, run.stderr);
  const [nulNote, fffdNote, nulText, fffdText] = JSON.parse(run.stdout) as Root[];
  assert.deepEqual(nulNote, fffdNote);
  assert.deepEqual(nulText, fffdText);
  assert.deepEqual(nulText, gfm("a\u0000b *x\u0000* `c\u0000`"));
});

test("should drop a code block's empty first line on a page read as CommonMark, one line only, and keep it in MDX, as Docusaurus shows them", () => {
  const text = "```sh\n\necho one\n```\n\n```sh\n\n\necho two\n```\n\n```sh\necho three\n\n```\n\n```js\n  \nconst four = 4;\n```\n";
  const values = (tree: Root) => tree.children.map((node) => (node.type === "code" ? node.value : ""));
  const expected = ["echo one", "\necho two", "echo three\n", "  \nconst four = 4;"];
  assert.deepEqual(values(parseMarkdown(parser, new VFile({ path: "a.md", value: text }))), expected);
  assert.deepEqual(values(parseMarkdown(createParser("detect"), new VFile({ path: "a.md", value: text }))), expected);
  // MDX keeps it, whichever parser reads the page; MDX that MDX cannot read is read as CommonMark.
  assert.deepEqual(values(parseMarkdown(mdx, new VFile({ path: "a.mdx", value: text }))), [
    "\necho one",
    "\n\necho two",
    "echo three\n",
    "  \nconst four = 4;",
  ]);
  assert.deepEqual(values(parseMarkdown(mdx, new VFile({ path: "a.mdx", value: `${text}\n<b>\n` }))).slice(0, 4), expected);
  // A page with a Docusaurus 2 admonition title (read again with the title in brackets), and one with CRLF line ends.
  const titled = parseMarkdown(parser, new VFile({ path: "a.md", value: `:::tip My title\n\n${text}\n:::\n` }));
  assert.deepEqual((titled.children[0] as unknown as Root).children.map((node) => (node.type === "code" ? node.value : "")).slice(1), expected);
  assert.deepEqual(values(parseMarkdown(parser, new VFile({ path: "a.md", value: "```sh\r\n\r\necho one\r\n```\r\n" }))), ["echo one"]);
});
