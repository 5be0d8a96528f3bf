/**
 * Tabs (templates/mdx/tabs.tsx) as the WAI-ARIA tabs pattern with automatic activation, and Docusaurus' two ways of
 * keeping a choice: `groupId` (every Tabs of the group on the page, remembered in localStorage under Docusaurus' own
 * key) and `queryString` (the URL's query, which wins over the stored choice on arrival).
 * https://www.w3.org/WAI/ARIA/apg/patterns/tabs/examples/tabs-automatic/
 * https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-theme-common/src/utils/tabsUtils.tsx
 */

/** Docusaurus' key prefix, so a reader's choice carries over from a Docusaurus site on the same origin. */
const STORAGE_PREFIX = "docusaurus.tab.";

/** Shows each Tabs under `root` with the reader's choice (URL, then storage) and makes its tabs work. Returns a cleanup. */
export function enhanceTabs(root: HTMLElement): () => void {
  const query = new URLSearchParams(location.search);
  for (const tabs of root.querySelectorAll<HTMLElement>(".tabs")) {
    const { groupId, queryKey } = tabs.dataset;
    const wanted = [queryKey ? query.get(queryKey) : null, groupId ? stored(groupId) : null];
    const value = wanted.find((v): v is string => v !== null && tabsOf(tabs).some((tab) => tab.dataset.value === v));
    if (value !== undefined) show(tabs, value);
  }
  const onClick = (event: MouseEvent) => {
    const tab = tabAt(event.target, root);
    if (tab) choose(tab, root);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = tabAt(event.target, root);
    const next = tab && nextTab(tab, event.key);
    if (!next || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    next.focus();
    choose(next, root);
  };
  // Another window of the site chose a tab of a group: follow it, as Docusaurus does.
  const onStorage = (event: StorageEvent) => {
    if (!event.key?.startsWith(STORAGE_PREFIX) || event.newValue === null) return;
    showInGroup(root, event.key.slice(STORAGE_PREFIX.length), event.newValue);
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  window.addEventListener("storage", onStorage);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
    window.removeEventListener("storage", onStorage);
  };
}

/** Returns the tab (a button of a Tabs' own tab list) an event happened on, if any. */
function tabAt(target: EventTarget | null, root: HTMLElement): HTMLElement | null {
  const tab = (target as Element | null)?.closest?.<HTMLElement>('[role="tab"]');
  return tab && tab.parentElement?.classList.contains("tabs-list") && root.contains(tab) ? tab : null;
}

/** Returns the tab a key moves to: Left and Right wrap around, Home and End go to the ends; nothing for other keys. */
function nextTab(tab: HTMLElement, key: string): HTMLElement | undefined {
  const tabs = [...tab.parentElement!.children].filter((el): el is HTMLElement => el.getAttribute("role") === "tab");
  const at = tabs.indexOf(tab);
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[key];
  return to === undefined ? undefined : tabs[(to + tabs.length) % tabs.length];
}

/** Selects `tab` as the reader's choice: in its Tabs, in every Tabs of its group (remembered), and in the URL. */
function choose(tab: HTMLElement, root: HTMLElement): void {
  const tabs = tab.closest<HTMLElement>(".tabs")!;
  const value = tab.dataset.value!;
  const { groupId, queryKey } = tabs.dataset;
  const top = tab.getBoundingClientRect().top;
  show(tabs, value);
  if (groupId) {
    showInGroup(root, groupId, value);
    try {
      localStorage.setItem(STORAGE_PREFIX + groupId, value);
    } catch {
      // Storage can be off or full: the choice then holds on this page only.
    }
  }
  if (queryKey) {
    const url = new URL(location.href);
    url.searchParams.set(queryKey, value);
    history.replaceState(history.state, "", url);
  }
  // Tabs of the group above this one may have changed height: keep the chosen tab where the reader's pointer is.
  const shift = tab.getBoundingClientRect().top - top;
  if (shift) window.scrollBy(0, shift);
}

/** Shows `value` in every Tabs of the group under `root` that has it. */
function showInGroup(root: HTMLElement, groupId: string, value: string): void {
  for (const tabs of root.querySelectorAll<HTMLElement>(".tabs")) {
    if (tabs.dataset.groupId === groupId && tabsOf(tabs).some((tab) => tab.dataset.value === value)) show(tabs, value);
  }
}

/** Marks the tab of `value` selected (the only one in the Tab order) and shows its panel alone. */
function show(tabs: HTMLElement, value: string): void {
  for (const tab of tabsOf(tabs)) {
    const selected = tab.dataset.value === value;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !selected;
  }
}

/** Returns the tabs of a Tabs' own tab list (not those of a Tabs nested in one of its panels). */
function tabsOf(tabs: HTMLElement): HTMLElement[] {
  return [...tabs.querySelectorAll<HTMLElement>(':scope > .tabs-list > [role="tab"]')];
}

/** Returns the stored choice of a group, or null (none, or storage is off). */
function stored(groupId: string): string | null {
  try {
    return localStorage.getItem(STORAGE_PREFIX + groupId);
  } catch {
    return null;
  }
}
