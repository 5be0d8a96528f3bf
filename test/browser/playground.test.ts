import assert from "node:assert/strict";
import { test } from "node:test";
import { useFixtureBrowser, waitForHydration } from "./browser.ts";

const env = useFixtureBrowser();

/** Loads the editor as a reader does, by clicking into the form's Operation field, and waits until it has the focus. */
async function loadEditor(page: import("playwright-core").Page): Promise<void> {
  await page.getByRole("textbox", { name: "Operation" }).click();
  await page.waitForFunction(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute("aria-label") === "Operation");
}

/** Returns the text of the editor labelled `label`. */
function editorText(page: import("playwright-core").Page, label: string): Promise<string> {
  return page.evaluate((name) => {
    const host = [...document.querySelectorAll(".code-editor")].find((el) => el.shadowRoot?.querySelector(`[aria-label="${name}"]`));
    return [...(host?.shadowRoot?.querySelectorAll(".cm-line") ?? [])]
      .map((line) => line.textContent)
      .join("\n")
      .replace(/\u200b/g, "");
  }, label);
}

/** Returns the mocked result the editor shows once it ran an operation. */
async function resultOf(page: import("playwright-core").Page): Promise<{ data: { listOrder: { count: number; data: Record<string, unknown>[] } } }> {
  const result = page.locator(".page-part-mount .playground-result");
  await page.waitForFunction(() => document.querySelector(".page-part-mount .playground-result")?.textContent?.startsWith("{"));
  return JSON.parse(await result.innerText());
}

/** Replaces the text of the CodeMirror editor labelled `label` by typing, as a reader would. */
async function typeInto(page: import("playwright-core").Page, label: string, text: string): Promise<void> {
  const editor = page.getByRole("textbox", { name: label });
  await editor.click();
  // The editor lives in a shadow root: wait until its content element really has the focus before typing.
  await page.waitForFunction((name) => document.activeElement?.shadowRoot?.activeElement?.getAttribute("aria-label") === name, label);
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  if (text) await page.keyboard.insertText(text);
  await page.waitForFunction(
    ([name, expected]) => {
      const host = [...document.querySelectorAll(".code-editor")].find((el) => el.shadowRoot?.querySelector(`[aria-label="${name}"]`));
      const lines = [...(host?.shadowRoot?.querySelectorAll(".cm-line") ?? [])].map((line) => line.textContent);
      return lines.join("\n").replace(/\u200b/g, "") === expected;
    },
    [label, text] as const,
  );
}

test("should complete a field name from the schema while typing", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}playground`);
  await waitForHydration(page);
  await typeInto(page, "Operation", "");
  await page.keyboard.type("{ listO", { delay: 40 });
  const completions = page.locator(".cm-tooltip-autocomplete");
  await completions.waitFor();
  assert.match(await completions.innerText(), /listOrder/);
  await page.close();
});

test("should open with the operation the build chose in a plain form, and load the editor and run it on Run", async () => {
  const page = await env.browser.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(`${env.server.url}playground`);
  await waitForHydration(page);
  const operation = page.getByRole("textbox", { name: "Operation" });
  assert.match(await operation.inputValue(), /^query ListOrder\(\$pagination: PaginationInput\) \{\n\s+listOrder\(pagination: \$pagination\) \{/);
  assert.deepEqual(JSON.parse(await page.getByRole("textbox", { name: "Variables" }).inputValue()), { pagination: { page: 1, limit: 10 } });
  await page.waitForLoadState("networkidle");
  assert.deepEqual(
    requests.filter((url) => /\/assets\/(playground|schema)\./.test(url)),
    [],
    "no editor code or schema before the reader uses the form",
  );
  await page.getByRole("button", { name: "Run" }).click();
  const result = await resultOf(page);
  assert.equal(typeof result.data.listOrder.count, "number");
  assert.match(await editorText(page, "Operation"), /^query ListOrder\(/);
  await page.close();
});

test("should load the editor when the reader types in the form, keeping the text and the cursor", async () => {
  const page = await env.browser.newPage();
  // The editor's code arrives only once the reader has typed: what they typed meanwhile must reach the editor.
  let release!: () => void;
  const typed = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/playground\.[0-9a-f]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto(`${env.server.url}playground?${new URLSearchParams({ query: "{ listOrder { count } }" })}`);
  await waitForHydration(page);
  const operation = page.getByRole("textbox", { name: "Operation" });
  await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>("textarea[name=query]")?.value === "{ listOrder { count } }");
  await operation.click();
  await page.keyboard.press("Control+End");
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowLeft");
  await page.keyboard.type(" data {");
  assert.equal(await page.locator(".code-editor").count(), 0);
  release();
  await page.waitForFunction(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute("aria-label") === "Operation");
  assert.equal(await operation.count(), 1, "one Operation field: the editor replaced the form's");
  await page.keyboard.type(" id }");
  assert.equal(await editorText(page, "Operation"), "{ listOrder { count data { id } } }");
  await page.keyboard.press("Control+Enter");
  const result = await resultOf(page);
  assert.deepEqual(Object.keys(result.data.listOrder).sort(), ["count", "data"]);
  assert.deepEqual(Object.keys(result.data.listOrder.data[0]!), ["id"]);
  await page.close();
});

test("should run a typed operation against the schema and show mocked JSON of its shape", async () => {
  const page = await env.browser.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${env.server.url}playground?${new URLSearchParams({ query: "query { listOrder { count data { id status } } }", variables: "" })}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Run" }).click();
  const result = await resultOf(page);
  assert.deepEqual(Object.keys(result.data.listOrder).sort(), ["count", "data"]);
  assert.deepEqual(Object.keys(result.data.listOrder.data[0]).sort(), ["id", "status"]);
  assert.ok(["CREATED", "FULFILLED"].includes(result.data.listOrder.data[0]!.status as string));
  assert.match(page.url(), /\/playground\?query=/);
  assert.deepEqual(violations, []);
  await page.close();
});

test("should show the validation error instead of data for an invalid operation", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}playground?${new URLSearchParams({ query: "{ listOrder { total } }" })}`);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Operation" }).click();
  await page.keyboard.press("Control+Enter");
  await page.getByRole("alert").waitFor();
  assert.match(await page.getByRole("alert").innerText(), /Cannot query field "total" on type "OrderPaginationResponse"/);
  assert.equal(await page.locator(".playground-result").count(), 0);
  await page.close();
});

test("should show the loading error and a Retry button when the editor bundle fails, and recover on Retry", async () => {
  const page = await env.browser.newPage();
  let block = true;
  await page.route(/\/assets\/playground\.[0-9a-f]+\.js$/, (route) => (block ? route.abort() : route.continue()));
  await page.goto(`${env.server.url}playground`);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Operation" }).click();
  const retry = page.getByRole("button", { name: "Retry" });
  await retry.waitFor();
  assert.ok((await page.getByRole("alert").innerText()).length > 0);
  block = false;
  await retry.click();
  await page.locator(".code-editor .cm-content").first().waitFor();
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
  // The guide's operation (`query Orders`), not the build's (`query ListOrder`) the form shows until it hydrates.
  await page.waitForFunction(() =>
    /^query Orders\(\$pagination: PaginationInput\)/.test(document.querySelector<HTMLTextAreaElement>("textarea[name=query]")?.value ?? ""),
  );
  assert.deepEqual(JSON.parse(await page.getByRole("textbox", { name: "Variables" }).inputValue()), { pagination: { page: 1 } });
  await page.close();
});

test("should open the playground prefilled from a reference page's Try it link, and link schema types to their pages", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}docs/api/type-definitions/admin-api/mutations/cancel-order`);
  await page.getByRole("link", { name: "Try it" }).click();
  await page.waitForURL(/\/playground\?query=/);
  await page.waitForFunction(() => /mutation CancelOrder\(\$id: ID!\)/.test(document.querySelector<HTMLTextAreaElement>("textarea[name=query]")?.value ?? ""));
  assert.match(await page.getByRole("textbox", { name: "Variables" }).inputValue(), /"id": "[0-9a-f-]{36}"/);
  // The schema's index comes with the editor.
  await loadEditor(page);
  assert.match(await editorText(page, "Operation"), /mutation CancelOrder\(\$id: ID!\)/);
  await page.getByText("Schema", { exact: true }).click();
  await page.getByText("Objects (2)").click();
  await page.getByRole("link", { name: "OrderPaginationResponse" }).click();
  await page.waitForURL(/\/docs\/api\/type-definitions\/admin-api\/objects\/order-pagination-response$/);
  await page.close();
});
