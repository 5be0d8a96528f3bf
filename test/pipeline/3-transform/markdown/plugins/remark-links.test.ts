import assert from "node:assert/strict";
import { test } from "node:test";
import type { Element, Root } from "hast";
import { VFile } from "vfile";
import { createParser, parseMarkdown } from "../../../../../src/pipeline/2-parse/index.ts";
import { createTransformer, transformPage, type LinkRecord } from "../../../../../src/pipeline/3-transform/index.ts";
import { formatMessage } from "../../../../../src/report/index.ts";
import { walkTree } from "../../../../../src/shared/index.ts";

// A Docusaurus docs folder copied into content/docs/jest/, beside the site's own docs.
const site = {
  routesBySource: new Map([
    ["content/docs/intro.md", "/docs/intro"],
    ["content/docs/api/orders.md", "/docs/api/orders"],
    ["content/docs/jest/cli.md", "/docs/jest/cli"],
    ["content/docs/jest/configuration.mdx", "/docs/jest/configuration"],
    ["content/docs/jest/guides/setup.md", "/docs/jest/guides/setup"],
    ["content/docs/jest/guides/index.md", "/docs/jest/guides"],
  ]),
  assets: new Map([
    ["static/img/logo.png", "img/logo.png"],
    ["docs/jest/assets/flow.svg", "docs/jest/assets/flow.svg"],
  ]),
  contentDir: "content",
};
const parser = createParser();
const transformers = new Map<string, ReturnType<typeof createTransformer>>();

/** Returns the hrefs and image sources of a page at `path` (content/docs/jest/guides/setup.md), its recorded links and its messages. */
function render(
  markdown: string,
  { path = "content/docs/jest/guides/setup.md", baseUrl = "/", trailingSlash = undefined as boolean | undefined, folderUrl = false } = {},
) {
  const key = `${baseUrl} ${trailingSlash}`;
  const transformer = transformers.get(key) ?? transformers.set(key, createTransformer({ ...site, baseUrl, trailingSlash })).get(key)!;
  const file = new VFile({ path, value: markdown });
  file.data.route = site.routesBySource.get(path) ?? "/docs/page";
  if (folderUrl) file.data.folderUrl = true;
  const hast = transformPage(transformer, parseMarkdown(parser, file), file) as Root;
  const urls: string[] = [];
  walkTree(hast, "element", (node: Element) => {
    const url = node.properties.href ?? node.properties.src;
    if (url !== undefined) urls.push(String(url));
  });
  const links = (file.data.links ?? []) as LinkRecord[];
  return { urls, links, messages: file.messages.map((m) => formatMessage(m, file.path)) };
}

test("should resolve ../folder/other.md, other.mdx and a bare other.md from the page's folder, then from content/docs/", () => {
  const { urls, messages } = render("[a](../cli.md#verbose) [b](../configuration.mdx) [c](../../api/orders.md#list) [d](api/orders.md) [e](./setup.md)\n");
  assert.deepEqual(urls, ["/docs/jest/cli#verbose", "/docs/jest/configuration", "/docs/api/orders#list", "/docs/api/orders", "/docs/jest/guides/setup"]);
  assert.deepEqual(messages, []);
});

test("should resolve a relative image above the page, and a content/static file by its path from the root, a query aside", () => {
  const { urls, links, messages } = render(
    "![A flow](../assets/flow.svg) ![The logo](/img/logo.png) [the logo](@site/static/img/logo.png) ![Again](/img/logo.png?v=2)\n",
  );
  assert.deepEqual(urls, ["/docs/jest/assets/flow.svg", "/img/logo.png", "/img/logo.png", "/img/logo.png?v=2"]);
  assert.deepEqual(
    links.map((link) => link.target),
    ["/img/logo.png", "/img/logo.png", "/img/logo.png"],
  );
  assert.deepEqual(messages, []);
});

test("should read a Docusaurus /docs/… link as the page of that id in the page's docs folder when the site has no such route, else keep it", () => {
  const jest = render("[cli](/docs/cli#watch) [ours](/docs/jest/cli) [intro](/docs/intro)\n");
  assert.deepEqual(jest.urls, ["/docs/jest/cli#watch", "/docs/jest/cli", "/docs/intro"]);
  assert.deepEqual(
    jest.links.map((link) => [link.target, link.fragment, link.alternative]),
    [
      ["/docs/jest/cli", "watch", undefined],
      ["/docs/jest/cli", undefined, undefined],
      ["/docs/intro", undefined, "/docs/jest/intro"],
    ],
  );
  const query = render("[ios](/docs/cli?platform=ios#watch)\n");
  assert.deepEqual(
    [query.urls, query.links.map((link) => [link.target, link.fragment])],
    [["/docs/jest/cli?platform=ios#watch"], [["/docs/jest/cli", "watch"]]],
  );
  // A page at the top of content/docs/ has no docs folder of its own.
  assert.deepEqual(
    render("[cli](/docs/cli)\n", { path: "content/docs/intro.md" }).links.map((link) => link.alternative),
    [undefined],
  );
});

test("should hint the markdown file in the page's docs folder when /cli.md, @site/docs/cli.md or a bare cli.md names none", () => {
  const { urls, messages } = render("[a](/cli.md) [b](@site/docs/cli.md#watch) [c](cli.md) [d](/docs/nowhere.md)\n");
  assert.deepEqual(urls, []);
  assert.deepEqual(messages, [
    "content/docs/jest/guides/setup.md:1:1-1:13: Unexpected link to `/cli.md`, expected a path to an existing markdown file [broken-markdown-link]\n  hint: no file at `content/docs/cli.md` or `content/cli.md`; did you mean `/docs/jest/cli`, in this page's docs folder?",
    "content/docs/jest/guides/setup.md:1:14-1:42: Unexpected link to `@site/docs/cli.md#watch`, expected a path to an existing markdown file [broken-markdown-link]\n  hint: no file at `content/docs/cli.md`; did you mean `/docs/jest/cli#watch`, in this page's docs folder?",
    "content/docs/jest/guides/setup.md:1:43-1:54: Unexpected link to `cli.md`, expected a path to an existing markdown file [broken-markdown-link]\n  hint: no file at `content/docs/jest/guides/cli.md`, `content/docs/cli.md` or `content/cli.md`; did you mean `/docs/jest/cli`, in this page's docs folder?",
    "content/docs/jest/guides/setup.md:1:55-1:76: Unexpected link to `/docs/nowhere.md`, expected a path to an existing markdown file [broken-markdown-link]\n  hint: no file at `content/docs/docs/nowhere.md` or `content/docs/nowhere.md`; fix the path or link the route (`/docs/…`)",
  ]);
});

test("should emit a pathname:// link as the path it holds under the base URL, never read as a markdown file, and record it", () => {
  const markdown = "[notes](pathname:///files/notes.pdf?v=2#p3) [source](pathname:///docs/intro.md) [beside](pathname://legacy.html)\n";
  const { urls, links, messages } = render(markdown, { baseUrl: "/prefix/" });
  assert.deepEqual(urls, ["/prefix/files/notes.pdf?v=2#p3", "/prefix/docs/intro.md", "legacy.html"]);
  assert.deepEqual(
    links.map((link) => [link.target, link.fragment]),
    [
      ["/files/notes.pdf", "p3"],
      ["/docs/intro.md", undefined],
      ["/docs/jest/guides/legacy.html", undefined],
    ],
  );
  assert.deepEqual(messages, []);
});

test("should resolve a relative URL from inside the page's folder with `trailingSlash`, as the browser does at /docs/x/", () => {
  const markdown = '[a](../cli/) [b](setup-more) <a href="../cli#watch">c</a>\n';
  assert.deepEqual(
    render(markdown).links.map((link) => link.target),
    ["/docs/jest/cli", "/docs/jest/guides/setup-more", "/docs/jest/cli"],
  );
  assert.deepEqual(
    render(markdown, { trailingSlash: true }).links.map((link) => link.target),
    ["/docs/jest/guides/cli", "/docs/jest/guides/setup/setup-more", "/docs/jest/guides/cli"],
  );
});

test("should end a link to a page with `/` under `trailingSlash`, never one to a file, and name a missing file as written", () => {
  const markdown = "[page](/docs/jest/cli) [file](/img/logo.png) [here](./setup-more) [missing](../assets/spec.pdf)\n";
  const { urls, links } = render(markdown, { trailingSlash: true });
  assert.deepEqual(urls.slice(0, 2), ["/docs/jest/cli/", "/img/logo.png"]);
  assert.equal(urls[3], "/docs/jest/guides/assets/spec.pdf");
  assert.deepEqual(
    links.map((link) => link.written ?? null),
    [null, null, "./setup-more", "../assets/spec.pdf"],
  );
});

test("should resolve a relative URL against the page's URL under the base URL, as the browser does", () => {
  // On /prefix/docs/jest/guides/setup, `../../../../prefix/docs/intro` is /prefix/docs/intro: the route /docs/intro.
  const markdown = '[a](../../../../prefix/docs/intro) <a href="../../../../prefix/docs/api/orders#list">b</a>\n';
  const { urls, links, messages } = render(markdown, { baseUrl: "/prefix/" });
  assert.deepEqual(urls, ["/prefix/docs/intro", "../../../../prefix/docs/api/orders#list"]);
  assert.deepEqual(
    links.map((link) => [link.target, link.fragment]),
    [
      ["/docs/intro", undefined],
      ["/docs/api/orders", "list"],
    ],
  );
  assert.deepEqual(messages, []);
  // Docs served at /docs under the base URL /docs/: the page /docs/jest/cli is at /docs/docs/jest/cli, and `other`
  // next to it is the route /docs/jest/other, in markdown and in HTML alike.
  const nested = render('[a](other) <a href="other">b</a>\n', { path: "content/docs/jest/cli.md", baseUrl: "/docs/" });
  assert.deepEqual(
    nested.links.map((link) => link.target),
    ["/docs/jest/other", "/docs/jest/other"],
  );
});

test("should point `useBaseUrl('…')` and `require('…')` in an MDX attribute at the file under the base URL, and check it", () => {
  // As Docusaurus' addBaseUrl: the base URL added unless the path starts with it, slash included.
  const markdown =
    "<img src={useBaseUrl('img/logo.png')} alt='a' /> <img src={useBaseUrl('/prefix/img/logo.png')} alt='b' /> <img src={require('@site/static/img/logo.png').default} alt='c' />\n";
  const { urls, links, messages } = render(markdown, { baseUrl: "/prefix/" });
  assert.deepEqual(urls, ["/prefix/img/logo.png", "/prefix/img/logo.png", "/prefix/img/logo.png"]);
  assert.deepEqual(
    links.map((link) => link.target),
    ["/img/logo.png", "/img/logo.png", "/img/logo.png"],
  );
  assert.deepEqual(messages, []);
  // A path from the root names a file of the static folder, else of the site's folder (content/), as Docusaurus'
  // bundler resolves it; one of neither is an error.
  const rooted = render("<img src={require('/img/logo.png').default} alt='a' /> <img src={require('/docs/jest/assets/flow.svg').default} alt='b' />\n");
  assert.deepEqual(rooted.urls, ["/img/logo.png", "/docs/jest/assets/flow.svg"]);
  assert.deepEqual(rooted.messages, []);
  assert.deepEqual(
    render("<img src={require('/img/none.png').default} alt='a' />\n").messages.map((message) => message.split("\n")[0]),
    [
      "content/docs/jest/guides/setup.md:1:1-1:55: Unexpected `require('/img/none.png')`, expected an existing file (looked for `content/static/img/none.png`) [missing-image]",
    ],
  );
});

test("should not add the base URL twice to a route that already starts with it, as Docusaurus' Link does", () => {
  const { urls, links } = render("[a](/prefix/docs/jest/cli#watch) [b](/docs/jest/cli?x=1) [c](/prefix)\n", { baseUrl: "/prefix/" });
  assert.deepEqual(urls, ["/prefix/docs/jest/cli#watch", "/prefix/docs/jest/cli?x=1", "/prefix/"]);
  assert.deepEqual(
    links.map((link) => link.target),
    ["/docs/jest/cli", "/docs/jest/cli", "/"],
  );
});

test("should leave links to other origins as written and record none, with or without a fragment", () => {
  const { urls, links } = render("[a](https://example.com/a#b) [b](mailto:team@example.com) [c](//example.com/x#y) [d](pathname://https://example.com/z#w)\n");
  assert.deepEqual(urls, ["https://example.com/a#b", "mailto:team@example.com", "//example.com/x#y", "https://example.com/z#w"]);
  assert.deepEqual(links, []);
});

test("should resolve a relative URL from inside the folder on a page whose Docusaurus URL ends with `/`, a category index doc's", () => {
  const index = render("[setup](setup) [up](../intro)\n", { path: "content/docs/jest/guides/index.md", folderUrl: true });
  assert.deepEqual(
    index.links.map((link) => link.target),
    ["/docs/jest/guides/setup", "/docs/jest/intro"],
  );
  const other = render("[setup](setup)\n", { path: "content/docs/jest/guides/index.md" });
  assert.deepEqual(
    other.links.map((link) => link.target),
    ["/docs/jest/setup"],
  );
  // `trailingSlash: false` serves the index doc at /docs/jest/guides, as Docusaurus does.
  const without = render("[setup](setup)\n", { path: "content/docs/jest/guides/index.md", folderUrl: true, trailingSlash: false });
  assert.deepEqual(
    without.links.map((link) => link.target),
    ["/docs/jest/setup"],
  );
});
