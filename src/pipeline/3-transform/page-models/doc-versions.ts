import { posix } from "node:path";
import type { DocsRoot, DocsVersion, SiteConfig, VersionMenuOptions } from "../../0-config/index.ts";
import type { RoutedPage } from "../../1-content/index.ts";
import type { DocusaurusSidebarSet } from "../../2-parse/index.ts";
import type { Sidebars } from "../sidebars/sidebars.ts";
import { isLinkActive, pageHref, type PageUrls } from "../../../shared/index.ts";
import type { PageModel, VersionMenu } from "../../../shared/page-model.ts";

type NavbarItem = PageModel["shell"]["navbar"]["items"][number];

/** A docs version with the routes of its docs, by id below its folder, and its main doc's route. */
export interface VersionRoutes {
  version: DocsVersion;
  routes: Map<string, string>;
  /** Its main doc, as Docusaurus' `getMainDocId` picks it: the doc at the version's root, else the first doc of its first sidebar, else its first doc. */
  main: string;
  /** Its sidebars: the name its sidebars file gives each → the sidebar's name in the site and its first page's route. */
  sidebars: Map<string, { name: string; first?: string }>;
}

/** The versions of one versioned docs folder, in the order of its versions file with `current` first. */
export interface VersionSet {
  /** The docs' folder below content/docs: `''` for the main docs. */
  docs: string;
  versions: VersionRoutes[];
  last: VersionRoutes;
  /** Its `docsVersions.dropdown` in config.yaml: the navbar shows its version menu, with these options (`true`: none). */
  dropdown?: VersionMenuOptions;
}

/** The site's versioned docs, the main docs' first, and which doc each route is. */
export interface DocVersions {
  sets: VersionSet[];
  /** Route → the versions of its docs, its version and the id of the doc there. */
  byRoute: Map<string, { set: VersionSet; version: VersionRoutes; id: string }>;
}

/**
 * Returns the docs versions with their docs' routes, or undefined when the site has none. `docs` are the pages
 * written (one per route) and the categories' generated index pages, `sets` the Docusaurus sidebars files in the order
 * read; config.yaml says which docs show a version menu.
 */
export function docVersions(
  roots: DocsRoot[],
  docs: RoutedPage[],
  sidebars: Sidebars,
  sets: DocusaurusSidebarSet[],
  config: Pick<SiteConfig, "docsVersions" | "docsRoots">,
): DocVersions | undefined {
  // The roots are innermost first; the versions keep their file's order, which the menu lists.
  const versioned = roots.filter((root) => root.version).sort((a, b) => a.version!.order - b.version!.order);
  if (versioned.length === 0) return undefined;
  // Pages made from data (the GraphQL reference, its changelog) and their categories' index pages are of no docs
  // version: they have routes of their own, and a version of the API is not a version of the docs.
  const dataFolders = new Set(docs.filter((doc) => doc.tree).map((doc) => doc.dir));
  const written = docs.filter((doc) => doc.kind === "doc" && !doc.tree && !dataFolders.has(doc.docId ?? ""));
  const versions = versioned.map((root): VersionRoutes => {
    const own = written.filter((doc) => rootOfDoc(roots, doc) === root).sort((a, b) => (a.file.path < b.file.path ? -1 : 1));
    const routes = new Map(own.map((doc) => [localId(doc, root), doc.route]));
    const ownSidebars = sidebarsOf(root, sidebars, sets, new Set(routes.values()));
    return { version: root.version!, routes, main: mainRoute(root, own, sidebars, ownSidebars), sidebars: ownSidebars };
  });
  const folders = [...new Set(versions.map((entry) => entry.version.docs))].sort();
  const versionSets = folders.map((folder): VersionSet => {
    const own = versions.filter((entry) => entry.version.docs === folder);
    const dropdown = folder === "" ? config.docsVersions?.dropdown : config.docsRoots?.find((root) => root.folder === folder)?.docsVersions?.dropdown;
    const last = own.find((entry) => entry.version.isLast) ?? own[0]!;
    return { docs: folder, versions: own, last, ...(dropdown ? { dropdown: dropdown === true ? {} : dropdown } : {}) };
  });
  const byRoute = new Map(
    versionSets.flatMap((set) => set.versions.flatMap((entry) => [...entry.routes].map(([id, route]) => [route, { set, version: entry, id }] as const))),
  );
  return { sets: versionSets, byRoute };
}

/** Returns the main docs' versions, when they have versions. */
export function mainVersions(versions: DocVersions | undefined): VersionSet | undefined {
  return versions?.sets.find((set) => set.docs === "");
}

/** Returns the versions a route is read in: those of its docs, else the main docs', else the first docs with versions. */
function setOf(versions: DocVersions, route: string): VersionSet {
  return versions.byRoute.get(route)?.set ?? mainVersions(versions) ?? versions.sets[0]!;
}

/** Returns the root of a doc: its own, or for a category's generated index page (which names none), the innermost root its id is below. */
function rootOfDoc(roots: DocsRoot[], doc: RoutedPage): DocsRoot | undefined {
  if (doc.root !== undefined) return roots.find((root) => root.folder === doc.root);
  return roots.find((root) => root.folder === "" || doc.docId?.startsWith(`${posix.normalize(root.folder)}/`));
}

/** Returns a doc's id below its version's folder, as Docusaurus names it within the version (`guides/setup`). */
function localId(doc: RoutedPage, root: DocsRoot): string {
  const prefix = root.folder ? `${posix.normalize(root.folder)}/` : "";
  return doc.docId!.startsWith(prefix) ? doc.docId!.slice(prefix.length) : doc.docId!;
}

/** Returns the route of a version's main doc (Docusaurus' `getMainDocId`), given its sidebars (`sidebarsOf`). */
function mainRoute(root: DocsRoot, docs: RoutedPage[], sidebars: Sidebars, own: VersionRoutes["sidebars"]): string {
  const home = `/${root.routeBasePath}`.replace(/(.)\/$/, "$1");
  if (docs.some((doc) => doc.route === home)) return home;
  const firstSidebar = own.values().next().value?.name;
  // As `getFirstDocIdOfFirstSidebar`: the first doc, never a category's generated index page.
  const indexes = new Set((sidebars.indexPages ?? []).map((page) => page.route));
  const first = firstSidebar === undefined ? undefined : sidebars.readingOrder[firstSidebar]?.find((item) => !indexes.has(item.route));
  return first?.route ?? docs[0]?.route ?? home;
}

/**
 * Returns a version's sidebars by the name its sidebars file gives each, in the file's order; the current version's
 * may be config.yaml's instead, named as they are there: those whose first page is one of its `routes`.
 */
function sidebarsOf(root: DocsRoot, sidebars: Sidebars, sets: DocusaurusSidebarSet[], routes: Set<string>): VersionRoutes["sidebars"] {
  const folder = posix.normalize(root.folder).replace(/^\.$/, "");
  const first = (name: string) => sidebars.readingOrder[name]?.[0]?.route;
  const own = sets.filter((set) => set.docs === folder).flatMap((set) => set.sidebars);
  const named = new Map(own.map((sidebar) => [sidebar.ownName ?? sidebar.name, { name: sidebar.name, first: first(sidebar.name) }]));
  if (root.folder !== "" || own.length > 0) return named;
  const fromFiles = new Set(sets.flatMap((set) => set.sidebars.map((sidebar) => sidebar.name)));
  for (const name of Object.keys(sidebars.byId)) {
    const route = first(name);
    if (!fromFiles.has(name) && route !== undefined && routes.has(route)) named.set(name, { name, first: route });
  }
  return named;
}

/**
 * Returns the route of the doc with the same id in `target`, a version of the same docs, else `target`'s main doc:
 * where the version menu and the banner go.
 */
export function sameDocIn(versions: DocVersions, route: string, target: VersionRoutes): string {
  const own = versions.byRoute.get(route);
  return (own?.set.versions.includes(target) ? target.routes.get(own.id) : undefined) ?? target.main;
}

/** Returns the route search engines should index for `route`: the same doc in the last version when it has one, else `route`. */
export function canonicalRoute(versions: DocVersions | undefined, route: string): string {
  const own = versions?.byRoute.get(route);
  return own?.set.last.routes.get(own.id) ?? route;
}

/**
 * Returns the route a navbar `doc:` item links on the page at `route`, as Docusaurus' doc item: the doc of that id in
 * the version read of its docs, else in their last version; undefined when neither has it, or its docs have no
 * versions. The id is one of the main docs (`guides/setup`), or of another versioned docs folder with that folder
 * before it (`api/intro`).
 */
export function versionedDocRoute(versions: DocVersions, route: string, id: string): string | undefined {
  const other = versions.sets.find((set) => set.docs !== "" && id.startsWith(`${set.docs}/`));
  const set = other ?? mainVersions(versions);
  const local = other ? id.slice(other.docs.length + 1) : id;
  const own = versions.byRoute.get(route);
  return (own && own.set === set ? own.version.routes.get(local) : undefined) ?? set?.last.routes.get(local);
}

/**
 * Returns the version menus of a page, one for each versioned docs folder whose `docsVersions.dropdown` asks for one,
 * the main docs' first, as Docusaurus shows each `docsVersionDropdown` on every page (`versionMenu`).
 */
export function versionMenus(versions: DocVersions, route: string, urls: PageUrls): VersionMenu[] {
  return versions.sets.filter((set) => set.dropdown).map((set) => versionMenu(versions, set, route, urls));
}

/**
 * Returns the version menu of a versioned docs folder on a page, as Docusaurus' `docsVersionDropdown` makes it: the
 * links before the versions, each version listed (all, or those `dropdown.versions` names, with their labels there)
 * and where it goes from here (the same doc in that version, else its main doc), then the links after. The label
 * shown is the page's version when listed, else the last version when listed, else the first listed. A link is active
 * on its page and the pages below it, as a navbar link of Docusaurus is.
 */
function versionMenu(versions: DocVersions, set: VersionSet, route: string, urls: PageUrls): VersionMenu {
  const options = set.dropdown ?? {};
  const active = versions.byRoute.get(route)?.version;
  const listed = listedVersions(set, options.versions);
  const shown = listed.find((item) => item.entry === active) ?? listed.find((item) => item.entry === set.last) ?? listed[0];
  const link = (item: { label: string; to?: string; href?: string }) => ({
    label: item.label,
    href: item.to ? pageHref(urls, item.to) : (item.href ?? ""),
    active: item.to !== undefined && isLinkActive(route, item.to),
  });
  return {
    ...(set.docs ? { docs: set.docs } : {}),
    label: shown?.label ?? set.last.version.label,
    items: [
      ...(options.itemsBefore ?? []).map(link),
      ...listed.map(({ entry, label }) => ({ label, href: pageHref(urls, sameDocIn(versions, route, entry)), active: entry === active })),
      ...(options.itemsAfter ?? []).map(link),
    ],
  };
}

/**
 * Returns the versions a menu lists with their labels: every version, or those `names` gives, in its order (config.yaml
 * names no other: `readDocsVersions` stops on a version that is not built).
 */
function listedVersions(versions: VersionSet, names: VersionMenuOptions["versions"]): { entry: VersionRoutes; label: string }[] {
  if (!names) return versions.versions.map((entry) => ({ entry, label: entry.version.label }));
  const labels: [string, string | undefined][] = Array.isArray(names)
    ? names.map((name) => [name, undefined])
    : Object.entries(names).map(([name, own]) => [name, own.label]);
  return labels.flatMap(([name, label]) => {
    const entry = versions.versions.find((candidate) => candidate.version.name === name);
    return entry ? [{ entry, label: label ?? entry.version.label }] : [];
  });
}

/**
 * Returns what a doc page of a version shows above its title: the badge's label (when the version has one) and the
 * banner of an unreleased or unmaintained version, linking to the same doc in the last version, else its main doc.
 */
export function versionNotice(versions: DocVersions, route: string, urls: PageUrls): Pick<NonNullable<PageModel["doc"]>, "versionLabel" | "versionBanner"> {
  const own = versions.byRoute.get(route)!;
  const { version } = own.version;
  const latest = own.set.last;
  return {
    ...(version.badge ? { versionLabel: version.label } : {}),
    ...(version.banner
      ? {
          versionBanner: {
            kind: version.banner,
            label: version.label,
            latestLabel: latest.version.label,
            href: pageHref(urls, sameDocIn(versions, route, latest)),
          },
        }
      : {}),
  };
}

/**
 * Returns a navbar item whose config.yaml entry names a docs version's sidebar (`sidebar`) as it is on a page of version
 * `own`: linking the first page of `own`'s sidebar of the same name, active on its pages, as Docusaurus' `docSidebar`
 * item is; other items as they are.
 */
function ownSidebarLink(versions: VersionSet, own: VersionRoutes, item: NavbarItem, sidebar: string | undefined, page: PageContext): NavbarItem {
  if (sidebar === undefined) return item;
  const named = versions.versions.flatMap((entry) => [...entry.sidebars].filter(([, candidate]) => candidate.name === sidebar))[0]?.[0];
  const twin = named === undefined ? undefined : own.sidebars.get(named);
  return twin?.first ? { ...item, href: pageHref(page.urls, twin.first), active: twin.name === page.sidebarId } : item;
}

/** What `versionFields` needs of a page: how the site writes page URLs, its shell, config.yaml's navbar items and the page's sidebar. */
export interface PageContext {
  urls: PageUrls;
  shell: PageModel["shell"];
  navbar: { sidebar?: string }[];
  sidebarId?: string;
}

/**
 * Returns what a page's model holds on a site with docs versions: its shell with the version menu (when config.yaml
 * asks for it), the search scope and, on a doc of a version, navbar links into that version; and for such a doc its
 * label and `noIndex`.
 */
export function versionFields(versions: DocVersions, route: string, page: PageContext): Pick<PageModel, "noIndex" | "version" | "shell"> {
  const { urls, shell } = page;
  const read = versions.byRoute.get(route);
  const own = read?.version;
  const items = read ? shell.navbar.items.map((item, i) => ownSidebarLink(read.set, read.version, item, page.navbar[i]?.sidebar, page)) : shell.navbar.items;
  const menus = versionMenus(versions, route, urls);
  return {
    shell: {
      ...shell,
      navbar: { ...shell.navbar, items },
      ...(menus.length ? { versionMenus: menus } : {}),
      searchScope: {
        label: (own ?? setOf(versions, route).last).version.label,
        versions: Object.fromEntries(versions.sets.map((set) => [set.docs, (read?.set === set ? read.version : set.last).version.label])),
      },
    },
    ...(read ? { version: { label: read.version.version.label, docs: read.set.docs } } : {}),
    ...(own?.version.noIndex ? { noIndex: true } : {}),
  };
}
