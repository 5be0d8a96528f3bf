import { withBase, type SidebarViewItem } from "../../shared/index.ts";
import type { SidebarId } from "../0-config/index.ts";
import type { SidebarItem, Sidebars } from "./sidebars.ts";

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageLink {
  label: string;
  href: string;
}

/**
 * Returns the sidebar's whole tree, as the browser loads it (`sidebar-*.json`) and as `pageSidebar` narrows it for one
 * page: nothing active, categories expanded unless the config collapses them, every category with its size and an id
 * from its position.
 */
export function sidebarTree(items: SidebarItem[], baseUrl: string): SidebarViewItem[] {
  const sizes = new Map<SidebarItem, number>();
  measure(items, sizes);
  const view = (level: SidebarItem[], parent: string): SidebarViewItem[] =>
    level.map((item, index): SidebarViewItem => {
      if (item.type === "link") return item;
      if (item.type === "doc") return { type: "doc", label: item.label, href: withBase(baseUrl, item.route), active: false };
      const id = parent ? `${parent}.${index}` : String(index);
      const href = item.route ? withBase(baseUrl, item.route) : undefined;
      const category: SidebarViewItem = { type: "category", id, label: item.label, href, expanded: !item.collapsed, active: false, size: sizes.get(item)!, items: view(item.items, id) };
      return item.lists ? { ...category, lists: true } : category;
    });
  return view(items, "");
}

/** Returns every sidebar's whole tree, by sidebar id. */
export function sidebarTrees(sidebars: Sidebars, baseUrl: string): Record<SidebarId, SidebarViewItem[]> {
  return Object.fromEntries(Object.entries(sidebars.byId).map(([id, items]) => [id, sidebarTree(items, baseUrl)])) as Record<SidebarId, SidebarViewItem[]>;
}

/** Records the number of pages under every category, in one walk. */
function measure(items: SidebarItem[], sizes: Map<SidebarItem, number>): void {
  for (const item of items) {
    if (item.type !== "category") continue;
    measure(item.items, sizes);
    sizes.set(item, item.items.reduce((n, child) => n + (child.type === "doc" ? 1 : child.type === "category" ? sizes.get(child)! : 0), 0));
  }
}

/** Returns the categories leading to the page, each linked to its own page or else its first, then the page itself. */
export function breadcrumbsFor(items: SidebarItem[], route: string, baseUrl: string): Crumb[] {
  for (const item of items) {
    if (item.type === "doc" && item.route === route) return [{ label: item.label }];
    if (item.type !== "category") continue;
    if (item.link && item.route === route) return [{ label: item.label }];
    const rest = breadcrumbsFor(item.items, route, baseUrl);
    if (rest.length) return [{ label: item.label, href: item.route ? withBase(baseUrl, item.route) : undefined }, ...rest];
  }
  return [];
}

/** Returns the previous and next pages in a sidebar's reading order (`Sidebars.readingOrder`). */
export function paginationFor(docs: Sidebars["readingOrder"][SidebarId], route: string, baseUrl: string): { prev?: PageLink; next?: PageLink } {
  const at = docs.findIndex((doc) => doc.route === route);
  const link = (i: number) => (docs[i] ? { label: docs[i].label, href: withBase(baseUrl, docs[i].route) } : undefined);
  return at === -1 ? {} : { prev: link(at - 1), next: link(at + 1) };
}
