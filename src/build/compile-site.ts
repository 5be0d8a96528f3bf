import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import type { Root as Hast } from "hast";
import type { Root as Mdast } from "mdast";
import type { VFile } from "vfile";
import { checkLinks, type LinkSource } from "../pipeline/6-check/index.ts";
import { loadConfig, type SiteConfig } from "../pipeline/0-config/index.ts";
import { assignRoutes, discoverContent, findDuplicateRoutes, loadThemeApi, type RoutedPage } from "../pipeline/1-content/index.ts";
import { loadSchema, SCHEMA_PATH } from "../pipeline/2-parse/index.ts";
import { cspSources, renderLlmsFiles, renderSiteFiles, type SearchSectionText } from "../pipeline/4-render/index.ts";
import { applySeverity, exitCodeFor, plainMessages, replayMessages, SEVERITY_WORDS, type SeverityOverrides } from "../report/index.ts";
import { markdownTwinFile, routeToFile } from "../shared/index.ts";
import {
  buildReferencePages, buildSidebars, sidebarTrees, configLinks, reportDocsWithoutSidebar, buildThemeReferencePages, buildUsedBy, collectGuideUsage, guideUsageKey,
  toBlogModels, toFixedModels, type PageModel, type SiteContext,
} from "../pipeline/3-transform/index.ts";
import { addSiteAssets, bundleClient, nginxCspFile, searchIndexFiles, type OutputFile, type RenderedPage } from "../pipeline/5-write/index.ts";
import { createBuildCache, freshFile, made, replay, type BuildCache } from "../incremental/build-cache.ts";
import { createPagePipeline, type FinishedPage } from "./compile-page.ts";
import { buildPagesInThread, toThreadPage, withoutSchema, type ThreadResult } from "./build-thread.ts";
import { openPageCache, toStoredPage, type PageCacheOptions, type StoredFinishedPage, type StoredPage } from "../incremental/page-cache.ts";
import { stageTimer } from "./stage-timer.ts";

export interface CompileOptions {
  root: string;
  /** Overrides config.yaml's baseUrl (`--base-url`). */
  baseUrl?: string;
  /** Author mode: broken links and anchors are warnings, so one bad link does not hide every other edit. */
  dev?: boolean;
  /** Values kept from the previous build in this process; a fresh one when absent. */
  cache?: BuildCache;
  /**
   * Takes each file as soon as it is final: the bundled assets, then every page and its markdown twin as they are
   * rendered (a production build writes and compresses them while the build goes on). The result then holds neither
   * the pages nor those files.
   */
  onFile?: (file: OutputFile) => void;
  /** A one-off build's doc pages from its last run, kept on disk (`page-cache.ts`); each is made again when anything it is made from changed. */
  pageCache?: PageCacheOptions;
  /** A second thread for half of the doc pages: by default on for one-off builds of 200 pages or more on 4 cores or more. */
  threads?: boolean;
  log?: (line: string) => void;
}

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
}

const FIXED_ROUTES = ["/", "/playground", "/404", "/blog", "/blog/archive", "/blog/tags"];
/** Below this many pages a second build thread costs more to start than it saves. */
const THREAD_MIN_PAGES = 200;
/**
 * V8's own collector and compiler threads already keep a second core about a third busy: on 2 cores a second build
 * thread measured 9.9 s against 10.5 s alone, for 19 s of CPU instead of 16.5 s and 200 MB more. It pays from 4 cores.
 */
const THREAD_MIN_CORES = 4;

/**
 * Returns the pages in the order the compile makes them: the written pages in their order, with the generated ones
 * (the references, which hold most of the site's HTML) spread evenly between them instead of all after them. The
 * compressor then keeps pace with the render, instead of being left the references' HTML to compress while the
 * crawl runs, on the crawlers' cores. Two series of seven alternating cold builds: medians 10.37 → 10.06 s and
 * 10.49 → 10.03 s, the compressor's stage 2.2 → 1.4 s; every written file the same either way. Nothing in the
 * output depends on this order: pages are sorted where their order shows (sidebars, search, feeds, sitemap), and a
 * broken link's "did you mean" breaks ties between routes by their text.
 */
export function compileOrder<T extends { generated?: boolean }>(pages: T[]): T[] {
  const written = pages.filter((page) => !page.generated);
  const generated = pages.filter((page) => page.generated);
  const perWritten = generated.length / Math.max(1, written.length);
  const order: T[] = [];
  let next = 0;
  written.forEach((page, i) => {
    order.push(page);
    for (const end = Math.round((i + 1) * perWritten); next < end; next++) order.push(generated[next]!);
  });
  return order.concat(generated.slice(next));
}

/** Returns the built site in memory (content → parse → transform → render), reusing what `cache` kept from the last run. */
export async function compileSite(options: CompileOptions): Promise<CompiledSite> {
  const { root } = options;
  const cache = options.cache ?? createBuildCache({ keep: false });
  const read = (path: string) => cache.read(path);
  const log = options.log ?? (() => {});
  const timings: Record<string, number> = {};
  const files: VFile[] = [];
  let baseUrl = options.baseUrl ?? "/";
  const result = (ok: boolean, rest: Partial<CompiledSite> = {}): CompiledSite => {
    cache.sweep();
    return { ok, files, pages: [], pageCount: 0, outputs: [], copies: [], baseUrl, severities: overrides, timings, searchIndex: () => [], ...rest };
  };
  const { stage, stageAsync } = stageTimer(timings);
  const failed = () => {
    applySeverity(files, overrides);
    return exitCodeFor(files) !== 0;
  };
  let overrides: SeverityOverrides = {};

  const loaded = stage("config", () => loadConfig(root, { baseUrl: options.baseUrl }));
  files.push(loaded.file);
  if (!loaded.config) return result(false);
  const config: SiteConfig = loaded.config;
  baseUrl = config.baseUrl;
  overrides = {
    "broken-link": options.dev ? "warn" : SEVERITY_WORDS[config.build.onBrokenLinks],
    "broken-markdown-link": SEVERITY_WORDS[config.build.onBrokenMarkdownLinks],
    "duplicate-route": SEVERITY_WORDS[config.build.onDuplicateRoutes],
  };

  // esbuild bundles the client in a process of its own: it starts now and is awaited once the pages are known.
  const bundling = cache.memo("bundle", config.baseUrl, [], () => bundleClient(config.baseUrl));
  // A build that stops before then must not leave its failure unhandled.
  bundling.catch(() => {});
  const content = stage("discover", () => discoverContent(root, "content", read, cache.memo));
  files.push(...content.files);
  const written = stage("discover", () => assignRoutes(content.pages));
  // Data files are parsed once per text: each memo keeps the files it made, with their messages, to report again.
  const loadedSchema = stage("schema", () => replay(files, cache.memo("schema", "", [schemaText(root, read)], () => made((sink) => loadSchema(root, sink, read)))));
  const schema = loadedSchema?.schema;
  if (failed()) return result(false);
  const generated: RoutedPage[] = [];
  if (schema) {
    const usageKey = stage("schema", () => guideUsageKey(written));
    const reference = stage("schema", () =>
      cache.memo("reference", usageKey, [schema], () => buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: collectGuideUsage(schema, written) })),
    );
    generated.push(...reference.pages.map(freshFile));
    for (const [dir, meta] of reference.categories) content.categories.set(dir, meta);
  }
  const themeTexts = stage("theme api", () => themeApiTexts(root, read));
  const themeApi = stage("theme api", () => replay(files, cache.memo("theme api", "", themeTexts, () => made((sink) => loadThemeApi(root, sink, read)))));
  if (themeApi) {
    const theme = stage("theme api", () => cache.memo("theme pages", "", [themeApi], () => buildThemeReferencePages(themeApi)));
    generated.push(...theme.pages.map(freshFile));
    for (const [dir, meta] of theme.categories) content.categories.set(dir, meta);
  }
  if (failed()) return result(false);
  files.push(...generated.map((page) => page.file));
  const pages = stage("discover", () => findDuplicateRoutes([...written, ...generated], FIXED_ROUTES));
  const docs = pages.filter((page) => page.kind === "doc");
  const sidebars = stage("sidebars", () => buildSidebars(docs, content.categories, config, loaded.file));
  reportDocsWithoutSidebar(docs, sidebars);
  if (failed()) return result(false);
  log(`✔ content: ${pages.length} sources, ${docs.length} docs`);

  const client = await stageAsync("bundle", () => bundling);
  // The key of everything the sidebars shape: their trees (the rest of `Sidebars` is derived from them).
  const sidebarsJson = stage("sidebars", () => JSON.stringify(sidebars.byId));
  const trees = stage("sidebars", () => sidebarTrees(sidebars, config.baseUrl));
  const bundle = stage("bundle", () => cache.memo("site assets", sidebarsJson, [client, loadedSchema?.sdl], () => addSiteAssets(client, loadedSchema?.sdl, trees, config.baseUrl)));
  const site: SiteContext = { config, assets: bundle.manifest, sidebars, trees };
  const { onFile } = options;
  if (onFile) for (const file of bundle.files) onFile(file);
  // Every doc model depends on the whole site context: a new title or order in a sidebar remakes them all.
  const siteKey = stage("sidebars", () => JSON.stringify([config, bundle.manifest]) + sidebarsJson);
  const siteToken = cache.memo("site", siteKey, [], () => ({}));

  const routesBySource = new Map([...written, ...generated].map((page) => [page.file.path, page.route]));
  const transformOptions = { baseUrl: config.baseUrl, routesBySource, assets: content.assets, contentDir: "content", schema };
  // A page's transform depends on its own text and on this: the route of every source, the assets and the schema.
  const signatureKey = JSON.stringify([config.baseUrl, [...routesBySource], [...content.assets]]);
  const signature = cache.memo("signature", signatureKey, [schema], () => ({}));
  const pipeline = createPagePipeline({ config, site, transformOptions, cache, siteToken, signature, time: stage });
  // Everything a doc page is made from besides its own source: the keys of `siteToken` and `signature`, and the
  // schema's text for the schema object `signature` depends on.
  const pageCache = options.pageCache && stage("page cache", () => openPageCache(options.pageCache!, [options.dev ?? false, siteKey, signatureKey, loadedSchema?.sdl ?? null]));
  const linkSources: LinkSource[] = [{ file: loaded.file, links: configLinks(config, loaded.file) }];
  const routeIds = new Map<string, Set<string>>();
  const posts: { page: RoutedPage; hast: Hast; tree: Mdast; body?: string }[] = [];
  // What later stages need of each page once it is rendered: its model without the content tree, its markdown twin
  // and its search sections. Pages go through render one at a time, so their trees can be let go (memory stays flat).
  const models: PageModel[] = [];
  const rendered: RenderedPage[] = [];
  let pageCount = 0;
  const markdown = new Map<string, string>();
  const sections = new Map<string, SearchSectionText[]>();
  const keep = (page: FinishedPage | StoredFinishedPage) => {
    pageCount++;
    if (onFile) {
      onFile({ path: routeToFile(page.route), contents: page.html });
      if (page.markdown !== undefined) onFile({ path: markdownTwinFile(page.route), contents: page.markdown });
    } else rendered.push({ route: page.route, html: typeof page.html === "string" ? page.html : Buffer.from(page.html).toString() });
    if (page.markdown !== undefined) markdown.set(page.route, page.markdown);
    if (page.sections) sections.set(page.route, page.sections);
    models.push(page.model);
  };
  // Doc pages the last one-off build made from the same inputs are taken as they were.
  const cacheKeys = new Map<RoutedPage, string>();
  const stored = new Map<RoutedPage, StoredPage>();
  if (pageCache) {
    stage("page cache", () => {
      for (const page of pages) {
        if (page.kind !== "doc") continue;
        const key = pageCache.keyOf(toThreadPage(page));
        cacheKeys.set(page, key);
        const found = pageCache.find(key);
        if (found) stored.set(page, found);
      }
    });
  }
  const docPages = pages.filter((page) => page.kind === "doc" && !stored.has(page));
  // A one-off build of a big site gives every other doc page to a second thread: both cores parse and render.
  const threaded = options.threads ?? (!options.cache && docPages.length >= THREAD_MIN_PAGES && availableParallelism() >= THREAD_MIN_CORES);
  const toThread = threaded ? docPages.filter((_, i) => i % 2 === 1) : [];
  const inThread = new Set(toThread);
  const thread = toThread.length
    ? buildPagesInThread({ config, site, transformOptions: withoutSchema(transformOptions), sdl: loadedSchema?.sdl, pages: toThread.map(toThreadPage) })
    : undefined;
  /** Takes a doc page made elsewhere (on the second thread, or by the last build) as if it were made here. */
  const replayPage = (page: RoutedPage, result: ThreadResult | StoredPage) => {
    Object.assign(page.file.data, result.data);
    replayMessages(page.file, result.messages);
    linkSources.push({ file: page.file, links: page.file.data.links ?? [] });
    routeIds.set(page.route, new Set(result.ids));
    keep(result.finished);
  };
  for (const page of compileOrder(pages)) {
    if (inThread.has(page)) continue;
    const key = cacheKeys.get(page);
    const found = stored.get(page);
    if (found) {
      pageCache!.keep(key!, found);
      replayPage(page, found);
      continue;
    }
    const before = page.file.messages.length;
    const out = pipeline.build(page);
    linkSources.push({ file: page.file, links: page.file.data.links ?? [] });
    routeIds.set(page.route, out.ids);
    if (out.post) posts.push({ page, ...out.post });
    if (key !== undefined && out.finished) {
      const made = toStoredPage({ route: page.route, ids: [...out.ids], finished: out.finished, data: { ...page.file.data }, messages: plainMessages(page.file).slice(before) });
      pageCache!.keep(key, made);
      // Its bytes, made for the cache, are what the file gets too.
      keep(made.finished);
    } else if (out.finished) keep(out.finished);
  }
  if (thread) {
    const { results, timings: threadTimings } = await stageAsync("thread wait", () => thread);
    const byRoute = new Map(toThread.map((page) => [page.route, page]));
    for (const result of results) {
      const page = byRoute.get(result.route)!;
      replayPage(page, result);
      const key = cacheKeys.get(page);
      if (key !== undefined) pageCache!.keep(key, toStoredPage(result));
    }
    for (const [label, ms] of Object.entries(threadTimings)) timings[`${label} (thread)`] = ms;
  }
  if (pageCache) {
    stage("page cache", () => pageCache.save());
    const { reused, made } = pageCache.stats();
    log(`✔ page cache: ${reused} doc pages reused, ${made} made`);
  }
  const skipped = pages.reduce((n, page) => n + (page.file.data.skippedGraphql ?? 0), 0);
  const examples = pages.reduce((n, page) => n + (page.file.data.graphqlExamples?.length ?? 0), 0);
  log(`✔ parse, transform and render: ${pages.length} pages, ${examples} GraphQL examples validated, ${skipped} opted out (skip-validation)`);
  const blogKey = JSON.stringify([posts.map(({ page }) => [page.route, page.date, page.frontMatter]), [...content.authors]]);
  const blog = stage("transform", () => cache.memo("blog", blogKey, [siteToken, ...posts.map((post) => post.hast)], () => toBlogModels(posts, content.authors, site)));
  const postsByRoute = new Map(posts.map((post) => [post.page.route, post]));
  for (const model of [...blog, ...stage("transform", () => toFixedModels(site))]) {
    const post = postsByRoute.get(model.route);
    keep(pipeline.finish(model, post?.tree, post?.body));
    if (!routeIds.has(model.route)) routeIds.set(model.route, new Set());
  }

  const assets = new Set([...content.assets.values()].map((path) => `/${path}`));
  stage("check", () => checkLinks(linkSources, { routes: routeIds, assets }));
  if (failed()) return result(false);
  log(`✔ link check in memory: ${linkSources.reduce((n, s) => n + s.links.length, 0)} links`);

  models.sort((a, b) => (a.route < b.route ? -1 : 1));
  rendered.sort((a, b) => (a.route < b.route ? -1 : 1));
  const copies = [...content.assets].map(([from, to]) => ({ from: join(root, "content", from), to }));
  const csp = cspSources(config);
  const outputs = [
    ...(onFile ? [] : bundle.files),
    ...stage("render", () => renderSiteFiles(models, config)),
    ...stage("render", () => renderLlmsFiles(new Map(models.map((m) => [m.route, m])), markdown, sidebars, config)),
    ...(onFile ? [] : [...markdown].sort(([a], [b]) => (a < b ? -1 : 1)).map(([route, contents]) => ({ path: markdownTwinFile(route), contents }))),
    { path: "csp.json", contents: JSON.stringify(csp) },
    nginxCspFile(csp),
    { path: "site.json", contents: JSON.stringify({ baseUrl: config.baseUrl }) },
  ];
  const searchIndex = () => searchIndexFiles(models, (model) => sections.get(model.route));
  // Indexing takes most of a second: author mode defers it, so a save shows first and the index follows.
  if (!options.dev) outputs.push(...stage("search", searchIndex));
  log(`✔ render: ${pageCount} pages`);
  return result(!failed(), { pages: rendered, pageCount, outputs, copies, searchIndex });
}

/** Returns the schema's text, or undefined when the site has none. */
function schemaText(root: string, read: (path: string) => string): string | undefined {
  return existsSync(join(root, SCHEMA_PATH)) ? read(join(root, SCHEMA_PATH)) : undefined;
}

/** Returns the texts of the theme API data files (empty when the site has none). */
function themeApiTexts(root: string, read: (path: string) => string): string[] {
  const dir = join(root, "content/theme-api");
  return existsSync(dir) ? ["models.yaml", "enums.yaml", "stores.yaml"].map((name) => (existsSync(join(dir, name)) ? read(join(dir, name)) : "")) : [];
}
