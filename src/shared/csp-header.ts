/** What the Content-Security-Policy must allow beyond 'self' (recorded by the build in csp.json). */
export interface CspAllowances {
  scriptHashes?: string[];
  styleHosts?: string[];
  fontHosts?: string[];
}

/**
 * Returns the site's Content-Security-Policy header value: no inline script except the given hashes, and no inline
 * style at all, neither `<style>` elements nor style attributes (styles set through the CSSOM are not governed by it).
 */
export function cspHeader({ scriptHashes = [], styleHosts = [], fontHosts = [] }: CspAllowances): string {
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
