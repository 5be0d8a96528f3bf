import { fetchPage, type PageData } from "./load-page.ts";
import { prefetch, shouldPrefetch, type ConnectionInfo } from "./prefetch.ts";

/** Pages fetched once each: prefetched on sight, preloaded on hover or touch, and reused by navigation. */
export interface PageCache {
  /** Returns the page, fetching it at most once (a failed fetch may be retried). */
  load(url: string): Promise<PageData>;
  /** On hover or touch: starts loading the page now. */
  preload(url: string): void;
  /** When a link becomes visible: a low-priority hint. */
  prefetch(url: string): void;
}

/** Returns a cache keyed by pathname; `connection` decides whether prefetching and preloading happen at all. */
export function createPageCache(connection: () => ConnectionInfo | undefined, load = fetchPage): PageCache {
  const pages = new Map<string, Promise<PageData>>();
  const hinted = new Set<string>();
  const key = (url: string) => new URL(url, location.href).pathname;
  const get = (url: string) => {
    let page = pages.get(key(url));
    if (!page) {
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
      if (hinted.has(k) || pages.has(k) || !shouldPrefetch(connection())) return;
      hinted.add(k);
      void prefetch(url);
    },
  };
}
