/** Whether the search dialog is open, and the keys that open it. */
import { useCallback, useState } from "react";
import { useSearchShortcuts } from "./shortcuts.ts";

/** Returns whether search is open and stable callbacks to open and close it; `/` and Ctrl/Cmd-K open it while mounted. */
export function useSearchOpen(): { searchOpen: boolean; openSearch: () => void; closeSearch: () => void } {
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  useSearchShortcuts(openSearch);
  return { searchOpen, openSearch, closeSearch };
}
