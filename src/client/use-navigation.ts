/** The client router's wiring: the page cache, the displayed page, in-place links and what happens when a page arrives. */
import { useEffect, useLayoutEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import type { ShellState } from "../../templates/index.ts";
import { pageLink, inPlaceTarget } from "./links.ts";
import { fetchPage, type PageData } from "./load-page.ts";
import { createPageCache, type PageCache } from "./fetched-pages.ts";
import type { ConnectionInfo } from "./prefetch.ts";
import { createRouter, type NavigationMode, type Router } from "./router.ts";
import { scrollAfterNavigation } from "./scroll.ts";
import { enhancePage } from "./enhance.ts";
import { withSidebarView, type SidebarTrees } from "./sidebar-trees.ts";

export interface Displayed {
  data: PageData;
  /** Set after a client navigation: what to do once the new page is in the DOM. */
  arrival?: { hash: string; scroll?: number };
}

/** Returns the cache that fetches (and prefetches) pages, each with its sidebar view attached. */
export function usePageCache(trees: SidebarTrees): PageCache {
  return useMemo(
    () =>
      createPageCache(
        () => (navigator as Navigator & { connection?: ConnectionInfo }).connection,
        async (url, prefetched) => withSidebarView(await fetchPage(url, prefetched), trees),
      ),
    [trees],
  );
}

/** Returns the displayed page, the shell state (progress bar, announcement) and the router that replaces them on navigation. */
export function usePageRouter(initial: PageData, cache: PageCache): { page: Displayed; shell: ShellState; router: Router } {
  const [page, setPage] = useState<Displayed>({ data: initial });
  const [shell, setShell] = useState<ShellState>({});
  const router = useMemo(
    () =>
      createRouter<PageData>({
        loadPage: cache.load,
        hooks: {
          progress: (visible) => setShell((s) => ({ ...s, progress: visible })),
          display(data, url, mode: NavigationMode) {
            const target = new URL(url, location.href);
            if (mode === "push") {
              history.replaceState({ ...history.state, scroll: window.scrollY }, "");
              history.pushState({}, "", target.pathname + target.search + target.hash);
            }
            const scroll = mode === "pop" ? (history.state?.scroll as number | undefined) : undefined;
            flushSync(() => {
              // The page on screen, shown again (Back or Forward between its own #fragments, a link to itself), keeps
              // its content as the reader left it (open tabs, details), not a fresh copy.
              setPage((shown) => ({ data: shown.data.model.route === data.model.route ? shown.data : data, arrival: { hash: target.hash, scroll } }));
              setShell({ progress: false, announcement: `${data.model.title}, page loaded` });
            });
          },
          fail(url, error) {
            console.warn(`Could not load ${url} in place; loading it in full.`, error);
            location.assign(url);
          },
        },
      }),
    [cache],
  );
  return { page, shell, router };
}

/** Returns nothing; while mounted, site links open in place, Back and Forward go through the router, and hovered links preload. */
export function useInPlaceLinks(router: Router, cache: PageCache, baseUrl: string): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = inPlaceTarget(event, baseUrl);
      if (!url) return;
      event.preventDefault();
      void router.navigate(url.href, "push");
    };
    const onPop = () => void router.navigate(location.href, "pop");
    const onHover = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      const href = anchor && pageLink(anchor, baseUrl);
      if (href) cache.preload(href);
    };
    history.scrollRestoration = "manual";
    document.addEventListener("click", onClick);
    window.addEventListener("popstate", onPop);
    document.addEventListener("mouseover", onHover, { passive: true });
    document.addEventListener("touchstart", onHover, { passive: true });
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("popstate", onPop);
      document.removeEventListener("mouseover", onHover);
      document.removeEventListener("touchstart", onHover);
    };
  }, [router, cache, baseUrl]);
}

/** Returns nothing; after each render of a new page, updates the head, scroll and focus for an arrival and enhances the page. */
export function usePageArrival(page: Displayed, cache: PageCache, baseUrl: string): void {
  useLayoutEffect(() => {
    const { data, arrival } = page;
    const { model } = data;
    if (arrival) {
      document.title = model.browserTitle;
      document.querySelector('meta[name="description"]')?.setAttribute("content", model.description);
      document.querySelector('link[rel="canonical"]')?.setAttribute("href", model.canonical);
      document.body.className = `page-${model.kind}`;
      const menu = document.getElementById("menu-toggle") as HTMLInputElement | null;
      if (menu) menu.checked = false;
      scrollAfterNavigation(arrival.hash, arrival.scroll);
      document.querySelector<HTMLElement>("#main-content h1")?.focus({ preventScroll: true });
    }
    return enhancePage(document.getElementById("__app")!, (href) => cache.prefetch(href), baseUrl);
  }, [page, cache, baseUrl]);
}
