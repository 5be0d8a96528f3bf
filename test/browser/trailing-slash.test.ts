import assert from "node:assert/strict";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { useFixtureBrowser, waitForHydration } from "./browser.ts";

/** The fixture site with `trailingSlash: true`: every page's URL ends with `/`. */
const env = useFixtureBrowser((root) => appendFileSync(join(root, "config.yaml"), "\ntrailingSlash: true\n"));

test("should display the next page in place at its URL with `/`, its sidebar item marked, and go back to the first", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}docs/intro/`);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.locator("a.pagination-link.next").click();
  await page.waitForURL(/\/docs\/other\/$/);
  await page.locator("h1", { hasText: "Other" }).waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, "the page was loaded in full instead of in place");
  assert.deepEqual(await page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]').allInnerTexts(), ["More", "Other"]);
  await page.goBack();
  await page.waitForURL(/\/docs\/intro\/$/);
  await page.locator("h1", { hasText: "Intro" }).waitFor();
  assert.deepEqual(await page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]').allInnerTexts(), ["Intro"]);
  await page.close();
});
