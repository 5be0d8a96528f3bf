import assert from "node:assert/strict";
import { mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_FLAGS } from "../../bench/chromium.ts";
import { importDocusaurus } from "../../src/import/index.ts";
import { formatMessages } from "../../src/report/index.ts";
import { startServer, type RunningServer } from "../../src/server/index.ts";
import { FIXTURES } from "../support.ts";
import { launchBrowser, waitForHydration } from "./browser.ts";

// Evaluated through the DevTools protocol: the site's CSP would block it as a script tag.
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The versioned fixture (test/fixtures/docusaurus-versions) imported, built and served; one browser with JavaScript, one without. */
let server: RunningServer | undefined;
let browser: BrowserContext | undefined;
let noScript: BrowserContext | undefined;
before(async () => {
  const out = join(mkdtempSync(join(tmpdir(), "versions-browser-")), "project");
  const result = await importDocusaurus({ site: join(FIXTURES, "docusaurus-versions"), out, linkinator: false });
  if (!result.build?.ok) throw new Error(formatMessages(result.build?.files ?? []));
  server = await startServer({ root: join(out, "build") });
  browser = await launchBrowser();
  noScript = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "chromium-")), {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    javaScriptEnabled: false,
  });
});
after(async () => {
  await browser?.close();
  await noScript?.close();
  await server?.close();
});

/** Opens the version menu from the keyboard, follows its item `label`, and returns the path the browser lands on. */
async function switchVersion(page: Page, label: string): Promise<string> {
  const summary = page.locator("details.version-menu > summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  const item = page.locator("details.version-menu a", { hasText: label });
  await item.waitFor({ state: "visible" });
  await item.focus();
  await Promise.all([page.waitForURL((url) => !url.pathname.endsWith("/docs/guides/install")), page.keyboard.press("Enter")]);
  await page.locator("h1").first().waitFor();
  return new URL(page.url()).pathname;
}

test("should keep the reader on the same page in another version, and go to its main doc where the page is not, with JavaScript", async () => {
  const page = await browser!.newPage();
  await page.goto(`${server!.url}docs/guides/install`);
  await waitForHydration(page);
  assert.equal(await page.locator("details.version-menu ul").isVisible(), false);
  assert.equal(await switchVersion(page, "1.0.x"), "/docs/1.0/guides/install");
  assert.equal((await page.locator("details.version-menu > summary").textContent())?.trim(), "Docs version: 1.0.x");
  assert.equal(await page.locator("details.version-menu ul").isVisible(), false);
  assert.match((await page.locator(".version-banner").textContent()) ?? "", /no longer actively maintained/);
  await page.goto(`${server!.url}docs/guides/install`);
  await waitForHydration(page);
  assert.equal(await switchVersion(page, "Next"), "/docs/next/intro");
  await page.close();
});

test("should work as a plain list of links without JavaScript", async () => {
  const page = await noScript!.newPage();
  await page.goto(`${server!.url}docs/guides/install`);
  assert.equal(await switchVersion(page, "1.0.x"), "/docs/1.0/guides/install");
  await page.close();
});

/** Opens the navbar's dropdown `More` from the keyboard, follows its item `label`, and returns the path the browser lands on. */
async function followDropdown(page: Page, label: string): Promise<string> {
  const from = new URL(page.url()).pathname;
  await page.locator("details.navbar-dropdown > summary").focus();
  await page.keyboard.press("Enter");
  const item = page.locator("details.navbar-dropdown a", { hasText: label });
  await item.waitFor({ state: "visible" });
  await item.focus();
  await Promise.all([page.waitForURL((url) => url.pathname !== from), page.keyboard.press("Enter")]);
  await page.locator("h1").first().waitFor();
  return new URL(page.url()).pathname;
}

test("should follow a navbar dropdown's doc item to the doc in the version being read, with and without JavaScript", async () => {
  const page = await browser!.newPage();
  await page.goto(`${server!.url}docs/1.0/guides/install`);
  await waitForHydration(page);
  assert.equal(await page.locator("details.navbar-dropdown ul").isVisible(), false);
  assert.equal(await followDropdown(page, "Introduction"), "/docs/1.0/intro");
  // In place: the dropdown starts closed on the page it led to, its link there marked.
  assert.equal(await page.locator("details.navbar-dropdown ul").isVisible(), false);
  assert.equal(await page.locator("details.navbar-dropdown a", { hasText: "Introduction" }).getAttribute("aria-current"), "true");
  await page.close();
  const plain = await noScript!.newPage();
  await plain.goto(`${server!.url}docs/guides/install`);
  assert.equal(await followDropdown(plain, "Introduction"), "/docs/intro");
  await plain.close();
});

test("should search the docs version being read, with every version one click away", async () => {
  const page = await browser!.newPage();
  await page.goto(`${server!.url}docs/1.0/intro`);
  await waitForHydration(page);
  await page.locator(".search-button").click();
  await page.locator(".search-input").fill("install");
  const routes = async () => {
    await page.locator(".search-result").first().waitFor();
    await page.waitForTimeout(300);
    return (await page.locator(".search-result a").evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).sort();
  };
  assert.match((await page.locator(".search-scope").textContent()) ?? "", /Searching docs version 1\.0\.x\./);
  assert.deepEqual([...new Set(await routes())], ["/docs/1.0/guides/install", "/docs/1.0/intro"]);
  await page.locator(".search-scope-toggle").click();
  const all = [...new Set(await routes())];
  for (const route of ["/docs/1.0/guides/install", "/docs/guides/install", "/docs/next/guides/setup"]) assert.ok(all.includes(route), `${route} in ${all}`);
  assert.equal((await page.locator(".search-result-version", { hasText: "2.0" }).count()) > 0, true);
  await page.close();
});

test("should have no axe violation with the version menu open and the banner shown, wide and narrow, and the navbar's dropdown open wide", async () => {
  for (const width of [1280, 390]) await auditOpenMenu(width);
});

/** Fails on any axe violation of a page of an unmaintained version at `width`, with its version menu open (and, wide, its navbar dropdown). */
async function auditOpenMenu(width: number): Promise<void> {
  const page = await browser!.newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${server!.url}docs/1.0/guides/install`);
  await waitForHydration(page);
  if (width > 900) {
    await page.locator("details.navbar-dropdown > summary").click();
    await page.locator("details.navbar-dropdown ul").waitFor();
  }
  await page.locator("details.version-menu > summary").click();
  await page.locator("details.version-menu ul").waitFor();
  await page.waitForTimeout(300);
  await page.evaluate(`${AXE}\n;void 0`);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: { id: string }[] }> } }).axe;
    const options = { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] }, resultTypes: ["violations"] };
    return (await axe.run(document, options)).violations.map((violation) => violation.id);
  });
  assert.deepEqual(violations, [], `at ${width} px`);
  await page.close();
}
