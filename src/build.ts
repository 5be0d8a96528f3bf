import { join, posix } from "node:path";
import type { VFile } from "vfile";
import { brokenLinkReport, checkLinks, runLinkinator, type LinkSource } from "./check/index.ts";
import { loadConfig, type SiteConfig } from "./config/index.ts";
import { assignRoutes, discoverContent, findDuplicateRoutes, loadThemeApi, type RoutedPage } from "./content/index.ts";
import { createParser, loadSchema, parseMarkdown } from "./parse/index.ts";
import { createMarkdownPrinter, createReactCompiler, cspSources, pageMarkdown, renderLlmsFiles, renderPage, renderSiteFiles } from "./render/index.ts";
import { applySeverity, exitCodeFor, SEVERITY_WORDS, type SeverityOverrides } from "./report/index.ts";
import {
  buildReferencePages, buildSidebars, configLinks, reportDocsWithoutSidebar, buildThemeReferencePages, buildUsedBy, collectGuideUsage, collectIds, createTransformer,
  toBlogModels, toDocModel, toFixedModels, transformPage, type PageModel, type SiteContext,
} from "./transform/index.ts";
import { addSiteAssets, bundleClient, commitSite, discardSite, nginxCspFile, writeSite, type RenderedPage } from "./write/index.ts";

export interface BuildOptions {
  root: string;
  outDir?: string;
  /** Overrides config.yaml's baseUrl (`--base-url`). */
  baseUrl?: string;
  /** The final crawl of the written files; on by default. */
  linkinator?: boolean;
  log?: (line: string) => void;
}

export interface BuildResult {
  ok: boolean;
  /** Every source file, with its messages. */
  files: VFile[];
  pages: number;
  /** Milliseconds per stage, in the order they ran. */
  timings: Record<string, number>;
  outDir: string;
}

const FIXED_ROUTES = ["/", "/playground", "/404", "/blog", "/blog/archive", "/blog/tags"];

/** Builds the site: content → parse → transform → render → write → check; the output is swapped in only on success. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const { root } = options;
  const log = options.log ?? (() => {});
  const outDir = options.outDir ?? join(root, "build");
  const timings: Record<string, number> = {};
  const files: VFile[] = [];
  const result = (ok: boolean, pages = 0): BuildResult => ({ ok, files, pages, timings, outDir });
  const stage = <T>(label: string, run: () => T): T => {
    const start = performance.now();
    const value = run();
    timings[label] = (timings[label] ?? 0) + performance.now() - start;
    return value;
  };
  const stageAsync = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const value = await run();
    timings[label] = (timings[label] ?? 0) + performance.now() - start;
    return value;
  };
  const failed = () => {
    applySeverity(files, overrides);
    return exitCodeFor(files) !== 0;
  };
  let overrides: SeverityOverrides = {};

  const loaded = stage("config", () => loadConfig(root, { baseUrl: options.baseUrl }));
  files.push(loaded.file);
  if (!loaded.config) return result(false);
  const config: SiteConfig = loaded.config;
  overrides = {
    "broken-link": SEVERITY_WORDS[config.build.onBrokenLinks],
    "broken-markdown-link": SEVERITY_WORDS[config.build.onBrokenMarkdownLinks],
    "duplicate-route": SEVERITY_WORDS[config.build.onDuplicateRoutes],
  };

  const content = stage("discover", () => discoverContent(root));
  files.push(...content.files);
  const written = stage("discover", () => assignRoutes(content.pages));
  const loadedSchema = stage("schema", () => loadSchema(root, files));
  const schema = loadedSchema?.schema;
  if (failed()) return result(false);
  const generated: RoutedPage[] = [];
  if (schema) {
    const reference = stage("schema", () => buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: collectGuideUsage(schema, written) }));
    generated.push(...reference.pages);
    for (const [dir, meta] of reference.categories) content.categories.set(dir, meta);
  }
  const themeApi = stage("theme api", () => loadThemeApi(root, files));
  if (themeApi) {
    const theme = stage("theme api", () => buildThemeReferencePages(themeApi));
    generated.push(...theme.pages);
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

  const bundle = await stageAsync("bundle", () => bundleClient(config.baseUrl));
  addSiteAssets(bundle, loadedSchema?.sdl, sidebars, config.baseUrl);
  const site: SiteContext = { config, assets: bundle.manifest, sidebars };

  const parser = createParser();
  const transformer = createTransformer({
    baseUrl: config.baseUrl,
    routesBySource: new Map([...written, ...generated].map((page) => [page.file.path, page.route])),
    assets: content.assets,
    contentDir: "content",
    schema,
  });
  const models: PageModel[] = [];
  const linkSources: LinkSource[] = [{ file: loaded.file, links: configLinks(config, loaded.file) }];
  const routeIds = new Map<string, Set<string>>();
  const posts: { page: RoutedPage; hast: ReturnType<typeof transformPage> }[] = [];
  const trees = new Map<string, ReturnType<typeof parseMarkdown>>();
  for (const page of pages) {
    const tree = stage("parse", () => parseMarkdown(parser, page.file));
    page.file.data.route = page.route;
    const hast = stage("transform", () => transformPage(transformer, tree, page.file));
    trees.set(page.route, tree);
    linkSources.push({ file: page.file, links: page.file.data.links ?? [] });
    routeIds.set(page.route, new Set(collectIds(hast)));
    if (page.kind === "post") posts.push({ page, hast });
    else models.push(stage("transform", () => toDocModel(page, hast, site)));
  }
  const skipped = pages.reduce((n, page) => n + (page.file.data.skippedGraphql ?? 0), 0);
  const examples = pages.reduce((n, page) => n + (page.file.data.graphqlExamples?.length ?? 0), 0);
  log(`✔ parse and transform: ${pages.length} pages, ${examples} GraphQL examples validated, ${skipped} opted out (skip-validation)`);
  models.push(...stage("transform", () => [...toBlogModels(posts, content.authors, site), ...toFixedModels(site)]));
  for (const model of models) if (!routeIds.has(model.route)) routeIds.set(model.route, new Set());

  const assets = new Set([...content.assets.values()].map((path) => `/${path}`));
  stage("check", () => checkLinks(linkSources, { routes: routeIds, assets }));
  if (failed()) return result(false);

  log(`✔ link check in memory: ${linkSources.reduce((n, s) => n + s.links.length, 0)} links`);
  const compiler = createReactCompiler();
  const rendered: RenderedPage[] = stage("render", () =>
    models.sort((a, b) => (a.route < b.route ? -1 : 1)).map((model) => ({ route: model.route, html: renderPage(compiler, model) })),
  );
  const copies = [...content.assets].map(([from, to]) => ({ from: join(root, "content", from), to }));
  const printer = createMarkdownPrinter();
  const markdown = stage("render", () => new Map(models.filter((m) => m.kind !== "not-found").map((m) => [m.route, pageMarkdown(printer, m, config, trees.get(m.route))])));
  const meta = [
    ...stage("render", () => renderSiteFiles(models, config)),
    ...stage("render", () => renderLlmsFiles(new Map(models.map((m) => [m.route, m])), markdown, sidebars, config)),
    ...[...markdown].map(([route, contents]) => ({ path: route === "/" ? "index.md" : `${route.slice(1)}.md`, contents })),
    { path: "csp.json", contents: JSON.stringify(cspSources(config)) },
    nginxCspFile(cspSources(config)),
    { path: "site.json", contents: JSON.stringify({ baseUrl: config.baseUrl }) },
  ];
  const staging = await stageAsync("write", () => writeSite(outDir, rendered, [...bundle.files, ...meta], copies));

  log(`✔ render and write: ${rendered.length} pages`);
  if (options.linkinator !== false) {
    const broken = await stageAsync("linkinator", () => runLinkinator(staging, config.baseUrl));
    if (broken.length) files.push(brokenLinkReport(posix.relative(root, staging), broken));
    log(`${broken.length ? "✘" : "✔"} linkinator: ${broken.length} broken`);
  }
  if (failed()) {
    await discardSite(staging);
    return result(false, rendered.length);
  }
  await stageAsync("write", () => commitSite(staging, outDir));
  return result(true, rendered.length);
}
