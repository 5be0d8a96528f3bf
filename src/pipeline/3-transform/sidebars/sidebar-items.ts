import type { RoutedPage } from "../../1-content/index.ts";

/** A doc in a sidebar. `ref`: listed, but the doc's page does not take this sidebar, nor is it in its reading order. */
export type DocItem = { type: "doc"; label: string; route: string; docId: string; ref?: true };

export type SidebarItem =
  | DocItem
  /**
   * `route`: where the label links, its `link` page or else its first doc. `link`: the page the category stands for,
   * read before its items. `description`: for its card on a generated index page. `lists`: its link page is a
   * generated index, which links to every item.
   */
  | {
      type: "category";
      label: string;
      items: SidebarItem[];
      collapsed: boolean;
      route?: string;
      link?: { docId: string; label: string };
      description?: string;
      lists?: true;
    }
  | { type: "link"; label: string; href: string };

/** Returns the sidebar's docs in reading order: each category's own page first, then its items; `ref` items are left out. */
export function flattenDocs(items: SidebarItem[]): DocItem[] {
  return items.flatMap((item): DocItem[] => {
    if (item.type === "doc") return item.ref ? [] : [item];
    if (item.type !== "category") return [];
    const own: DocItem[] = item.link && item.route ? [{ type: "doc", label: item.link.label, route: item.route, docId: item.link.docId }] : [];
    return [...own, ...flattenDocs(item.items)];
  });
}

/** What a category may have besides its label and items: the page it stands for, a description. */
export interface CategoryExtras {
  link?: { docId: string; label: string; route: string };
  /** False: always open, and without a link of its own the label links nowhere (Docusaurus' `collapsible: false`). */
  collapsible?: boolean;
  description?: string;
  /** The link page is a generated index of the items. */
  lists?: true;
}

/**
 * Returns a category whose label links to its `link` page when it has one, else (when it can collapse) to its first
 * doc, as Docusaurus links it for a reader without JavaScript.
 */
export function category(
  label: string,
  items: SidebarItem[],
  collapsed: boolean,
  { link, description, lists, collapsible = true }: CategoryExtras = {},
): SidebarItem {
  const item: SidebarItem = { type: "category", label, items, collapsed, route: link ? link.route : collapsible ? flattenDocs(items)[0]?.route : undefined };
  if (link) item.link = { docId: link.docId, label: link.label };
  if (description !== undefined) item.description = description;
  if (link && lists) item.lists = true;
  return item;
}

/**
 * Returns a category labelled `label` that links `doc`, or, as Docusaurus makes a category with nothing in it but its
 * doc, that doc under the category's label.
 */
export function docCategory(label: string, doc: RoutedPage, items: SidebarItem[], collapsed: boolean, extras: Omit<CategoryExtras, "link"> = {}): SidebarItem {
  if (!items.length) return { ...docItem(doc), label };
  return category(label, items, collapsed, { ...extras, link: { docId: doc.docId!, label: labelOf(doc), route: doc.route } });
}

/** Returns a doc's item with its sidebar label. */
export function docItem(doc: RoutedPage): DocItem {
  return { type: "doc", label: labelOf(doc), route: doc.route, docId: doc.docId! };
}

/** Returns a doc's sidebar label: front matter `sidebar_label`, else its title. */
export function labelOf(doc: RoutedPage): string {
  return doc.frontMatter.sidebar_label ?? doc.frontMatter.title;
}
