import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before } from "node:test";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { buildSite } from "../../src/orchestration/build-site.ts";
import { formatMessages } from "../../src/report/index.ts";
import { startServer, type RunningServer } from "../../src/server/index.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "../../bench/chromium.ts";
import { FIXTURES } from "../support.ts";

/**
 * Debian's chromium, headless, with a fresh profile and no background traffic; `args` adds command-line switches,
 * `javaScriptEnabled: false` reads pages as a reader without JavaScript does.
 */
export async function launchBrowser(args: string[] = [], { javaScriptEnabled = true } = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "chromium-")), {
    executablePath: CHROMIUM,
    headless: true,
    javaScriptEnabled,
    args: [...CHROMIUM_FLAGS, ...args],
  });
}

/** Waits until the page is hydrated: the navbar's search button, which the static HTML hides, is shown. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(".search-button:not([hidden])").waitFor();
}

/** Builds the fixture site (after `prepare` edits its copy, when given) into a temporary folder and returns its build folder. */
export async function buildFixtureSite(prepare?: (root: string) => void): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  prepare?.(root);
  const result = await buildSite({ root, linkinator: false });
  if (!result.ok) throw new Error(formatMessages(result.files));
  return join(root, "build");
}

/** Builds the fixture site and serves it on 127.0.0.1 at a free port; `seen` collects every URL the server is asked for. */
export async function serveFixtureSite(prepare?: (root: string) => void, seen: string[] = []): Promise<RunningServer> {
  return startServer({
    root: await buildFixtureSite(prepare),
    onRequest: (req) => {
      seen.push(req.url ?? "");
      return false;
    },
  });
}

export interface FixtureBrowser {
  readonly server: RunningServer;
  readonly browser: BrowserContext;
  /** Every URL the server was asked for, in order (a page served from the browser's cache is not in it). */
  readonly requests: string[];
}

/**
 * Registers hooks that serve the fixture site and start a browser (with `browserArgs` as extra switches) before the
 * file's tests, and stop both after.
 */
export function useFixtureBrowser(prepare?: (root: string) => void, browserArgs: string[] = []): FixtureBrowser {
  let server: RunningServer | undefined;
  let browser: BrowserContext | undefined;
  const requests: string[] = [];
  before(async () => {
    server = await serveFixtureSite(prepare, requests);
    browser = await launchBrowser(browserArgs);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
    requests,
  };
}
