import { withBase } from "../shared/paths.ts";
import { pageSidebar, type SidebarViewItem } from "../shared/sidebar-view.ts";
import type { PageData } from "./load-page.ts";

/** Each sidebar's whole tree (`sidebar-*.json`), fetched once per page view of the site and shared by every page. */
export interface SidebarTrees {
  /** Returns the tree published at `url`; a failed fetch may be retried. */
  load(url: string): Promise<SidebarViewItem[]>;
}

export function createSidebarTrees(): SidebarTrees {
  const trees = new Map<string, Promise<SidebarViewItem[]>>();
  return {
    load(url) {
      let tree = trees.get(url);
      if (!tree) {
        tree = fetch(url).then((response) => {
          if (!response.ok) throw new Error(`The sidebar could not be loaded (HTTP ${response.status}).`);
          return response.json() as Promise<SidebarViewItem[]>;
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
export async function withSidebarView(data: PageData, trees: SidebarTrees, baseUrl: string): Promise<PageData> {
  const { model } = data;
  const url = model.doc && model.shell.assets.sidebars?.[model.doc.sidebarId];
  if (!model.doc || !url) return data;
  const sidebar = pageSidebar(await trees.load(url), withBase(baseUrl, model.route));
  return { ...data, model: { ...model, doc: { ...model.doc, sidebar } } };
}

/** Returns a loader of left-out sidebar categories: the sidebar's tree, searched by category id. */
export function createCategoryLoader(urls: () => Record<string, string> | undefined, trees: SidebarTrees) {
  return async (sidebarId: string, categoryId: string): Promise<SidebarViewItem[]> => {
    const url = urls()?.[sidebarId];
    if (!url) throw new Error(`No tree is published for the sidebar ${sidebarId}.`);
    const found = findCategory(await trees.load(url), categoryId);
    if (!found?.items) throw new Error(`The sidebar has no category ${categoryId}.`);
    return found.items;
  };
}

function findCategory(items: SidebarViewItem[], id: string): Extract<SidebarViewItem, { type: "category" }> | undefined {
  for (const item of items) {
    if (item.type !== "category") continue;
    if (item.id === id) return item;
    if (id.startsWith(`${item.id}.`)) return findCategory(item.items ?? [], id);
  }
  return undefined;
}
