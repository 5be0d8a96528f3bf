import { fixedRoutes } from "../orchestration/discover-sources.ts";
import { readFileSync } from "node:fs";
import { posix } from "node:path";
import { docsRootsOf, excludedDoc, loadConfig, versionedFolders } from "../pipeline/0-config/index.ts";
import { assignRoutes, blogListRoutes, discoverContent, findDuplicateRoutes, type RoutedPage } from "../pipeline/1-content/index.ts";
import { loadDocusaurusSidebars } from "../pipeline/2-parse/index.ts";
import { buildSidebars, type Sidebars } from "../pipeline/3-transform/index.ts";
import { formatMessages } from "../report/index.ts";

/** What the import needs to know of the project it wrote, as Folio's own stages see it. */
export interface ImportedSite {
  /** Every route a page has (the home page, the blog's when it has posts, docs, posts, category index pages) and every static file's path. */
  targets: Set<string>;
  /** Every doc, with its route, id and docs root; a doc whose route another source has too is here. */
  docs: RoutedPage[];
  sidebars: Sidebars;
  /** Docs at a route a page of Folio's own has (`/`, `/blog`): that page is written there, the doc is not. */
  hidden: RoutedPage[];
  /** Docs that no sidebar lists, but those whose front matter says `unlisted` (no sidebar lists them by design). */
  withoutSidebar: RoutedPage[];
  /** Pages left out because another source has their route. */
  duplicates: RoutedPage[];
  /**
   * Of each versioned docs folder whose last version is a released one (by the folder of its current docs: `''`,
   * `api`), that version's folder below content/docs and the site's name of each of its sidebars by the name its file
   * gives it. A navbar `doc` or `docSidebar` item links there, as Docusaurus links the last version outside a doc.
   */
  lastVersions: Map<string, { folder: string; sidebars: Map<string, string> }>;
  /** The folders of the docs that keep versions: a navbar `doc` item of one names its doc, which each page links in its own version. */
  versioned: Set<string>;
}

/**
 * Returns the routes, docs and sidebars of the project written at `root`, from config.yaml and content/ as the build
 * reads them: `loadConfig`, `discoverContent`, `assignRoutes`, `loadDocusaurusSidebars`, `buildSidebars`.
 */
export function readImportedSite(root: string): ImportedSite {
  const loaded = loadConfig(root);
  // The import wrote config.yaml itself: a message on it is a fault of the import, not of the site.
  if (!loaded.config) throw new Error(`The imported config.yaml is invalid:\n${formatMessages([loaded.file])}`);
  const config = loaded.config;
  const roots = docsRootsOf(config, loaded.versions);
  const content = discoverContent(root, "content", undefined, undefined, { versionFolders: versionedFolders(roots), excludedDoc: excludedDoc(roots) });
  const routed = assignRoutes(content.pages, roots, config.blog);
  // The routes the build gives Folio's own pages: an imported site has no schema, so no playground.
  const builtIn = fixedRoutes(routed, false, config.blog, content.authors.size > 0);
  const { pages, shadowed } = findDuplicateRoutes(routed, builtIn);
  const docusaurus = loadDocusaurusSidebars(root, config, loaded.file, (path) => readFileSync(path, "utf8"), roots);
  const docs = pages.filter((page) => page.kind === "doc");
  const sidebars = buildSidebars([...docs, ...shadowed], content.categories, config, loaded.file, { docusaurus, files: content.files, roots });
  // The built-in pages a link of an imported site may name: the home page, and the blog's lists when it has posts.
  const targets = new Set([
    "/",
    ...(routed.some((page) => page.kind === "post") ? blogListRoutes(config.blog, content.authors.size > 0) : []),
    ...pages.map((page) => page.route),
    ...(sidebars.indexPages ?? []).map((page) => page.route),
    ...[...content.assets.values()].map((path) => `/${path}`),
    // A folder of content/static/ with an index.html is served at the folder's path.
    ...[...content.assets.values()].filter((path) => path.endsWith("/index.html")).map((path) => `/${path.slice(0, -"/index.html".length)}`),
  ]);
  const left = routed.filter((page) => !pages.includes(page));
  const lastReleased = roots.filter((docsRoot) => docsRoot.version?.isLast && docsRoot.folder !== docsRoot.version.docs);
  const lastVersions = new Map(
    lastReleased.map((docsRoot) => {
      const set = docusaurus.find((candidate) => candidate.docs === posix.normalize(docsRoot.folder));
      const names = new Map((set?.sidebars ?? []).map((sidebar) => [sidebar.ownName ?? sidebar.name, sidebar.name]));
      return [docsRoot.version!.docs, { folder: docsRoot.folder, sidebars: names }] as const;
    }),
  );
  return {
    lastVersions,
    versioned: new Set(roots.flatMap((docsRoot) => (docsRoot.version ? [docsRoot.version.docs] : []))),
    targets,
    docs: routed.filter((page) => page.kind === "doc"),
    sidebars,
    hidden: left.filter((page) => page.kind === "doc" && builtIn.includes(page.route)),
    withoutSidebar: docs.filter((doc) => !doc.frontMatter.unlisted && !sidebars.sidebarOfRoute.has(doc.route)),
    duplicates: left.filter((page) => !builtIn.includes(page.route)),
  };
}
