import { posix } from "node:path";
import { VFile } from "vfile";
import type { RoutedPage } from "../../1-content/index.ts";
import { flattenDocs, type SidebarItem } from "./sidebar-items.ts";

/**
 * Returns the page of a category whose link is a `generated-index`, as Docusaurus makes it: the title (the link's
 * `title`, else the category's label), its description, and a link to each item of the category with the item's
 * description (a doc's `docDescription`, a category's `description` or its number of items). It is a
 * generated doc page at `route`, so it is rendered, searched and link-checked as the reference pages are.
 * https://docusaurus.io/docs/sidebar/items#generated-index-page
 */
export function categoryIndexPage(
  route: string,
  docId: string,
  title: string,
  description: string | undefined,
  items: SidebarItem[],
  docDescription: (docId: string) => string | undefined,
): RoutedPage {
  const lines = items.flatMap((item) => {
    // A category without a page of its own (one that cannot collapse) is linked by its first page, as Docusaurus' card.
    const href = item.type === "link" ? item.href : item.type === "category" ? (item.route ?? flattenDocs(item.items)[0]?.route) : item.route;
    if (!href) return [];
    const about = item.type === "doc" ? docDescription(item.docId) : item.type === "category" ? (item.description ?? itemCount(item.items)) : undefined;
    return [`- [${escapeMarkdown(item.label)}](${/[\s()<>]/.test(href) ? `<${href}>` : href})${about ? `: ${escapeMarkdown(about)}` : ""}`];
  });
  const text = [description ? escapeMarkdown(description) : "", lines.join("\n")].filter(Boolean).join("\n\n");
  const dir = posix.dirname(docId) === "." ? "" : posix.dirname(docId);
  return {
    kind: "doc",
    // A docs version's ids start `../versioned_docs/…`: the path names the folder itself.
    file: new VFile({ path: posix.normalize(`content/docs/${docId}.md`), value: `${text}\n` }),
    frontMatter: description === undefined ? { title } : { title, description },
    dir,
    name: posix.basename(docId),
    generated: true,
    route,
    docId,
  };
}

/** Returns "1 item" or "N items": how Docusaurus describes a category without a description on its card. */
function itemCount(items: SidebarItem[]): string {
  return items.length === 1 ? "1 item" : `${items.length} items`;
}

/** Returns text with every character markdown could read as syntax escaped, so a label prints as it is written. */
function escapeMarkdown(text: string): string {
  return text.replace(/\s+/g, " ").replace(/[\\`*_[\]<>#!|~&{}:]/g, "\\$&");
}
