import assert from "node:assert/strict";
import { appendFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { chromium, type Locator, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_FLAGS } from "../../bench/chromium.ts";
import { useFixtureBrowser, waitForHydration } from "./browser.ts";

// The intro holds two npm2yarn blocks (one group); the other page a third, and MDX Tabs: one with `groupId` and
// `queryString`, one of its own.
const env = useFixtureBrowser((root) => {
  appendFileSync(
    join(root, "content/docs/intro.md"),
    "\n## Install\n\n```bash npm2yarn\nnpm install @example/sdk\n```\n\n```bash npm2yarn\nnpm run build\n```\n",
  );
  appendFileSync(
    join(root, "content/docs/other.md"),
    [
      "",
      "## Tabs",
      "",
      "```bash npm2yarn",
      "npm run start",
      "```",
      "",
      '<Tabs groupId="os" queryString>',
      '<TabItem value="mac" label="macOS">',
      "",
      "On a Mac.",
      "",
      "</TabItem>",
      '<TabItem value="win" label="Windows">',
      "",
      "On Windows.",
      "",
      "</TabItem>",
      '<TabItem value="linux" label="Linux">',
      "",
      "On Linux.",
      "",
      "</TabItem>",
      "</Tabs>",
      "",
      "<Tabs>",
      '<TabItem value="a" label="Alpha">',
      "",
      "Alpha panel.",
      "",
      "</TabItem>",
      '<TabItem value="b" label="Beta">',
      "",
      "Beta panel.",
      "",
      "</TabItem>",
      '<TabItem value="c" label="Gamma">',
      "",
      "Gamma panel.",
      "",
      "</TabItem>",
      "</Tabs>",
      "",
    ].join("\n"),
  );
});

/** Opens `path` in a new page, with nothing stored by an earlier test, once the page is hydrated. */
async function open(path: string): Promise<Page> {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}docs/intro`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${env.server.url}${path}`);
  await waitForHydration(page);
  return page;
}

/** Returns the `n`th Tabs of the page (from 0). */
function tabsAt(page: Page, n: number): Locator {
  return page.locator(".tabs").nth(n);
}

/** Returns the label of the selected tab of each Tabs on the page, and the label of the one visible panel of each. */
async function shown(page: Page): Promise<{ selected: string[]; panels: string[] }> {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>(".tabs")];
    return {
      selected: all.map((tabs) => tabs.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? ""),
      panels: all.map((tabs) =>
        [...tabs.querySelectorAll<HTMLElement>('[role="tabpanel"]')]
          .filter((p) => p.offsetParent !== null)
          .map((p) => p.dataset.value)
          .join(","),
      ),
    };
  });
}

/** Waits until the selected tab of each Tabs on the page has the label given, in order. */
async function waitForSelected(page: Page, labels: string[]): Promise<void> {
  await page.waitForFunction(
    (want) =>
      JSON.stringify([...document.querySelectorAll(".tabs")].map((tabs) => tabs.querySelector('[role="tab"][aria-selected="true"]')?.textContent)) === want,
    JSON.stringify(labels),
  );
}

test("should show one panel per Tabs, select a tab by click in every Tabs of its group, and remember it", async () => {
  const page = await open("docs/intro");
  const violations: string[] = [];
  page.on("console", (message) => /Content Security Policy/.test(message.text()) && violations.push(message.text()));
  await page.reload();
  await waitForHydration(page);
  assert.deepEqual(await shown(page), { selected: ["npm", "npm"], panels: ["npm", "npm"] });
  assert.equal(await page.locator(".tab-panel-label").first().isVisible(), false);
  await tabsAt(page, 0).getByRole("tab", { name: "Yarn" }).click();
  await waitForSelected(page, ["Yarn", "Yarn"]);
  assert.deepEqual(await shown(page), { selected: ["Yarn", "Yarn"], panels: ["yarn", "yarn"] });
  assert.match(await tabsAt(page, 1).getByRole("tabpanel").innerText(), /yarn build/);
  assert.equal(await page.evaluate(() => localStorage.getItem("docusaurus.tab.npm2yarn")), "yarn");
  assert.equal(new URL(page.url()).search, "", "npm2yarn tabs have no query string");
  assert.deepEqual(violations, []);
  await page.close();
});

test("should move focus and selection with the arrow keys (wrapping), Home and End, with one tab in the Tab order", async () => {
  const page = await open("docs/other");
  const tabs = tabsAt(page, 2);
  const focused = () => page.evaluate(() => document.activeElement?.textContent);
  const tabStops = () => tabs.locator('[role="tab"][tabindex="0"]').allInnerTexts();
  await tabs.getByRole("tab", { name: "Alpha" }).focus();
  await page.keyboard.press("ArrowRight");
  assert.equal(await focused(), "Beta");
  assert.deepEqual(await tabStops(), ["Beta"]);
  assert.equal(await tabs.getByText("Beta panel.").isVisible(), true);
  assert.equal(await tabs.getByText("Alpha panel.").isVisible(), false);
  await page.keyboard.press("End");
  assert.equal(await focused(), "Gamma");
  await page.keyboard.press("ArrowRight");
  assert.equal(await focused(), "Alpha");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await focused(), "Gamma");
  await page.keyboard.press("Home");
  assert.equal(await focused(), "Alpha");
  assert.deepEqual(await tabStops(), ["Alpha"]);
  assert.equal(await tabs.getByText("Alpha panel.").isVisible(), true);
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("role")), "tabpanel", "Tab leaves the tab list for the panel");
  await page.close();
});

test("should keep a group's choice across an in-place navigation and a reload", async () => {
  const page = await open("docs/intro");
  await tabsAt(page, 1).getByRole("tab", { name: "pnpm" }).click();
  await waitForSelected(page, ["pnpm", "pnpm"]);
  await page.locator("a.pagination-link.next").click();
  await page.locator("h1", { hasText: "Other" }).waitFor();
  await waitForSelected(page, ["pnpm", "macOS", "Alpha"]);
  assert.deepEqual((await shown(page)).panels, ["pnpm", "mac", "a"]);
  await page.reload();
  await waitForHydration(page);
  await waitForSelected(page, ["pnpm", "macOS", "Alpha"]);
  await page.close();
});

test("should write the choice of a queryString Tabs to the URL, and take the URL's value over the stored one", async () => {
  const page = await open("docs/other");
  await page.evaluate(() => localStorage.setItem("docusaurus.tab.os", "win"));
  await page.goto(`${env.server.url}docs/other?os=linux#tabs`);
  await waitForHydration(page);
  await waitForSelected(page, ["npm", "Linux", "Alpha"]);
  await tabsAt(page, 1).getByRole("tab", { name: "Windows" }).click();
  await page.waitForFunction(() => location.search === "?os=win");
  assert.equal(new URL(page.url()).hash, "#tabs");
  assert.equal(await page.evaluate(() => localStorage.getItem("docusaurus.tab.os")), "win");
  await page.goto(`${env.server.url}docs/other?os=nonsense`);
  await waitForHydration(page);
  assert.equal((await shown(page)).selected[1], "Windows", "an unknown value in the URL falls back to the stored one");
  await page.close();
});

test("should show every panel under its label and no tab list with JavaScript off", async () => {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "chromium-")), {
    executablePath: CHROMIUM,
    headless: true,
    javaScriptEnabled: false,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${env.server.url}docs/other`);
    assert.equal(await page.locator(".search-button").isVisible(), false, "the client script does not run");
    for (const list of await page.locator('[role="tablist"]').all()) assert.equal(await list.isVisible(), false);
    const panels = page.locator('[role="tabpanel"]');
    assert.equal(await panels.count(), 10);
    for (const panel of await panels.all()) assert.equal(await panel.isVisible(), true);
    const labels = ["npm", "Yarn", "pnpm", "Bun", "macOS", "Windows", "Linux", "Alpha", "Beta", "Gamma"];
    assert.deepEqual(await page.locator(".tab-panel-label").allTextContents(), labels);
    for (const label of await page.locator(".tab-panel-label").all()) assert.equal(await label.isVisible(), true);
    const label = page.locator(".tab-panel-label", { hasText: "Windows" });
    const panel = page.getByText("On Windows.");
    assert.ok((await label.boundingBox())!.y < (await panel.boundingBox())!.y, "each label stands above its panel's content");
  } finally {
    await context.close();
  }
});
