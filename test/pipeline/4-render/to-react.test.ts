import assert from "node:assert/strict";
import { test } from "node:test";
import { renderMarkdown } from "../../support.ts";

const TWO_TABS = "```bash npm2yarn\nnpm install a\n```\n\nText.\n\n```bash npm2yarn\nnpm run b\n```\n";

/** Returns the values of `attribute` in `html`, in order. */
function values(html: string, attribute: string): string[] {
  return [...html.matchAll(new RegExp(` ${attribute}="([^"]*)"`, "g"))].map((m) => m[1]!);
}

test("should render Tabs as a tab list of buttons wired to their panels, with ids unique on the page", () => {
  const { html } = renderMarkdown(TWO_TABS);
  const ids = values(html, "id");
  // Two npm2yarn blocks of four tabs each: a tab and a panel id per tab.
  assert.equal(ids.length, 16);
  assert.equal(new Set(ids).size, 16);
  const tabs = ids.filter((id) => id.includes("-tab-"));
  assert.deepEqual(
    values(html, "aria-controls"),
    ids.filter((id) => id.includes("-panel-")),
  );
  assert.deepEqual(values(html, "aria-labelledby"), tabs);
  const group = ["tablist", "tab", "tab", "tab", "tab", "tabpanel", "tabpanel", "tabpanel", "tabpanel"];
  assert.deepEqual(values(html, "role"), [...group, ...group]);
  assert.deepEqual(values(html, "aria-selected"), ["true", "false", "false", "false", "true", "false", "false", "false"]);
  assert.equal(html.match(/ role="tabpanel"[^>]* hidden=""/g)?.length, 6);
});

test("should render the same ids in every build of a page", () => {
  assert.equal(renderMarkdown(TWO_TABS).html, renderMarkdown(TWO_TABS).html);
});
