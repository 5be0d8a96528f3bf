import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { useFixtureBrowser, waitForHydration } from "./browser.ts";

const env = useFixtureBrowser();

interface Stop {
  /** Tag, id and class of the focused element, for messages. */
  name: string;
  /** A key identifying the element across stops, to tell when the focus has gone round: its place in the body (prefetch hints come and go in the head). */
  key: string;
  shown: boolean;
  ring: boolean;
}

/** Returns the focused element as a `Stop`: whether it is on screen and drawn with a focus ring (its own, or its label's). */
async function focused(page: Page): Promise<Stop | undefined> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return undefined;
    const all = [...document.body.querySelectorAll("*")];
    // A visually hidden checkbox shows its focus on its label.
    const drawn = (el instanceof HTMLInputElement && el.labels?.[0]) || el;
    const style = getComputedStyle(drawn);
    const box = drawn.getBoundingClientRect();
    return {
      name: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className ? `.${String(el.className).replace(/ /g, ".")}` : ""} "${(el.textContent ?? "").trim().slice(0, 30)}"`,
      key: `${all.indexOf(el)}`,
      shown: box.width > 2 && box.height > 2 && style.visibility !== "hidden" && Number(style.opacity) > 0,
      ring: (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none",
    };
  });
}

/** Tabs through the page from its start until the focus leaves it or comes back, and returns each stop. */
async function tabThrough(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press("Tab");
    const stop = await focused(page);
    if (!stop || stops.some((seen) => seen.key === stop.key)) break;
    stops.push(stop);
  }
  return stops;
}

/** Returns a key for every visible control the page has, as `focused` gives them. */
async function visibleControls(page: Page): Promise<Map<string, string>> {
  const controls = await page.evaluate(() => {
    const all = [...document.body.querySelectorAll("*")];
    const selector = "a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex='-1'])";
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => !(el as HTMLButtonElement).disabled && el.tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true }))
      .filter((el) => !(el instanceof HTMLInputElement && el.type === "checkbox" && el.id !== "menu-toggle" && el.disabled))
      .map((el) => [`${all.indexOf(el)}`, `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? "").trim().slice(0, 30)}"`] as const);
  });
  return new Map(controls);
}

for (const width of [1280, 390]) {
  test(`should start with a skip link, reach every control and always show the focus on a doc page at ${width} px`, async () => {
    const page = await env.browser.newPage();
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${env.server.url}docs/intro`);
    await waitForHydration(page);
    // Opened without moving the focus, so that tabbing starts at the top of the page.
    if (width < 768) await page.evaluate(() => ((document.getElementById("menu-toggle") as HTMLInputElement).checked = true));
    const stops = await tabThrough(page);
    assert.match(stops[0]?.name ?? "", /^a\.skip-link/);
    const unseen = stops.filter((stop) => !stop.shown || !stop.ring).map((stop) => stop.name);
    assert.deepEqual(unseen, [], "every focused control should be on screen with a focus ring");
    const reached = new Set(stops.map((stop) => stop.key));
    const missed = [...(await visibleControls(page))].filter(([key]) => !reached.has(key)).map(([, name]) => name);
    assert.deepEqual(missed, [], "every visible control should be reachable with Tab");
    await page.close();
  });
}

test("should move the focus to the main content from the skip link", async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.url}docs/intro`);
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.waitForURL(/#main-content$/);
  await page.keyboard.press("Tab");
  assert.ok(await page.evaluate(() => document.getElementById("main-content")!.contains(document.activeElement)));
  await page.close();
});
