import type { Root as Hast } from "hast";
import type { Root as Mdast } from "mdast";
import type { VFile } from "vfile";
import type { Cache, KeptPage, PageInputs } from "../incremental/cache.ts";
import type { FinishedPage } from "../incremental/page-cache.ts";
import type { SiteConfig } from "../pipeline/0-config/index.ts";
import type { RoutedPage } from "../pipeline/1-content/index.ts";
import { createParseOnce, createParser, parseMarkdown } from "../pipeline/2-parse/index.ts";
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
} from "../pipeline/4-render/index.ts";
import {
  collectIds,
  createTransformer,
  pageCards,
  readingMinutes,
  toDocModel,
  transformPage,
  type SiteContext,
  type TransformOptions,
} from "../pipeline/3-transform/index.ts";
import { routeToFile, walkTree, type PageModel, type PageSummary } from "../shared/index.ts";

/** Everything a page needs from the rest of the site to go from markdown to HTML. */
export interface PageSite {
  config: SiteConfig;
  context: SiteContext;
  cache: Cache;
  /** The hash of what every page's parse and transform read besides its own text and imports: routes, assets, image sizes, schemas. */
  transformKey: string;
  /** The hash of the texts each page that imports files imports, directly or not, by its path (`importedTexts`). */
  importKeys: Map<string, string>;
  /** The paths of the pages that may show a DocCardList: their text, or a file they import, names one. */
  cardPages: Set<string>;
  /** The hash of what every doc's model and HTML read: config, the assets' URLs, sidebars, versions. */
  siteKey: string;
  processors: Processors;
  /** Runs `run` under a stage label of the build log's timings. */
  time: <T>(label: string, run: () => T) => T;
  /** The hash of each file of the last build's output, by path, when the writer links unchanged files from it (`CompileOptions.lastOutput`). */
  lastOutput?: Record<string, string>;
}

/** A blog post parsed and transformed: the blog renders it with its lists. */
export interface TransformedPost extends Transformed {
  page: RoutedPage;
  ids: string[];
  readingMinutes: number;
}

/**
 * What one page's parse and transform made: the HTML tree, and what its markdown twin is made from: the source with
 * its URLs rewritten, or, when there is none to copy, the markdown tree to print. The cache keeps no markdown tree a
 * twin does not need.
 */
interface Transformed {
  hast: Hast;
  body?: string;
  tree?: Mdast;
  /** A post's reading time, counted once with its trees (word segmentation is slow) and kept with them. */
  readingMinutes?: number;
}

export type Processors = ReturnType<typeof createProcessors>;

/**
 * Returns the unified processors, React compiler and renderers every page uses, built once per compile; `parse` reads
 * a text that several of `pages` have once (`createParseOnce`).
 */
export function createProcessors(
  config: SiteConfig,
  pages: RoutedPage[],
  transformOptions: TransformOptions,
  versionTransformOptions?: Map<string, TransformOptions>,
) {
  const parser = createParser(config.markdown?.format);
  return {
    parser,
    parse: createParseOnce(
      parser,
      pages.flatMap((page) => (page.tree ? [] : [page.file])),
    ),
    compiler: createReactCompiler(),
    sidebars: createSidebarRenderer(),
    printer: createMarkdownPrinter(),
    transformOptions,
    /** The transformer of a page's schema: the current one's, or a released API version's (`RoutedPage.apiVersion`). */
    transformerOf: transformersBySchema(transformOptions, versionTransformOptions),
  };
}

/**
 * A doc page's way: parse → transform → model → render. The cache gives the finished page whole, with its file's data
 * and messages, when nothing it is made from changed (`PageInputs`).
 */
export function compilePage(page: RoutedPage, site: PageSite): KeptPage {
  const inputs: PageInputs = { page: plainPage(page), transform: transformKeyOf(page, site), site: site.siteKey, ...cardsInput(page, site) };
  const make = () => {
    const { tree, hast, body } = parseAndTransform(page, site);
    const model = site.time("transform", () => toDocModel(page, hast, site.context));
    return { route: page.route, ids: [...new Set(collectIds(hast))], finished: renderModel(model, site, tree, body) };
  };
  // A kept page whose HTML the last build's file has already is linked from there, its HTML never read.
  const { lastOutput } = site;
  const file = routeToFile(page.route);
  return site.cache.page(page.route, inputs, page.file, make, lastOutput && ((hash) => lastOutput[file] === hash));
}

/**
 * A post's way up to its trees: parse → transform. The blog renders posts with its lists, so a post is never kept
 * whole; its trees are, on disk too, under the post as plain data and what every page's transform reads.
 */
export function transformPost(page: RoutedPage, site: PageSite): TransformedPost {
  const key = { page: plainPage(page), transform: transformKeyOf(page, site) };
  const { tree, hast, body, readingMinutes: kept } = parseAndTransform(page, site, { key });
  return { page, ids: [...new Set(collectIds(hast))], tree, hast, body, readingMinutes: kept ?? readingMinutes(String(page.file.value)) };
}

/**
 * Renders a blog or fixed page from its model (the blog's and the fixed pages' models are made together). Author
 * mode keeps it while its data and trees stay the same.
 */
export function renderBlogOrFixedPage(model: PageModel, site: PageSite, post?: TransformedPost): FinishedPage {
  const json = JSON.stringify(toClientModel(model));
  const trees = [model.content, ...(model.blogList?.posts ?? []).map((listed) => listed.summary)];
  const inputs = { json, tree: post?.tree, body: post?.body, ...Object.fromEntries(trees.map((tree, i) => [`content ${i}`, tree])) };
  return site.cache.memo("render", model.route, inputs, () => renderModel(model, site, post?.tree, post?.body, json));
}

/** Renders one model (HTML, markdown twin, search sections) and returns what later stages need. */
function renderModel(model: PageModel, site: PageSite, tree?: Mdast, body?: string, json = JSON.stringify(toClientModel(model))): FinishedPage {
  const { time, processors, config } = site;
  const html = time("render", () => renderPage(processors.compiler, model, json, processors.sidebars));
  const markdown = model.kind === "not-found" ? undefined : time("render", () => pageMarkdown(processors.printer, model, config, tree, body));
  const content = model.content;
  const sections = content && time("search", () => searchSections(content));
  return { route: model.route, html, markdown, sections, model: pageSummary(model) };
}

/**
 * Parses and transforms one page; its messages and data land on `page.file`. Author mode keeps the trees while the
 * page's text and what every page's transform reads stay the same. With `post` (a blog post's), the disk keeps them
 * too, with the post's reading time.
 */
function parseAndTransform(page: RoutedPage, site: PageSite, post?: { key: unknown }): Transformed {
  page.file.data.route = page.route;
  page.file.data.docsRoot = page.root ?? "";
  if (page.folderUrl) page.file.data.folderUrl = true;
  // The file's data holds where each front matter key is written, which the transform's messages point at.
  const inputs = { source: page.tree ?? String(page.file.value), data: JSON.stringify(page.file.data), transform: transformKeyOf(page, site) };
  const make = (): Transformed => {
    if (!post) return transformed(page, site, false);
    return { ...transformed(page, site, true), readingMinutes: readingMinutes(String(page.file.value)) };
  };
  return site.cache.memoFile("transform", page.route, page.file, inputs, make, post);
}

/** Parses and transforms one page, and returns its HTML tree (`toDisk`: without source positions) and what its markdown twin is made from. */
function transformed(page: RoutedPage, site: PageSite, toDisk: boolean): Transformed {
  const { parser, parse: parseOnce, transformerOf, transformOptions } = site.processors;
  // The references come as trees, made here: the transform changes the tree in place.
  const tree = site.time("parse", () => (page.tree ? page.tree() : parseOnce(page.file)));
  const written = site.time("parse", () => recordWritten(tree));
  const parse = (file: VFile) => parseMarkdown(parser, file);
  const hast = site.time("transform", () => transformPage(transformerOf(page.apiVersion), tree, page.file, parse, transformOptions.partials));
  // Nothing after the transform reads where a node was written: a tree kept on disk goes without it.
  if (toDisk) dropPositions(hast);
  // The twin is the source with its URLs rewritten; a page made from data, or one whose links the transform removed
  // or replaced, has none to copy, and its twin is the tree printed.
  const body = page.tree ? undefined : site.time("render", () => writtenMarkdown(String(page.file.value), written, tree));
  return body === undefined ? { hast, tree } : { hast, body };
}

/**
 * Returns the key of what a page's parse and transform read besides its own text: what every page's read, and the
 * files it imports, so that an edit of a partial makes again only the pages that show it.
 */
function transformKeyOf(page: RoutedPage, site: PageSite): string {
  const imports = site.importKeys.get(page.file.path);
  return imports ? `${site.transformKey} ${imports}` : site.transformKey;
}

/**
 * Returns the cards a page may show, for its cache inputs (`PageInputs.cards`): a page that names a DocCardList
 * (`PageSite.cardPages`) shows other pages' descriptions.
 */
function cardsInput(page: RoutedPage, site: PageSite): Pick<PageInputs, "cards"> {
  return site.cardPages.has(page.file.path) ? { cards: pageCards(page, site.context) } : {};
}

/** Returns a page as plain data, the first of its cache inputs: the path, the text (front matter blanked), the data discover put on it. */
function plainPage(page: RoutedPage) {
  const { file, tree: _, ...rest } = page;
  return { ...rest, path: file.path, value: String(file.value), data: { ...file.data } };
}

/**
 * Returns the transformer of a page's schema: the current one's, or a released API version's, each made when first
 * needed and then reused.
 */
function transformersBySchema(
  current: TransformOptions,
  versions?: Map<string, TransformOptions>,
): (version: string | undefined) => ReturnType<typeof createTransformer> {
  const transformers = new Map<string | undefined, ReturnType<typeof createTransformer>>();
  return (version) => {
    const options = (version !== undefined && versions?.get(version)) || current;
    return transformers.get(version) ?? transformers.set(version, createTransformer(options)).get(version)!;
  };
}

/** Removes every node's place in its source from a tree, in place. */
function dropPositions(tree: Hast): void {
  walkTree(tree, (node) => {
    delete node.position;
  });
}

/** Returns what later stages read of a rendered page (titles, descriptions, kinds, dates): its trees, shell and sidebar view go. */
function pageSummary(model: PageModel): PageSummary {
  const { shell: _, content: __, doc, ...summary } = model;
  return doc ? { ...summary, doc: doc.sidebarId === undefined ? {} : { sidebarId: doc.sidebarId } } : summary;
}
