import assert from "node:assert/strict";
import { test } from "node:test";
import { useFixtureBrowser, waitForHydration } from "./browser.ts";

const env = useFixtureBrowser();

test("should load every page of the fixture site under the strict CSP without a single violation", async () => {
  const sitemap = await (await fetch(`${env.server.url}sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  paths.push("/docs/no-such-page");
  assert.ok(paths.length >= 10, `only ${paths.length} pages in the sitemap`);
  const page = await env.browser.newPage();
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => document.addEventListener("securitypolicyviolation", (event) => (window as unknown as { reportViolation(t: string): void }).reportViolation(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`)));
  page.on("console", (message) => /Content.Security.Policy/i.test(message.text()) && violations.push(`${page.url()}: ${message.text()}`));
  for (const path of paths) {
    const response = await page.goto(new URL(path, env.server.url).href, { waitUntil: "load" });
    assert.equal(response?.headers()["content-security-policy"]?.includes("script-src 'self'"), true, path);
    await waitForHydration(page);
    // Hydration and on-demand parts (the playground editor) run after load: give them a moment to misbehave.
    await page.waitForTimeout(path.includes("playground") ? 1500 : 200);
  }
  assert.deepEqual(violations, []);
  // The listener itself works: an inline script added now is blocked and reported.
  await page.evaluate(() => document.body.append(Object.assign(document.createElement("script"), { textContent: "window.ran = 1" })));
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => (window as unknown as { ran?: number }).ran), undefined);
  assert.match(violations.join("\n"), /script-src/);
  await page.close();
});
