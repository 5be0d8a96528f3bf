/** Which clicks the client router takes over: everything else is left to the browser. */

const FILE = /\.[a-z0-9]+$/i;

/** Returns the URL a click should navigate to in place, or undefined when the browser should handle it. */
export function inPlaceTarget(event: MouseEvent, baseUrl: string): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return undefined;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !url.pathname.startsWith(baseUrl) || FILE.test(url.pathname)) return undefined;
  // A link to a place on this very page is the browser's job (it scrolls and keeps history).
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return undefined;
  return url;
}

/** Returns the href of an internal page link, for prefetching, or undefined. */
export function pageLink(anchor: HTMLAnchorElement, baseUrl: string): string | undefined {
  if (anchor.target && anchor.target !== "_self") return undefined;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !url.pathname.startsWith(baseUrl) || FILE.test(url.pathname)) return undefined;
  if (url.pathname === location.pathname) return undefined;
  return url.origin + url.pathname;
}
