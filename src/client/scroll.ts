/** Where the page scrolls after a client navigation: to the `#fragment` when the address has one, else to the top. */
import { safeDecode } from "../shared/paths.ts";

/** Scrolls to the element the hash names, to a remembered position on back/forward, or to the top. */
export function scrollAfterNavigation(hash: string, remembered?: number): void {
  if (remembered !== undefined) {
    window.scrollTo(0, remembered);
    return;
  }
  // A malformed escape (`#%zz`, typed by a reader) is taken as written.
  const id = hash ? safeDecode(hash.slice(1)) : "";
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}
