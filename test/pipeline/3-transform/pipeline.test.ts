import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { FIXTURES, UPDATE, renderMarkdown } from "../../support.ts";

const dir = join(FIXTURES, "markdown");

test("should render each markdown fixture to its expected HTML and messages", async (t) => {
  for (const name of readdirSync(dir).sort()) {
    await t.test(name, () => {
      // input.md or input.mdx, and the partials it may import: the fixture's `_` files, as if beside it in content/docs.
      // A file `format` holding `md` reads the input as CommonMark, as `markdown.format: md` does; `components.json`
      // gives components as `markdown.components` does.
      const files = readdirSync(join(dir, name));
      const inputName = files.find((file) => /^input\.mdx?$/.test(file))!;
      const partials = new Map(
        files.filter((file) => file.startsWith("_")).map((file) => [`content/docs/${file}`, readFileSync(join(dir, name, file), "utf8")]),
      );
      const input = readFileSync(join(dir, name, inputName), "utf8");
      const format = files.includes("format") ? (readFileSync(join(dir, name, "format"), "utf8").trim() as "md") : undefined;
      const components = files.includes("components.json")
        ? (JSON.parse(readFileSync(join(dir, name, "components.json"), "utf8")) as Record<string, string>)
        : undefined;
      const { html, messages } = renderMarkdown(input, { path: `content/docs/case${inputName.slice(5)}`, partials, format, components });
      const htmlPath = join(dir, name, "output.html");
      const messagesPath = join(dir, name, "messages.txt");
      if (UPDATE) {
        writeFileSync(htmlPath, html);
        if (messages) writeFileSync(messagesPath, `${messages}\n`);
      }
      assert.equal(html, readFileSync(htmlPath, "utf8"));
      assert.equal(messages, existsSync(messagesPath) ? readFileSync(messagesPath, "utf8").trimEnd() : "");
    });
  }
});
