import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startServer } from "../src/server/index.ts";
import { median } from "./median.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";

/**
 * Returns how long a client navigation takes to display, in Debian's chromium against the built site: on each start
 * page the "next" link is hovered and prefetched, then clicked; the time runs from the click to the first frame
 * painted with the new page's heading. Each start page is loaded afresh and clicked once per round: a click's time
 * is frame-bound (it ends on the frame after the one that paints) and scatters by a frame or two, so the median
 * takes `rounds` clicks per page.
 */
export async function measureNavigation(outDir: string, routes: string[], rounds = 3): Promise<{ medianMs: number; all: number[] }> {
  const server = await startServer({ root: outDir });
  const browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "chromium-")), {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  const all: number[] = [];
  try {
    const page = await browser.newPage();
    for (const route of Array.from({ length: rounds }, () => routes).flat()) {
      await page.goto(new URL(route.slice(1), server.url).href);
      // Hydrated: the navbar's search button, which the static HTML hides, is shown.
      await page.locator(".search-button:not([hidden])").waitFor();
      const next = page.locator("a.pagination-link.next");
      const href = await next.getAttribute("href");
      if (!href) continue;
      await next.hover();
      await page.waitForTimeout(500);
      // A string, not a function: the functions tsx injects (`__name`) do not exist in the page.
      all.push(
        await page.evaluate<number>(`(async () => {
        const link = document.querySelector("a.pagination-link.next");
        const heading = document.querySelector("h1")?.textContent;
        const started = performance.now();
        link.click();
        await new Promise((done) => {
          const check = () => (location.pathname === ${JSON.stringify(href)} && document.querySelector("h1")?.textContent !== heading ? done() : requestAnimationFrame(check));
          requestAnimationFrame(check);
        });
        await new Promise((frame) => requestAnimationFrame(frame));
        return performance.now() - started;
      })()`),
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return { medianMs: Math.round(median(all) * 10) / 10, all: all.map((ms) => Math.round(ms * 10) / 10) };
}
