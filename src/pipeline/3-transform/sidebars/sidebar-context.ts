import { posix } from "node:path";
import GithubSlugger, { slug as slugOf } from "github-slugger";
import type { Position } from "unist";
import { VFile } from "vfile";
import type { CategoryLink } from "../../1-content/index.ts";
import { belowRoot, rootOf, type DocsRoot } from "../../0-config/index.ts";
import type { DocusaurusSidebarSet } from "../../2-parse/index.ts";
import { docDescription, isCategoryIndex, parseNumberPrefix, stripNumberPrefixes, type CategoryMeta, type RoutedPage } from "../../1-content/index.ts";
import { nearest } from "../../../shared/index.ts";
import { WINDOWED_CATEGORY_ITEMS } from "../../../shared/sidebar-view.ts";
import type { LinkRecord } from "../links/link-record.ts";
import { categoryIndexPage } from "./category-index.ts";
import { category, docCategory, docItem, labelOf, type SidebarItem } from "./sidebar-items.ts";

/** Where doc ids in a sidebar are read from: a folder of content/docs, and the file to put messages on. */
export interface IdScope {
  /** The ids' folder below content/docs without number prefixes: a docs root's folder, else `''`. */
  root: string;
  /** The route base of that root, without a slash at either end (`docs`, `docs/jest`): generated index pages go below it. */
  routeBase: string;
  file: VFile;
}

/** What every sidebar is built from: the docs by id and folder, the categories, and the pages the sidebars make. */
export interface SidebarContext {
  byDocId: Map<string, RoutedPage>;
  baseUrl: string;
  /** config.yaml's `trailingSlash`: an internal link item's href ends with `/`. */
  trailingSlash?: boolean;
  /** Returns whether a doc is listed in sidebars; an unlisted one is kept for `takeUnlisted`. */
  listed(doc: RoutedPage): boolean;
  /** Returns the unlisted docs met since the last call: they keep the sidebar they would be in. */
  takeUnlisted(): RoutedPage[];
  /** Returns the items of a folder below content/docs (raw path, number prefixes and all), as Docusaurus autogenerates them. */
  autogenerate(dir: string): SidebarItem[];
  /** Returns the doc of an id in `scope`, or undefined after an `unknown-sidebar-item` error at `place`, with a did-you-mean. */
  docOf(id: string, scope: IdScope, place: Position): RoutedPage | undefined;
  /** Returns a category with its `link` (a doc, or a generated index page it makes), or undefined where Docusaurus leaves it out. */
  linkedCategory(
    label: string,
    items: SidebarItem[],
    collapsed: boolean,
    link: CategoryLink | null | undefined,
    scope: IdScope,
    description?: string,
    collapsible?: boolean,
  ): SidebarItem | undefined;
  /** The generated index pages of categories, in the order they were made. */
  indexPages: RoutedPage[];
  /** The internal links of sidebars files' `link` items, by file, for the link check in memory. */
  links: Map<VFile, LinkRecord[]>;
}

export interface SidebarContextOptions {
  baseUrl: string;
  trailingSlash?: boolean;
  /** The docs roots, innermost first (`docsRootsOf`). */
  roots: DocsRoot[];
  docusaurus?: DocusaurusSidebarSet[];
  /** The source files by path, for messages about a `_category_` file's link. */
  files?: VFile[];
}

/** Returns the context every sidebar of one build is expanded in. */
export function createSidebarContext(docs: RoutedPage[], categories: Map<string, CategoryMeta>, options: SidebarContextOptions): SidebarContext {
  const byDocId = new Map(docs.map((doc) => [doc.docId!, doc]));
  const routes = new Set(docs.map((doc) => doc.route));
  const sluggers = new Map<string, GithubSlugger>();
  const indexPages: RoutedPage[] = [];
  let unlisted: RoutedPage[] = [];
  const listed = (doc: RoutedPage) => !doc.frontMatter.unlisted || (unlisted.push(doc), false);
  const docOf = (id: string, scope: IdScope, place: Position) => {
    const doc = byDocId.get(posix.join(scope.root, id));
    if (!doc) unknownDoc(byDocId, id, scope, place);
    return doc;
  };
  const linkedCategory: SidebarContext["linkedCategory"] = (label, items, collapsed, link, scope, description, collapsible = true) => {
    if (link?.type === "doc") {
      const doc = docOf(link.id, scope, link.place);
      return doc ? docCategory(label, doc, items, collapsed, { description, collapsible }) : category(label, items, collapsed, { description, collapsible });
    }
    if (link?.type !== "generated-index") return category(label, items, collapsed, { description, collapsible });
    // As Docusaurus: an index of nothing is left out, category and all.
    if (!items.length) return undefined;
    const slugger = sluggers.get(scope.root) ?? sluggers.set(scope.root, new GithubSlugger()).get(scope.root)!;
    const slug = link.slug ?? `/category/${slugger.slug(label)}`;
    const route = link.route ?? posix.join("/", scope.routeBase, slug).replace(/(.)\/$/, "$1");
    if (routes.has(route)) {
      // A link nobody wrote (a long folder's) gives way to the page without a word: the folder is shown whole.
      if (link.place)
        scope.file.message(`Unexpected duplicate route \`${route}\` for the generated index of \`${label}\`, expected one source per route`, {
          place: link.place,
          ruleId: "duplicate-route",
          source: "docs",
        }).note = "set a `slug` of its own in the link, or rename the page that has this route";
      return category(label, items, collapsed, { description, collapsible });
    }
    routes.add(route);
    const page = categoryIndexPage(
      route,
      posix.join(scope.root, slug.replace(/^\/+|\/+$/g, "")),
      link.title ?? label,
      link.description ?? description,
      items,
      (docId) => {
        const doc = byDocId.get(docId);
        return doc && docDescription(doc);
      },
    );
    indexPages.push(page);
    return category(label, items, collapsed, { description, link: { docId: page.docId!, label, route }, lists: true, collapsible });
  };
  const context: SidebarContext = {
    byDocId,
    baseUrl: options.baseUrl,
    trailingSlash: options.trailingSlash,
    listed,
    docOf,
    linkedCategory,
    indexPages,
    links: new Map(),
    takeUnlisted: () => [unlisted, (unlisted = [])][0]!,
    autogenerate: () => [],
  };
  context.autogenerate = autogenerator(docs, categories, context, categoryScopes(options.roots, options.files), options.roots);
  return context;
}

/** Returns the function that gives the items of a folder, its subfolders as categories labelled and linked by their `_category_` files. */
function autogenerator(
  docs: RoutedPage[],
  categories: Map<string, CategoryMeta>,
  context: SidebarContext,
  scopeOf: (dir: string, source?: string) => IdScope,
  roots: DocsRoot[],
) {
  const rootFolders = new Set(roots.map((root) => root.folder).filter(Boolean));
  const docsByDir = new Map<string, RoutedPage[]>();
  const subdirs = new Map<string, Set<string>>();
  for (const doc of docs) {
    (docsByDir.get(doc.dir) ?? docsByDir.set(doc.dir, []).get(doc.dir)!).push(doc);
    // Up to the doc's own root, not beyond: a folder that is a docs root of its own is no category of the folders around
    // it, as another docs plugin's is not, and those around it (`../versioned_docs` around a docs version's) hold none of its docs.
    for (let dir = doc.dir; dir && !rootFolders.has(dir); dir = parentOf(dir)) {
      const parent = parentOf(dir);
      (subdirs.get(parent) ?? subdirs.set(parent, new Set()).get(parent)!).add(dir);
    }
  }
  const autogenerate = (dir: string): SidebarItem[] => {
    const entries: Entry[] = (docsByDir.get(dir) ?? []).filter(context.listed).map((doc) => ({
      position: doc.frontMatter.sidebar_position ?? doc.numberPrefix,
      // A generated page (a reference type) has no file of its own: its name sorts it, case aside, as a reference lists types.
      source: doc.generated ? labelOf(doc).toLowerCase() : posix.basename(doc.file.path ?? doc.name),
      item: docItem(doc),
    }));
    for (const sub of subdirs.get(dir) ?? []) {
      const entry = folderEntry(sub, autogenerate(sub));
      if (entry) entries.push(entry);
    }
    return sortEntries(entries);
  };
  /** Returns a folder's category: labelled, placed and linked by its `_category_` file, else by its index doc, else by its name. */
  const folderEntry = (sub: string, items: SidebarItem[]): Entry | undefined => {
    const meta = categories.get(sub);
    const scope = scopeOf(sub, meta?.source);
    const { name, prefix } = parseNumberPrefix(posix.basename(sub));
    const collapsible = meta?.collapsible !== false;
    const collapsed = collapsible && (meta?.collapsed ?? true);
    const linked =
      meta?.link === undefined
        ? categoryIndex(sub, docsByDir.get(sub) ?? [])
        : meta.link?.type === "doc"
          ? linkedDoc(meta.link.id, sub, scope, meta.link.place)
          : undefined;
    const position = meta?.position ?? (linked && (linked.frontMatter.sidebar_position ?? linked.numberPrefix)) ?? prefix;
    const label = meta?.label ?? (linked && labelOf(linked)) ?? name;
    const long = meta?.link === undefined && !linked && items.length > WINDOWED_CATEGORY_ITEMS;
    if (long && implicit.has(sub)) return { position, source: posix.basename(sub), item: implicit.get(sub)! };
    const link = long ? implicitIndex(sub) : meta?.link;
    const item = linked
      ? docCategory(
          label,
          linked,
          items.filter((child) => !(child.type === "doc" && child.docId === linked.docId)),
          collapsed,
          { description: meta?.description, collapsible },
        )
      : context.linkedCategory(label, items, collapsed, link?.type === "doc" ? undefined : link, scope, meta?.description, collapsible);
    if (long && item) implicit.set(sub, item);
    return item && { position, source: posix.basename(sub), item };
  };
  /**
   * A long folder with no page to link (none named as its index, no link in its `_category_` file) gets a generated
   * index, as if `_category_` asked for one, so that each of its pages shows a window of the category, never all of it.
   * Its route comes from the folder's path below its docs root (`/category/guides-setup`), never from a label another index may have; when
   * a page has that route already the folder is shown whole. Made once per folder, whatever sidebars list it.
   */
  const implicit = new Map<string, SidebarItem>();
  const implicitIndex = (sub: string): CategoryLink => ({
    type: "generated-index",
    slug: `/category/${slugOf(stripNumberPrefixes(belowRoot(rootOf(roots, sub), sub)).replaceAll("/", " "))}`,
  });
  /** Returns the doc a `_category_` file links: a local id of its folder first, as Docusaurus tries it, else an id of the root. */
  const linkedDoc = (id: string, sub: string, scope: IdScope, place: Position): RoutedPage | undefined =>
    context.byDocId.get(posix.join(stripNumberPrefixes(sub), id)) ?? context.docOf(id, scope, place);
  return autogenerate;
}

/**
 * Returns the doc that is a folder's category link in an autogenerated sidebar, as Docusaurus' `isCategoryIndex`
 * finds it: `index`, `README` or the folder's own name (any case), when the folder's category file names no link.
 * https://docusaurus.io/docs/sidebar/autogenerated#category-index-convention
 */
function categoryIndex(dir: string, docs: RoutedPage[]): RoutedPage | undefined {
  return docs.find((doc) => isCategoryIndex(doc.name, dir));
}

/** An item of an autogenerated folder, with what Docusaurus sorts it by. */
interface Entry {
  position: number | undefined;
  /** The file or folder name as written, number prefix and extension included. */
  source: string;
  item: SidebarItem;
}

/**
 * Returns the items in Docusaurus' order: by position (`sidebar_position`, a `_category_` file's, the linked doc's, or
 * the number prefix), those without one last, then by file or folder name as written; never by title.
 */
function sortEntries(entries: Entry[]): SidebarItem[] {
  const byPosition = (a: Entry, b: Entry) => (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY);
  return [...entries].sort((a, b) => byPosition(a, b) || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0)).map((entry) => entry.item);
}

/**
 * Returns the scope of the doc ids of a folder's `_category_` file: the docs root that holds the folder, as the copied
 * Docusaurus site read its ids.
 */
function categoryScopes(roots: DocsRoot[], files: VFile[] = []): (dir: string, source?: string) => IdScope {
  const byPath = new Map(files.map((file) => [file.path, file]));
  return (dir, source) => {
    const root = rootOf(roots, dir);
    return { root: stripNumberPrefixes(root.folder), routeBase: root.routeBasePath, file: byPath.get(source ?? "") ?? new VFile({ path: source }) };
  };
}

/** Adds the `unknown-sidebar-item` error of a doc id that names no doc, with the nearest id of its scope as a hint. */
function unknownDoc(byDocId: Map<string, RoutedPage>, id: string, scope: IdScope, place: Position): void {
  const prefix = scope.root ? `${scope.root}/` : "";
  const ids = [...byDocId.keys()].filter((docId) => docId.startsWith(prefix)).map((docId) => docId.slice(prefix.length));
  const near = nearest(id, ids);
  // The first Docusaurus 2 releases prefixed a versioned sidebar's ids with its version; Docusaurus 3 refuses the prefix.
  const own = /version-[^/]+$/.exec(scope.root)?.[0];
  const legacy = own && id.startsWith(`${own}/`) ? id.slice(own.length + 1) : undefined;
  const message = scope.file.message(
    `Unexpected doc id \`${id}\`, expected the id of a doc in \`${posix.normalize(`content/docs${prefix ? `/${scope.root}` : ""}`)}\``,
    {
      place,
      ruleId: "unknown-sidebar-item",
      source: "docs",
    },
  );
  if (legacy !== undefined && ids.includes(legacy))
    message.note = `write \`${legacy}\`: a versioned sidebar names its docs without the \`${own}/\` prefix of Docusaurus 2's first releases, which Docusaurus 3 refuses too`;
  else
    message.note = near
      ? `did you mean \`${near}\`?`
      : "a doc id is its path below that folder without the extension and number prefixes (front matter `id` replaces the file name)";
}

function parentOf(dir: string): string {
  const parent = posix.dirname(dir);
  return parent === "." ? "" : parent;
}
