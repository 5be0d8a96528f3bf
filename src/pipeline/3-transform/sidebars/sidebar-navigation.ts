import { openBranchesByHref, pageHref, pageSidebar, type PageUrls, type SidebarTree, type SidebarViewItem } from "../../../shared/index.ts";
import type { SidebarId } from "../../0-config/index.ts";
import type { SidebarItem, Sidebars } from "./sidebars.ts";
import type { Crumb, PageLink } from "../../../shared/page-model.ts";

/**
 * Returns the sidebar's whole tree, as the browser loads it (`sidebar-*.json`) and as `pageSidebar` narrows it for one
 * page: nothing active, categories expanded unless the config collapses them, every category with its size and an id
 * from its position. `index`: the generated index of a long top level (`Sidebars["topIndexes"]`).
 */
export function sidebarTree(items: SidebarItem[], urls: PageUrls, index?: { label: string; route: string }): SidebarTree {
  const sizes = new Map<SidebarItem, number>();
  const root: SidebarItem = { type: "category", label: index?.label ?? "", items, collapsed: false };
  measure([root], sizes);
  const view = (level: SidebarItem[], parent: string): SidebarViewItem[] =>
    level.map((item, index): SidebarViewItem => {
      if (item.type === "link") return item;
      if (item.type === "doc") return { type: "doc", label: item.label, href: pageHref(urls, item.route), active: false };
      const id = parent ? `${parent}.${index}` : String(index);
      const href = item.route ? pageHref(urls, item.route) : undefined;
      const category: SidebarViewItem = {
        type: "category",
        id,
        label: item.label,
        href,
        expanded: !item.collapsed,
        active: false,
        size: sizes.get(item)!,
        items: view(item.items, id),
      };
      return item.lists ? { ...category, lists: true } : category;
    });
  const tree: SidebarTree = { type: "category", id: "", label: root.label, expanded: true, active: false, size: sizes.get(root)!, items: view(items, "") };
  return index ? { ...tree, href: pageHref(urls, index.route), lists: true } : tree;
}

/** Returns every sidebar's whole tree, by sidebar id. */
export function sidebarTrees(sidebars: Sidebars, urls: PageUrls): Record<SidebarId, SidebarTree> {
  return Object.fromEntries(Object.entries(sidebars.byId).map(([id, items]) => [id, sidebarTree(items, urls, sidebars.topIndexes?.[id])])) as Record<
    SidebarId,
    SidebarTree
  >;
}

/** Records the number of pages under every category, in one walk. */
function measure(items: SidebarItem[], sizes: Map<SidebarItem, number>): void {
  for (const item of items) {
    if (item.type !== "category") continue;
    measure(item.items, sizes);
    sizes.set(
      item,
      item.items.reduce((n, child) => n + (child.type === "doc" ? 1 : child.type === "category" ? sizes.get(child)! : 0), 0),
    );
  }
}

/**
 * What every page of one sidebar shows of it: its view of the tree, its breadcrumbs, its previous and next pages.
 * Each comes from one walk of the sidebar for all its pages, not a walk per page: a sidebar of thousands of pages
 * would make the build quadratic.
 */
export interface SidebarNavigation {
  view(href: string): SidebarViewItem[];
  breadcrumbs(route: string): Crumb[];
  pagination(route: string): { prev?: PageLink; next?: PageLink };
}

/** Returns the navigation of one sidebar: its items, its whole tree (`sidebarTree`) and its reading order. */
export function sidebarNavigation(items: SidebarItem[], tree: SidebarTree, docs: Sidebars["readingOrder"][SidebarId], urls: PageUrls): SidebarNavigation {
  const open = openBranchesByHref(tree);
  const crumbs = crumbsByRoute(items, urls);
  return {
    view: (href) => pageSidebar(tree, href, open),
    breadcrumbs: (route) => crumbs.get(route) ?? [],
    pagination: pager(docs, urls),
  };
}

/** Returns every sidebar's navigation, by sidebar id, from their trees (`sidebarTrees`). */
export function sidebarNavigations(sidebars: Sidebars, trees: Record<SidebarId, SidebarTree>, urls: PageUrls): Record<SidebarId, SidebarNavigation> {
  return Object.fromEntries(
    Object.entries(sidebars.byId).map(([id, items]) => [id, sidebarNavigation(items, trees[id]!, sidebars.readingOrder[id] ?? [], urls)]),
  ) as Record<SidebarId, SidebarNavigation>;
}

/**
 * Returns, for every page of a sidebar, the categories leading to it, each linked to its own page or else its first,
 * then the page itself. A page listed twice takes its first place.
 */
function crumbsByRoute(items: SidebarItem[], urls: PageUrls): Map<string, Crumb[]> {
  const crumbs = new Map<string, Crumb[]>();
  const add = (route: string, trail: Crumb[]) => crumbs.has(route) || crumbs.set(route, trail);
  const walk = (level: SidebarItem[], above: Crumb[]) => {
    for (const item of level) {
      if (item.type === "doc") add(item.route, [...above, { label: item.label }]);
      if (item.type !== "category") continue;
      if (item.link && item.route) add(item.route, [...above, { label: item.label }]);
      walk(item.items, [...above, { label: item.label, href: item.route ? pageHref(urls, item.route) : undefined }]);
    }
  };
  walk(items, []);
  return crumbs;
}

/** Returns what gives a page's previous and next pages in a reading order; a page listed twice takes its first place. */
function pager(docs: Sidebars["readingOrder"][SidebarId], urls: PageUrls): SidebarNavigation["pagination"] {
  const order = new Map<string, number>();
  docs.forEach((doc, i) => order.has(doc.route) || order.set(doc.route, i));
  const link = (i: number) => (docs[i] ? { label: docs[i].label, href: pageHref(urls, docs[i].route) } : undefined);
  return (route) => {
    const at = order.get(route);
    return at === undefined ? {} : { prev: link(at - 1), next: link(at + 1) };
  };
}
