import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import type { BrowserContext } from "playwright-core";
import { startDevFixture, type DevFixture } from "../dev/dev-fixture.ts";
import { launchBrowser } from "./browser.ts";

let fixture: DevFixture;
let browser: BrowserContext;
before(async () => {
  fixture = await startDevFixture();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await fixture?.dev.close();
});

test("should show a saved edit in the open tab without a manual reload, and a build error over the page until it is fixed", async () => {
  const page = await browser.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(new URL("docs/intro", fixture.dev.url).href);
  await page.waitForFunction(() => (window as Window & { __siteStarted?: boolean }).__siteStarted === true);
  const path = join(fixture.root, "content/docs/intro.md");
  const original = readFileSync(path, "utf8");

  writeFileSync(path, `${original}\nA sentence saved while the tab was open.\n`);
  await page.getByText("A sentence saved while the tab was open.").waitFor({ timeout: 10_000 });

  writeFileSync(path, original.replace("title: Intro", "title: [Intro"));
  const overlay = page.getByRole("alert").filter({ hasText: "The build failed" });
  await overlay.waitFor({ timeout: 10_000 });
  assert.match(await overlay.innerText(), /content\/docs\/intro.md:\d+:\d+: Unexpected YAML syntax/);
  assert.ok(await page.getByText("A sentence saved while the tab was open.").isVisible(), "the last good page stays under the overlay");

  writeFileSync(path, original.replace("title: Intro", "title: Intro fixed"));
  await overlay.waitFor({ state: "detached", timeout: 10_000 });
  await page.getByRole("heading", { level: 1, name: "Intro fixed" }).waitFor({ timeout: 10_000 });
  assert.deepEqual(violations, []);
});
