/** Debian's chromium, as the bench and the browser tests start it. */
export const CHROMIUM = "/usr/bin/chromium";

/**
 * Headless with no sandbox (CI runs as root), and no background traffic: this machine's network is closed, and
 * Chromium's own connections would be refused many at a time.
 */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
