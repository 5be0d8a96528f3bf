import assert from "node:assert/strict";
import { test } from "node:test";
import { useFixtureBrowser } from "./browser.ts";

const env = useFixtureBrowser();

/** Replaces the text of the CodeMirror editor labelled `label` by typing, as a reader would. */
async function typeInto(page: import("playwright-core").Page, label: string, text: string): Promise<void> {
  const editor = page.getByRole("textbox", { name: label });
  await editor.click();
  // The editor lives in a shadow root: wait until its content element really has the focus before typing.
  await page.waitForFunction((name) => document.activeElement?.shadowRoot?.activeElement?.getAttribute("aria-label") === name, label);
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  if (text) await page.keyboard.insertText(text);
  await page.waitForFunction(([name, expected]) => {
    const host = [...document.querySelectorAll(".code-editor")].find((el) => el.shadowRoot?.querySelector(`[aria-label="${name}"]`));
    const lines = [...(host?.shadowRoot?.querySelectorAll(".cm-line") ?? [])].map((line) => line.textContent);
    return lines.join("\n").replace(/\u200b/g, "") === expected;
  }, [label, text] as const);
}

test("should complete a field name from the schema while typing", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}playground`);
  await typeInto(page, "Operation", "");
  await page.keyboard.type("{ listO", { delay: 40 });
  const completions = page.locator(".cm-tooltip-autocomplete");
  await completions.waitFor();
  assert.match(await completions.innerText(), /listOrder/);
  await page.close();
});

test("should open with the operation the build chose from the schema, and run it", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}playground`);
  const operation = page.getByRole("textbox", { name: "Operation" });
  await operation.waitFor();
  assert.match(await operation.innerText(), /^query ListOrder\(\$pagination: PaginationInput\) \{\n\s+listOrder\(pagination: \$pagination\) \{/);
  assert.deepEqual(JSON.parse(await page.getByRole("textbox", { name: "Variables" }).innerText()), { pagination: { page: 1, limit: 10 } });
  await page.getByRole("button", { name: "Run" }).click();
  const result = JSON.parse(await page.locator(".playground-result").innerText());
  assert.equal(typeof result.data.listOrder.count, "number");
  await page.close();
});

test("should run a typed operation against the schema and show mocked JSON of its shape", async () => {
  const page = await env.browser.newPage();
  const violations: string[] = [];
  page.on("console", (message) => { if (/Content Security Policy/.test(message.text())) violations.push(message.text()); });
  await page.goto(`${env.server.url}playground?${new URLSearchParams({ query: "query { listOrder { count data { id status } } }", variables: "" })}`);
  await page.getByRole("textbox", { name: "Operation" }).waitFor();
  await page.getByRole("button", { name: "Run" }).click();
  const result = JSON.parse(await page.locator(".playground-result").innerText());
  assert.deepEqual(Object.keys(result.data.listOrder).sort(), ["count", "data"]);
  assert.deepEqual(Object.keys(result.data.listOrder.data[0]).sort(), ["id", "status"]);
  assert.ok(["CREATED", "FULFILLED"].includes(result.data.listOrder.data[0].status));
  assert.match(page.url(), /\/playground\?query=/);
  assert.deepEqual(violations, []);
  await page.close();
});

test("should show the validation error instead of data for an invalid operation", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}playground?${new URLSearchParams({ query: "{ listOrder { total } }" })}`);
  await page.getByRole("textbox", { name: "Operation" }).click();
  await page.keyboard.press("Control+Enter");
  assert.match(await page.getByRole("alert").innerText(), /Cannot query field "total" on type "OrderPaginationResponse"/);
  assert.equal(await page.locator(".playground-result").count(), 0);
  await page.close();
});

test("should show the loading error and a Retry button when the editor bundle fails, and recover on Retry", async () => {
  const page = await env.browser.newPage();
  let block = true;
  await page.route(/\/assets\/playground\.[0-9a-f]+\.js$/, (route) => (block ? route.abort() : route.continue()));
  await page.goto(`${env.server.url}playground`);
  const retry = page.getByRole("button", { name: "Retry" });
  await retry.waitFor();
  assert.ok((await page.getByRole("alert").innerText()).length > 0);
  block = false;
  await retry.click();
  await page.getByRole("textbox", { name: "Operation" }).waitFor();
  await page.close();
});

test("should never load the playground bundle on other pages", async () => {
  const page = await env.browser.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(`${env.server.url}docs/intro`);
  await page.waitForLoadState("networkidle");
  assert.ok(requests.some((url) => /\/assets\/app\.[0-9a-f]+\.js$/.test(url)));
  assert.ok(!requests.some((url) => url.includes("/assets/playground.")));
  await page.close();
});

test("should open the playground prefilled from a guide's Try it link", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}docs/intro`);
  await page.getByRole("link", { name: "Try it" }).first().click();
  await page.waitForURL(/\/playground\?query=/);
  const query = await page.getByRole("textbox", { name: "Operation" }).innerText();
  assert.match(query, /listOrder\(pagination: \$pagination\)/);
  assert.deepEqual(JSON.parse(await page.getByRole("textbox", { name: "Variables" }).innerText()), { pagination: { page: 1 } });
  await page.close();
});

test("should open the playground prefilled from a reference page's Try it link, and link schema types to their pages", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}docs/api/type-definitions/admin-api/mutations/cancel-order`);
  await page.getByRole("link", { name: "Try it" }).click();
  await page.waitForURL(/\/playground\?query=/);
  assert.match(await page.getByRole("textbox", { name: "Operation" }).innerText(), /mutation CancelOrder\(\$id: ID!\)/);
  assert.match(await page.getByRole("textbox", { name: "Variables" }).innerText(), /"id": "[0-9a-f-]{36}"/);
  await page.getByText("Schema", { exact: true }).click();
  await page.getByText("Objects (2)").click();
  await page.getByRole("link", { name: "OrderPaginationResponse" }).click();
  await page.waitForURL(/\/docs\/api\/type-definitions\/admin-api\/objects\/order-pagination-response$/);
  await page.close();
});
