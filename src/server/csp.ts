import { promises as fs } from "node:fs";
import { join } from "node:path";
// The leaf module, not the shared index: the server then loads no GraphQL or search code.
import { cspHeader, type CspAllowances } from "../shared/csp-header.ts";

/** Returns the site's Content-Security-Policy: no inline script except the hashes the build recorded in csp.json. */
export async function contentSecurityPolicy(root: string): Promise<string> {
  return cspHeader(JSON.parse(await fs.readFile(join(root, "csp.json"), "utf8")) as CspAllowances);
}
