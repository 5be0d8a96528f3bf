import { pageHref } from "../shared/paths.ts";
import { openBranchesByHref, pageSidebar, type OpenBranches, type SidebarTree, type SidebarViewItem } from "../shared/sidebar-view.ts";
import type { PageData } from "./load-page.ts";

/** A sidebar's whole tree, and the open branches of each of its pages (`openBranchesByHref`), found once. */
export interface LoadedSidebar {
  tree: SidebarTree;
  branches: Map<string, OpenBranches>;
}

/** Each sidebar's whole tree (`sidebar-*.json`): fetched once, then shared by every page the reader opens in place. */
export interface SidebarTrees {
  /** Returns the tree published at `url`; a failed fetch may be retried. */
  load(url: string): Promise<LoadedSidebar>;
}

export function createSidebarTrees(): SidebarTrees {
  const trees = new Map<string, Promise<LoadedSidebar>>();
  return {
    load(url) {
      let tree = trees.get(url);
      if (!tree) {
        tree = fetch(url).then(async (response) => {
          if (!response.ok) throw new Error(`The sidebar could not be loaded (HTTP ${response.status}).`);
          const whole = (await response.json()) as SidebarTree;
          return { tree: whole, branches: openBranchesByHref(whole) };
        });
        trees.set(url, tree);
        tree.catch(() => trees.delete(url));
      }
      return tree;
    },
  };
}

/**
 * Returns the page data with its sidebar view, which the page's data leaves out: the sidebar's tree narrowed to the
 * page, exactly as the server rendered it (`pageSidebar` on both sides), so hydration and navigation match the HTML.
 */
export async function withSidebarView(data: PageData, trees: SidebarTrees): Promise<PageData> {
  const { model } = data;
  const url = model.doc?.sidebarId && model.shell.assets.sidebars?.[model.doc.sidebarId];
  if (!model.doc || !url) return data;
  const { tree, branches } = await trees.load(url);
  const sidebar = pageSidebar(tree, pageHref(model.shell, model.route), branches);
  return { ...data, model: { ...model, doc: { ...model.doc, sidebar } }, sidebarTree: tree };
}

/** Returns the items of the category with `id` (ids follow positions: `2.0.4`; `''` is the top level) in a sidebar's whole tree. */
export function categoryItems(tree: SidebarTree, id: string): SidebarViewItem[] | undefined {
  return id === "" ? tree.items : itemsOf(tree.items ?? [], id);
}

function itemsOf(level: SidebarViewItem[], id: string): SidebarViewItem[] | undefined {
  for (const item of level) {
    if (item.type !== "category") continue;
    if (item.id === id) return item.items;
    if (id.startsWith(`${item.id}.`)) return itemsOf(item.items ?? [], id);
  }
  return undefined;
}
