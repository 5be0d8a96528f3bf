import assert from "node:assert/strict";
import { test } from "node:test";
import { readsAsCommonMark, withMdxComments } from "../../../../src/pipeline/2-parse/markdown/markdown-format.ts";
import { checkLinks } from "../../../../src/pipeline/6-check/index.ts";
import { formatMessage } from "../../../../src/report/index.ts";
import { renderMarkdown } from "../../../support.ts";

test("should report a broken link written in a partial in the partial, at its own line, once the page's links are checked", () => {
  const partials = new Map([["content/docs/_steps.md", "Intro line.\n\nSee [the guide](/docs/missing).\n"]]);
  const { file } = renderMarkdown("import Steps from './_steps.md';\n\n# Page\n\n<Steps />\n", { path: "content/docs/case.mdx", partials });
  checkLinks([{ file, links: file.data.links! }], { routes: new Map([["/docs/case", new Set()]]), assets: new Set() });
  assert.deepEqual(
    file.messages.map((m) => formatMessage(m, m.file || file.path).split("\n")[0]),
    ["content/docs/_steps.md:3:5-3:31: Unexpected link to `/docs/missing`, expected an existing route [broken-link]"],
  );
});

test("should leave a partial's front matter out of the page, and keep its lines for its messages", () => {
  const partials = new Map([["content/docs/_part.md", "---\ntitle: Part\n---\n\n:::notice\nBody.\n:::\n"]]);
  const { html, messages } = renderMarkdown("import Part from './_part.md';\n\n<Part />\n", { path: "content/docs/case.mdx", partials });
  assert.equal(html, "<p>:::notice</p>\n<p>Body.</p>\n");
  assert.match(messages, /^content\/docs\/_part\.md:5:1-7:4: Unexpected directive `:::notice`/);
});

test("should import a partial from a folder whose name starts with `_`, as discovery leaves it out of the pages", () => {
  const partials = new Map([["content/docs/_shared/note.md", "Shared *note*.\n"]]);
  const { html, messages } = renderMarkdown("import Note from './_shared/note.md';\n\n<Note />\n", { path: "content/docs/case.mdx", partials });
  assert.equal(html, "<p>Shared <em>note</em>.</p>\n");
  assert.equal(messages, "");
});

test("should read a page with MDX's parser only where MDX and CommonMark differ: a tag, an expression, ESM or indentation outside code", () => {
  assert.equal(readsAsCommonMark("Text with `<code>` and `{braces}`.\n\n```jsx\n<Button onClick={go} />\n```\n"), true);
  assert.equal(readsAsCommonMark("> ```jsx\n> <Button />\n> ```\n"), true);
  assert.equal(readsAsCommonMark("Text.\n\n    indented code\n"), false);
  assert.equal(readsAsCommonMark("  <Tabs>\n"), false);
  assert.equal(readsAsCommonMark("A {'value'}.\n"), false);
  assert.equal(readsAsCommonMark("import X from './x';\n"), false);
  assert.equal(withMdxComments("`<!-- a -->` <!-- b -->\n> ```html\n> <!-- c -->\n> ```\n"), "`<!-- a -->` {/*  b */}\n> ```html\n> <!-- c -->\n> ```\n");
  // As Docusaurus' remark-comment: `<!---->` closes at the next `-->`, taking what is between; `<!-->` and `<!--->` open none.
  assert.equal(withMdxComments("a <!----> b\n\n## Hidden\n\n<!----> c\n"), "a {/* -->\u0020b\n\n## Hidden\n\n<!--*/} c\n");
  assert.equal(withMdxComments("<!-- a --->\n"), "{/*  a -*/}\n");
  assert.equal(withMdxComments("<!--> <!---> <!-- x\n"), "<!--> <!---> <!-- x\n");
});

test("should give a heading of a partial that repeats an id of the page the next free suffix, as the page's own headings get", () => {
  const partials = new Map([["content/docs/_faq.md", "## Limits\n\nText.\n"]]);
  const { html } = renderMarkdown("import Faq from './_faq.md';\n\n## Limits\n\n<Faq />\n\n<Faq />\n", { path: "content/docs/case.mdx", partials });
  assert.deepEqual(
    [...html.matchAll(/<h2 id="([^"]+)">Limits<a class="hash-link" href="#([^"]+)"/g)].map((m) => [m[1], m[2]]),
    [
      ["limits", "limits"],
      ["limits-1", "limits-1"],
      ["limits-2", "limits-2"],
    ],
  );
});
