import assert from "node:assert/strict";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Page } from "playwright-core";
import { useFixtureBrowser } from "./browser.ts";

// A guide paragraph under the fixture's last heading ("Second" on /docs/other), for the phrase search.
const env = useFixtureBrowser((root) =>
  appendFileSync(join(root, "content/docs/other.md"), "\nRefund a cancelled line before the package ships to the customer.\n"),
);

const violations: string[] = [];
const SEARCH_FILES = /\/assets\/search(-quick|-full)?\.[0-9a-f]+\.js(on)?$/;

/** Opens `path`, records CSP violations, and waits until the client runs (the search button shows). */
async function open(path: string): Promise<Page> {
  const page = await env.browser.newPage();
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${env.server.url}${path}`);
  await page.getByRole("button", { name: /Search/ }).waitFor();
  return page;
}

/** Types `query` into the open dialog and waits until the first result is shown. */
async function search(page: Page, query: string): Promise<void> {
  await page.getByRole("combobox", { name: "Search the docs" }).fill(query);
  await page.getByRole("option").first().waitFor();
}

/** Returns the visible text of each result, in order. */
const options = (page: Page) => page.getByRole("option").allInnerTexts();

after(() => assert.deepEqual(violations, []));

test("should never request the search code or index on page load", async () => {
  const page = await env.browser.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(`${env.server.url}docs/intro`);
  await page.getByRole("button", { name: /Search/ }).waitFor();
  await page.waitForLoadState("networkidle");
  assert.deepEqual(
    requests.filter((url) => SEARCH_FILES.test(url)),
    [],
  );
  await page.close();
});

test("should render the search button hidden in the HTML, so it is never a dead control without JavaScript", async () => {
  const html = await (await fetch(`${env.server.url}docs/intro`)).text();
  assert.match(html, /<button type="button" class="search-button" hidden=""/);
});

test("should put the reference page of an exact query name first and open it with Enter", async () => {
  const page = await open("docs/intro");
  await page.getByRole("button", { name: /Search/ }).click();
  await search(page, "listOrder");
  const [first] = await options(page);
  assert.match(first, /^listOrder/);
  assert.match(first, /API reference/);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/docs\/api\/type-definitions\/admin-api\/queries\/list-order$/);
  await page.locator("h1", { hasText: "listOrder" }).waitFor();
  await page.close();
});

test("should still find a name typed with one wrong letter", async () => {
  const page = await open("docs/intro");
  await page.keyboard.press("Control+k");
  await search(page, "listOrdr");
  assert.match((await options(page))[0], /^listOrder/);
  await page.close();
});

test("should open a guide at the heading a phrase falls under, with the phrase marked in the excerpt", async () => {
  const page = await open("docs/intro");
  await page.keyboard.press("/");
  await search(page, "refund a cancelled line");
  await page.locator(".search-result mark").first().waitFor();
  const first = page.getByRole("option").first();
  assert.match(await first.innerText(), /Other[\s\S]*Second[\s\S]*Refund a cancelled line/);
  assert.ok((await first.locator("mark").allInnerTexts()).map((t) => t.toLowerCase()).includes("refund"));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/docs\/other#second$/);
  await page.locator("h1", { hasText: "Other" }).waitFor();
  await page.close();
});

test("should work with the keyboard only: / opens, arrows move, Enter opens, Escape closes and focus returns", async () => {
  const page = await open("docs/intro");
  const link = page.locator("a.navbar-brand");
  await link.focus();
  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog", { name: "Search the docs" });
  await dialog.waitFor();
  assert.equal(await dialog.getAttribute("aria-modal"), "true");
  await page.keyboard.type("order");
  await page.getByRole("option").nth(1).waitFor();
  const input = page.getByRole("combobox", { name: "Search the docs" });
  assert.equal(await input.getAttribute("aria-activedescendant"), "search-option-0");
  assert.match(await page.locator(".search-status").innerText(), /\d+ results? for order/);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  assert.equal(await page.evaluate(() => document.activeElement?.className), "navbar-brand");

  await page.keyboard.press("/");
  await dialog.waitFor();
  await page.keyboard.press("ArrowDown");
  assert.equal(await input.getAttribute("aria-activedescendant"), "search-option-1");
  assert.equal(await page.getByRole("option", { selected: true }).count(), 1);
  const href = await page.locator("a#search-option-1").getAttribute("href");
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname + url.hash === href);
  await page.close();
});

test("should keep Tab inside the dialog", async () => {
  const page = await open("docs/intro");
  await page.keyboard.press("/");
  await page.getByRole("dialog", { name: "Search the docs" }).waitFor();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest(".search-dialog")), `focus left the dialog after ${i + 1} Tab presses`);
  }
  await page.close();
});

test("should not open search while the reader types / in a field", async () => {
  const page = await open("docs/intro");
  await page.evaluate(() => {
    const field = document.createElement("input");
    field.id = "test-field";
    document.querySelector("main")!.prepend(field);
  });
  await page.locator("#test-field").focus();
  await page.keyboard.type("a/b");
  assert.equal(await page.locator("#test-field").inputValue(), "a/b");
  assert.equal(await page.getByRole("dialog").count(), 0);
  await page.close();
});

test("should show the loading error and a Retry button when the index fails, and find results after Retry", async () => {
  const page = await open("docs/intro");
  let block = true;
  await page.route(/\/search\/quick\.json$/, (route) => (block ? route.abort() : route.continue()));
  await page.keyboard.press("/");
  const retry = page.getByRole("button", { name: "Retry" });
  await retry.waitFor();
  assert.match(await page.getByRole("alert").innerText(), /Could not load the search index/);
  block = false;
  await retry.click();
  await search(page, "listOrder");
  assert.match((await options(page))[0], /^listOrder/);
  await page.close();
});
