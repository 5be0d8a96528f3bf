import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before } from "node:test";
import { chromium, type BrowserContext } from "playwright-core";
import { build } from "../../src/build.ts";
import { formatMessages } from "../../src/report/index.ts";
import { startServer, type RunningServer } from "../../src/server/index.ts";
import { FIXTURES } from "../helpers.ts";
import { CHROMIUM } from "./ensure-browser.ts";

/** Debian's chromium, headless, with a fresh profile and no background traffic. */
export async function launchBrowser(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "chromium-")), {
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** Builds the fixture site into a temporary folder and returns its build folder. */
export async function buildFixtureSite(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  const result = await build({ root, linkinator: false });
  if (!result.ok) throw new Error(formatMessages(result.files));
  return join(root, "build");
}

/** Builds the fixture site into a temporary folder and serves it on 127.0.0.1 at a free port. */
export async function serveFixtureSite(): Promise<RunningServer> {
  return startServer({ root: await buildFixtureSite() });
}

export interface FixtureBrowser {
  readonly server: RunningServer;
  readonly browser: BrowserContext;
}

/** Registers hooks that serve the fixture site and start a browser before the file's tests, and stop both after. */
export function useFixtureBrowser(): FixtureBrowser {
  let server: RunningServer | undefined;
  let browser: BrowserContext | undefined;
  before(async () => {
    server = await serveFixtureSite();
    browser = await launchBrowser();
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
  };
}
