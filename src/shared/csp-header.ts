/** What the Content-Security-Policy must allow beyond 'self' (recorded by the build in csp.json). */
export interface CspAllowances {
  scriptHashes?: string[];
  styleHosts?: string[];
  fontHosts?: string[];
}

/** Returns the site's Content-Security-Policy header value: no inline script except the given hashes. */
export function cspHeader({ scriptHashes = [], styleHosts = [], fontHosts = [] }: CspAllowances): string {
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
