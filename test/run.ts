/** `npm test`: runs every test file under test/ with node:test (TypeScript through tsx). */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { ensureBrowser } from "./browser/ensure-browser.ts";
import { ensureNginx } from "./deploy/ensure-nginx.ts";

const files = (readdirSync("test", { recursive: true }) as string[])
  .filter((f) => f.endsWith(".test.ts") && !f.startsWith("fixtures"))
  .map((f) => `test/${f}`)
  .filter((f) => !process.argv[2] || f.includes(process.argv[2]))
  .sort();
if (files.some((f) => f.startsWith("test/browser/") || f.startsWith("test/deploy/"))) ensureBrowser();
if (files.some((f) => f.startsWith("test/deploy/"))) ensureNginx();
const result = spawnSync(process.execPath, ["--import", "tsx", "--test", "--test-concurrency=1", "--test-timeout=180000", ...files], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
process.exit(result.status ?? 1);
