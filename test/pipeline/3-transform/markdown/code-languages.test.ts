import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { compileSite } from "../../../../src/orchestration/compile-site.ts";
import { formatMessage } from "../../../../src/report/index.ts";
import { FIXTURES } from "../../../support.ts";

test("should highlight the languages config.yaml adds, warn once per page of a language it could add, and refuse a name no grammar has", async (t) => {
  const root = mkdtempSync(join(tmpdir(), "code-languages-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  const config = join(root, "config.yaml");
  const page = join(root, "content/docs/other.md");
  const blocks = [
    "```java\nint x = 1;\n```",
    "```ruby\nputs 1\n```",
    "```ruby\nputs 2\n```",
    "```bash npm2yarn\nnpm install example-sdk\n```",
    "```text\nplain\n```",
  ];
  writeFileSync(page, `${readFileSync(page, "utf8")}\n${blocks.join("\n\n")}\n`);
  const build = async (languages: string) => {
    writeFileSync(
      config,
      readFileSync(join(FIXTURES, "site/config.yaml"), "utf8").replace("\nbuild:\n", `\nmarkdown:\n  additionalLanguages: ${languages}\n\nbuild:\n`),
    );
    const site = await compileSite({ root });
    const messages = site.files.flatMap((file) => file.messages.map((message) => formatMessage(message, file.path).split("\n")[0]));
    return { site, messages, html: String(site.pages.find((rendered) => rendered.route === "/docs/other")?.html) };
  };

  const listed = await build("[java]");
  assert.ok(listed.site.ok);
  assert.match(listed.html, /<span class="token keyword">int<\/span> x = <span class="token number">1<\/span>;/);
  const line = (text: string) => readFileSync(page, "utf8").split("\n").indexOf(text) + 1;
  assert.deepEqual(
    listed.messages.filter((message) => message?.includes("unlisted-code-language")),
    [
      `content/docs/other.md:${line("```ruby")}:1-${line("```ruby") + 2}:4: Unexpected \`ruby\` code shown without highlighting, expected a language the site lists [unlisted-code-language]`,
      `content/docs/other.md:${line("```bash npm2yarn")}:1-${line("```bash npm2yarn") + 2}:4: Unexpected \`bash\` code shown without highlighting, expected a language the site lists [unlisted-code-language]`,
    ],
    "once per language and page, at the first block; `text` has no grammar",
  );

  // `sh` is an alias of Bash's grammar: Docusaurus requires `prismjs/components/prism-sh`, which does not exist.
  const unknown = await build("[java, bash, sh]");
  assert.equal(unknown.site.ok, false);
  assert.deepEqual(
    unknown.messages.filter((message) => message?.includes("config.yaml")),
    ["config.yaml:47:37-47:39: Unexpected code language `sh`, expected the name of one of Prism's grammars [invalid-config]"],
  );
});
