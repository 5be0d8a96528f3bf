/**
 * A sidebar as pages show it: the whole tree (published as `sidebar-*.json`) or one page's view of it. A category
 * that `lists` has a generated index page at `href` linking to all its items; `more` stands for items of such a
 * category a page's view leaves out, `count` of them, which that page lists.
 */
export type SidebarViewItem =
  | { type: "doc"; label: string; href: string; active: boolean }
  | { type: "category"; id: string; label: string; href?: string; expanded: boolean; active: boolean; items?: SidebarViewItem[]; size: number; lists?: true }
  | { type: "link"; label: string; href: string }
  | { type: "more"; label: string; href: string; count: number };

/** A closed category with more pages than this is left out of the HTML; the client shows it from the sidebar's tree. */
export const LAZY_CATEGORY_SIZE = 40;
/**
 * At most this many pages of closed categories go into one page's HTML, top to bottom; later closed categories come
 * from the tree too. Without it a sidebar of thousands of pages in small categories would put all of them in every page.
 */
export const CLOSED_PAGES_LIMIT = 150;
/**
 * An open category whose index page lists its items shows at most this many of them either side of the page's own,
 * and links to the index for the rest: a reference category of a thousand types would otherwise put a thousand links
 * in each of its thousand pages.
 */
export const BRANCH_WINDOW = 10;

/**
 * Returns the sidebar as the page at `href` shows it, from the sidebar's whole tree (where nothing is active and a
 * category is expanded unless its config collapses it): the page marked, its branch open, large closed branches left
 * out. The server renders pages with it and the browser computes the same view before it hydrates, so a page's data
 * need not carry its sidebar.
 */
export function pageSidebar(tree: SidebarViewItem[], href: string): SidebarViewItem[] {
  const open = new Set<SidebarViewItem>();
  markOpen(tree, href, open);
  const room = { closed: CLOSED_PAGES_LIMIT };
  const view = (level: SidebarViewItem[]): SidebarViewItem[] =>
    level.map((item): SidebarViewItem => {
      if (item.type === "link" || item.type === "more") return item;
      if (item.type === "doc") return item.href === href ? { ...item, active: true } : item;
      const active = open.has(item);
      const expanded = active || item.expanded;
      const closedFits = item.size <= LAZY_CATEGORY_SIZE && item.size <= room.closed;
      if (!expanded && closedFits) room.closed -= item.size;
      const items = expanded ? windowed(item, view(item.items ?? [])) : closedFits ? view(item.items ?? []) : undefined;
      return { ...item, expanded, active, items };
    });
  return view(tree);
}

/**
 * Returns the items of an open category as a page shows them: all of them, or for a category with more than
 * `LAZY_CATEGORY_SIZE` that `lists` them, the `BRANCH_WINDOW` either side of the page's own (else the first ones)
 * between `more` links to its index.
 */
function windowed(category: Extract<SidebarViewItem, { type: "category" }>, items: SidebarViewItem[]): SidebarViewItem[] {
  if (!category.lists || !category.href || items.length <= LAZY_CATEGORY_SIZE) return items;
  const at = Math.max(0, items.findIndex((item) => (item.type === "doc" || item.type === "category") && item.active));
  const start = Math.max(0, Math.min(at - BRANCH_WINDOW, items.length - 2 * BRANCH_WINDOW - 1));
  const end = Math.min(items.length, start + 2 * BRANCH_WINDOW + 1);
  const more = (count: number): SidebarViewItem[] => (count ? [{ type: "more", label: category.label, href: category.href!, count }] : []);
  return [...more(start), ...items.slice(start, end), ...more(items.length - end)];
}

/**
 * Adds to `open` every category that holds the page at `href`, or whose own link it is (a generated index, a linked
 * doc that is none of its items); returns whether `items` holds it.
 */
function markOpen(items: SidebarViewItem[], href: string, open: Set<SidebarViewItem>): boolean {
  let holds = false;
  for (const item of items) {
    if (item.type === "doc" && item.href === href) holds = true;
    if (item.type === "category" && (markOpen(item.items ?? [], href, open) || item.href === href)) {
      open.add(item);
      holds = true;
    }
  }
  return holds;
}
