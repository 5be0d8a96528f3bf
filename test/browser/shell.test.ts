import assert from "node:assert/strict";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { buildSite } from "../../src/orchestration/build-site.ts";
import { startServer } from "../../src/server/index.ts";
import { addLongSidebar, FIXTURES, ROOT } from "../support.ts";
import { launchBrowser, useFixtureBrowser, waitForHydration } from "./browser.ts";

const env = useFixtureBrowser();

/** Collects Content-Security-Policy violations reported on the page. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => /Content Security Policy/.test(message.text()) && violations.push(message.text()));
  return violations;
}

test("should collapse the sidebar, keep it collapsed across navigation and reloads, and expand it again", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}docs/intro`);
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  assert.equal(await page.locator(".sidebar-list").first().isVisible(), false);
  await page.locator("a.pagination-link.next").click();
  await page.locator("h1", { hasText: "Other" }).waitFor();
  await page.getByRole("button", { name: "Expand sidebar" }).waitFor();
  assert.equal(await page.locator(".sidebar-list").first().isVisible(), false);
  await page.reload();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await page.getByRole("button", { name: "Collapse sidebar" }).waitFor();
  assert.equal(await page.locator(".sidebar-list").first().isVisible(), true);
  await page.close();
});

test("should open and close the mobile menu with the keyboard", async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto(`${env.server.url}docs/intro`);
  // Escape closes the menu once the page is hydrated.
  await waitForHydration(page);
  assert.equal(await page.locator(".sidebar-container").isVisible(), false);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "menu-toggle");
  await page.keyboard.press("Space");
  assert.equal(await page.locator(".sidebar-container").isVisible(), true);
  await page.keyboard.press("Escape");
  assert.equal(await page.locator(".sidebar-container").isVisible(), false);
  await page.close();
});

test("should highlight the table-of-contents entry of the heading being read", async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto(`${env.server.url}docs/api/type-definitions/admin-api/queries/list-order`);
  await page.locator('.toc a.active[href="#signature"]').waitFor();
  await page.evaluate(() => document.getElementById("example")!.scrollIntoView());
  await page.locator('.toc a.active[href="#example"]').waitFor();
  assert.equal(await page.locator(".toc a.active").count(), 1);
  await page.close();
});

test("should load every page of the fixture site under the CSP without a violation", async () => {
  const page = await env.browser.newPage();
  const violations = watchCsp(page);
  for (const path of ["", "docs/intro", "blog", "blog/hello", "playground", "docs/api/type-definitions/admin-api/queries/list-order"]) {
    await page.goto(`${env.server.url}${path}`);
    await page.waitForLoadState("networkidle");
  }
  assert.deepEqual(violations, []);
  await page.close();
});

test("should show the base-URL banner with the right suggestion when a build for / is served under a prefix", async () => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  assert.equal((await buildSite({ root, linkinator: false })).ok, true);
  const wrong = await startServer({ root: join(root, "build"), baseUrl: "/docs-site/" });
  const page = await env.browser.newPage();
  const violations = watchCsp(page);
  await page.goto(wrong.url);
  const banner = page.locator("#base-url-issue-banner");
  await banner.waitFor();
  assert.match(await banner.innerText(), /did not load properly/);
  assert.match(await banner.innerText(), /Set baseUrl to "\/docs-site\/"/);
  assert.deepEqual(
    violations.filter((v) => v.includes("script-src")),
    [],
  );
  await page.goto(env.server.url);
  await page.waitForLoadState("networkidle");
  assert.equal(await page.locator("#base-url-issue-banner").count(), 0);
  await page.close();
  await wrong.close();
});

test("should build the sidebar from the tree the head preloads, with one request, open a large closed category from it, and show a long one whole", async () => {
  const outDir = join(mkdtempSync(join(tmpdir(), "real-")), "build");
  assert.equal((await buildSite({ root: ROOT, outDir, linkinator: false })).ok, true);
  const real = await startServer({ root: outDir });
  const page = await env.browser.newPage();
  const treeRequests: string[] = [];
  page.on("request", (request) => /\/assets\/sidebar-[A-Za-z]+\.[0-9a-f]+\.json$/.test(request.url()) && treeRequests.push(request.url()));
  await page.goto(`${real.url}docs/api/admin-api/orders`);
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await sidebar.getByRole("button", { name: "Collapse sidebar" }).waitFor();
  // A category's label is a link to its first page; the toggle beside it (its details' summary) opens and closes it.
  const toggleOf = (label: string) => page.locator(":scope > summary", { hasText: new RegExp(`^Toggle ${label}$`) });
  const toggle = (label: string) => sidebar.locator("summary", { hasText: new RegExp(`^Toggle ${label}$`) }).click();
  const types = sidebar.locator("details[data-lazy]", { has: toggleOf("Type definitions") });
  assert.equal(await types.locator("li").count(), 0, "the HTML should leave the large category out");
  await toggle("Type definitions");
  await toggle("Admin API");
  await toggle("Objects");
  await types.getByRole("link", { name: "OrderLineItem", exact: true }).click();
  await page.locator("h1", { hasText: "OrderLineItem" }).waitFor();
  assert.equal(await sidebar.locator('a[aria-current="page"]').innerText(), "OrderLineItem");
  const open = sidebar.locator("details[open].active > summary", { hasText: /^Toggle (Type definitions|Admin API|Objects)$/ });
  assert.deepEqual(await open.allTextContents(), ["Toggle Type definitions", "Toggle Admin API", "Toggle Objects"], "the new page's branch should be open");
  // The page shows a window of the long Objects category; a button shows the rest from the tree.
  const objects = sidebar.locator("details[open].active", { has: toggleOf("Objects") });
  const shown = await objects.locator("li > a:not(.sidebar-more)").count();
  assert.ok(shown <= 21, `the window should hold at most 21 items, not ${shown}`);
  const more = objects.getByRole("button", { name: /^\d+ more in Objects$/ });
  const hidden = (await more.allInnerTexts()).reduce((sum, text) => sum + Number.parseInt(text, 10), 0);
  await more.first().click();
  await objects.locator(".sidebar-more").first().waitFor({ state: "detached" });
  assert.equal(await objects.locator("li > a").count(), shown + hidden);
  // The focus goes to the first item the pressed button stood for, not back to the page's start: the list's first
  // item when the button stood before the window, else the one after it.
  const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText);
  const links = await objects.locator("li > a").allInnerTexts();
  assert.ok(focused === links[0] || focused === links[shown], `focus on ${focused}`);
  assert.equal(await sidebar.locator('a[aria-current="page"]').innerText(), "OrderLineItem");
  assert.equal(treeRequests.length, 1, treeRequests.join(", "));
  await page.close();
  await real.close();
});

test("should show a window of a long sidebar top level, linking its generated index without JavaScript and showing it whole with it", async () => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  addLongSidebar(root, 45, "Bulk pages");
  assert.equal((await buildSite({ root, linkinator: false })).ok, true);
  const server = await startServer({ root: join(root, "build") });
  const noScript = await launchBrowser([], { javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await plain.goto(`${server.url}docs/bulk/p30`);
    const more = plain.locator(".sidebar-list > li > a.sidebar-more");
    assert.deepEqual(await more.allInnerTexts(), ["20 more in Bulk pages", "4 more in Bulk pages"]);
    assert.equal(await plain.locator(".sidebar-list > li > a:not(.sidebar-more)").count(), 21);
    await more.first().click();
    await plain.locator("h1", { hasText: "Bulk pages" }).waitFor();
    assert.equal(await plain.locator('main li a[href^="/docs/bulk/p"]').count(), 45, "the index lists every page of the top level");
    const page = await env.browser.newPage();
    await page.goto(`${server.url}docs/bulk/p30`);
    await waitForHydration(page);
    const list = page.locator(".sidebar-list");
    await list.getByRole("button", { name: "4 more in Bulk pages" }).click();
    await list.locator(":scope > li > .sidebar-more").first().waitFor({ state: "detached" });
    assert.equal(await list.locator(":scope > li > a").count(), 45);
    assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText), "Bulk p41");
    assert.equal(await list.locator('a[aria-current="page"]').innerText(), "Bulk p30");
    await page.close();
  } finally {
    await noScript.close();
    await server.close();
  }
});

test("should leave the page as written, its links loading in full, when the sidebar tree cannot be loaded", async () => {
  const page = await env.browser.newPage();
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  await page.route(/\/assets\/sidebar-[A-Za-z]+\.[0-9a-f]+\.json$/, (route) => route.abort());
  const gaveUp = page.waitForEvent("console", (message) => message.text().includes("could not be made interactive"));
  await page.goto(`${env.server.url}docs/intro`);
  await gaveUp;
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  assert.equal(await page.getByRole("button", { name: "Collapse sidebar" }).isVisible(), false);
  await page.locator("a.pagination-link.next").click();
  await page.locator("h1", { hasText: "Other" }).waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), undefined, "the next page should load in full");
  assert.ok(
    warnings.some((text) => text.includes("could not be made interactive")),
    warnings.join("\n"),
  );
  await page.close();
});

test("should copy the page as markdown from a doc page", async () => {
  await env.browser.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}docs/intro`);
  await page.getByRole("button", { name: "Copy page as markdown" }).click();
  await page.getByRole("button", { name: "Copied" }).waitFor();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(text, /^# Intro\n\n> The intro\.\n\n## Hello world/);
  await page.close();
});

test("should copy a code block's text, marked lines and all, with its Copy button", async () => {
  await env.browser.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}docs/intro`);
  const block = page.locator(".code-block").first();
  await block.getByRole("button", { name: "Copy code to clipboard" }).click();
  await block.locator(".copy-button", { hasText: "Copied" }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'const a = 1;\nconst b = "x";');
  await page.close();
});

test("should paint a marked code line across the block's whole scroll width, with every line's text at the same indent, an empty one too", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}docs/intro`);
  const seen = await page.evaluate(() => {
    const pre = document.querySelector<HTMLElement>(".code-block pre")!;
    // Narrower than its longest line, so that the block scrolls sideways.
    pre.style.width = "90px";
    const code = pre.querySelector("code")!;
    const marked = pre.querySelector<HTMLElement>(".line-marked")!;
    return {
      scrollWidth: pre.scrollWidth,
      markedWidth: marked.getBoundingClientRect().width,
      markedLeft: marked.getBoundingClientRect().left - pre.getBoundingClientRect().left,
      // A plain line's text starts at the code's left edge; a marked line's after its padding.
      indents: [code.getBoundingClientRect().left, marked.getBoundingClientRect().left + parseFloat(getComputedStyle(marked).paddingLeft)],
      // Plain lines have no element: each one cost every navigation layout.
      lineElements: code.querySelectorAll(":scope > span:not(.token):not(.line-marked)").length,
      // An empty line of a marked range (`<span class="line-marked"></span>`) is as tall as a line with text.
      heights: (() => {
        const empty = document.createElement("span");
        empty.className = "line-marked";
        code.append("\n", empty);
        return [Math.round(marked.getBoundingClientRect().height), Math.round(empty.getBoundingClientRect().height)];
      })(),
    };
  });
  assert.equal(seen.heights[1], seen.heights[0], JSON.stringify(seen));
  assert.ok(seen.scrollWidth > 90, JSON.stringify(seen));
  assert.equal(Math.round(seen.markedWidth), seen.scrollWidth, JSON.stringify(seen));
  assert.equal(Math.round(seen.markedLeft), 0, JSON.stringify(seen));
  assert.equal(Math.round(seen.indents[0]!), Math.round(seen.indents[1]!), JSON.stringify(seen));
  assert.equal(seen.lineElements, 0);
  await page.close();
});

test("should keep a summary's paragraph beside its marker, as a summary written on lines of its own holds one", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}docs/intro`);
  const tops = await page.evaluate(() => {
    const details = document.createElement("details");
    details.innerHTML = "<summary><p>Summary on its own line</p></summary><p>Body text.</p>";
    document.querySelector(".markdown")!.append(details);
    const summary = details.querySelector("summary")!.getBoundingClientRect();
    const text = details.querySelector("summary > p")!.getBoundingClientRect();
    return { below: Math.round(text.top - summary.top), lineHeight: Math.round(text.height) };
  });
  // On the marker's line: the text starts less than a line below the summary's top.
  assert.ok(tops.below < tops.lineHeight, JSON.stringify(tops));
  await page.close();
});

test("should keep a long navbar title within a 390 px screen, the search button whole and the page without sideways scroll", async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${env.server.url}docs/intro`);
  await waitForHydration(page);
  const seen = await page.evaluate(() => {
    document.querySelector(".navbar-brand")!.textContent = "A Rather Long Documentation Site Title";
    const search = document.querySelector(".search-button")!.getBoundingClientRect();
    return { scrollWidth: document.documentElement.scrollWidth, searchRight: Math.round(search.right) };
  });
  assert.ok(seen.scrollWidth <= 390 && seen.searchRight <= 390, JSON.stringify(seen));
  await page.close();
});

test("should lay out a reference page's fields as entries, a description's table, list and code as written, without sideways scroll", async () => {
  const page = await env.browser.newPage();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${env.server.url}docs/api/type-definitions/admin-api/objects/order`);
    const seen = await page.evaluate(() => {
      const entry = document.getElementById("field.lineSummary")!;
      const column = document.querySelector(".markdown")!.getBoundingClientRect();
      return {
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
        blocks: [...entry.children].map((child) => child.tagName),
        argument: document.getElementById("field.lineSummary.first")?.textContent?.replace(/\s+/g, " ").trim(),
        entryRight: Math.round(entry.getBoundingClientRect().right),
        columnRight: Math.round(column.right),
      };
    });
    assert.ok(seen.scrollWidth <= seen.clientWidth, `${width}: ${JSON.stringify(seen)}`);
    assert.ok(seen.entryRight <= seen.columnRight, `${width}: ${JSON.stringify(seen)}`);
    // Head line, first paragraph, table, paragraph, list, code block, "Arguments", the argument list.
    assert.deepEqual(seen.blocks, ["P", "P", "TABLE", "P", "UL", "DIV", "P", "UL"], `${width}`);
    assert.equal(seen.argument, "first: Int = 10 How many lines to return, from the first.");
  }
  // A title, a sidebar item or a next page named by one long word (a type's name) wraps within its box.
  const long = "FulfillmentTrackingInformationWithTranslations";
  const scrollWidth = await page.evaluate((word) => {
    document.querySelector("h1")!.textContent = word;
    document.querySelector(".breadcrumbs li:last-child")!.textContent = word;
    for (const label of document.querySelectorAll(".pagination-label")) label.textContent = `${word} »`;
    return document.documentElement.scrollWidth;
  }, long);
  assert.ok(scrollWidth <= 390, `${scrollWidth}`);
  await page.setViewportSize({ width: 1280, height: 800 });
  const clipped = await page.evaluate((word) => {
    const link = document.querySelector<HTMLElement>(".sidebar-list a")!;
    link.textContent = word;
    return link.scrollWidth - link.clientWidth;
  }, long);
  assert.equal(clipped, 0);
  await page.close();
});
