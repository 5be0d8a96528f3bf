import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { useFixtureBrowser, waitForHydration } from "./browser.ts";

/** The fixture site with two API versions: `2024-01`, released, with the same schema as the current `2025-01`. */
const env = useFixtureBrowser((root) => {
  mkdirSync(join(root, "content/schema/versions"), { recursive: true });
  writeFileSync(join(root, "content/schema/versions/2024-01.graphql"), readFileSync(join(root, "content/schema/admin-api.graphql")));
  const config = join(root, "config.yaml");
  const versions = '  versions:\n    - name: "2024-01"\n      date: "2024-01-15"\n    - name: "2025-01"\n      date: "2025-01-15"\n';
  writeFileSync(config, readFileSync(config, "utf8").replace("  mockVocabulary: commerce\n", `  mockVocabulary: commerce\n${versions}`));
});

test("should run operations against a released version's schema and link its Schema list to that version's reference", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}playground/2024-01?${new URLSearchParams({ query: "{ listOrder { count } }", variables: "" })}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Run" }).click();
  await page.waitForFunction(() => document.querySelector(".page-part-mount .playground-result")?.textContent?.includes('"count"'));
  await page.getByText("Schema", { exact: true }).click();
  await page.getByText(/^Objects \(\d+\)$/).click();
  const href = await page.getByRole("link", { name: "Order", exact: true }).getAttribute("href");
  assert.equal(href, "/docs/2024-01/api/type-definitions/admin-api/objects/order");
  await page.getByRole("link", { name: "Order", exact: true }).click();
  await page.waitForURL(/\/docs\/2024-01\/api\/type-definitions\/admin-api\/objects\/order$/);
  assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Order");
  await page.close();
});

test("should point a released version's playground, without JavaScript, at that version's reference", async () => {
  const html = await (await fetch(`${env.server.url}playground/2024-01`)).text();
  assert.match(html, /data-reference="\/docs\/2024-01\/api\/type-definitions\/admin-api"/);
  assert.match(html, /href="\/docs\/2024-01\/api\/type-definitions\/admin-api\/queries"/);
  const current = await (await fetch(`${env.server.url}playground`)).text();
  assert.doesNotMatch(current, /data-reference=/);
  assert.match(current, /href="\/docs\/api\/type-definitions\/admin-api\/queries"/);
});
