import { createContext } from "react";
import type { SidebarViewItem } from "../../src/shared/index.ts";

/** What the browser adds to the static shell; the build renders with the defaults (nothing interactive). */
export interface ShellControls {
  interactive: boolean;
  sidebarCollapsed: boolean;
  toggleSidebar(): void;
  /** Returns the items of a category the HTML left out, from the sidebar's tree the browser holds (none in the HTML). */
  categoryItems(categoryId: string): SidebarViewItem[] | undefined;
  /** Opens the search dialog. */
  openSearch(): void;
}

export const ShellContext = createContext<ShellControls>({
  interactive: false,
  sidebarCollapsed: false,
  toggleSidebar() {},
  categoryItems: () => undefined,
  openSearch() {},
});
