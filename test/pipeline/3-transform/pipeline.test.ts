import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { FIXTURES, UPDATE, renderMarkdown } from "../../support.ts";

const dir = join(FIXTURES, "markdown");

test("should render each markdown fixture to its expected HTML and messages", async (t) => {
  for (const name of readdirSync(dir).sort()) {
    await t.test(name, () => {
      const input = readFileSync(join(dir, name, "input.md"), "utf8");
      const { html, messages } = renderMarkdown(input);
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
