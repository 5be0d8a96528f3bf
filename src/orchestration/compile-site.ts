import { existsSync } from "node:fs";
import { join } from "node:path";
import type { VFile } from "vfile";
import { createHash } from "node:crypto";
import { createCache, freshFile, made, replay } from "../incremental/cache.ts";
import { docsRootsOf, loadConfig, versionedFolders, type DocsRoot, type DocsVersion, type SiteConfig } from "../pipeline/0-config/index.ts";
import { loadDocusaurusSidebars } from "../pipeline/2-parse/index.ts";
import {
  assignRoutes,
  blogListRoutes,
  discoverContent,
  findDuplicateRoutes,
  loadThemeApi,
  readImageSizes,
  type ContentSet,
  type PostRouting,
  type RoutedPage,
} from "../pipeline/1-content/index.ts";
import { loadSchema, reportVersionsWithoutSchema, SCHEMA_PATH, type ChangelogEntry } from "../pipeline/2-parse/index.ts";
import {
  buildReferencePages,
  playgroundOperation,
  reportMissingScopeDirective,
  buildThemeReferencePages,
  buildUsedBy,
  collectGuideUsage,
  guideUsageKey,
} from "../pipeline/2-parse/index.ts";
import {
  buildSidebars,
  docVersions,
  reportDocsWithoutSidebar,
  sidebarNavigations,
  sidebarTrees,
  type SiteContext,
  type Sidebars,
  type TransformOptions,
} from "../pipeline/3-transform/index.ts";
import { changelogFeed, cspSources, renderLlmsFiles, renderSiteFiles } from "../pipeline/4-render/index.ts";
import {
  addSiteAssets,
  bundleClient,
  nginxCspFile,
  searchIndexFiles,
  type ClientBundle,
  type OutputFile,
  type RenderedPage,
} from "../pipeline/5-write/index.ts";
import { checkLinks } from "../pipeline/6-check/index.ts";
import { applySeverity, exitCodeFor, SEVERITY_WORDS, type SeverityOverrides } from "../report/index.ts";
import { markdownTwinFile } from "../shared/index.ts";
import { createProcessors, type PageSite } from "./compile-page.ts";
import { compilePages, type CompiledPages } from "./compile-pages.ts";
import { stageTimer } from "./stage-timer.ts";
import { apiVersionPages, loadApiVersions, versionPlaygroundRoutes, versionPlaygrounds, versionTransforms, withVersionSidebars } from "./api-versions.ts";
import type { CompileOptions, CompileRun, PreparedSite, Sources } from "./compile-run.ts";

/** The whole site in memory: what `writeSite` writes, or what the dev server serves. */
export interface CompiledSite {
  ok: boolean;
  /** Every source file, with its messages. */
  files: VFile[];
  /** The rendered pages, unless `onFile` took them. */
  pages: RenderedPage[];
  pageCount: number;
  /** Bundled assets and generated files (feeds, sitemap, markdown twins, …), by path in the build folder, except what `onFile` took. */
  outputs: OutputFile[];
  /** Files copied as they are: absolute source path → path in the build folder. */
  copies: { from: string; to: string }[];
  /** The base URL the site was built for. */
  baseUrl: string;
  /** The severities the config sets, for messages about the site found after the compile (linkinator's broken links). */
  severities: SeverityOverrides;
  /** Milliseconds per stage, in the order they ran. */
  timings: Record<string, number>;
  /** Returns the search index files; in author mode they are not in `outputs`, and the dev builder makes them when the author pauses. */
  searchIndex: () => OutputFile[];
  /** The link targets the check in memory found broken (without the base URL), already reported at their places. */
  brokenLinks: string[];
}

/**
 * Returns the routes the site's own pages take: the blog's lists below its route base, the playground only with a
 * schema, and the home page unless a doc is routed at `/` (a Docusaurus site whose docs are served from the root),
 * which then is the home page, or the blog is.
 */
export function fixedRoutes(written: RoutedPage[], hasSchema: boolean, blog: PostRouting = {}): string[] {
  const lists = blogListRoutes(blog);
  const docAtRoot = written.some((page) => page.kind === "doc" && page.route === "/");
  const home = docAtRoot || lists[0] === "/" ? [] : ["/"];
  return [...home, ...(hasSchema ? ["/playground"] : []), "/404", ...lists];
}

/** Returns the built site in memory (content → parse → transform → render → in-memory link check), reusing what `cache` kept from the last run. */
export async function compileSite(options: CompileOptions): Promise<CompiledSite> {
  const run = startRun(options);
  try {
    const site = await compileSteps(run);
    endCache(run);
    return site;
  } catch (error) {
    // A build that throws keeps nothing of what it made for the next one.
    run.cache.end(false);
    throw error;
  }
}

/** The compile's steps: config → content → pages → the link check in memory → the site-wide files. */
async function compileSteps(run: CompileRun): Promise<CompiledSite> {
  const { options } = run;
  const result = (ok: boolean, rest: Partial<CompiledSite> = {}): CompiledSite => {
    return {
      ok,
      files: run.files,
      pages: [],
      pageCount: 0,
      outputs: [],
      copies: [],
      baseUrl: options.baseUrl ?? "/",
      severities: run.severities,
      timings: run.timings,
      searchIndex: () => [],
      brokenLinks: [],
      ...rest,
    };
  };
  const loaded = loadSiteConfig(run);
  // An invalid config.yaml sets no severities: its errors are marked by the rules' defaults, so they print as errors.
  if (!loaded) return result(!failed(run));
  const { config } = loaded;
  const baseUrl = config.baseUrl;
  const made = await compileAllPages(run, config, loaded.file, docsRootsOf(config, loaded.versions));
  if (!made.compiled || failed(run)) return result(false, { baseUrl, brokenLinks: made.brokenLinks });
  const { compiled, sidebars, bundle, copies, brokenLinks } = made;
  const { outputs, searchIndex } = siteOutputs(run, config, bundle, compiled, sidebars, made.changelog);
  run.log(`✔ render: ${compiled.pageCount} pages`);
  return result(!failed(run), { baseUrl, pages: compiled.rendered, pageCount: compiled.pageCount, outputs, copies, searchIndex, brokenLinks });
}

/** What the site-wide files need of the compiled pages; only the broken links when the compile stopped on an error. */
type MadePages =
  | { compiled?: undefined; brokenLinks: string[] }
  | {
      compiled: CompiledPages;
      sidebars: Sidebars;
      bundle: ClientBundle;
      copies: CompiledSite["copies"];
      brokenLinks: string[];
      /** The changelog feed's entries (none without API versions). */
      changelog: ChangelogEntry[];
    };

/**
 * Finds every source and compiles every page (parse → transform → render), then checks their links in memory.
 * Returns only what the site-wide files need: the sources, the schema and the page pipeline are let go when it
 * returns, before those files are made (on a large schema they are most of the memory the compile holds).
 */
async function compileAllPages(run: CompileRun, config: SiteConfig, configFile: VFile, roots: DocsRoot[]): Promise<MadePages> {
  const { options } = run;
  // esbuild bundles the client in a process of its own: it starts now and is awaited once the pages are known.
  const bundling = run.cache.memo("bundle", "", { baseUrl: config.baseUrl }, () => bundleClient(config.baseUrl));
  // A build that stops before then must not leave its failure unhandled.
  bundling.catch(() => {});
  const sources = discoverSources(run, config, configFile, roots);
  if (!sources || failed(run)) return { brokenLinks: [] };
  run.log(`✔ content: ${sources.pages.length} sources, ${sources.pages.filter((page) => page.kind === "doc").length} docs`);
  const prepared = await prepareSite(run, config, sources, await run.stageAsync("bundle", () => bundling));
  if (options.onFile) for (const file of prepared.bundle.files) options.onFile(file);
  const compiled = compilePages(run, sources, prepared);
  const brokenLinks = checkSiteLinks(run, compiled, sources.content);
  const copies = [...sources.content.assets].map(([from, to]) => ({ from: join(run.root, "content", from), to }));
  return { compiled, sidebars: sources.sidebars, bundle: prepared.bundle, copies, brokenLinks, changelog: sources.changelog ?? [] };
}

/** Ends the build for the cache: the pages it made are kept for the next build, and what it spent on them is logged. */
function endCache(run: CompileRun): void {
  const disk = run.cache.end(true);
  if (!disk) return;
  run.timings["page cache"] = (run.timings["page cache"] ?? 0) + disk.ms;
  run.log(`✔ page cache: ${disk.reused} doc pages reused, ${disk.made} made`);
}

/** Returns the shared state of one compile. */
function startRun(options: CompileOptions): CompileRun {
  const timings: Record<string, number> = {};
  return {
    options,
    root: options.root,
    cache: options.cache ?? createCache({ disk: options.pageCache }),
    files: [],
    timings,
    ...stageTimer(timings),
    log: options.log ?? (() => {}),
    severities: {},
  };
}

/** Applies the config's severities to every message so far; returns whether any error remains. */
function failed(run: CompileRun): boolean {
  applySeverity(run.files, run.severities);
  return exitCodeFor(run.files) !== 0;
}

/** Returns the validated config.yaml and its file (undefined when it is invalid), and sets the severities its build rules choose. */
function loadSiteConfig(run: CompileRun): { config: SiteConfig; file: VFile; versions: DocsVersion[] } | undefined {
  const loaded = run.stage("config", () => loadConfig(run.root, { baseUrl: run.options.baseUrl }));
  run.files.push(loaded.file, ...(loaded.versionsFile ? [loaded.versionsFile] : []));
  const config = loaded.config;
  if (!config) return undefined;
  run.severities = {
    "broken-link": run.options.dev ? "warn" : SEVERITY_WORDS[config.build.onBrokenLinks],
    "broken-anchor": run.options.dev ? "warn" : SEVERITY_WORDS[config.build.onBrokenAnchors],
    "broken-markdown-link": SEVERITY_WORDS[config.build.onBrokenMarkdownLinks],
    "duplicate-route": SEVERITY_WORDS[config.build.onDuplicateRoutes],
    "doc-without-sidebar": SEVERITY_WORDS[config.build.onDocWithoutSidebar ?? "warn"],
  };
  return { config, file: loaded.file, versions: loaded.versions };
}

/** Returns every source with its route: the written pages, the generated reference pages, and the sidebars; undefined on an error. */
function discoverSources(run: CompileRun, config: SiteConfig, configFile: VFile, roots: DocsRoot[]): Sources | undefined {
  const { stage, files, cache } = run;
  const read = (path: string) => cache.read(path);
  const discover = { drafts: run.options.dev === true, versionFolders: versionedFolders(roots) };
  const content = stage("discover", () => discoverContent(run.root, "content", read, cache.memo, discover));
  files.push(...content.files);
  const imageSizes = stage("discover", () => readImageSizes(run.root, "content", content.assets, cache.memo));
  const written = stage("discover", () => assignRoutes(content.pages, roots, config.blog));
  const reference = generatePages(run, { config, file: configFile }, written, content);
  if (!reference) return undefined;
  const { generated, schema, playground, api, changelog } = reference;
  files.push(...generated.map((page) => page.file));
  const fixed = [...fixedRoutes(written, schema?.schema !== undefined, config.blog), ...versionPlaygroundRoutes(api)];
  const { pages, shadowed } = stage("discover", () => findDuplicateRoutes([...written, ...generated], fixed));
  const docs = pages.filter((page) => page.kind === "doc");
  const docusaurus = stage("sidebars", () => loadDocusaurusSidebars(run.root, config, configFile, read, roots));
  files.push(...docusaurus.map((set) => set.file));
  // A doc left out for a duplicate route keeps its id: a sidebar naming it lists the route, which shows the other doc.
  const sidebarConfig = api ? { ...config, sidebars: withVersionSidebars(config.sidebars, api) } : config;
  const sidebars = stage("sidebars", () => buildSidebars([...docs, ...shadowed], content.categories, sidebarConfig, configFile, { docusaurus, files, roots }));
  reportDocsWithoutSidebar(docs, sidebars);
  // Categories' generated index pages are generated doc pages too.
  const indexPages = sidebars.indexPages ?? [];
  files.push(...indexPages.map((page) => page.file));
  const versions = docVersions(roots, [...docs, ...indexPages], sidebars, docusaurus, config.docsVersions?.dropdown);
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
 * Returns the pages made from data (the GraphQL reference from the schema, with each released API version's and the
 * changelog between them, and the theme API reference from its YAML), the loaded schema and the playground's first
 * operation; their categories join the content's. Undefined when the data has errors. Data files are parsed once per
 * text: each memo keeps the files it made, with their messages, to report again.
 */
function generatePages(
  run: CompileRun,
  configured: { config: SiteConfig; file: VFile },
  written: RoutedPage[],
  content: ContentSet,
): Pick<Sources, "generated" | "schema" | "playground" | "api" | "changelog"> | undefined {
  const { stage, cache, files, root } = run;
  const read = (path: string) => cache.read(path);
  const reference = generateReference(run, configured, written, content);
  if (!reference) return undefined;
  const generated = reference.generated;
  const themeTexts = stage("theme api", () => themeApiTexts(root, read));
  const themeApi = stage("theme api", () =>
    replay(
      files,
      cache.memo("theme api", "", themeTexts, () => made((sink) => loadThemeApi(root, sink, read))),
    ),
  );
  if (themeApi) {
    const theme = stage("theme api", () => cache.memo("theme pages", "", { themeApi }, () => buildThemeReferencePages(themeApi)));
    // The pages' trees are made from the data files' texts: their hash stands for the pages' text in the cache's key.
    const madeFrom = hash(JSON.stringify(themeTexts));
    generated.push(...theme.pages.map((page) => ({ ...freshFile(page), madeFrom })));
    for (const [dir, meta] of theme.categories) content.categories.set(dir, meta);
  }
  return failed(run) ? undefined : reference;
}

/**
 * Returns the GraphQL reference's pages (the current schema's, each released API version's and the changelog), the
 * loaded schema, the API's versions and the playground's first operation; undefined when a schema has errors.
 */
function generateReference(
  run: CompileRun,
  { config, file: configFile }: { config: SiteConfig; file: VFile },
  written: RoutedPage[],
  content: ContentSet,
): Pick<Sources, "generated" | "schema" | "playground" | "api" | "changelog"> | undefined {
  const { stage, cache, files, root } = run;
  const read = (path: string) => cache.read(path);
  const schemaPath = join(root, SCHEMA_PATH);
  const sdl = existsSync(schemaPath) ? read(schemaPath) : undefined;
  const loaded = stage("schema", () =>
    replay(
      files,
      cache.memo("schema", "", { sdl }, () => made((sink) => loadSchema(root, sink, read))),
    ),
  );
  const schema = loaded?.schema;
  if (failed(run)) return undefined;
  if (!loaded || !schema) {
    if (config.reference?.versions) reportVersionsWithoutSchema(configFile);
    return failed(run) ? undefined : { generated: [], schema: loaded };
  }
  const api = stage("schema", () => loadApiVersions(run, config, configFile, loaded));
  if (failed(run)) return undefined;
  const usageKey = stage("schema", () => guideUsageKey(written) + JSON.stringify(config.reference ?? null));
  const options = config.reference;
  const history = api?.histories.at(-1);
  const reference = stage("schema", () =>
    cache.memo("reference", "", { usage: usageKey, schema, history }, () =>
      buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: collectGuideUsage(schema, written), options, history }),
    ),
  );
  // The pages' trees show the guides that use each item: that usage stands for the pages' text in the cache's key
  // (the schemas are in every page's key).
  const madeFrom = stage("schema", () => hash(usageKey));
  const generated: RoutedPage[] = reference.pages.map((page) => ({ ...freshFile(page), madeFrom }));
  const playground = stage("schema", () => playgroundOperation(schema, options, configFile));
  reportMissingScopeDirective(schema, options?.scopeDirective, configFile);
  for (const [dir, meta] of reference.categories) content.categories.set(dir, meta);
  if (!api) return { generated, schema: loaded, playground };
  const versioned = stage("schema", () => apiVersionPages(run, api, options ?? {}));
  generated.push(...versioned.pages.map(freshFile));
  for (const [dir, meta] of versioned.categories) content.categories.set(dir, meta);
  return { generated, schema: loaded, playground, api, changelog: versioned.entries };
}

/** Returns the context every page is rendered against (config, hashed assets, sidebars) and what each page's way needs. */
async function prepareSite(run: CompileRun, config: SiteConfig, sources: Sources, client: ClientBundle): Promise<PreparedSite> {
  const { stage, cache } = run;
  const { sidebars } = sources;
  // The key of everything the sidebars shape: their trees (the rest of `Sidebars` is derived from them).
  const sidebarsJson = stage("sidebars", () => JSON.stringify(sidebars.byId));
  const trees = stage("sidebars", () => sidebarTrees(sidebars, config.baseUrl));
  const versionSdls = sources.api?.sdls ?? [];
  const assetInputs = { sidebars: sidebarsJson, client, sdl: sources.schema?.sdl, docs: !!sources.versions, ...Object.fromEntries(versionSdls) };
  const bundle = stage("bundle", () =>
    cache.memo("site assets", "", assetInputs, () =>
      addSiteAssets(client, sources.schema?.sdl, trees, config.baseUrl, { apiSdls: versionSdls, docs: !!sources.versions }),
    ),
  );
  const navigation = stage("sidebars", () => sidebarNavigations(sidebars, trees, config.baseUrl));
  const site: SiteContext = { config, assets: bundle.manifest, sidebars, navigation, playground: sources.playground, versions: sources.versions };
  if (sources.api)
    site.versionPlaygrounds = stage("schema", () => versionPlaygrounds(sources.api!, bundle.schemas ?? {}, config.reference, sources.configFile));
  const transformOptions = pageTransformOptions(config, sources);
  const page: PageSite = {
    config,
    context: site,
    cache,
    transformKey: stage("sidebars", () => transformKey(config, transformOptions, sources)),
    siteKey: stage("sidebars", () => siteKey(run, site, sidebarsJson, sources)),
    processors: createProcessors(config, transformOptions, sources.api && versionTransforms(sources.api, transformOptions)),
    time: stage,
  };
  return { site, bundle, page };
}

/** Returns the options of every page's transform: the route of every source, the assets and their sizes, the schema, the partials. */
function pageTransformOptions(config: SiteConfig, sources: Sources): TransformOptions {
  const { content, imageSizes, roots } = sources;
  return {
    baseUrl: config.baseUrl,
    roots,
    routesBySource: new Map([...sources.written, ...sources.generated].map((page) => [page.file.path, page.route])),
    assets: content.assets,
    imageSizes,
    contentDir: "content",
    schema: sources.schema?.schema,
    partials: content.partials,
    magicComments: config.markdown?.magicComments,
    trailingSlash: config.trailingSlash,
  };
}

/** Returns the hash of what every page's parse and transform read besides its own text (`PageSite.transformKey`). */
function transformKey(config: SiteConfig, options: TransformOptions, sources: Sources): string {
  const { content, imageSizes, roots } = sources;
  const routes = [...(options.routesBySource ?? [])];
  const text = JSON.stringify([
    config.baseUrl,
    config.trailingSlash ?? null,
    config.markdown ?? null,
    roots,
    routes,
    [...content.assets],
    [...imageSizes],
    [...content.partials],
  ]);
  // Examples are validated against the page's schema: the current one's or a released version's.
  return hash([text, sources.schema?.sdl ?? "", ...(sources.api?.sdls.flat() ?? [])].join("\0"));
}

/**
 * Returns the hash of what every doc's model and HTML read (`PageSite.siteKey`): a new title or order in a sidebar
 * makes every doc again. With docs versions, a doc's menu and banner name the routes of its twins in the other versions.
 */
function siteKey(run: CompileRun, site: SiteContext, sidebarsJson: string, sources: Sources): string {
  const versions = sources.versions ? JSON.stringify(sources.versions.versions.map((entry) => [entry.main, ...entry.routes])) : "";
  return hash([JSON.stringify([run.options.dev ?? false, site.config, site.assets]), sidebarsJson, versions].join("\0"));
}

/** Checks every link and `#fragment` of every source against the routes, ids and assets in memory; messages land on the sources. */
function checkSiteLinks(run: CompileRun, compiled: CompiledPages, content: ContentSet): string[] {
  // Files a link may name: the content's, and each page's markdown twin (`pathname:///docs/intro.md` names one).
  const assets = new Set([...content.assets.values(), ...[...compiled.markdown.keys()].map(markdownTwinFile)].map((path) => `/${path}`));
  const broken = run.stage("check", () => checkLinks(compiled.linkSources, { routes: compiled.routeIds, assets }));
  if (!failed(run)) run.log(`✔ link check in memory: ${compiled.linkSources.reduce((n, s) => n + s.links.length, 0)} links`);
  return broken;
}

/**
 * Returns the site-wide files (feeds, sitemap, llms.txt, markdown twins, CSP, search index) and the search index's
 * maker. A build that writes as it goes (`onFile`) is given each as it is made, and the twins are let go once
 * llms-full.txt holds them: on a large site each of these is as large as the site's text.
 */
function siteOutputs(run: CompileRun, config: SiteConfig, bundle: ClientBundle, compiled: CompiledPages, sidebars: Sidebars, changelog: ChangelogEntry[]) {
  const { stage, options } = run;
  const { models, markdown, sections } = compiled;
  models.sort((a, b) => (a.route < b.route ? -1 : 1));
  compiled.rendered.sort((a, b) => (a.route < b.route ? -1 : 1));
  const outputs: OutputFile[] = options.onFile ? [] : [...bundle.files];
  const emit = (files: OutputFile[]) => (options.onFile ? files.forEach(options.onFile) : outputs.push(...files));
  emit(stage("render", () => [...renderSiteFiles(models, config), ...changelogFeed(changelog, config)]));
  emit(stage("render", () => renderLlmsFiles(new Map(models.map((m) => [m.route, m])), markdown, sidebars, config)));
  // The twins went to `onFile` with their pages.
  if (options.onFile) markdown.clear();
  else outputs.push(...[...markdown].sort(([a], [b]) => (a < b ? -1 : 1)).map(([route, contents]) => ({ path: markdownTwinFile(route), contents })));
  const csp = cspSources(config);
  emit([{ path: "csp.json", contents: JSON.stringify(csp) }, nginxCspFile(csp), { path: "site.json", contents: JSON.stringify({ baseUrl: config.baseUrl }) }]);
  const searchIndex = () => searchIndexFiles(models, (model) => sections.get(model.route));
  // Indexing takes most of a second: author mode defers it, so a save shows first and the index follows.
  if (!options.dev) emit(stage("search", searchIndex));
  return { outputs, searchIndex };
}

/** Returns the texts of the theme API data files by name (none when the site has none). */
function themeApiTexts(root: string, read: (path: string) => string): Record<string, string> {
  const dir = join(root, "content/theme-api");
  if (!existsSync(dir)) return {};
  const names = ["models.yaml", "enums.yaml", "stores.yaml"];
  return Object.fromEntries(names.map((name) => [name, existsSync(join(dir, name)) ? read(join(dir, name)) : ""]));
}

function hash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
