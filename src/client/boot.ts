/**
 * The page's script tag: it tells the base-URL banner that the site's script arrived, and starts the client
 * (entry.tsx, React and the app, most of a page's JavaScript) once the page has shown its content. The page reads and
 * works as plain HTML meanwhile, so its first paint never waits for the client, nor shares the line with it.
 */

/** The client script's URL, set by the bundler (src/pipeline/5-write/bundle-client.ts). */
declare const CLIENT_SCRIPT: string;

/** Calls `start` after the page's first contentful paint, where the browser reports it, else after its first frame. */
function afterFirstPaint(start: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    // A frame's callback runs before that frame's paint, and the task it queues after it.
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  // The entry comes once the frame is on screen, which can be a while after the task that painted it.
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: "paint", buffered: true });
}

// Read by the base-URL banner script on the home page at DOMContentLoaded, which a module script runs before.
(window as Window & { __siteStarted?: boolean }).__siteStarted = true;
afterFirstPaint(() => void import(CLIENT_SCRIPT));
