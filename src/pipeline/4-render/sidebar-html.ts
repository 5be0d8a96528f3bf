import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Sidebar } from "../../../templates/parts/sidebar.tsx";
import type { SidebarViewItem } from "../../shared/index.ts";

/** Put before the href of every doc link in a kept rendering, so that the page's own links can be found and marked. */
const DOC_HREF = "\u0001";

/** The characters React escapes in an attribute value, as it escapes them. */
const ESCAPES: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
const escapeAttribute = (value: string) => value.replace(/["&'<>]/g, (c) => ESCAPES[c]!);

export type SidebarRenderer = ReturnType<typeof createSidebarRenderer>;

/**
 * Renderings kept, the most recently used: pages come category by category, so a few hundred hold every one a later
 * page uses again, while one per page (a long category's windows differ page by page) would grow with the site.
 */
const KEEP = 256;

/**
 * Returns a function that gives a page's sidebar HTML, exactly as React renders `Sidebar` for it in the build (with
 * the shell's default context, as the build renders pages), from one rendering per sidebar and set of open branches:
 * every page of a category shows the same sidebar but for its own link, which is marked in the kept HTML. Sidebars
 * are a third of the site's HTML, and the reference's objects are one category of 143 pages. The renderings kept are
 * bounded (`keep`).
 */
export function createSidebarRenderer(keep = KEEP) {
  const kept = new Map<string, string>();
  return (id: string, view: SidebarViewItem[]): string => {
    const active = new Set<string>();
    const key = `${id}\0${shape(view, active)}`;
    let html = kept.get(key);
    if (html === undefined) html = renderToString(createElement(Sidebar, { id, items: unmarked(view) }));
    // Moved to the end of the Map's order, which runs from the least recently used.
    kept.delete(key);
    kept.set(key, html);
    if (kept.size > keep) kept.delete(kept.keys().next().value!);
    // Replaced by functions: a string replacement would read `$&`, `$$`, … in an href as patterns.
    for (const href of active) {
      const marked = `href="${escapeAttribute(href)}" aria-current="page" class="active"`;
      html = html.replaceAll(`href="${DOC_HREF}${escapeAttribute(href)}"`, () => marked);
    }
    return html.replaceAll(`href="${DOC_HREF}`, () => 'href="');
  };
}

/**
 * Returns what a view's HTML depends on besides its tree and its active doc links (whose hrefs go to `active`): each
 * category's state (open, holding the page, the page's own), and where a long category's window of items starts and ends. Two views of one tree with the same shape render the same HTML once those links are marked.
 */
function shape(view: SidebarViewItem[], active: Set<string>): string {
  let states = "";
  for (const [at, item] of view.entries()) {
    if (item.type === "doc" && item.active) active.add(item.href);
    if (item.type === "more") states += `+${at}:${item.count};`;
    if (item.type !== "category") continue;
    states += `${item.id}:${+item.expanded}${+item.active}${item.current ? "c" : ""}${item.items ? `(${shape(item.items, active)})` : ""};`;
  }
  return states;
}

/** Returns the view with no doc link active and every doc link's href marked. */
function unmarked(view: SidebarViewItem[]): SidebarViewItem[] {
  return view.map((item): SidebarViewItem => {
    if (item.type === "doc") return { ...item, active: false, href: `${DOC_HREF}${item.href}` };
    if (item.type === "category" && item.items) return { ...item, items: unmarked(item.items) };
    return item;
  });
}
