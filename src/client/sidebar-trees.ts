import type { SidebarViewItem } from "../transform/page-types.ts";

/** Returns a loader of left-out sidebar categories: each sidebar's tree is fetched once, then searched by category id. */
export function createCategoryLoader(urls: () => Record<string, string> | undefined) {
  const trees = new Map<string, Promise<SidebarViewItem[]>>();
  return async (sidebarId: string, categoryId: string): Promise<SidebarViewItem[]> => {
    const url = urls()?.[sidebarId];
    if (!url) throw new Error(`No tree is published for the sidebar ${sidebarId}.`);
    let tree = trees.get(url);
    if (!tree) {
      tree = fetch(url).then((response) => {
        if (!response.ok) throw new Error(`The sidebar could not be loaded (HTTP ${response.status}).`);
        return response.json() as Promise<SidebarViewItem[]>;
      });
      trees.set(url, tree);
      tree.catch(() => trees.delete(url));
    }
    const found = findCategory(await tree, categoryId);
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
