import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { useFixtureBrowser, waitForHydration } from "./browser.ts";

// Chromium now fetches a failed `import()` again (its ModuleMapDoNotCacheFailedFetch feature); Firefox and Safari keep
// the failure in the module map, so importing the same URL again fails again. This browser behaves as they do.
const env = useFixtureBrowser(undefined, ["--disable-features=ModuleMapDoNotCacheFailedFetch"]);

/** How long a step may take before the test gives up: Retry either works at once or never. */
const TIMEOUT = 5000;

/**
 * Makes requests whose URL matches `pattern` fail until the returned function is called. With `sticky`, a URL that
 * failed keeps failing after that, as a cache on the way that stored the error would (Playwright's routing turns the
 * browser's own HTTP cache off, so the route plays that part).
 */
async function block(page: Page, pattern: RegExp, sticky = false): Promise<() => void> {
  let blocked = true;
  const failed = new Set<string>();
  await page.route(pattern, (route) => {
    const url = route.request().url();
    if (!blocked && !(sticky && failed.has(url))) return route.continue();
    failed.add(url);
    return route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" });
  });
  return () => {
    blocked = false;
  };
}

/** Waits for the loading error and its Retry button, lifts the block, and presses Retry. */
async function retryAfterUnblocking(page: Page, unblock: () => void): Promise<void> {
  const retry = page.getByRole("button", { name: "Retry" });
  await retry.waitFor({ timeout: TIMEOUT });
  assert.ok((await page.getByRole("alert").innerText()).trim().length > 0);
  unblock();
  await retry.click();
}

test("should load the playground editor on Retry after its bundle failed to load", async () => {
  const page = await env.browser.newPage();
  const unblock = await block(page, /\/assets\/playground\.[0-9a-f]+\.js(\?.*)?$/);
  await page.goto(`${env.server.url}playground`);
  await waitForHydration(page);
  // The editor loads when the reader first uses the playground's form.
  await page.getByRole("textbox", { name: "Operation" }).click();
  await retryAfterUnblocking(page, unblock);
  await page.locator(".code-editor .cm-content").first().waitFor({ timeout: TIMEOUT });
  assert.equal(await page.getByRole("button", { name: "Retry" }).count(), 0);
  await page.close();
});

test("should load the search code on Retry after it failed to load, and find results", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}docs/intro`);
  await waitForHydration(page);
  const unblock = await block(page, /\/assets\/search\.[0-9a-f]+\.js(\?.*)?$/);
  await page.keyboard.press("/");
  await retryAfterUnblocking(page, unblock);
  await page.getByRole("combobox", { name: "Search the docs" }).fill("listOrder");
  await page.getByRole("option").first().waitFor({ timeout: TIMEOUT });
  assert.match(await page.getByRole("option").first().innerText(), /^listOrder/);
  await page.close();
});

test("should load the search index on Retry after it failed to load, and find results", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}docs/intro`);
  await waitForHydration(page);
  const unblock = await block(page, /\/search\/quick\.json(\?.*)?$/, true);
  await page.keyboard.press("/");
  await page
    .getByRole("alert")
    .filter({ hasText: /Could not load the search index/ })
    .waitFor({ timeout: TIMEOUT });
  await retryAfterUnblocking(page, unblock);
  await page.getByRole("combobox", { name: "Search the docs" }).fill("listOrder");
  await page.getByRole("option").first().waitFor({ timeout: TIMEOUT });
  assert.match(await page.getByRole("option").first().innerText(), /^listOrder/);
  await page.close();
});
