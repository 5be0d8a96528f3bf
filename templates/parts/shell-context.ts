import { createContext } from "react";
import type { SidebarViewItem } from "../../src/shared/index.ts";

/** What the browser adds to the static shell; the build renders with the defaults (nothing interactive). */
export interface ShellControls {
  interactive: boolean;
  sidebarCollapsed: boolean;
  toggleSidebar(): void;
  /** Loads the items of a category the HTML left out (large closed branches). */
  loadCategory(sidebarId: string, categoryId: string): Promise<SidebarViewItem[]>;
  /** Opens the search dialog. */
  openSearch(): void;
}

export const ShellContext = createContext<ShellControls>({
  interactive: false,
  sidebarCollapsed: false,
  toggleSidebar() {},
  loadCategory: () => Promise.reject(new Error("categories load in the browser only")),
  openSearch() {},
});
