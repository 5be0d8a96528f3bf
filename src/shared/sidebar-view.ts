/**
 * A sidebar as pages show it: the whole tree (published as `sidebar-*.json`) or one page's view of it. A category
 * that `lists` has a generated index page at `href` linking to all its items; a category is `current` on the page
 * its own link leads to; `more` stands for items of such a
 * category a page's view leaves out, `count` of them, which that page lists.
 */
export type SidebarViewItem =
  | { type: "doc"; label: string; href: string; active: boolean }
  | {
      type: "category";
      id: string;
      label: string;
      href?: string;
      expanded: boolean;
      active: boolean;
      current?: true;
      items?: SidebarViewItem[];
      size: number;
      lists?: true;
    }
  | { type: "link"; label: string; href: string }
  | { type: "more"; label: string; href: string; count: number };

/**
 * A sidebar's whole tree (`sidebar-*.json`): a category that is never shown itself, whose items are the sidebar's top
 * level. When the top level is long, it `lists` them at `href`, a generated index, and pages show a window of it as of
 * any such category.
 */
export type SidebarTree = Extract<SidebarViewItem, { type: "category" }>;

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
/** An open category with an index page is shown as a window (`BRANCH_WINDOW`) when it has more items than this. */
export const WINDOWED_CATEGORY_ITEMS = 40;

/**
 * The categories open on one page, each with the position of its first item that holds the page (-1 when the page is
 * the category's own link and none of its items).
 */
export type OpenBranches = Map<SidebarViewItem, number>;

/**
 * Returns the sidebar as the page at `href` shows it, from the sidebar's whole tree (where nothing is active and a
 * category is expanded unless its config collapses it): the page marked, its branch open, large closed branches left
 * out. The server renders pages with it and the browser computes the same view before it hydrates, so a page's data
 * need not carry its sidebar. `branches` is `openBranchesByHref(tree)`, which a caller showing several pages of one
 * tree makes once.
 */
export function pageSidebar(tree: SidebarTree, href: string, branches = openBranchesByHref(tree)): SidebarViewItem[] {
  const open: OpenBranches = branches.get(href) ?? new Map();
  const room = { closed: CLOSED_PAGES_LIMIT };
  const view = (level: SidebarViewItem[]): SidebarViewItem[] =>
    level.map((item): SidebarViewItem => {
      if (item.type === "link" || item.type === "more") return item;
      if (item.type === "doc") return item.href === href ? { ...item, active: true } : item;
      const active = open.has(item);
      const expanded = active || item.expanded;
      const closedFits = item.size <= LAZY_CATEGORY_SIZE && item.size <= room.closed;
      if (!expanded && closedFits) room.closed -= item.size;
      const items = expanded ? windowed(item, open.get(item) ?? -1, view) : closedFits ? view(item.items ?? []) : undefined;
      return { ...item, expanded, active, ...(item.href === href && { current: true as const }), items };
    });
  return windowed(tree, open.get(tree) ?? -1, view);
}

/**
 * Returns the items of an open category as a page shows them (each through `view`): all of them, or for a category
 * with more than `WINDOWED_CATEGORY_ITEMS` that `lists` them, the `BRANCH_WINDOW` either side of the item at `at` (else
 * the first ones) between `more` links to its index.
 */
function windowed(
  category: Extract<SidebarViewItem, { type: "category" }>,
  at: number,
  view: (items: SidebarViewItem[]) => SidebarViewItem[],
): SidebarViewItem[] {
  const items = category.items ?? [];
  if (!category.lists || !category.href || items.length <= WINDOWED_CATEGORY_ITEMS) return view(items);
  const start = Math.max(0, Math.min(at - BRANCH_WINDOW, items.length - 2 * BRANCH_WINDOW - 1));
  const end = Math.min(items.length, start + 2 * BRANCH_WINDOW + 1);
  const more = (count: number): SidebarViewItem[] => (count ? [{ type: "more", label: category.label, href: category.href!, count }] : []);
  return [...more(start), ...view(items.slice(start, end)), ...more(items.length - end)];
}

/**
 * Returns the open branches of every page of a tree, by href, in one walk: every category that holds the page or
 * whose own link it is (a generated index, a linked doc that is none of its items). The build makes it once per
 * sidebar; a walk per page would make a sidebar of thousands of pages quadratic.
 */
export function openBranchesByHref(tree: SidebarTree): Map<string, OpenBranches> {
  const byHref = new Map<string, OpenBranches>();
  const mark = (href: string, path: [SidebarViewItem, number][]) => {
    const open = byHref.get(href) ?? byHref.set(href, new Map()).get(href)!;
    for (const [category, at] of path) {
      const had = open.get(category);
      if (had === undefined || (had === -1 && at !== -1)) open.set(category, at);
    }
  };
  const walk = (items: SidebarViewItem[], parent: SidebarViewItem, above: [SidebarViewItem, number][]) =>
    items.forEach((item, i) => {
      const path: [SidebarViewItem, number][] = [...above, [parent, i]];
      if (item.type === "doc") mark(item.href, path);
      if (item.type !== "category") return;
      if (item.href) mark(item.href, [...path, [item, -1]]);
      walk(item.items ?? [], item, path);
    });
  walk(tree.items ?? [], tree, []);
  return byHref;
}
