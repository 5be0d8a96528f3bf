/** The keys that open the search dialog: `/` and Ctrl-K or Cmd-K, never while the reader types in a field. */
import { useEffect } from "react";

/** Returns true when the keydown should open search: `/` or Ctrl/Cmd-K outside inputs, text areas and editable content. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey" | "defaultPrevented">,
  target: EventTarget | null,
): boolean {
  if (event.defaultPrevented) return false;
  const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey;
  const k = event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
  return (slash || k) && !isTyping(target);
}

/** Returns true when `target` takes text: an input, a text area, a select or editable content. */
function isTyping(target: EventTarget | null): boolean {
  const element = target as (HTMLElement & { isContentEditable?: boolean }) | null;
  if (!element || typeof element.tagName !== "string") return false;
  return /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName) || element.isContentEditable === true;
}

/** Calls `open` on the search shortcut while mounted. */
export function useSearchShortcuts(open: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // The first element of the composed path is the real target, even inside the playground editor's shadow root.
      if (!isSearchShortcut(event, event.composedPath()[0] ?? event.target)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
}
