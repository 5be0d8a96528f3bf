import { promises as fs } from "node:fs";
import { join } from "node:path";

/** Returns the site's Content-Security-Policy: no inline script except the hashes the build recorded in csp.json. */
export async function contentSecurityPolicy(root: string): Promise<string> {
  const { scriptHashes = [], styleHosts = [], fontHosts = [] } = JSON.parse(await fs.readFile(join(root, "csp.json"), "utf8")) as {
    scriptHashes?: string[]; styleHosts?: string[]; fontHosts?: string[];
  };
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(" ")}`.trim(),
    `style-src 'self' ${styleHosts.join(" ")}`.trim(),
    `font-src 'self' ${fontHosts.join(" ")}`.trim(),
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
