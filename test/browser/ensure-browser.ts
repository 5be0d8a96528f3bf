import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

import { CHROMIUM } from "../../bench/chromium.ts";

/** Installs Debian's chromium when it is missing and we are root; otherwise stops with a one-line instruction. */
export function ensureBrowser(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error("The browser tests need Debian's chromium: run `sudo apt-get install -y chromium`, then `npm test` again.");
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
}
