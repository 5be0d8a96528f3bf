/** Where the page scrolls after a client navigation (SPEC §2). */

/** Scrolls to the element the hash names, to a remembered position on back/forward, or to the top. */
export function scrollAfterNavigation(hash: string, remembered?: number): void {
  if (remembered !== undefined) {
    window.scrollTo(0, remembered);
    return;
  }
  const id = hash ? decodedHash(hash) : "";
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/** Returns the element id a `#hash` names; a malformed escape (`#%zz`, typed by a reader) is taken as written. */
function decodedHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
