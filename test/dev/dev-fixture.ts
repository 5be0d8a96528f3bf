import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startDev, type RunningDev } from "../../src/dev/start-dev.ts";
import { FIXTURES } from "../support.ts";

export interface DevFixture {
  root: string;
  dev: RunningDev;
  log: string[];
}

/** Starts author mode on a temporary copy of the fixture site, on a free 127.0.0.1 port. */
export async function startDevFixture(): Promise<DevFixture> {
  const root = mkdtempSync(join(tmpdir(), "dev-site-"));
  cpSync(join(FIXTURES, "site"), root, { recursive: true });
  const log: string[] = [];
  const dev = await startDev({ root, port: 0, log: (line) => log.push(line) });
  return { root, dev, log };
}

/** Fetches `path` from the dev server until `accept` holds for the answer; fails after `timeout` ms with the last one. */
export async function fetchUntil(
  dev: RunningDev,
  path: string,
  accept: (answer: { status: number; body: string }) => boolean,
  timeout = 15_000,
): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  let last = { status: 0, body: "" };
  while (performance.now() - started < timeout) {
    const res = await fetch(new URL(path, dev.url));
    last = { status: res.status, body: await res.text() };
    if (accept(last)) return { ...last, ms: performance.now() - started };
    await new Promise((wait) => setTimeout(wait, 5));
  }
  throw new Error(`${path} never matched within ${timeout} ms; last answer ${last.status}: ${last.body.slice(0, 300)}`);
}
