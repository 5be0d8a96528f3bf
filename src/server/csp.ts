import { promises as fs } from "node:fs";
import { join } from "node:path";
import { cspHeader, type CspAllowances } from "../shared/index.ts";

/** Returns the site's Content-Security-Policy: no inline script except the hashes the build recorded in csp.json. */
export async function contentSecurityPolicy(root: string): Promise<string> {
  return cspHeader(JSON.parse(await fs.readFile(join(root, "csp.json"), "utf8")) as CspAllowances);
}
