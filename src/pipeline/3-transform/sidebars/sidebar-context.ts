import { posix } from "node:path";
import GithubSlugger from "github-slugger";
import type { Position } from "unist";
import { VFile } from "vfile";
import type { CategoryLink } from "../../1-content/index.ts";
import type { DocusaurusSidebarSet } from "../../2-parse/index.ts";
import { stripNumberPrefixes, type CategoryMeta, type RoutedPage } from "../../1-content/index.ts";
import { nearest } from "../../../shared/index.ts";
import { categoryIndexPage } from "./category-index.ts";
import { category, docItem, labelOf, titleCase, type SidebarItem } from "./sidebar-items.ts";

/** Where doc ids in a sidebar are read from: a folder of content/docs, and the file to put messages on. */
export interface IdScope {
  /** The ids' folder below content/docs without number prefixes: a Docusaurus sidebars file's `docs`, else `''`. */
  root: string;
  file: VFile;
}

/** What every sidebar is built from: the docs by id and folder, the categories, and the pages the sidebars make. */
export interface SidebarContext {
  byDocId: Map<string, RoutedPage>;
  baseUrl: string;
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
  ): SidebarItem | undefined;
  /** The generated index pages of categories, in the order they were made. */
  indexPages: RoutedPage[];
}

export interface SidebarContextOptions {
  baseUrl: string;
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
  const linkedCategory: SidebarContext["linkedCategory"] = (label, items, collapsed, link, scope, description) => {
    if (link?.type === "doc") {
      const doc = docOf(link.id, scope, link.place);
      // As Docusaurus: a category with nothing in it but its doc is that doc.
      if (doc && !items.length) return { ...docItem(doc), label };
      return category(label, items, collapsed, { description, link: doc && { docId: doc.docId!, label: labelOf(doc), route: doc.route } });
    }
    if (link?.type !== "generated-index") return category(label, items, collapsed, { description });
    // As Docusaurus: an index of nothing is left out, category and all.
    if (!items.length) return undefined;
    const slugger = sluggers.get(scope.root) ?? sluggers.set(scope.root, new GithubSlugger()).get(scope.root)!;
    const route = posix.join("/docs", scope.root, link.slug ?? `/category/${slugger.slug(label)}`).replace(/\/$/, "");
    if (routes.has(route)) {
      scope.file.message(`Unexpected duplicate route \`${route}\` for the generated index of \`${label}\`, expected one source per route`, {
        place: link.place,
        ruleId: "duplicate-route",
        source: "docs",
      }).note = "set a `slug` of its own in the link, or rename the page that has this route";
      return category(label, items, collapsed, { description });
    }
    routes.add(route);
    const page = categoryIndexPage(route, link.title ?? label, link.description ?? description, items, (docId) => byDocId.get(docId)?.frontMatter.description);
    indexPages.push(page);
    return category(label, items, collapsed, { description, link: { docId: page.docId!, label, route }, lists: true });
  };
  const context: SidebarContext = {
    byDocId,
    baseUrl: options.baseUrl,
    listed,
    docOf,
    linkedCategory,
    indexPages,
    takeUnlisted: () => [unlisted, (unlisted = [])][0]!,
    autogenerate: () => [],
  };
  context.autogenerate = autogenerator(docs, categories, context, categoryScopes(options));
  return context;
}

/** Returns the function that gives the items of a folder, its subfolders as categories labelled and linked by their `_category_` files. */
function autogenerator(docs: RoutedPage[], categories: Map<string, CategoryMeta>, context: SidebarContext, scopeOf: (dir: string, source?: string) => IdScope) {
  const docsByDir = new Map<string, RoutedPage[]>();
  const subdirs = new Map<string, Set<string>>();
  for (const doc of docs) {
    (docsByDir.get(doc.dir) ?? docsByDir.set(doc.dir, []).get(doc.dir)!).push(doc);
    for (let dir = doc.dir; dir; dir = parentOf(dir)) {
      const parent = parentOf(dir);
      (subdirs.get(parent) ?? subdirs.set(parent, new Set()).get(parent)!).add(dir);
    }
  }
  const autogenerate = (dir: string): SidebarItem[] => {
    const entries: { position: number; label: string; item: SidebarItem }[] = (docsByDir.get(dir) ?? []).filter(context.listed).map((doc) => ({
      position: doc.frontMatter.sidebar_position ?? doc.numberPrefix ?? Infinity,
      label: labelOf(doc),
      item: docItem(doc),
    }));
    for (const sub of subdirs.get(dir) ?? []) {
      const meta = categories.get(sub);
      const label = meta?.label ?? titleCase(posix.basename(sub));
      const collapsed = meta?.collapsible === false ? false : (meta?.collapsed ?? true);
      const index = meta?.link ? undefined : categoryIndex(sub, docsByDir.get(sub) ?? []);
      const item = index
        ? category(
            label,
            autogenerate(sub).filter((child) => !(child.type === "doc" && child.route === index.route)),
            collapsed,
            { description: meta?.description, link: { docId: index.docId!, label: labelOf(index), route: index.route } },
          )
        : context.linkedCategory(label, autogenerate(sub), collapsed, meta?.link, scopeOf(sub, meta?.source), meta?.description);
      if (item) entries.push({ position: meta?.position ?? Infinity, label, item });
    }
    return entries.sort((a, b) => a.position - b.position || compare(a.label, b.label)).map((e) => e.item);
  };
  return autogenerate;
}

/**
 * Returns the doc that is a folder's category link in an autogenerated sidebar, as Docusaurus' `isCategoryIndex`
 * finds it: `index`, `README` or the folder's own name (any case, number prefix aside), when the folder's category
 * file names no link. https://docusaurus.io/docs/sidebar/autogenerated#category-index-convention
 */
function categoryIndex(dir: string, docs: RoutedPage[]): RoutedPage | undefined {
  const folder = stripNumberPrefixes(posix.basename(dir)).toLowerCase();
  return docs.find((doc) => ["index", "readme", folder].includes(stripNumberPrefixes(doc.name).toLowerCase()));
}

/**
 * Returns the scope of the doc ids of a folder's `_category_` file: the docs folder of the Docusaurus sidebars file
 * that holds it (the innermost), else content/docs, as the copied Docusaurus site read its ids.
 */
function categoryScopes(options: SidebarContextOptions): (dir: string, source?: string) => IdScope {
  const files = new Map((options.files ?? []).map((file) => [file.path, file]));
  const roots = (options.docusaurus ?? []).map((set) => set.docs).sort((a, b) => b.length - a.length);
  return (dir, source) => {
    const root = roots.find((docs) => !docs || dir === docs || dir.startsWith(`${docs}/`)) ?? "";
    return { root: stripNumberPrefixes(root), file: files.get(source ?? "") ?? new VFile({ path: source }) };
  };
}

/** Adds the `unknown-sidebar-item` error of a doc id that names no doc, with the nearest id of its scope as a hint. */
function unknownDoc(byDocId: Map<string, RoutedPage>, id: string, scope: IdScope, place: Position): void {
  const prefix = scope.root ? `${scope.root}/` : "";
  const ids = [...byDocId.keys()].filter((docId) => docId.startsWith(prefix)).map((docId) => docId.slice(prefix.length));
  const near = nearest(id, ids);
  scope.file.message(`Unexpected doc id \`${id}\`, expected the id of a doc in \`content/docs${prefix ? `/${scope.root}` : ""}\``, {
    place,
    ruleId: "unknown-sidebar-item",
    source: "docs",
  }).note = near
    ? `did you mean \`${near}\`?`
    : "a doc id is its path below that folder without the extension and number prefixes (front matter `id` replaces the file name)";
}

function parentOf(dir: string): string {
  const parent = posix.dirname(dir);
  return parent === "." ? "" : parent;
}

function compare(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}
