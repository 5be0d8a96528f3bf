import { existsSync, mkdirSync, readFileSync, writeFileSync, promises as fs } from "node:fs";
import { dirname, join } from "node:path";
import { routeToFile } from "../shared/index.ts";
import type { OutputFile } from "./bundle-client.ts";

export interface RenderedPage {
  route: string;
  html: string;
}

/** Writes the whole site into a fresh staging folder beside `outDir` and returns its path; `outDir` is not touched. */
export async function writeSite(outDir: string, pages: RenderedPage[], files: OutputFile[], copies: { from: string; to: string }[]): Promise<string> {
  const staging = `${outDir}.staging-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  const made = new Set<string>();
  // Synchronous writes: for a thousand small files they beat a pool of promises and never run out of descriptors.
  const write = (path: string, contents: string | Uint8Array) => {
    const target = join(staging, path);
    const dir = dirname(target);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(target, contents);
  };
  for (const page of pages) write(page.route === "/404" ? "404.html" : routeToFile(page.route), page.html);
  for (const file of files) write(file.path, file.contents);
  for (const copy of copies) write(copy.to, readFileSync(copy.from));
  return staging;
}

/** Replaces `outDir` with the staging folder in two renames, so readers never see half a site. */
export async function commitSite(staging: string, outDir: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}`;
  if (existsSync(outDir)) await fs.rename(outDir, old);
  await fs.rename(staging, outDir);
  await fs.rm(old, { recursive: true, force: true });
}

/** Removes a staging folder after a failed build. */
export async function discardSite(staging: string): Promise<void> {
  await fs.rm(staging, { recursive: true, force: true });
}
