import { promises as fs } from "node:fs";
import { join } from "node:path";

/** Returns the site's Content-Security-Policy: no inline script except the hashes the build recorded in csp.json. */
export async function contentSecurityPolicy(root: string): Promise<string> {
  return cspHeader(await fs.readFile(join(root, "csp.json"), "utf8"));
}

/** Returns the Content-Security-Policy header for the text of a build's csp.json. */
export function cspHeader(json: string): string {
  const { scriptHashes = [], styleHosts = [], fontHosts = [] } = JSON.parse(json) as {
    scriptHashes?: string[]; styleHosts?: string[]; fontHosts?: string[];
  };
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(" ")}`.trim(),
    `style-src 'self' ${styleHosts.join(" ")}`.trim(),
    // The playground's CodeMirror editor positions its cursor, gutters and tooltips with style attributes. Inline
    // style attributes cannot run script or load anything; <style> elements and inline scripts stay forbidden.
    "style-src-attr 'unsafe-inline'",
    `font-src 'self' ${fontHosts.join(" ")}`.trim(),
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
