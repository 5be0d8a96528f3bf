import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { App, type ShellState } from "../../templates/index.ts";
import { ShellContext, type ShellControls } from "../../templates/parts/shell-context.ts";
import { pageLink, inPlaceTarget } from "./links.ts";
import { fetchPage, type PageData } from "./load-page.ts";
import { createPageCache } from "./fetched-pages.ts";
import type { ConnectionInfo } from "./prefetch.ts";
import { createRouter, type NavigationMode } from "./router.ts";
import { scrollAfterNavigation } from "./scroll.ts";
import { enhancePage } from "./enhance.ts";
import { categoryItems, withSidebarView, type SidebarTrees } from "./sidebar-trees.ts";
import { SearchDialog } from "./search/search-dialog.tsx";
import { useSearchShortcuts } from "./search/shortcuts.ts";

const COLLAPSED_KEY = "sidebar-collapsed";

interface Displayed {
  data: PageData;
  /** Set after a client navigation: what to do once the new page is in the DOM. */
  arrival?: { hash: string; scroll?: number };
}

/** The hydrated app: the page's React tree, and the router that replaces it in place on navigation. */
export function Root({ initial, baseUrl, trees }: { initial: PageData; baseUrl: string; trees: SidebarTrees }) {
  const [page, setPage] = useState<Displayed>({ data: initial });
  const [shell, setShell] = useState<ShellState>({});
  const cache = useMemo(
    () =>
      createPageCache(
        () => (navigator as Navigator & { connection?: ConnectionInfo }).connection,
        async (url, prefetched) => withSidebarView(await fetchPage(url, prefetched), trees, baseUrl),
      ),
    [trees, baseUrl],
  );
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
              setPage({ data, arrival: { hash: target.hash, scroll } });
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
  const [interactive, setInteractive] = useState(false);
  const [sidebarCollapsed, setSidebarCollapsed] = useState(false);
  const toggleSidebar = useCallback(() => {
    setSidebarCollapsed((collapsed) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, String(!collapsed));
      } catch {
        // Storage may be off; the toggle still works for this page view.
      }
      return !collapsed;
    });
  }, []);
  const sidebarTree = page.data.sidebarTree;
  const itemsOf = useCallback((id: string) => (sidebarTree ? categoryItems(sidebarTree, id) : undefined), [sidebarTree]);
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  const openInPlace = useCallback((url: string) => void router.navigate(new URL(url, location.href).href, "push"), [router]);
  useSearchShortcuts(openSearch);
  const controls: ShellControls = useMemo(
    () => ({ interactive, sidebarCollapsed, toggleSidebar, categoryItems: itemsOf, openSearch }),
    [interactive, sidebarCollapsed, toggleSidebar, itemsOf, openSearch],
  );

  useEffect(() => {
    // After hydration, so the first client render matches the HTML.
    setInteractive(true);
    try {
      setSidebarCollapsed(localStorage.getItem(COLLAPSED_KEY) === "true");
    } catch {
      // No storage: start expanded.
    }
  }, []);

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
    const onKey = (event: KeyboardEvent) => {
      const menu = document.getElementById("menu-toggle") as HTMLInputElement | null;
      if (event.key === "Escape" && menu?.checked) {
        menu.checked = false;
        menu.focus();
      }
    };
    history.scrollRestoration = "manual";
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    window.addEventListener("popstate", onPop);
    document.addEventListener("mouseover", onHover, { passive: true });
    document.addEventListener("touchstart", onHover, { passive: true });
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("popstate", onPop);
      document.removeEventListener("mouseover", onHover);
      document.removeEventListener("touchstart", onHover);
    };
  }, [router, cache, baseUrl]);

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

  return (
    <ShellContext.Provider value={controls}>
      <App model={page.data.model} islands={page.data.islands} state={shell} />
      {/* After hydration only, outside #__app: the server never renders the dialog, so hydration matches. */}
      {interactive && page.data.model.shell.assets.searchIndex
        ? createPortal(<SearchDialog open={searchOpen} assets={page.data.model.shell.assets} onClose={closeSearch} navigate={openInPlace} />, document.body)
        : null}
    </ShellContext.Provider>
  );
}
