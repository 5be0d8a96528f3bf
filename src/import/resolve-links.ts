import { posix } from "node:path";
import { withoutBase } from "../shared/index.ts";
import type { CarryNote } from "./config-reader.ts";
import type { ImportedRoot } from "./copy-site.ts";
import type { ImportedSite } from "./imported-site.ts";
import type { FolioLink, LinkItem } from "./read-links.ts";
import type { SidebarNames } from "./sidebar-names.ts";

/** What a link of the Docusaurus config is resolved against: the imported project, and where the site served what. */
export interface LinkContext {
  site: ImportedSite;
  roots: ImportedRoot[];
  names: SidebarNames;
  /** The Docusaurus site's `baseUrl`. */
  baseUrl: string;
  /** Routes of the site's custom pages (src/pages), which are not carried over. */
  customPages: Set<string>;
}

/**
 * Returns the links config.yaml holds for a navbar or footer list: a path keeps its route, a `doc` item links its
 * doc's route (in the `navbar`, it names the doc, which the build links in the version read, active on its sidebar) and a
 * `docSidebar` item its sidebar's first page (and marks the sidebar). A link to what the import did not carry over
 * (a custom page, a route no page has, a docs instance not copied) is left out, with a note.
 */
export function resolveLinks(items: LinkItem[], context: LinkContext, { navbar = false, inDropdown = false } = {}): { links: FolioLink[]; notes: CarryNote[] } {
  const links: FolioLink[] = [];
  const notes: CarryNote[] = [];
  for (const item of items) {
    // A navbar dropdown keeps the links of its items that are carried over; none, and it is left out.
    if ("items" in item && navbar && !inDropdown) {
      const inner = resolveLinks(item.items, context, { navbar: true, inDropdown: true });
      notes.push(...inner.notes);
      if (inner.links.length) links.push({ label: item.label ?? "", items: inner.links });
      else notes.push({ at: item.at, reason: `\`${item.path}\` is a dropdown none of whose links is carried over; left out of config.yaml` });
      continue;
    }
    const resolved = resolveLink(item, context, navbar);
    if (typeof resolved === "string") notes.push({ at: item.at, reason: `\`${item.path}\` ${resolved}; left out of config.yaml` });
    else links.push(resolved);
  }
  return { links, notes };
}

/** Returns the link config.yaml holds for one item, or why it holds none. */
function resolveLink(item: LinkItem, context: LinkContext, navbar: boolean): FolioLink | string {
  if ("items" in item) return navbar ? "is a dropdown in a dropdown, which Docusaurus refuses" : "is a dropdown, which only the navbar has";
  if ("href" in item) return { label: item.label ?? "", href: item.href };
  if ("to" in item) {
    const link = routeLink(item, item.to, context);
    // Only the navbar's links are marked active.
    return typeof link === "string" || !navbar ? link : { ...link, ...item.active };
  }
  const root = context.roots.find((candidate) => candidate.instance.id === item.instance);
  if (!root) return `links into docs instance \`${item.instance}\`, which is not carried over`;
  // Items of versioned docs link their last version, as Docusaurus' do on a page of no version.
  const last = context.site.lastVersions.get(root.folder);
  if ("docId" in item) {
    // A doc's id below the import's docs/ holds its instance's or version's folder (`community/join`).
    const folder = last?.folder ?? root.folder;
    const docId = posix.join(folder, item.docId);
    const doc = context.site.docs.find((page) => page.root === folder && page.docId === docId);
    if (!doc)
      return (
        generatedIndexLink(item, posix.join(folder, item.docId), context) ??
        `links to doc \`${item.docId}\`, which no doc of docs instance \`${item.instance}\` is`
      );
    // A navbar's doc item is config.yaml's `doc:`, active on the pages of the doc's sidebar; of versioned docs, it
    // names the doc in the version read (its id below the version), of others the doc's own id.
    if (!navbar) return { label: item.label ?? item.docId, to: doc.route };
    return { label: item.label ?? item.docId, doc: context.site.versioned.has(root.folder) ? posix.join(root.folder, item.docId) : doc.docId! };
  }
  const named = context.names.get(item.instance)?.get(item.sidebarId);
  // A version's sidebars are named as its own file names them, with the version after (load-docusaurus-sidebars.ts).
  const versioned = last?.sidebars.get(item.sidebarId);
  const sidebar = versioned && context.site.sidebars.readingOrder[versioned] ? versioned : named;
  const first = sidebar ? context.site.sidebars.readingOrder[sidebar]?.[0] : undefined;
  if (!sidebar) return `links to sidebar \`${item.sidebarId}\`, which docs instance \`${item.instance}\` does not have`;
  if (!first) return `links to sidebar \`${item.sidebarId}\`, which lists no page`;
  return { label: item.label ?? item.sidebarId, to: first.route, sidebar };
}

/**
 * Returns the link of a `doc` item naming a category's generated index by its slug (`docId: '/examples'`), as
 * Docusaurus' doc data lists each generated index under its slug: its route, active on its sidebar.
 */
function generatedIndexLink(item: LinkItem & { docId: string }, id: string, context: LinkContext): FolioLink | undefined {
  const page = context.site.sidebars.indexPages?.find((index) => index.docId === id.replace(/^\/+|\/+$/g, ""));
  if (!page) return undefined;
  const sidebar = context.site.sidebars.sidebarOfRoute.get(page.route);
  return { label: item.label ?? item.docId, to: page.route, ...(sidebar ? { sidebar } : {}) };
}

/** Returns the link for a path of the Docusaurus site, or why there is none. */
function routeLink(item: LinkItem, to: string, context: LinkContext): FolioLink | string {
  const [written, fragment] = splitFragment(to);
  let path = withoutBase(context.baseUrl, `/${written.replace(/^\/+/, "")}`);
  path = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (context.site.targets.has(path)) return { label: item.label ?? "", to: `${path}${fragment}` };
  if (context.customPages.has(path)) return `links to \`${path}\`, a custom page of src/pages, which is not carried over`;
  return `links to \`${path}\`, a route no imported page has`;
}

/** Returns a path and what follows it (`#fragment`, `?query`): the route is the path. */
function splitFragment(to: string): [string, string] {
  const at = to.search(/[#?]/);
  return at === -1 ? [to, ""] : [to.slice(0, at), to.slice(at).replace(/^\?[^#]*/, "")];
}
