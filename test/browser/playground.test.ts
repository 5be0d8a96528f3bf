import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { BrowserContext } from "playwright-core";
import type { RunningServer } from "../../src/server/index.ts";
import { launchBrowser, serveFixtureSite } from "./browser.ts";

let server: RunningServer;
let browser: BrowserContext;
before(async () => {
  server = await serveFixtureSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test("should run a typed operation against the schema and show mocked JSON of its shape", async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}playground`);
  const editor = page.locator("#playground-query");
  await editor.waitFor();
  await editor.fill("query { listOrder { count data { id status } } }");
  await page.locator("#playground-variables").fill("");
  await page.getByRole("button", { name: "Run" }).click();
  const result = JSON.parse(await page.locator(".playground-result").innerText());
  assert.deepEqual(Object.keys(result.data.listOrder).sort(), ["count", "data"]);
  assert.deepEqual(Object.keys(result.data.listOrder.data[0]).sort(), ["id", "status"]);
  assert.ok(["CREATED", "FULFILLED"].includes(result.data.listOrder.data[0].status));
  assert.match(page.url(), /\/playground\?query=/);
  await page.close();
});

test("should show the validation error instead of data for an invalid operation", async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}playground`);
  await page.locator("#playground-query").fill("{ listOrder { total } }");
  await page.locator("#playground-query").press("Control+Enter");
  assert.match(await page.getByRole("alert").innerText(), /Cannot query field "total" on type "OrderPaginationResponse"/);
  assert.equal(await page.locator(".playground-result").count(), 0);
  await page.close();
});

test("should show the loading error and a Retry button when the editor bundle fails, and recover on Retry", async () => {
  const page = await browser.newPage();
  let block = true;
  await page.route(/\/assets\/playground\.[0-9a-f]+\.js$/, (route) => (block ? route.abort() : route.continue()));
  await page.goto(`${server.url}playground`);
  const retry = page.getByRole("button", { name: "Retry" });
  await retry.waitFor();
  assert.ok((await page.getByRole("alert").innerText()).length > 0);
  block = false;
  await retry.click();
  await page.locator("#playground-query").waitFor();
  await page.close();
});

test("should never load the playground bundle on other pages", async () => {
  const page = await browser.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(`${server.url}docs/intro`);
  await page.waitForLoadState("networkidle");
  assert.ok(requests.some((url) => /\/assets\/app\.[0-9a-f]+\.js$/.test(url)));
  assert.ok(!requests.some((url) => url.includes("/assets/playground.")));
  await page.close();
});

test("should open the playground prefilled from a guide's Try it link", async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}docs/intro`);
  await page.getByRole("link", { name: "Try it" }).first().click();
  await page.waitForURL(/\/playground\?query=/);
  const query = await page.locator("#playground-query").inputValue();
  assert.match(query, /listOrder\(pagination: \$pagination\)/);
  assert.deepEqual(JSON.parse(await page.locator("#playground-variables").inputValue()), { pagination: { page: 1 } });
  await page.close();
});
