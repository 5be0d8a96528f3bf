import type { Root } from "mdast";
import { VFile } from "vfile";
import type { CategoryMeta, RoutedPage } from "../pipeline/1-content/index.ts";
import type { CompileRun } from "./compile-run.ts";
import type { StepInputs } from "../shared/index.ts";

/** Pages made from data (the GraphQL reference, the theme API reference) and their sidebar categories. */
export interface DataPages {
  pages: RoutedPage[];
  categories: Map<string, CategoryMeta>;
}

/** A page made from data as plain data: without its tree, its file as a path and data. */
type ListedPage = Omit<RoutedPage, "file" | "tree"> & { path: string; data: VFile["data"] };

/** Pages made from data as the cache keeps them, in memory and on disk. */
interface Listing {
  pages: ListedPage[];
  categories: Map<string, CategoryMeta>;
}

/**
 * Returns the pages `make` makes from data, kept by the cache under `key` (plain data spelling out what they are
 * made from; `inputs` for memory). A page's tree is made only when the page is: when the pages were found in the
 * cache, `make` runs again then, once, for every page's tree (its messages go nowhere: they were reported when the
 * pages were made). Each page's `tree` is the same function while the pages are, as author mode's transform memo
 * needs. Undefined when `make` gives no pages (the data has errors or is missing).
 */
export function keptDataPages(
  run: Pick<CompileRun, "cache" | "files">,
  step: string,
  { inputs, key }: { inputs: StepInputs; key: unknown },
  make: (files: VFile[]) => DataPages | undefined,
): DataPages | undefined {
  let made: DataPages | undefined;
  const listing = run.cache.memoFiles(step, "", inputs, run.files, (sink) => listingOf((made = make(sink))), { key });
  if (!listing) return undefined;
  const trees = run.cache.memo(`${step} trees`, "", { listing }, () => lazyTrees(step, listing, () => made ?? make([])));
  return { pages: listing.pages.map((page) => pageOf(page, trees.get(page.route)!)), categories: listing.categories };
}

/**
 * Returns a tree function per listed page, by route, which makes the pages from data (`made`) at the first call of
 * any of them, and takes that page's tree from them.
 */
function lazyTrees(step: string, listing: Listing, made: () => DataPages | undefined): Map<string, () => Root> {
  let trees: Map<string, RoutedPage["tree"]> | undefined;
  const treeOf = (route: string): Root => {
    trees ??= new Map(made()?.pages.map((page) => [page.route, page.tree]));
    const tree = trees.get(route);
    // The same data makes the same pages: a route missing now is a fault of the engine, not of the site.
    if (!tree) throw new Error(`${step}: the data made again has no page at ${route}`);
    return tree();
  };
  return new Map(listing.pages.map((page) => [page.route, () => treeOf(page.route)]));
}

/** Returns pages made from data as plain data. */
function listingOf(made: DataPages | undefined): Listing | undefined {
  if (!made) return undefined;
  const pages = made.pages.map(({ file, tree: _, ...page }) => ({ ...page, path: file.path, data: { ...file.data } }));
  return { pages, categories: made.categories };
}

/** Returns a listed page with a file of its own for this build, so messages from earlier builds do not pile up. */
function pageOf({ path, data, ...page }: ListedPage, tree: () => Root): RoutedPage {
  return { ...page, file: new VFile({ path, value: "", data: { ...data } }), tree };
}
