import type { Root as Hast } from "hast";
import type { Root as Mdast } from "mdast";
import type { VFile } from "vfile";
import type { MemoCache } from "../incremental/memo-cache.ts";
import type { SiteConfig } from "../pipeline/0-config/index.ts";
import type { RoutedPage } from "../pipeline/1-content/index.ts";
import { createParser, parseMarkdown } from "../pipeline/2-parse/index.ts";
import {
  createMarkdownPrinter,
  createReactCompiler,
  createSidebarRenderer,
  pageMarkdown,
  recordWritten,
  renderPage,
  searchSections,
  toClientModel,
  writtenMarkdown,
  type SearchSectionText,
} from "../pipeline/4-render/index.ts";
import { collectIds, createTransformer, toDocModel, transformPage, type SiteContext, type TransformOptions } from "../pipeline/3-transform/index.ts";
import type { PageModel } from "../shared/index.ts";

/** Everything one page needs from the rest of the site to go from markdown to HTML. */
export interface PageContext {
  config: SiteConfig;
  site: SiteContext;
  transformOptions: TransformOptions;
  /** The transform options of each released API version's reference pages (`RoutedPage.apiVersion`): its schema, its playground. */
  versionTransformOptions?: Map<string, TransformOptions>;
  cache: MemoCache;
  /** Tokens that change when the site context or the transform inputs change (cache dependencies). */
  siteToken: object;
  signature: object;
  /** Runs `run` under a stage label of the build log's timings. */
  time: <T>(label: string, run: () => T) => T;
}

/** A rendered page, with what the later stages need: the model without its content tree, the markdown twin, search sections. */
export interface FinishedPage {
  route: string;
  html: string;
  markdown?: string;
  sections?: SearchSectionText[];
  model: PageModel;
}

/** One source page after parse and transform: its ids, and either the finished page (docs) or its trees (posts, rendered with the blog). */
export interface PageOutput {
  route: string;
  ids: Set<string>;
  finished?: FinishedPage;
  post?: { hast: Hast; tree: Mdast; body?: string };
}

/** What one page's parse and transform left behind, replayed onto a fresh file when the page has not changed. */
interface TransformedPage {
  tree: Mdast;
  hast: Hast;
  /** The markdown twin's body: the source with its URLs rewritten, or undefined when the tree must be printed. */
  body?: string;
  data: VFile["data"];
  messages: VFile["messages"];
}

export type PagePipeline = ReturnType<typeof createPagePipeline>;

/** Returns the per-page pipeline (parse → transform → model → render), with its processors built once. */
export function createPagePipeline(ctx: PageContext) {
  const { cache, config, time } = ctx;
  const parser = createParser(config.markdown?.format);
  const compiler = createReactCompiler();
  const sidebars = createSidebarRenderer();
  const printer = createMarkdownPrinter();
  const transformerOf = transformersBySchema(ctx);

  /** Renders one model (HTML, markdown twin, search sections) and returns what later stages need. */
  function finish(model: PageModel, tree?: Mdast, body?: string): FinishedPage {
    // A page is rendered again only when its data or its content tree changed. The data holds everything else it
    // shows: its sidebar view is not in it, but comes from the route and the sidebar tree's hashed URL, which are.
    const json = cache.memo("json", model.route, [model], () => JSON.stringify(toClientModel(model)));
    const trees = [model.content, ...(model.blogList?.posts ?? []).map((post) => post.summary)];
    const html = time("render", () => cache.memo("render", model.route, [json, ...trees], () => renderPage(compiler, model, json, sidebars)));
    let markdown: string | undefined;
    if (model.kind !== "not-found") {
      const print = () => pageMarkdown(printer, model, config, tree, body);
      markdown = time("render", () => (tree ? cache.memo("markdown", `${model.route}\0${model.title}\0${model.description}`, [tree], print) : print()));
    }
    const content = model.content;
    const sections = content && time("search", () => cache.memo("search", model.route, [content], () => searchSections(content)));
    // Later stages read titles, descriptions, kinds and dates: the page's trees and sidebar view can go.
    const light: PageModel = { ...model, content: undefined, doc: model.doc && { ...model.doc, sidebar: [], toc: [], breadcrumbs: [] } };
    return { route: model.route, html, markdown, sections, model: light };
  }

  /** Parses and transforms one page (its messages and data land on `page.file`); docs are rendered at once. */
  function build(page: RoutedPage): PageOutput {
    page.file.data.route = page.route;
    page.file.data.docsRoot = page.root ?? "";
    const done = cache.memo("page", page.route, [page.tree ?? String(page.file.value), ctx.signature], (): TransformedPage => {
      const before = page.file.messages.length;
      // The references come as trees, made here: the transform changes the tree in place.
      const tree = time("parse", () => (page.tree ? page.tree() : parseMarkdown(parser, page.file)));
      const written = time("parse", () => recordWritten(tree));
      const transformer = transformerOf(page.apiVersion);
      const parse = (file: VFile) => parseMarkdown(parser, file);
      const hast = time("transform", () => transformPage(transformer, tree, page.file, parse, ctx.transformOptions.partials));
      // A page built as a tree has no text to copy: its markdown twin is the tree printed.
      const body = page.tree ? undefined : time("render", () => writtenMarkdown(String(page.file.value), written, tree));
      return { tree, hast, body, data: { ...page.file.data }, messages: page.file.messages.slice(before) };
    });
    if (!page.file.data.links) {
      Object.assign(page.file.data, done.data);
      page.file.messages.push(...done.messages);
    }
    const { tree, hast, body } = done;
    const ids = cache.memo("ids", page.route, [hast], () => new Set(collectIds(hast)));
    if (page.kind === "post") return { route: page.route, ids, post: { hast, tree, body } };
    const model = time("transform", () =>
      cache.memo("model", `${page.route}\0${JSON.stringify(page.frontMatter)}`, [hast, ctx.siteToken], () => toDocModel(page, hast, ctx.site)),
    );
    return { route: page.route, ids, finished: finish(model, tree, body) };
  }

  return { build, finish };
}

/**
 * Returns the transformer of a page's schema: the current one's, or a released API version's (`RoutedPage.apiVersion`),
 * each made when first needed and then reused.
 */
function transformersBySchema(ctx: PageContext): (version: string | undefined) => ReturnType<typeof createTransformer> {
  const transformers = new Map<string | undefined, ReturnType<typeof createTransformer>>();
  return (version) => {
    const options = (version !== undefined && ctx.versionTransformOptions?.get(version)) || ctx.transformOptions;
    return transformers.get(version) ?? transformers.set(version, createTransformer(options)).get(version)!;
  };
}
