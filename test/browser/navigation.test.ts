import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { launchBrowser, useFixtureBrowser, waitForHydration } from "./browser.ts";

const env = useFixtureBrowser();

/** The page's clock starts here; once the page has loaded, tests that control time pause it an hour later. */
const CLOCK_START = new Date("2026-01-01T08:00:00Z").getTime();

/**
 * Opens `path` with the given navigator.connection, waits for hydration, and marks the window to detect full loads.
 * With `pausedClock`, the page's timers are Playwright's fake ones, paused once it has loaded: time then moves only
 * by `page.clock.runFor`, so what happens before and after a delay is seen however busy the machine is.
 */
async function open(path: string, connection: Record<string, unknown> = { saveData: true }, pausedClock = false): Promise<Page> {
  const page = await env.browser.newPage();
  await page.addInitScript((value) => Object.defineProperty(navigator, "connection", { value, configurable: true }), connection);
  if (pausedClock) await page.clock.install({ time: CLOCK_START });
  await page.goto(`${env.server.url}${path}`);
  await waitForHydration(page);
  if (pausedClock) await page.clock.pauseAt(CLOCK_START + 3_600_000);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  return page;
}

/** Holds every request for /docs/other until the returned function is called. */
function holdOther(page: Page): () => void {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route(/\/docs\/other$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

test("should display the next page in place, with its title, description, sidebar state and focus on its heading", async () => {
  const page = await open("docs/intro");
  await page.locator("a.pagination-link.next").click();
  await page.waitForURL(/\/docs\/other$/);
  await page.locator("h1", { hasText: "Other" }).waitFor();
  assert.equal(await marker(page), 1, "the page was loaded in full instead of in place");
  assert.equal(await page.title(), "Other | Developer Docs");
  assert.equal(await page.locator('meta[name="description"]').getAttribute("content"), "The other page.");
  // The doc's own link and the link of the category it is the page of ("More"), as Docusaurus marks both.
  assert.deepEqual(await page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]').allInnerTexts(), ["More", "Other"]);
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), "H1");
  assert.match(await page.locator('[aria-live="polite"]').innerText(), /Other/);
  // The article is the one the server wrote for the page, copied from the fetched document; Back brings the first one
  // again. The client shows what the page hides until it runs (Copy buttons).
  const island = () => page.evaluate(() => document.querySelector('[data-island="content"]')!.innerHTML);
  const written = (path: string) =>
    page.evaluate(async (url) => {
      const doc = new DOMParser().parseFromString(await (await fetch(url)).text(), "text/html");
      for (const hidden of doc.querySelectorAll("[data-island] [hidden]")) hidden.removeAttribute("hidden");
      return doc.querySelector('[data-island="content"]')!.innerHTML;
    }, path);
  assert.equal(await island(), await written("/docs/other"));
  await page.goBack();
  await page.locator("h1", { hasText: "Intro" }).waitFor();
  assert.equal(await island(), await written("/docs/intro"));
  await page.close();
});

test("should keep the page's content as the reader left it on Back and Forward between its own fragments", async () => {
  const page = await open("docs/intro");
  // What a reader changes in the article (an open tab, a detail) lives in its nodes: one is marked here.
  await page.evaluate(() => ((document.querySelector('[data-island="content"] p') as HTMLElement).dataset.reader = "here"));
  await page.locator('.toc a[href="#example"]').click();
  await page.waitForURL(/#example$/);
  await page.goBack();
  await page.waitForURL(/\/docs\/intro$/);
  await page.goForward();
  await page.waitForURL(/#example$/);
  await page.waitForFunction(() => window.scrollY > 0);
  assert.equal(await page.evaluate(() => document.querySelectorAll('[data-island="content"] p[data-reader="here"]').length), 1);
  assert.equal(await marker(page), 1);
  await page.close();
});

test("should keep the old page and show a progress bar only after 1000 ms when the next page is slow", async () => {
  const page = await open("docs/intro", undefined, true);
  const release = holdOther(page);
  await page.locator("a.pagination-link.next").click();
  await page.clock.runFor(999);
  assert.equal(await page.locator('[role="progressbar"]').count(), 0, "progress bar before 1000 ms");
  assert.equal(await page.locator("h1").innerText(), "Intro");
  await page.clock.runFor(1);
  await page.locator('[role="progressbar"]').waitFor();
  assert.equal(await page.locator("h1").innerText(), "Intro", "the old page must stay while the next one loads");
  release();
  await page.locator("h1", { hasText: "Other" }).waitFor();
  assert.equal(await page.locator('[role="progressbar"]').count(), 0);
  await page.close();
});

test("should show no progress bar for a load that ends before 1000 ms", async () => {
  const page = await open("docs/intro", undefined, true);
  const release = holdOther(page);
  let seen = false;
  await page.exposeFunction("sawProgress", () => (seen = true));
  await page.evaluate(() =>
    new MutationObserver(() => document.querySelector('[role="progressbar"]') && (window as unknown as { sawProgress(): void }).sawProgress()).observe(
      document.body,
      { childList: true, subtree: true },
    ),
  );
  await page.locator("a.pagination-link.next").click();
  await page.clock.runFor(400);
  release();
  await page.locator("h1", { hasText: "Other" }).waitFor();
  await page.clock.runFor(2000);
  assert.equal(seen, false);
  await page.close();
});

test("should scroll to the hash target after navigation, or to the top without one", async () => {
  const page = await open("docs/other");
  await page.evaluate(() => window.scrollTo(0, 200));
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/docs/intro#example";
    link.textContent = "to example";
    link.id = "test-link";
    document.querySelector(".doc-article")!.prepend(link);
  });
  await page.locator("#test-link").click();
  await page.waitForURL(/\/docs\/intro#example$/);
  await page.locator("h1", { hasText: "Intro" }).waitFor();
  // Scrolled as far as the target needs: to just below the sticky navbar, or to the end of a short page.
  const where = await page.evaluate(() => ({
    top: document.getElementById("example")!.getBoundingClientRect().top,
    scrollY: window.scrollY,
    max: document.documentElement.scrollHeight - window.innerHeight,
  }));
  assert.ok(where.scrollY > 0 && (Math.abs(where.top - 72) < 24 || Math.abs(where.scrollY - where.max) < 2), JSON.stringify(where));
  await page.locator("a.pagination-link.next").click();
  await page.locator("h1", { hasText: "Other" }).waitFor();
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  await page.close();
});

test("should restore the scroll position on back and forward", async () => {
  const page = await open("docs/intro");
  await page.setViewportSize({ width: 1200, height: 300 });
  await page.evaluate(() => {
    window.scrollTo(0, 250);
    // Playwright scrolls the link into view before clicking: remember where the reader was at the click itself.
    document.addEventListener("click", () => ((window as unknown as { atClick: number }).atClick = window.scrollY), { capture: true });
  });
  await page.locator("a.pagination-link.next").click();
  const before = await page.evaluate(() => (window as unknown as { atClick: number }).atClick);
  assert.ok(before > 0);
  await page.locator("h1", { hasText: "Other" }).waitFor();
  await page.goBack();
  await page.locator("h1", { hasText: "Intro" }).waitFor();
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, before);
  assert.equal(await marker(page), 1);
  await page.goForward();
  await page.locator("h1", { hasText: "Other" }).waitFor();
  assert.equal(await marker(page), 1);
  await page.close();
});

test("should strip a trailing /index.html from the address", async () => {
  const page = await open("docs/intro/index.html");
  await page.waitForFunction(() => location.pathname === "/docs/intro");
  await page.close();
});

test("should only warn when the next page fails to load, then load it in full", async () => {
  const page = await open("docs/intro");
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  let failed = false;
  await page.route(/\/docs\/other$/, (route) => {
    if (!failed && route.request().resourceType() === "fetch") {
      failed = true;
      return route.abort();
    }
    return route.continue();
  });
  await page.locator("a.pagination-link.next").click();
  await page.locator("h1", { hasText: "Other" }).waitFor();
  assert.equal(await marker(page), undefined, "expected a full page load after the failure");
  assert.ok(
    warnings.some((w) => w.includes("/docs/other")),
    warnings.join("\n"),
  );
  assert.equal(await page.locator('[role="alert"]').count(), 0);
  await page.close();
});

test("should show the not-found page for an internal address that matches no route", async () => {
  const page = await open("docs/intro");
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/docs/no-such-page";
    link.id = "test-link";
    link.textContent = "nowhere";
    document.querySelector(".doc-article")!.prepend(link);
  });
  await page.locator("#test-link").click();
  await page.locator("h1", { hasText: "Page not found" }).waitFor();
  assert.equal(await marker(page), 1);
  assert.match(page.url(), /\/docs\/no-such-page$/);
  await page.close();
});

test("should leave modifier clicks and new-tab links to the browser", async () => {
  const page = await open("docs/intro");
  const [popup] = await Promise.all([env.browser.waitForEvent("page"), page.locator("a.pagination-link.next").click({ modifiers: ["Control"] })]);
  assert.equal(await page.locator("h1").innerText(), "Intro");
  await popup.close();
  await page.close();
});

/** Returns the page requests (HTML documents other than the first) made while the page sits idle. */
async function prefetchRequests(connection: Record<string, unknown>): Promise<string[]> {
  // A browser of its own: the shared one's clock is Playwright's, paused by the tests above, and hints wait for idle time.
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.addInitScript((value) => Object.defineProperty(navigator, "connection", { value, configurable: true }), connection);
  // What reached the server from the page's own load on: a page the browser serves from its prefetch cache does not count.
  const from = env.requests.length;
  await page.goto(`${env.server.url}docs/intro`);
  await waitForHydration(page);
  await page.locator("a.pagination-link.next").hover();
  // The client hints in idle callbacks, queued as links come into view: after a frame, a task and two idle callbacks
  // of our own (which run after those queued before them), every hint the page would give is in its head. Each hint
  // has reached the server once its link has loaded or failed: wait for that, never for a time.
  await page.evaluate(async () => {
    await new Promise((done) =>
      requestAnimationFrame(() => setTimeout(() => requestIdleCallback(() => requestIdleCallback(done, { timeout: 4000 }), { timeout: 4000 }))),
    );
    const hints = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    // No named function in here: the test's compiler would wrap it in a helper the page lacks.
    await Promise.all(
      hints.map((link) =>
        performance.getEntriesByName(link.href).length
          ? undefined
          : new Promise((settled) => {
              link.addEventListener("load", settled);
              link.addEventListener("error", settled);
            }),
      ),
    );
  });
  await browser.close();
  return env.requests
    .slice(from)
    .map((url) => url.split("?")[0]!)
    .filter((path) => !/\.[a-z0-9]+$/.test(path) && path !== "/docs/intro");
}

test("should prefetch visible links and preload on hover on a fast connection, each target once", async () => {
  const requests = await prefetchRequests({ effectiveType: "4g", saveData: false });
  assert.ok(requests.includes("/docs/other"), requests.join(", "));
  assert.equal(requests.filter((path) => path === "/docs/other").length, 1, requests.join(", "));
});

test("should prefetch nothing with data-saver or on 2g", async () => {
  assert.deepEqual(await prefetchRequests({ effectiveType: "4g", saveData: true }), []);
  assert.deepEqual(await prefetchRequests({ effectiveType: "2g", saveData: false }), []);
  assert.deepEqual(await prefetchRequests({ effectiveType: "slow-2g", saveData: false }), []);
});
