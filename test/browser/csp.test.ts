import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { useFixtureBrowser, waitForHydration } from "./browser.ts";

const env = useFixtureBrowser();

/** Returns a new page that collects every CSP violation it meets, from `securitypolicyviolation` events and the console. */
async function watchedPage(violations: string[]): Promise<Page> {
  const page = await env.browser.newPage();
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener(
      "securitypolicyviolation",
      (event) =>
        (window as unknown as { reportViolation(t: string): void }).reportViolation(
          `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
        ),
      true,
    ),
  );
  page.on("console", (message) => /Content.Security.Policy/i.test(message.text()) && violations.push(`${page.url()}: ${message.text()}`));
  return page;
}

test("should load every page of the fixture site under the strict CSP without a single violation", async () => {
  const sitemap = await (await fetch(`${env.server.url}sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  paths.push("/docs/no-such-page");
  assert.ok(paths.length >= 10, `only ${paths.length} pages in the sitemap`);
  const page = await env.browser.newPage();
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation(t: string): void }).reportViolation(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on("console", (message) => /Content.Security.Policy/i.test(message.text()) && violations.push(`${page.url()}: ${message.text()}`));
  for (const path of paths) {
    const response = await page.goto(new URL(path, env.server.url).href, { waitUntil: "load" });
    assert.equal(response?.headers()["content-security-policy"]?.includes("script-src 'self'"), true, path);
    await waitForHydration(page);
    // Hydration runs after load: give it a moment to misbehave. The playground's editor loads only when used (next test).
    await page.waitForTimeout(200);
  }
  assert.deepEqual(violations, []);
  // The listener itself works: an inline script added now is blocked and reported.
  await page.evaluate(() => document.body.append(Object.assign(document.createElement("script"), { textContent: "window.ran = 1" })));
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => (window as unknown as { ran?: number }).ran), undefined);
  assert.match(violations.join("\n"), /script-src/);
  await page.close();
});

test("should run the playground editor, the search dialog and a doc page under the exact policy nginx sends, without a violation", async () => {
  const conf = await (await fetch(`${env.server.url}nginx-csp.conf`)).text();
  const policy = /add_header Content-Security-Policy "([^"]+)" always;/.exec(conf)?.[1];
  assert.ok(policy, conf);
  assert.doesNotMatch(policy, /unsafe-inline|style-src-attr/);
  const violations: string[] = [];
  const page = await watchedPage(violations);
  const visit = async (path: string) => {
    const response = await page.goto(`${env.server.url}${path}`);
    assert.equal(response?.headers()["content-security-policy"], policy, path);
    await waitForHydration(page);
  };

  // The playground: its editor loaded, typed into with completion, an invalid field underlined and marked in the gutter.
  await visit("playground");
  // The editor loads when the reader first uses the form, and takes the focus.
  await page.getByRole("textbox", { name: "Operation" }).click();
  await page.waitForFunction(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute("aria-label") === "Operation");
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\n{ listO", { delay: 30 });
  await page.locator(".cm-tooltip-autocomplete").waitFor();
  assert.deepEqual(violations, [], "after the editor loaded and offered completions");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Escape");
  await page.keyboard.type(" total }", { delay: 30 });
  await page.locator(".cm-lint-marker").first().waitFor();
  await page.locator(".cm-lint-marker").first().hover();
  await page.locator(".cm-tooltip").first().waitFor();
  // The editor's own style sheets (constructed, in its shadow root) apply; its tooltip is placed through the CSSOM.
  const editor = await page.evaluate(() => {
    const root = document.querySelector(".code-editor")!.shadowRoot!;
    return {
      maxHeight: getComputedStyle(root.querySelector(".cm-editor")!).maxHeight,
      tooltip: root.querySelector<HTMLElement>(".cm-tooltip")?.style.top ?? "",
    };
  });
  assert.notEqual(editor.maxHeight, "none");
  assert.match(editor.tooltip, /px$/);
  await page.getByRole("button", { name: "Run" }).click();
  await page.getByRole("alert").waitFor();

  // The search dialog with results, then a doc page opened from them.
  await page.keyboard.press("Escape");
  await visit("docs/intro");
  await page.keyboard.press("/");
  await page.getByRole("combobox", { name: "Search the docs" }).fill("order");
  await page.getByRole("option").first().waitFor();
  await page.keyboard.press("Enter");
  await page.locator("h1").waitFor();
  await page.waitForTimeout(300);
  assert.deepEqual(violations, []);

  // The policy forbids style attributes, and the listener hears it: parsing one is blocked and reported.
  await page.evaluate(() => document.body.setAttribute("style", "outline: 7px solid red"));
  await page.waitForTimeout(200);
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).outlineWidth), "7px");
  assert.match(violations.join("\n"), /style-src-attr/);
  await page.close();
});
