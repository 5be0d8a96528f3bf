import type { FinishedPage, StoredFinishedPage } from "../incremental/page-cache.ts";
import type { RoutedPage } from "../pipeline/1-content/index.ts";
import { configLinks, mainVersions, navbarDocRoute, toBlogModels, toFixedModels, type LinkRecord } from "../pipeline/3-transform/index.ts";
import type { PageModel, PageSummary } from "../shared/index.ts";
import type { SearchSectionText } from "../pipeline/4-render/index.ts";
import type { EmittedFile, RenderedPage } from "../pipeline/5-write/index.ts";
import type { LinkSource } from "../pipeline/6-check/index.ts";
import { plainMessages, replayMessages } from "../report/index.ts";
import { markdownTwinFile, routeToFile } from "../shared/index.ts";
import { renderBlogOrFixedPage, compilePage, transformPost, type TransformedPost } from "./compile-page.ts";
import type { CompileRun, PreparedSite, Sources } from "./compile-run.ts";

/** Every page compiled: what the link check, the site-wide files and the search index need of them. */
export interface CompiledPages {
  linkSources: LinkSource[];
  /** Every route with the ids its page holds. */
  routeIds: Map<string, Set<string>>;
  /** What the site's own files read of each page. */
  models: PageSummary[];
  /** The rendered pages, unless `onFile` took them. */
  rendered: RenderedPage[];
  pageCount: number;
  /** Markdown twins by route. */
  markdown: Map<string, string>;
  /** Search sections by route. */
  sections: Map<string, SearchSectionText[]>;
}

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
 * Parses, transforms and renders every page (`compilePage`; the cache gives back doc pages unchanged since the last
 * build), then the blog and the fixed pages. Each page goes through render one at a time and its trees are let go,
 * so memory stays flat; what is kept of it is in the result.
 */
export function compilePages(run: CompileRun, sources: Sources, prepared: PreparedSite): CompiledPages {
  const compiled = collector(run, sources, prepared);
  const posts: TransformedPost[] = [];
  for (const page of compileOrder(sources.pages)) {
    const made = builtOrReported(page, () => (page.kind === "post" ? transformPost(page, prepared.page) : compilePage(page, prepared.page)));
    if (!made) continue;
    compiled.addLinks(page, made.ids);
    if ("finished" in made) compiled.keep(made.finished);
    else posts.push(made);
  }
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
 * Returns what `build` made of the page, or undefined when that threw: the exception becomes an `internal-error` on
 * the page (where it says it happened, else at 1:1), the build goes on to report every message, and fails.
 */
function builtOrReported<T>(page: RoutedPage, build: () => T): T | undefined {
  try {
    return build();
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

/** Renders the blog's posts and lists, and the fixed pages (home, playground, 404, …), after every other page. */
function compileBlogAndFixedPages(
  run: CompileRun,
  sources: Sources,
  prepared: PreparedSite,
  posts: TransformedPost[],
  compiled: ReturnType<typeof collector>,
): void {
  const { stage } = run;
  const blog = stage("transform", () => blogModels(run, sources, prepared, posts));
  const postsByRoute = new Map(posts.map((post) => [post.page.route, post]));
  for (const model of [...blog, ...stage("transform", () => toFixedModels(prepared.site, sources.fixed))]) {
    const post = postsByRoute.get(model.route);
    compiled.keep(renderBlogOrFixedPage(model, prepared.page, post));
    compiled.addRoute(model.route);
  }
}

/**
 * Returns the blog's models: its posts and lists. Author mode keeps them while the posts, the authors and the site
 * stay the same, with the messages they left on the posts' files (an unknown author), given to those files again.
 */
function blogModels(run: CompileRun, sources: Sources, prepared: PreparedSite, posts: TransformedPost[]): PageModel[] {
  const inputs = {
    posts: JSON.stringify([posts.map(({ page, readingMinutes }) => [page.route, page.date, page.frontMatter, readingMinutes]), [...sources.content.authors]]),
    site: prepared.page.siteKey,
    ...Object.fromEntries(posts.map((post) => [post.page.route, post.hast])),
  };
  let made = false;
  const kept = run.cache.memo("blog", "", inputs, () => {
    made = true;
    const before = posts.map((post) => post.page.file.messages.length);
    const models = toBlogModels(posts, sources.content.authors, prepared.site);
    return { models, messages: posts.map((post, i) => plainMessages(post.page.file, before[i])) };
  });
  if (!made) posts.forEach((post, i) => replayMessages(post.page.file, kept.messages[i]!));
  return kept.models;
}

/** Returns a finished page's HTML file: its bytes (with their hash when the cache knows it), or only the hash when the page came unread. */
function pageFile(page: FinishedPage | StoredFinishedPage): EmittedFile {
  const path = routeToFile(page.route);
  if (!("htmlHash" in page)) return { path, contents: page.html };
  return page.html === undefined ? { path, hash: page.htmlHash } : { path, contents: page.html, hash: page.htmlHash };
}

/** Returns config.yaml's links for the link check in memory, a navbar `doc:` item's as on a page of no docs version. */
function navbarAndConfigLinks({ site }: PreparedSite, sources: Sources): LinkRecord[] {
  const ids = mainVersions(site.versions)?.last.routes.keys() ?? site.sidebars.docLinks?.keys() ?? [];
  return configLinks(site.config, sources.configFile, (id) => navbarDocRoute(site, "", id), ids);
}

/** Returns the collections the compiled pages go into, and the ways to add to them. */
function collector(run: CompileRun, sources: Sources, prepared: PreparedSite) {
  const { onFile } = run.options;
  const pages: CompiledPages = {
    // config.yaml's links and sidebars files' link items are checked with the pages' links.
    linkSources: [{ file: sources.configFile, links: navbarAndConfigLinks(prepared, sources) }, ...(sources.sidebars.links ?? [])],
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
      onFile(pageFile(page));
      if (page.markdown !== undefined) onFile({ path: markdownTwinFile(page.route), contents: page.markdown });
    } else pages.rendered.push({ route: page.route, html: typeof page.html === "string" ? page.html : Buffer.from(page.html!).toString() });
    if (page.markdown !== undefined) pages.markdown.set(page.route, page.markdown);
    if (page.sections) pages.sections.set(page.route, page.sections);
    pages.models.push(page.model);
  };
  const addLinks = (page: RoutedPage, ids: string[]) => {
    pages.linkSources.push({ file: page.file, links: page.file.data.links ?? [] });
    pages.routeIds.set(page.route, new Set(ids));
  };
  return {
    pages,
    keep,
    addLinks,
    /** A route with no page source of its own (the blog's lists, the fixed pages) still counts as a link target. */
    addRoute: (route: string) => void (pages.routeIds.has(route) || pages.routeIds.set(route, new Set())),
  };
}
