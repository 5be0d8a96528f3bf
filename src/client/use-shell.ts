/** The shell's own state on the client: hydration, the collapsible sidebar and the mobile menu's Escape key. */
import { useCallback, useEffect, useState } from "react";
import type { ShellControls } from "../../templates/parts/shell-context.ts";
import type { PageData } from "./load-page.ts";
import { categoryItems } from "./sidebar-trees.ts";

const COLLAPSED_KEY = "sidebar-collapsed";

/** Returns false for the render that hydrates the server HTML, then true once the page is interactive. */
export function useHydrated(): boolean {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    // After hydration, so the first client render matches the HTML.
    setInteractive(true);
  }, []);
  return interactive;
}

/** Returns whether the sidebar is collapsed (remembered in storage, restored after hydration), its toggle, and a category's items. */
export function useSidebar(
  sidebarTree: PageData["sidebarTree"],
): Pick<ShellControls, "sidebarCollapsed" | "toggleSidebar"> & { itemsOf: ShellControls["categoryItems"] } {
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
  const itemsOf = useCallback((id: string) => (sidebarTree ? categoryItems(sidebarTree, id) : undefined), [sidebarTree]);
  useEffect(() => {
    // After hydration, so the first client render matches the HTML.
    try {
      setSidebarCollapsed(localStorage.getItem(COLLAPSED_KEY) === "true");
    } catch {
      // No storage: start expanded.
    }
  }, []);
  return { sidebarCollapsed, toggleSidebar, itemsOf };
}

/** Returns nothing; while mounted, Escape closes the open mobile menu and gives its toggle the focus. */
export function useMenuEscape(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const menu = document.getElementById("menu-toggle") as HTMLInputElement | null;
      if (event.key === "Escape" && menu?.checked) {
        menu.checked = false;
        menu.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
