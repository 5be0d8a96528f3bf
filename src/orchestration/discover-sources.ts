import type { VFile } from "vfile";
import { excludedDoc, versionedFolders, type DocsRoot, type SiteConfig } from "../pipeline/0-config/index.ts";
import {
  assignRoutes,
  blogListRoutes,
  discoverContent,
  findDuplicateRoutes,
  readImageSizes,
  type PostRouting,
  type RoutedPage,
} from "../pipeline/1-content/index.ts";
import { loadDocusaurusSidebars, readDocusaurusSidebars, staticModuleInputs, type SidebarsReader } from "../pipeline/2-parse/index.ts";
import { buildSidebars, docVersions, reportDocsWithoutSidebar } from "../pipeline/3-transform/index.ts";
import { versionPlaygroundRoutes, withVersionSidebars } from "./api-versions.ts";
import type { CompileRun, Sources } from "./compile-run.ts";
import { generatePages } from "./generate-pages.ts";

/**
 * Returns the routes the site's own pages take: the blog's lists (and authors page) below its route base, the playground only with a
 * schema, and the home page unless a doc is routed at `/` (a Docusaurus site whose docs are served from the root),
 * which then is the home page, or the blog is.
 */
export function fixedRoutes(written: RoutedPage[], hasSchema: boolean, blog: PostRouting = {}, hasAuthors = false): string[] {
  // As Docusaurus: a site without a post has no blog pages.
  const lists = written.some((page) => page.kind === "post") ? blogListRoutes(blog, hasAuthors) : [];
  const docAtRoot = written.some((page) => page.kind === "doc" && page.route === "/");
  const home = docAtRoot || lists[0] === "/" ? [] : ["/"];
  return [...home, ...(hasSchema ? ["/playground"] : []), "/404", ...lists];
}

/** Returns every source with its route: the written pages, the generated reference pages, and the sidebars; undefined on an error. */
export function discoverSources(run: CompileRun, config: SiteConfig, configFile: VFile, roots: DocsRoot[]): Sources | undefined {
  const { stage, files, cache } = run;
  const read = (path: string) => cache.read(path);
  const discover = {
    drafts: run.options.dev === true,
    versionFolders: versionedFolders(roots),
    excludedDoc: excludedDoc(roots),
    given: config.markdown?.components,
  };
  const content = stage("discover", () => discoverContent(run.root, "content", read, cache.memo, discover));
  files.push(...content.files);
  const imageSizes = stage("discover", () => readImageSizes(run.root, "content", content.assets, cache.memo));
  const written = stage("discover", () => assignRoutes(content.pages, roots, config.blog));
  const reference = generatePages(run, { config, file: configFile }, written, content);
  if (!reference) return undefined;
  const { generated, schema, playground, api, changelog } = reference;
  files.push(...generated.map((page) => page.file));
  const fixed = [...fixedRoutes(written, schema?.schema !== undefined, config.blog, content.authors.size > 0), ...versionPlaygroundRoutes(api)];
  const { pages, shadowed } = stage("discover", () => findDuplicateRoutes([...written, ...generated], fixed));
  const docs = pages.filter((page) => page.kind === "doc");
  const docusaurus = stage("sidebars", () => loadDocusaurusSidebars(run.root, config, configFile, read, roots, keptSidebars(run)));
  // A docs folder without a sidebars file has its sidebar from config.yaml, whose file is in the list already.
  files.push(...docusaurus.map((set) => set.file).filter((file) => !files.includes(file)));
  // A doc left out for a duplicate route keeps its id: a sidebar naming it lists the route, which shows the other doc.
  const sidebarConfig = api ? { ...config, sidebars: withVersionSidebars(config.sidebars, api) } : config;
  const sidebars = stage("sidebars", () => buildSidebars([...docs, ...shadowed], content.categories, sidebarConfig, configFile, { docusaurus, files, roots }));
  reportDocsWithoutSidebar(docs, sidebars);
  // Categories' generated index pages are generated doc pages too.
  const indexPages = sidebars.indexPages ?? [];
  files.push(...indexPages.map((page) => page.file));
  const versions = docVersions(roots, [...docs, ...indexPages], sidebars, docusaurus, config);
  return {
    configFile,
    content,
    imageSizes,
    written,
    generated: [...generated, ...indexPages],
    pages: [...pages, ...indexPages],
    sidebars,
    schema,
    playground,
    api,
    changelog,
    fixed,
    roots,
    ...(versions ? { versions } : {}),
  };
}

/**
 * Returns the reader of Docusaurus sidebars files that keeps what it read, with its messages, under everything the
 * read depends on (`staticModuleInputs`): on disk too, so that a one-off build after an edit does not load
 * TypeScript (half a second) to read a sidebars file that did not change. A file whose `require`s cannot be told
 * without parsing it is read every time.
 */
function keptSidebars(run: CompileRun): SidebarsReader {
  return (file, readFile) => {
    const inputs = staticModuleInputs(file, readFile);
    const read = () => readDocusaurusSidebars(file, readFile);
    return inputs === undefined ? read() : run.cache.memoFile("sidebars", file.path, file, { inputs }, read, { key: inputs });
  };
}
