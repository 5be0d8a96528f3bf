import assert from "node:assert/strict";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { test } from "node:test";
import { buildSite } from "../../src/orchestration/build-site.ts";
import { formatMessages } from "../../src/report/index.ts";
import { FIXTURES, listBytes } from "../support.ts";

/** Builds a copy of the site's sources alone (no output, no cache), with the crawl or without, and returns its messages and files. */
async function coldBuild(root: string, linkinator = false): Promise<{ report: string; files: Map<string, Buffer> }> {
  const copy = mkdtempSync(join(tmpdir(), "cold-"));
  cpSync(root, copy, { recursive: true, filter: (path) => !/^(build|\.cache)(\/|$)/.test(relative(root, path)) });
  const result = await buildSite({ root: copy, linkinator });
  const files = listBytes(join(copy, "build"));
  rmSync(copy, { recursive: true, force: true });
  return { report: formatMessages(result.files), files };
}

/** Writes the theme API's data files, with the store's description. */
function writeThemeApi(root: string, store: string): void {
  const dir = join(root, "content/theme-api");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "models.yaml"),
    "- name: Product\n  description: A product.\n  properties:\n    - name: title\n      type: string\n      description: Its title.\n",
  );
  writeFileSync(join(dir, "enums.yaml"), "[]\n");
  writeFileSync(
    join(dir, "stores.yaml"),
    `- name: CartStore\n  slug: cart\n  description: ${JSON.stringify(store)}\n  state:\n    - name: items\n      type: Product[]\n      description: Lines.\n  actions: []\n`,
  );
}

const PAGE = (title: string) =>
  `---\ntitle: ${title}\ndescription: A page added between two builds.\n---\n\nIt links [back to the intro](../intro.md).\n\n## Details\n\nMore text.\n`;

test("should give, after each edit, addition, rename and deletion of a page, each edit of the schema, a guide's use of it and the theme API's data, the files and messages a cold build gives, crawling only what changed", async () => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  const docs = join(root, "content/docs");
  const blog = join(root, "content/blog");
  const schema = join(root, "content/schema/admin-api.graphql");
  const lines: string[] = [];
  const build = () => buildSite({ root, log: (line) => lines.push(line) });
  assert.equal((await build()).ok, true);
  const steps: [string, () => void][] = [
    ["a page's text edited", () => appendFileSync(join(docs, "intro.md"), "\nA sentence added between two builds.\n")],
    // Its summary shows on the blog's lists; the other post's trees come from the cache.
    [
      "a post edited",
      () =>
        writeFileSync(
          join(blog, "2025-03-01-second.md"),
          readFileSync(join(blog, "2025-03-01-second.md"), "utf8").replace(/\n\n/, "\n\nA first sentence added.\n\n"),
        ),
    ],
    ["a page added", () => (mkdirSync(join(docs, "guide")), writeFileSync(join(docs, "guide/added.md"), PAGE("Added")))],
    ["a page renamed", () => renameSync(join(docs, "guide/added.md"), join(docs, "guide/renamed.md"))],
    // Its title is in the sidebar of every page.
    [
      "a page's title edited",
      () => writeFileSync(join(docs, "other.md"), readFileSync(join(docs, "other.md"), "utf8").replace("title: Other", "title: Another")),
    ],
    // The label of the previous and next links of the pages beside it.
    [
      "a page's pagination label set",
      () =>
        writeFileSync(
          join(docs, "other.md"),
          readFileSync(join(docs, "other.md"), "utf8").replace("title: Another", "title: Another\npagination_label: Go on"),
        ),
    ],
    ["a page deleted", () => rmSync(join(docs, "guide"), { recursive: true })],
    [
      "a page that shows a partial added",
      () => (
        mkdirSync(join(docs, "parts")),
        writeFileSync(join(docs, "parts/_steps.md"), "1. Open the store.\n2. Pick a product.\n"),
        writeFileSync(join(docs, "parts/shows-steps.mdx"), `${PAGE("Shows steps")}\nimport Steps from './_steps.md';\n\n<Steps />\n`)
      ),
    ],
    ["a partial edited", () => appendFileSync(join(docs, "parts/_steps.md"), "3. Pay for it.\n")],
    ["a schema type added", () => appendFileSync(schema, '\n"""A gift card."""\ntype GiftCard {\n  """Its code."""\n  code: String!\n}\n')],
    ["a field's type changed", () => writeFileSync(schema, readFileSync(schema, "utf8").replace("code: String!", "code: ID!"))],
    ["a schema type removed", () => writeFileSync(schema, readFileSync(schema, "utf8").replace(/\n"""A gift card\."""[^}]*}\n/, "\n"))],
    // The reference's page of the query lists the guides whose examples use it.
    ["a guide's example added", () => appendFileSync(join(docs, "other.md"), "\n```graphql\nquery Count {\n  listOrder { count }\n}\n```\n")],
    ["the theme API's data added", () => writeThemeApi(root, "The cart.")],
    // A description shows on its page alone: no title, no sidebar changes.
    ["the theme API's data edited", () => writeThemeApi(root, "The shopper's cart, kept between visits.")],
    [
      "a page that shows its category's cards added",
      () => (
        writeFileSync(join(docs, "cards.mdx"), `${PAGE("Cards")}\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n`),
        writeFileSync(
          join(root, "config.yaml"),
          readFileSync(join(root, "config.yaml"), "utf8").replace("        - doc: other\n", "        - doc: other\n        - doc: cards\n"),
        )
      ),
    ],
    // Its card on the page of cards shows it: that page is made again, though no sidebar changed.
    [
      "the description of a page a card shows edited",
      () =>
        writeFileSync(
          join(docs, "other.md"),
          readFileSync(join(docs, "other.md"), "utf8").replace("description: The other page.", "description: The other page, edited."),
        ),
    ],
    [
      "the cards shown through a partial",
      () => (
        writeFileSync(join(docs, "_card-list.mdx"), "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n"),
        writeFileSync(join(docs, "cards.mdx"), `${PAGE("Cards")}\nimport CardList from './_card-list.mdx';\n\n<CardList />\n`)
      ),
    ],
    [
      "the description of a page a card shows through a partial edited",
      () =>
        writeFileSync(
          join(docs, "other.md"),
          readFileSync(join(docs, "other.md"), "utf8").replace("description: The other page, edited.", "description: The other page, edited twice."),
        ),
    ],
  ];
  for (const [name, change] of steps) {
    change();
    lines.length = 0;
    const warm = await build();
    const cold = await coldBuild(root);
    assert.equal(formatMessages(warm.files), cold.report, name);
    assert.deepEqual(listBytes(join(root, "build")), cold.files, name);
    // The rebuild took what it could from the last build: it is the incremental way that is compared.
    // Only the page that shows the partial is made again.
    if (name === "a partial edited") assert.match(lines.join("\n"), /page cache: [1-9]\d* doc pages reused \([^)]*\), 1 made/);
    if (name === "the description of a page a card shows edited") {
      assert.match(lines.join("\n"), /page cache: [1-9]\d* doc pages reused \([^)]*\), 2 made/);
      assert.match(readFileSync(join(root, "build/docs/cards/index.html"), "utf8"), /The other page, edited\./);
    }
    if (name === "the description of a page a card shows through a partial edited") {
      assert.match(lines.join("\n"), /page cache: [1-9]\d* doc pages reused \([^)]*\), 2 made/);
      assert.match(readFileSync(join(root, "build/docs/cards/index.html"), "utf8"), /The other page, edited twice\./);
    }
    if (name === "a page's text edited") {
      assert.match(lines.join("\n"), /page cache: ([1-9]\d*) doc pages reused \(\1 of them linked from the last build without reading their HTML\), 1 made/);
      // No page links a fragment of the page edited: the crawl checks that page alone.
      assert.match(lines.join("\n"), /✔ linkinator: 0 broken \(1 of \d+ pages crawled/);
    }
    assert.match(lines.join("\n"), /precompress: \d+ files, [1-9]\d* of them linked from the last build/, name);
  }
  rmSync(root, { recursive: true, force: true });
});

test("should report, after an edit, a broken link the last crawl found on a page it does not crawl again, as a cold build does, until its target is there", async () => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  const config = join(root, "config.yaml");
  writeFileSync(config, readFileSync(config, "utf8").replace("onBrokenLinks: throw", "onBrokenLinks: warn"));
  const docs = join(root, "content/docs");
  mkdirSync(join(docs, "guide"));
  writeFileSync(join(docs, "guide/ahead.md"), "---\ntitle: Ahead\n---\n\nRead [what comes later](/docs/guide/later) next.\n");
  // A static page's links are the crawl's alone to find.
  mkdirSync(join(root, "content/static"), { recursive: true });
  writeFileSync(join(root, "content/static/legacy.html"), '<!DOCTYPE html><html><body><a href="/docs/guide/gone">gone</a></body></html>\n');
  const lines: string[] = [];
  const build = async () => {
    lines.length = 0;
    const warm = await buildSite({ root, log: (line) => lines.push(line) });
    const cold = await coldBuild(root, true);
    assert.equal(formatMessages(warm.files), cold.report);
    assert.deepEqual(listBytes(join(root, "build")), cold.files);
    return formatMessages(warm.files);
  };
  assert.match(await build(), /content\/docs\/guide\/ahead\.md:5:6-5:43: .*`\/docs\/guide\/later`.*\[broken-link\]/);
  appendFileSync(join(docs, "intro.md"), "\nA sentence added between two builds.\n");
  // The page edited alone: the pages with a broken link are unchanged, and so is what they link. The static page's
  // broken link, which only the crawl finds, is reported as the last crawl found it.
  assert.match(await build(), /^warn {2}build: .*`\/docs\/guide\/gone`.*\/legacy\.html → \/docs\/guide\/gone \[broken-link\]$/m);
  assert.match(lines.join("\n"), /✘ linkinator: 1 broken \(1 of \d+ pages crawled/);
  writeFileSync(join(docs, "guide/later.md"), PAGE("Later"));
  assert.doesNotMatch(await build(), /ahead\.md.*\[broken-link\]/);
  // The page now there, and the page whose link it makes whole.
  assert.match(lines.join("\n"), /✘ linkinator: 1 broken \([2-9] of \d+ pages crawled/);
  rmSync(root, { recursive: true, force: true });
});

test("should keep, after a forced build, the output it replaced without removing it, and remove that folder while the next build runs", async () => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  const builds = join(root, ".cache/builds");
  const record = () => JSON.parse(readFileSync(join(builds, readdirSync(builds).find((name) => name.endsWith(".json"))!), "utf8"));
  assert.equal((await buildSite({ root, linkinator: false })).ok, true);
  const first = statSync(join(root, "build/index.html")).ino;
  // Nothing is linked from the output a forced build replaces: its files are not the new output's.
  assert.equal((await buildSite({ root, linkinator: false, force: true })).ok, true);
  const spare = readdirSync(builds).find((name) => name.endsWith(".spare"))!;
  assert.equal(statSync(join(builds, spare, "index.html")).ino, first, "the replaced output is kept as it was");
  assert.equal(record().spareFiles, undefined, "its files are not the build's own");
  appendFileSync(join(root, "content/docs/intro.md"), "\nA sentence added between two builds.\n");
  const warm = await buildSite({ root, linkinator: false });
  const cold = await coldBuild(root);
  assert.equal(formatMessages(warm.files), cold.report);
  assert.deepEqual(listBytes(join(root, "build")), cold.files);
  // That folder is gone; the forced build's output is the spare folder now, with its files named.
  assert.deepEqual(readdirSync(builds).sort(), [...readdirSync(builds).filter((name) => name.endsWith(".json")), spare].sort());
  assert.notEqual(statSync(join(builds, spare, "index.html")).ino, first);
  assert.ok(record().spareFiles.includes("index.html"));
  rmSync(root, { recursive: true, force: true });
});
