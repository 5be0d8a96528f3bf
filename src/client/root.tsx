import { useCallback, useMemo } from "react";
import { createPortal } from "react-dom";
import { App } from "../../templates/index.ts";
import { ShellContext, type ShellControls } from "../../templates/parts/shell-context.ts";
import type { PageData } from "./load-page.ts";
import type { SidebarTrees } from "./sidebar-trees.ts";
import { SearchDialog } from "./search/search-dialog.tsx";
import { useSearchOpen } from "./search/use-search-open.ts";
import { useInPlaceLinks, usePageArrival, usePageCache, usePageRouter } from "./use-navigation.ts";
import { useHydrated, useMenuEscape, useSidebar } from "./use-shell.ts";

/** The hydrated app: the page's React tree, and the router that replaces it in place on navigation. */
export function Root({ initial, baseUrl, trees }: { initial: PageData; baseUrl: string; trees: SidebarTrees }) {
  const cache = usePageCache(trees);
  const { page, shell, router } = usePageRouter(initial, cache);
  // Effects run in call order: the search keys, then hydration, then the stored sidebar state, then the menu and link listeners.
  const { searchOpen, openSearch, closeSearch } = useSearchOpen();
  const interactive = useHydrated();
  const { sidebarCollapsed, toggleSidebar, itemsOf } = useSidebar(page.data.sidebarTree);
  const openInPlace = useCallback((url: string) => void router.navigate(new URL(url, location.href).href, "push"), [router]);
  const controls: ShellControls = useMemo(
    () => ({ interactive, sidebarCollapsed, toggleSidebar, categoryItems: itemsOf, openSearch }),
    [interactive, sidebarCollapsed, toggleSidebar, itemsOf, openSearch],
  );
  useMenuEscape();
  useInPlaceLinks(router, cache, baseUrl);
  usePageArrival(page, cache, baseUrl);

  return (
    <ShellContext.Provider value={controls}>
      <App model={page.data.model} islands={page.data.islands} state={shell} />
      {/* After hydration only, outside #__app: the server never renders the dialog, so hydration matches. */}
      {interactive && page.data.model.shell.assets.searchIndex
        ? createPortal(
            <SearchDialog
              open={searchOpen}
              assets={page.data.model.shell.assets}
              onClose={closeSearch}
              navigate={openInPlace}
              version={page.data.model.shell.searchScope}
            />,
            document.body,
          )
        : null}
    </ShellContext.Provider>
  );
}
