import type { Root as Hast } from "hast";
import type { Root as Mdast } from "mdast";
import { openPageCache, toStoredPage, type PageCache, type StoredFinishedPage, type StoredPage } from "../incremental/page-cache.ts";
import type { RoutedPage } from "../pipeline/1-content/index.ts";
import { configLinks, toBlogModels, toFixedModels } from "../pipeline/3-transform/index.ts";
import type { PageModel } from "../shared/index.ts";
import type { SearchSectionText } from "../pipeline/4-render/index.ts";
import type { RenderedPage } from "../pipeline/5-write/index.ts";
import type { LinkSource } from "../pipeline/6-check/index.ts";
import { plainMessages, replayMessages } from "../report/index.ts";
import { markdownTwinFile, routeToFile } from "../shared/index.ts";
import type { FinishedPage, PageOutput } from "./compile-page.ts";
import type { CompileRun, PreparedSite, Sources } from "./compile-run.ts";

/** Every page compiled: what the link check, the site-wide files and the search index need of them. */
export interface CompiledPages {
  linkSources: LinkSource[];
  /** Every route with the ids its page holds. */
  routeIds: Map<string, Set<string>>;
  /** Each page's model without its content tree. */
  models: PageModel[];
  /** The rendered pages, unless `onFile` took them. */
  rendered: RenderedPage[];
  pageCount: number;
  /** Markdown twins by route. */
  markdown: Map<string, string>;
  /** Search sections by route. */
  sections: Map<string, SearchSectionText[]>;
}

type Post = { page: RoutedPage; hast: Hast; tree: Mdast; body?: string };

/**
 * Returns the pages in the order the compile makes them: the written pages in their order, with the generated ones
 * (the references, which hold most of the site's HTML) spread evenly between them instead of all after them, so
 * that the compressor, which takes files as they are written, keeps pace with the render rather than being left the
 * references' HTML during the crawl. Nothing in the output depends on this order: pages are sorted where their order
 * shows (sidebars, search, feeds, sitemap), and a broken link's "did you mean" breaks ties between routes by their text.
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

/**
 * Parses, transforms and renders every page (doc pages unchanged since the last one-off build come from the page
 * cache), then the blog and the fixed pages. Each page goes through render one at a time and its trees are let go,
 * so memory stays flat; what is kept of it is in the result.
 */
export function compilePages(run: CompileRun, sources: Sources, prepared: PreparedSite): CompiledPages {
  const { stage, options } = run;
  const compiled = collector(run, sources, prepared);
  const pageCache =
    options.pageCache &&
    stage("page cache", () =>
      openPageCache(options.pageCache!, [
        options.dev ?? false,
        prepared.siteKey,
        prepared.signatureKey,
        sources.schema?.sdl ?? null,
        // Each released API version's SDL: its reference pages are made from it.
        ...(sources.api?.sdls.flat() ?? []),
      ]),
    );
  const posts: Post[] = [];
  try {
    compileEach(run, sources, prepared, { compiled, pageCache, posts });
  } catch (error) {
    // A build that fails leaves no half-written cache behind (one that runs out of memory is cleared by the next).
    pageCache?.abort();
    throw error;
  }
  if (pageCache) savePageCache(run, pageCache);
  const skipped = sources.pages.reduce((n, page) => n + (page.file.data.skippedGraphql ?? 0), 0);
  const examples = sources.pages.flatMap((page) => page.file.data.graphqlExamples ?? []);
  const responses = examples.filter((example) => example.response).length;
  run.log(
    `✔ parse, transform and render: ${sources.pages.length} pages, ${examples.length} GraphQL examples validated (${responses} responses run), ${skipped} opted out (skip-validation)`,
  );
  compileBlogAndFixedPages(run, sources, prepared, posts, compiled);
  return compiled.pages;
}

/**
 * Returns the page parsed, transformed and rendered, or undefined when that threw: the exception becomes an
 * `internal-error` on the page (where it says it happened, else at 1:1), the build goes on to report every message,
 * and fails.
 */
function builtOrReported(prepared: PreparedSite, page: RoutedPage): PageOutput | undefined {
  try {
    return prepared.pipeline.build(page);
  } catch (error) {
    const { message, place } = error as { message?: string; place?: { line: number; column: number } };
    page.file.message(`Unexpected error while this page was built: ${String(message ?? error).split("\n")[0]}`, {
      place: place?.line ? place : { line: 1, column: 1 },
      ruleId: "internal-error",
      source: "docs",
    }).note = "the page was left out; Folio could not read something in it: report this message with the page";
    return undefined;
  }
}

/** Compiles each page in order, or takes it from the page cache; each goes into `compiled`, a post also into `posts`. */
function compileEach(
  run: CompileRun,
  sources: Sources,
  prepared: PreparedSite,
  { compiled, pageCache, posts }: { compiled: ReturnType<typeof collector>; pageCache: PageCache | undefined; posts: Post[] },
): void {
  const { stage } = run;
  for (const page of compileOrder(sources.pages)) {
    const key = pageCache && page.kind === "doc" ? stage("page cache", () => pageCache.keyOf(plainPage(page))) : undefined;
    const found = key === undefined ? undefined : stage("page cache", () => pageCache!.find(key));
    if (found) {
      pageCache!.keep(key!, found);
      compiled.replay(page, found);
      continue;
    }
    const before = page.file.messages.length;
    const out = builtOrReported(prepared, page);
    if (!out) continue;
    compiled.addLinks(page, out.ids);
    if (out.post) posts.push({ page, ...out.post });
    if (!out.finished) continue;
    if (key === undefined) compiled.keep(out.finished);
    else {
      const stored = toStoredPage({
        route: page.route,
        ids: [...out.ids],
        finished: out.finished,
        data: { ...page.file.data },
        messages: plainMessages(page.file).slice(before),
      });
      pageCache!.keep(key, stored);
      // Its bytes, made for the cache, are what the file gets too.
      compiled.keep(stored.finished);
    }
  }
}

/** Returns a page as plain data, the input of its page-cache key: the path, the text (front matter blanked), the data discover put on it. */
function plainPage(page: RoutedPage) {
  const { file, ...rest } = page;
  return { ...rest, path: file.path, value: String(file.value), data: { ...file.data } };
}

/** Writes the page cache for the next build and logs what it saved. */
function savePageCache(run: CompileRun, pageCache: PageCache): void {
  run.stage("page cache", () => pageCache.save());
  const { reused, made } = pageCache.stats();
  run.log(`✔ page cache: ${reused} doc pages reused, ${made} made`);
}

/** Renders the blog's posts and lists, and the fixed pages (home, playground, 404, …), after every other page. */
function compileBlogAndFixedPages(run: CompileRun, sources: Sources, prepared: PreparedSite, posts: Post[], compiled: ReturnType<typeof collector>): void {
  const { stage, cache } = run;
  const { site, siteToken, pipeline } = prepared;
  const blogKey = JSON.stringify([posts.map(({ page }) => [page.route, page.date, page.frontMatter]), [...sources.content.authors]]);
  const blog = stage("transform", () =>
    cache.memo("blog", blogKey, [siteToken, ...posts.map((post) => post.hast)], () => toBlogModels(posts, sources.content.authors, site)),
  );
  const postsByRoute = new Map(posts.map((post) => [post.page.route, post]));
  for (const model of [...blog, ...stage("transform", () => toFixedModels(site, sources.fixed))]) {
    const post = postsByRoute.get(model.route);
    compiled.keep(pipeline.finish(model, post?.tree, post?.body));
    compiled.addRoute(model.route);
  }
}

/** Returns the collections the compiled pages go into, and the ways to add to them. */
function collector(run: CompileRun, sources: Sources, prepared: PreparedSite) {
  const { onFile } = run.options;
  const pages: CompiledPages = {
    // config.yaml's links and sidebars files' link items are checked with the pages' links.
    linkSources: [{ file: sources.configFile, links: configLinks(prepared.site.config, sources.configFile) }, ...(sources.sidebars.links ?? [])],
    routeIds: new Map(),
    models: [],
    rendered: [],
    pageCount: 0,
    markdown: new Map(),
    sections: new Map(),
  };
  /** Takes a finished page: its file goes to `onFile` (or into `rendered`), and its twin, sections and model are kept. */
  const keep = (page: FinishedPage | StoredFinishedPage) => {
    pages.pageCount++;
    if (onFile) {
      onFile({ path: routeToFile(page.route), contents: page.html });
      if (page.markdown !== undefined) onFile({ path: markdownTwinFile(page.route), contents: page.markdown });
    } else pages.rendered.push({ route: page.route, html: typeof page.html === "string" ? page.html : Buffer.from(page.html).toString() });
    if (page.markdown !== undefined) pages.markdown.set(page.route, page.markdown);
    if (page.sections) pages.sections.set(page.route, page.sections);
    pages.models.push(page.model);
  };
  const addLinks = (page: RoutedPage, ids: Set<string>) => {
    pages.linkSources.push({ file: page.file, links: page.file.data.links ?? [] });
    pages.routeIds.set(page.route, ids);
  };
  return {
    pages,
    keep,
    addLinks,
    /** A route with no page source of its own (the blog's lists, the fixed pages) still counts as a link target. */
    addRoute: (route: string) => void (pages.routeIds.has(route) || pages.routeIds.set(route, new Set())),
    /** Takes a doc page the last build made from the same inputs as if it were made here. */
    replay(page: RoutedPage, stored: StoredPage) {
      Object.assign(page.file.data, stored.data);
      replayMessages(page.file, stored.messages);
      addLinks(page, new Set(stored.ids));
      keep(stored.finished);
    },
  };
}
