import { join } from "node:path";
import type { VFile } from "vfile";
import { createCache } from "../incremental/cache.ts";
import { docsRootsOf, loadConfig, type DocsRoot, type DocsVersion, type SiteConfig } from "../pipeline/0-config/index.ts";
import type { ContentSet } from "../pipeline/1-content/index.ts";
import { CHANGELOG_FEED, type ChangelogEntry } from "../pipeline/2-parse/index.ts";
import type { Sidebars } from "../pipeline/3-transform/index.ts";
import { bundleClient, type ClientBundle, type OutputFile, type RenderedPage } from "../pipeline/5-write/index.ts";
import { checkLinks } from "../pipeline/6-check/index.ts";
import { SEVERITY_WORDS, type SeverityOverrides } from "../report/index.ts";
import { markdownTwinFile } from "../shared/index.ts";
import { compilePages, type CompiledPages } from "./compile-pages.ts";
import { failed, type CompileOptions, type CompileRun } from "./compile-run.ts";
import { discoverSources } from "./discover-sources.ts";
import { prepareSite } from "./prepare-site.ts";
import { siteOutputs } from "./site-outputs.ts";
import { stageTimer } from "./stage-timer.ts";

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

/**
 * The compile's steps, each a function of its own: `loadSiteConfig`; `discoverSources` (discover-sources.ts: content,
 * the pages made from data in generate-pages.ts, routes, sidebars); `prepareSite` (prepare-site.ts: bundled assets,
 * the context and keys every page shares); `compilePages` (compile-pages.ts, each page through `compilePage`);
 * `checkSiteLinks`; `siteOutputs` (site-outputs.ts: feeds, sitemap, llms.txt, search index).
 */
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
  const made = await compileAndCheckPages(run, config, loaded.file, docsRootsOf(config, loaded.versions));
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
async function compileAndCheckPages(run: CompileRun, config: SiteConfig, configFile: VFile, roots: DocsRoot[]): Promise<MadePages> {
  const { options } = run;
  // esbuild bundles the client in a process of its own: it starts now and is awaited once the pages are known.
  const bundling = run.cache.memo("bundle", "", { baseUrl: config.baseUrl }, () => bundleClient(config.baseUrl));
  // A build that stops before then must not leave its failure unhandled.
  bundling.catch(() => {});
  const sources = discoverSources(run, config, configFile, roots);
  if (!sources || failed(run)) return { brokenLinks: [] };
  run.log(`✔ content: ${sources.pages.length} sources, ${sources.pages.filter((page) => page.kind === "doc").length} docs`);
  const client = await run.stageAsync("bundle", () => bundling);
  // Checked on the main thread while this one loaded: usually there already.
  const prepared = await prepareSite(run, config, sources, client, await options.lastOutput?.());
  if (options.onFile) for (const file of prepared.bundle.files) options.onFile(file);
  const compiled = compilePages(run, sources, prepared);
  // The changelog's pages link its feed, which the build writes with the site's other files.
  const brokenLinks = checkSiteLinks(run, compiled, sources.content, sources.changelog?.length ? [CHANGELOG_FEED] : []);
  const copies = [...sources.content.assets].map(([from, to]) => ({ from: join(run.root, "content", from), to }));
  return { compiled, sidebars: sources.sidebars, bundle: prepared.bundle, copies, brokenLinks, changelog: sources.changelog ?? [] };
}

/** Ends the build for the cache: the pages it made are kept for the next build, and what it spent on them is logged. */
function endCache(run: CompileRun): void {
  const disk = run.cache.end(true);
  if (!disk) return;
  run.timings["page cache"] = (run.timings["page cache"] ?? 0) + disk.ms;
  const unread = disk.unread ? ` (${disk.unread} of them linked from the last build without reading their HTML)` : "";
  run.log(`✔ page cache: ${disk.reused} doc pages reused${unread}, ${disk.made} made`);
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

/** Returns the validated config.yaml and its file (undefined when it is invalid), and sets the severities its build rules choose. */
function loadSiteConfig(run: CompileRun): { config: SiteConfig; file: VFile; versions: DocsVersion[] } | undefined {
  const loaded = run.stage("config", () => loadConfig(run.root, { baseUrl: run.options.baseUrl }));
  run.files.push(loaded.file, ...loaded.versionsFiles);
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

/**
 * Checks every link and `#fragment` of every source against the routes, ids and assets in memory, and the routes of
 * `files` the build writes besides; messages land on the sources.
 */
function checkSiteLinks(run: CompileRun, compiled: CompiledPages, content: ContentSet, files: string[]): string[] {
  // Files a link may name: the content's, and each page's markdown twin (`pathname:///docs/intro.md` names one).
  const assets = new Set([...[...content.assets.values(), ...[...compiled.markdown.keys()].map(markdownTwinFile)].map((path) => `/${path}`), ...files]);
  const broken = run.stage("check", () => checkLinks(compiled.linkSources, { routes: compiled.routeIds, assets }));
  if (!failed(run)) run.log(`✔ link check in memory: ${compiled.linkSources.reduce((n, s) => n + s.links.length, 0)} links`);
  return broken;
}
