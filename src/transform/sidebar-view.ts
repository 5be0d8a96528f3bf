import { withBase } from "../shared/index.ts";
import { flattenDocs, type SidebarItem } from "./sidebars.ts";

export type SidebarViewItem =
  | { type: "doc"; label: string; href: string; active: boolean }
  | { type: "category"; id: string; label: string; href?: string; expanded: boolean; active: boolean; items?: SidebarViewItem[]; size: number }
  | { type: "link"; label: string; href: string };

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageLink {
  label: string;
  href: string;
}

/** A closed category with more pages than this is left out of the HTML; the client loads it on demand. */
export const LAZY_CATEGORY_SIZE = 40;
/**
 * At most this many pages of closed categories go into one page's HTML, top to bottom; later closed categories load
 * on demand. Without it a sidebar of thousands of pages in small categories would put all of them in every page.
 */
export const CLOSED_PAGES_BUDGET = 150;

/**
 * Returns the sidebar as one page shows it: the current page marked, its branch open, large closed branches left out
 * (`prune: false` keeps them: the whole tree the browser loads on demand). Categories get ids from their position.
 */
export function sidebarView(items: SidebarItem[], route: string, baseUrl: string, prune = true): SidebarViewItem[] {
  const sizes = new Map<SidebarItem, number>();
  const open = new Set<SidebarItem>();
  measure(items, route, sizes, open);
  const budget = { closed: CLOSED_PAGES_BUDGET };
  const view = (level: SidebarItem[], parent: string): SidebarViewItem[] =>
    level.map((item, index): SidebarViewItem => {
      if (item.type === "link") return item;
      if (item.type === "doc") return { type: "doc", label: item.label, href: withBase(baseUrl, item.route), active: item.route === route };
      const size = sizes.get(item)!;
      const active = open.has(item);
      const expanded = active || !item.collapsed;
      const closedFits = size <= LAZY_CATEGORY_SIZE && size <= budget.closed;
      const render = !prune || expanded || closedFits;
      if (prune && !expanded && closedFits) budget.closed -= size;
      const id = parent ? `${parent}.${index}` : String(index);
      return {
        type: "category",
        id,
        label: item.label,
        href: item.route ? withBase(baseUrl, item.route) : undefined,
        expanded,
        active,
        size,
        items: render ? view(item.items, id) : undefined,
      };
    });
  return view(items, "");
}

/**
 * Records, in one walk, the number of pages under every category and the categories that hold `route`; returns
 * whether `items` holds it.
 */
function measure(items: SidebarItem[], route: string, sizes: Map<SidebarItem, number>, open: Set<SidebarItem>): boolean {
  let holds = false;
  for (const item of items) {
    if (item.type === "doc" && item.route === route) holds = true;
    if (item.type !== "category") continue;
    if (measure(item.items, route, sizes, open)) {
      open.add(item);
      holds = true;
    }
    sizes.set(item, item.items.reduce((n, child) => n + (child.type === "doc" ? 1 : child.type === "category" ? sizes.get(child)! : 0), 0));
  }
  return holds;
}

/** Returns the categories leading to the page, each linked to its first page, then the page itself. */
export function breadcrumbsFor(items: SidebarItem[], route: string, baseUrl: string): Crumb[] {
  for (const item of items) {
    if (item.type === "doc" && item.route === route) return [{ label: item.label }];
    if (item.type !== "category") continue;
    const rest = breadcrumbsFor(item.items, route, baseUrl);
    if (rest.length) return [{ label: item.label, href: item.route ? withBase(baseUrl, item.route) : undefined }, ...rest];
  }
  return [];
}

/** Returns the previous and next pages in the sidebar's reading order. */
export function paginationFor(items: SidebarItem[], route: string, baseUrl: string): { prev?: PageLink; next?: PageLink } {
  const docs = flattenDocs(items);
  const at = docs.findIndex((doc) => doc.route === route);
  const link = (i: number) => (docs[i] ? { label: docs[i].label, href: withBase(baseUrl, docs[i].route) } : undefined);
  return at === -1 ? {} : { prev: link(at - 1), next: link(at + 1) };
}
