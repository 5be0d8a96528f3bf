import assert from "node:assert/strict";
import { mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import { buildSite } from "../../src/orchestration/build-site.ts";
import { formatMessages } from "../../src/report/index.ts";
import { startServer, type RunningServer } from "../../src/server/index.ts";
import { ROOT } from "../support.ts";
import { launchBrowser, serveFixtureSite, waitForHydration } from "./browser.ts";

// Evaluated through the DevTools protocol: the site's CSP would block it as a script tag.
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const OPTIONS = { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] }, resultTypes: ["violations"] };
const WIDTHS = [1280, 390] as const;

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

let fixture: RunningServer | undefined;
let real: RunningServer | undefined;
let browser: BrowserContext | undefined;

before(async () => {
  const outDir = join(mkdtempSync(join(tmpdir(), "real-")), "build");
  const result = await buildSite({ root: ROOT, outDir, linkinator: false });
  if (!result.ok) throw new Error(formatMessages(result.files));
  real = await startServer({ root: outDir });
  fixture = await serveFixtureSite();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await fixture?.close();
  await real?.close();
});

/** Runs axe on the page as it is now and returns one line per violation: rule, impact, count and first targets. */
async function audit(page: Page, where: string): Promise<string[]> {
  await page.evaluate(`${AXE}\n;void 0`);
  const violations = await page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, options)).violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  }, OPTIONS);
  return violations.map(({ id, impact, nodes }) => {
    const targets = nodes
      .slice(0, 3)
      .map((node) => JSON.stringify(node.target))
      .join(", ");
    return `${where}: ${id} (${impact}) ×${nodes.length}: ${targets}`;
  });
}

/** Opens `url` at `width` and waits until the client runs and what `ready` waits for is there. */
async function open(url: string, width: number, ready?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await browser!.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url);
  await waitForHydration(page);
  await ready?.(page);
  // Let transitions (the sidebar's arrows, the dialog) settle, so that colours are measured as read.
  await page.waitForTimeout(300);
  return page;
}

/** Audits the page at `path` at both widths, and at 390 px with the menu open; returns every violation found. */
async function auditPage(server: () => RunningServer, path: string, ready?: (page: Page) => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    const page = await open(`${server().url}${path}`, width, ready);
    found.push(...(await audit(page, `/${path} @${width}`)));
    if (width < 768) {
      await page.locator("label.menu-toggle").click();
      await page.locator(".navbar-links").waitFor();
      await page.waitForTimeout(300);
      found.push(...(await audit(page, `/${path} @${width} menu open`)));
    }
    await page.close();
  }
  return found;
}

/** Registers a test that fails on any violation on the page at `path` of the site `server` gives. */
function auditTest(kind: string, server: () => RunningServer, path: string, ready?: (page: Page) => Promise<void>): void {
  test(`should have no axe violation on ${kind} (/${path})`, async () => {
    const found = await auditPage(server, path, ready);
    assert.deepEqual(found, [], `\n${found.join("\n")}`);
  });
}

// One page of each kind. Neither schema has interfaces, unions or subscriptions, so no page of theirs is audited.
const onReal = () => real!;
const onFixture = () => fixture!;
const REFERENCE = "docs/api/type-definitions/admin-api";

auditTest("the home page", onReal, "");
auditTest("a guide with code blocks", onReal, "docs/app/tutorials/nextjs/webhook");
auditTest("a guide with tabs and a marked code line", onFixture, "docs/intro");
auditTest("a query", onReal, `${REFERENCE}/queries/get-authorized-app`);
auditTest("a mutation", onReal, `${REFERENCE}/mutations/add-order-invoice`);
auditTest("an object", onReal, `${REFERENCE}/objects/order-line-item`);
auditTest("an input", onReal, `${REFERENCE}/inputs/add-order-invoice-input`);
auditTest("an enum", onReal, `${REFERENCE}/enums/order-status`);
auditTest("a scalar", onReal, `${REFERENCE}/scalars/json`);
auditTest("a directive", onReal, `${REFERENCE}/directives/scope`);
auditTest("the objects' index", onReal, `${REFERENCE}/objects`);
auditTest("the queries' index", onReal, `${REFERENCE}/queries`);
auditTest("a theme model", onReal, "docs/theme/api/models/customer");
auditTest("a theme store", onReal, "docs/theme/api/stores/cart");
auditTest("a theme enum", onReal, "docs/theme/api/enums/amount-type");
auditTest("a theme prop type", onReal, "docs/theme/prop-types/product-list");
auditTest("a dashboard page", onReal, "docs/dashboard/order");
auditTest("the blog list", onReal, "blog");
auditTest("a blog post", onReal, "blog/long-blog-post");
auditTest("the tags", onReal, "blog/tags");
auditTest("a tag", onReal, "blog/tags/announcements");
auditTest("the archive", onReal, "blog/archive");
auditTest("the authors", onReal, "blog/authors");
auditTest("the 404 page", onReal, "no/such/page");
auditTest("the playground's form", onReal, "playground");
auditTest("the playground with its editor", onReal, "playground", async (page) => {
  // The editor loads when the reader first uses the form.
  await page.getByRole("textbox", { name: "Operation" }).click();
  await page.locator(".code-editor .cm-content").first().waitFor();
});

test("should have no axe violation with the search dialog open and showing results", async () => {
  const found: string[] = [];
  for (const width of WIDTHS) {
    const page = await open(`${real!.url}docs/intro`, width);
    await page.getByRole("button", { name: /Search/ }).click();
    await page.getByRole("combobox", { name: "Search the docs" }).fill("order");
    await page.getByRole("option").first().waitFor();
    await page.waitForTimeout(300);
    found.push(...(await audit(page, `/docs/intro @${width} search open`)));
    await page.close();
  }
  assert.deepEqual(found, [], `\n${found.join("\n")}`);
});

test("should report a violation the page has, so that the audits above can fail", async () => {
  const page = await open(`${fixture!.url}docs/intro`, 1280);
  await page.evaluate(() => document.querySelector("main")!.append(Object.assign(document.createElement("img"), { src: "data:," })));
  const found = await audit(page, "/docs/intro");
  assert.ok(
    found.some((line) => line.startsWith("/docs/intro: image-alt (critical) ×1: ")),
    found.join("\n"),
  );
  await page.close();
});
