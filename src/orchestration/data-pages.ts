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
 * pages were made). Undefined when `make` gives no pages (the data has errors or is missing).
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
  let trees: Map<string, RoutedPage["tree"]> | undefined;
  const treeOf = (route: string): Root => {
    trees ??= new Map((made ?? make([]))?.pages.map((page) => [page.route, page.tree]));
    const tree = trees.get(route);
    // The same data makes the same pages: a route missing now is a fault of the engine, not of the site.
    if (!tree) throw new Error(`${step}: the data made again has no page at ${route}`);
    return tree();
  };
  return { pages: listing.pages.map((page) => pageOf(page, treeOf)), categories: listing.categories };
}

/** Returns pages made from data as plain data. */
function listingOf(made: DataPages | undefined): Listing | undefined {
  if (!made) return undefined;
  const pages = made.pages.map(({ file, tree: _, ...page }) => ({ ...page, path: file.path, data: { ...file.data } }));
  return { pages, categories: made.categories };
}

/** Returns a listed page with a file of its own for this build, so messages from earlier builds do not pile up. */
function pageOf({ path, data, ...page }: ListedPage, treeOf: (route: string) => Root): RoutedPage {
  const file = new VFile({ path, value: "", data: { ...data } });
  return { ...page, file, tree: () => treeOf(page.route) };
}
