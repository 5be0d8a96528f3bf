import { fetchPage, type PageData } from "./load-page.ts";
import { prefetch, shouldPrefetch, whenIdle, type ConnectionInfo } from "./prefetch.ts";

/** Pages fetched once each: prefetched on sight, preloaded on hover or touch, and reused by navigation. */
export interface PageCache {
  /** Returns the page, fetching it at most once (a failed fetch may be retried). */
  load(url: string): Promise<PageData>;
  /** On hover or touch: starts loading the page now. */
  preload(url: string): void;
  /** When a link becomes visible: a low-priority hint, given when the browser is idle. */
  prefetch(url: string): void;
}

/** Returns a cache keyed by pathname; `connection` decides whether prefetching and preloading happen at all. */
export function createPageCache(connection: () => ConnectionInfo | undefined, load = fetchPage): PageCache {
  const pages = new Map<string, Promise<PageData>>();
  const hinted = new Set<string>();
  // Hints wait for idle time (whenIdle) and go a few at a time; a page fetched meanwhile leaves the queue.
  const queued = new Map<string, string>();
  const hintQueued = (deadline?: IdleDeadline) => {
    for (const [k, url] of queued) {
      queued.delete(k);
      hinted.add(k);
      void prefetch(url);
      if (!deadline || deadline.timeRemaining() <= 2) break;
    }
    if (queued.size) whenIdle(hintQueued);
  };
  const key = (url: string) => new URL(url, location.href).pathname;
  const get = (url: string) => {
    let page = pages.get(key(url));
    if (!page) {
      queued.delete(key(url));
      page = load(url, hinted.has(key(url)));
      pages.set(key(url), page);
      page.catch(() => pages.delete(key(url)));
    }
    return page;
  };
  return {
    load: get,
    preload(url) {
      // Also for a page already hinted: its fetch takes the prefetched copy (no second request), and reading the
      // page now (parse, data) rather than on click is what makes the click display at once.
      if (!shouldPrefetch(connection())) return;
      get(url).catch(() => {});
    },
    prefetch(url) {
      const k = key(url);
      if (hinted.has(k) || queued.has(k) || pages.has(k) || !shouldPrefetch(connection())) return;
      queued.set(k, url);
      if (queued.size === 1) whenIdle(hintQueued);
    },
  };
}
