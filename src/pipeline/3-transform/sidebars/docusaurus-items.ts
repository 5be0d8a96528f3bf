import { posix } from "node:path";
import type { Position } from "unist";
import type { VFile } from "vfile";
import { webUrl } from "../../0-config/index.ts";
import type { DocusaurusItem, DocusaurusSidebarSet } from "../../2-parse/index.ts";
import { stripNumberPrefixes } from "../../1-content/index.ts";
import { pageHref, withoutBase } from "../../../shared/index.ts";
import type { IdScope, SidebarContext } from "./sidebar-context.ts";
import { docItem, type SidebarItem } from "./sidebar-items.ts";

/**
 * Returns a sidebar of a Docusaurus sidebars file as the site's items, with Docusaurus' meaning: ids and `dirName`s
 * are read from the file's docs folder; a doc's label is its `sidebar_label`, else the item's `label`, else its title;
 * a `ref` is listed without giving the doc this sidebar; an internal `href` gets the base URL unless `autoAddBaseUrl`
 * is false; a category that cannot collapse is open. https://docusaurus.io/docs/sidebar/items
 */
export function expandDocusaurusItems(items: DocusaurusItem[], set: DocusaurusSidebarSet, context: SidebarContext): SidebarItem[] {
  const scope: IdScope = { root: stripNumberPrefixes(set.docs), routeBase: set.routeBasePath, file: set.file };
  const expand = (items: DocusaurusItem[]): SidebarItem[] =>
    items.flatMap((item): SidebarItem[] => {
      if (item.type === "doc" || item.type === "ref") {
        const doc = context.docOf(item.id, scope, item.place);
        if (!doc || (item.type === "ref" ? doc.frontMatter.unlisted : !context.listed(doc))) return [];
        const listed = { ...docItem(doc), label: doc.frontMatter.sidebar_label ?? item.label ?? doc.frontMatter.title };
        return [item.type === "ref" ? { ...listed, ref: true } : listed];
      }
      if (item.type === "link") return linkItem(item, context, scope);
      if (item.type !== "category") {
        const found = context.autogenerate(posix.join(set.docs, item.dirName).replace(/^\.$/, ""));
        // As Docusaurus, which warns and leaves it out (a folder a script fills before the build, say).
        if (!found.length) {
          set.file.message(
            `Unexpected \`dirName: ${item.dirName}\`, expected a folder of \`${posix.normalize(`content/docs/${set.docs}`)}\` with pages (left out)`,
            {
              place: item.place,
              ruleId: "empty-sidebar-folder",
              source: "docs",
            },
          ).note = "`dirName` is relative to the docs folder; `.` is the whole folder";
        }
        return found;
      }
      const children = expand(item.items);
      // As Docusaurus: a category with nothing to show is left out, and one written without items is a mistake.
      if (!children.length && !item.link) {
        if (!item.items.length)
          set.file.message(`Unexpected category \`${item.label}\` with neither items nor a link, expected at least one`, {
            place: item.place,
            ruleId: "unknown-sidebar-item",
            source: "docs",
          });
        return [];
      }
      const collapsed = item.collapsible === false ? false : (item.collapsed ?? true);
      const category = context.linkedCategory(item.label, children, collapsed, item.link, scope, item.description, item.collapsible !== false);
      return category ? [category] : [];
    });
  return expand(items);
}

/** Returns a link item, its internal `href` under the base URL (`withoutBase`), or nothing after an error when the address is not one a page may link to. */
function linkItem(item: Extract<DocusaurusItem, { type: "link" }>, context: SidebarContext, scope: IdScope): SidebarItem[] {
  const internal = /^\/(?!\/)/.test(item.href);
  if (!internal && !webUrl.safeParse(item.href).success) {
    scope.file.message(`Unexpected \`href: ${item.href}\`, expected an http(s) address or a path from the site root`, {
      place: item.place,
      ruleId: "unknown-sidebar-item",
      source: "docs",
    }).note = "write `https://…` for another site, `/docs/…` for a page of this one";
    return [];
  }
  // Under the base URL, never twice, as Docusaurus' Link adds it: `/docs/apis` under `/docs/` stays as it is.
  const href = internal && item.autoAddBaseUrl !== false ? pageHref(context, withoutBase(context.baseUrl, item.href)) : item.href;
  if (internal) recordLink(context, scope.file, item.href, item.place);
  return [{ type: "link", label: item.label, href }];
}

/** Records an internal link item at its place in its sidebars file, for the link check in memory: its route without the base URL. */
function recordLink(context: SidebarContext, file: VFile, href: string, place: Position): void {
  const [path = "", fragment] = href.split("#", 2);
  const route = withoutBase(context.baseUrl, path);
  const links = context.links.get(file) ?? context.links.set(file, []).get(file)!;
  links.push({ target: route.split("?")[0]!.replace(/(.)\/$/, "$1"), fragment: fragment || undefined, place });
}
