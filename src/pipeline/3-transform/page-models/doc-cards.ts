import type { Element, Root as Hast } from "hast";
import { pageHref, type PageUrls } from "../../../shared/index.ts";
import type { SidebarItem } from "../sidebars/sidebars.ts";
import type { DocCard } from "../../../shared/page-model.ts";

/**
 * Returns the tree with each `<x-doc-card-list>` (MDX `<DocCardList />`) holding the cards `cards` gives (`docCards`)
 * as JSON, for templates/mdx/doc-card-list.tsx; the tree is copied, and the cards made, only when it holds one.
 */
export function withDocCards(hast: Hast, cards: () => DocCard[]): Hast {
  return hasElement(hast, "x-doc-card-list") ? (fill(hast, JSON.stringify(cards())) as Hast) : hast;
}

/**
 * Returns the cards of a page's category, as Docusaurus' `useCurrentSidebarSiblings()` gives them: the items of the
 * category this page is the link of, or else of the deepest category that lists it (the page's own card too), or
 * else the sidebar's top level. Each card has its description as Docusaurus' DocCard shows it: a doc's (`describe`:
 * its front matter `description`, else its excerpt), a category's own, else its number of items.
 */
export function docCards(route: string, sidebar: SidebarItem[], urls: PageUrls, describe: (route: string) => string | undefined): DocCard[] {
  return (categoryItems(sidebar, route) ?? sidebar).flatMap((item): DocCard[] => {
    if (item.type === "doc") return [card(item.label, pageHref(urls, item.route), "📄️", describe(item.route))];
    if (item.type === "link") return [card(item.label, item.href, /^(?:\w*:|\/\/)/.test(item.href) ? "🔗" : "📄️")];
    const count = item.items.length;
    const description = item.description ?? (count === 1 ? "1 item" : `${count} items`);
    return item.route ? [card(item.label, pageHref(urls, item.route), "🗃", description)] : [];
  });
}

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: "grapheme" });
/** One emoji, flags, skin tones and joined ones too, but no digit. */
const EMOJI = new RegExp("^\\p{RGI_Emoji}$", "v");

/**
 * Returns a card as Docusaurus' DocCard shows it: the emoji its label starts with as its icon, else its kind's
 * (`icon`: 📄️ a page, 🗃 a category, 🔗 a link elsewhere), then the rest of its label, and its description.
 */
function card(label: string, href: string, icon: string, description?: string): DocCard {
  const first = GRAPHEMES.segment(label)[Symbol.iterator]().next().value?.segment;
  const own = first !== undefined && EMOJI.test(first);
  return {
    icon: own ? first : icon,
    label: own ? label.slice(first.length).trim() : label.trim(),
    href,
    ...(description ? { description } : {}),
  };
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

function hasElement(node: Hast | Element, tagName: string): boolean {
  return node.children.some((child) => child.type === "element" && (child.tagName === tagName || hasElement(child, tagName)));
}

function fill<T extends Hast | Element>(node: T, cards: string): T {
  const children = node.children.map((child) => (child.type === "element" ? fill(child, cards) : child));
  if (node.type === "element" && node.tagName === "x-doc-card-list") return { ...node, properties: { ...node.properties, cards }, children };
  return { ...node, children } as T;
}
