import type { SidebarTree } from "../shared/sidebar-view.ts";
import type { PageModel } from "../shared/page-model.ts";

/** A page as the client needs it: the model from `#__data`, its content islands, its sidebar's tree. */
export interface PageData {
  model: PageModel;
  /**
   * The `[data-island]` elements of the page's document, by id: parsed and detached when fetched; at start-up, those
   * on screen, which later pages fill in turn (so only the first display, or the same page's again, may use them).
   */
  islands: Record<string, Element>;
  /** The whole tree of the page's sidebar, once `withSidebarView` added it: categories the HTML left out come from it. */
  sidebarTree?: SidebarTree;
}

/** Returns the page data held by a document (the current one at start-up, or a fetched one). */
export function readPageData(doc: Document): PageData {
  const model = JSON.parse(doc.getElementById("__data")?.textContent ?? "null") as PageModel | null;
  if (!model) throw new Error("the page carries no #__data block");
  const islands: Record<string, Element> = {};
  for (const island of doc.querySelectorAll<HTMLElement>("[data-island]")) islands[island.dataset.island!] = island;
  return { model, islands };
}

/**
 * Fetches a page and returns its data; a 404 answer is the not-found page, any other failure throws. `prefetched`:
 * this page was hinted moments ago, so the copy in the HTTP cache is taken without asking the server again.
 */
export async function fetchPage(url: string, prefetched = false): Promise<PageData> {
  const response = await fetch(url, { credentials: "same-origin", headers: { accept: "text/html" }, cache: prefetched ? "force-cache" : "default" });
  if (!response.ok && response.status !== 404) throw new Error(`HTTP ${response.status} for ${url}`);
  const doc = new DOMParser().parseFromString(await response.text(), "text/html");
  const data = readPageData(doc);
  // The cache keeps the page's islands, not its whole document: they leave it, and the rest is let go.
  for (const island of Object.values(data.islands)) island.remove();
  doc.documentElement.remove();
  return data;
}
