import type { Element, Root as Hast } from "hast";
import { pageHref, type PageUrls } from "../../../shared/index.ts";
import type { SidebarItem } from "../sidebars/sidebars.ts";
import type { DocCard } from "../../../shared/page-model.ts";

/**
 * Returns the tree with each `<x-doc-card-list>` (MDX `<DocCardList />`) holding the cards of the page's category, as
 * Docusaurus' `useCurrentSidebarCategory()` gives them: the items of the category this page is the link of, or, on
 * a page inside a category, the other items of that category. The cards go to the element as JSON, for
 * templates/mdx/doc-card-list.tsx; the tree is copied only when it holds one.
 */
export function withDocCards(hast: Hast, route: string, sidebar: SidebarItem[], urls: PageUrls): Hast {
  if (!hasElement(hast, "x-doc-card-list")) return hast;
  const items = categoryItems(sidebar, route) ?? [];
  const cards: DocCard[] = items
    .filter((item) => !(item.type === "doc" && item.route === route))
    .flatMap((item): DocCard[] => {
      if (item.type === "doc") return [{ label: item.label, href: pageHref(urls, item.route) }];
      if (item.type === "link") return [{ label: item.label, href: item.href }];
      return item.route ? [{ label: item.label, href: pageHref(urls, item.route), count: countDocs(item.items) }] : [];
    });
  return fill(hast, JSON.stringify(cards)) as Hast;
}

/** Returns the items of the category whose link is `route`, else of the category that lists `route`, searching depth first. */
function categoryItems(items: SidebarItem[], route: string): SidebarItem[] | undefined {
  for (const item of items) {
    if (item.type !== "category") continue;
    if (item.route === route && !item.items.some((child) => child.type === "doc" && child.route === route)) return item.items;
    const inner = categoryItems(item.items, route);
    if (inner) return inner;
    if (item.items.some((child) => child.type === "doc" && child.route === route)) return item.items;
  }
  return undefined;
}

function countDocs(items: SidebarItem[]): number {
  return items.reduce((sum, item) => sum + (item.type === "doc" ? 1 : item.type === "category" ? countDocs(item.items) : 0), 0);
}

function hasElement(node: Hast | Element, tagName: string): boolean {
  return node.children.some((child) => child.type === "element" && (child.tagName === tagName || hasElement(child, tagName)));
}

function fill<T extends Hast | Element>(node: T, cards: string): T {
  const children = node.children.map((child) => (child.type === "element" ? fill(child, cards) : child));
  if (node.type === "element" && node.tagName === "x-doc-card-list") return { ...node, properties: { ...node.properties, cards }, children };
  return { ...node, children } as T;
}
