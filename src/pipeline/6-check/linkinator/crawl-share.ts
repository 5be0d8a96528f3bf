// One linkinator run over a crawler's share of the pages (each page fetched and parsed once, every link target
// checked once, and every fragment a link names checked against its page, whenever the link is read:
// patches/linkinator+7.6.1.patch; none with `build.onBrokenAnchors: ignore`). Its fetches are answered from the
// written folder by the static server's rules (folder-dispatcher.ts), not over a socket. Links to other origins are
// skipped, with their fragments: a build never depends on the network. Links to markdown twins are handed back
// unchecked, for the caller to check against the folder (run-linkinator.ts).
import { LinkChecker, type CheckOptions, type LinkResult } from "linkinator";
import { getGlobalDispatcher, setGlobalDispatcher } from "undici";
import type { ServedFolder } from "../../../server/index.ts";
import { FolderDispatcher } from "./folder-dispatcher.ts";

/** What the build sends a crawler: its share of the pages (URLs under `origin`), and the folder that answers them. */
export interface CrawlerShare {
  pages: string[];
  origin: string;
  folder: ServedFolder;
  /** Check every `#fragment` a link names against its page's ids: off with `build.onBrokenAnchors: ignore`. */
  fragments: boolean;
}

/** A link from a page (`source`, a URL path; empty for a page of the share itself) to a URL path. */
export interface Link {
  source: string;
  target: string;
}

/** What a crawler finds in its share. */
export interface CrawlerReport {
  /** Links whose target the folder answered with an error, or a page without the fragment. */
  broken: (Link & { status: number })[];
  /** Links to markdown twins, left to the caller. */
  twins: Link[];
  /** Requests the folder never answered (folder-dispatcher.ts, `HangGuard`), with each page that links the target. */
  timeouts: Link[];
}

const options: Omit<CheckOptions, "path"> = {
  recurse: false,
  concurrency: 32,
  // Our routes have no trailing slash; without this linkinator resolves `#id` against `/route/`.
  cleanUrls: true,
  // Off: a request's time depends on how busy the machine is, and a limit per request turned waits into broken links
  // to pages that exist. The folder's dispatcher guards against a hang instead, by progress rather than by time.
  timeout: 0,
};

/**
 * Crawls one share of the pages with linkinator, its fetches answered by `dispatcher` (by default from the share's
 * folder), and returns what it finds. The dispatcher is the global one while the crawl runs; the caller's environment
 * must name no proxy, with which linkinator would fetch through an agent of its own.
 */
export async function crawlShare(share: CrawlerShare, dispatcher = new FolderDispatcher(share.folder, share.origin)): Promise<CrawlerReport> {
  const { pages, origin, fragments } = share;
  // Links to the pages' markdown twins (`/docs/intro.md`, one on every page) are skipped here and handed back with the
  // page that links each: the caller checks them against the written folder, where a static file exists or not.
  const internal = (link: string) => link.startsWith(`${origin}/`);
  const isTwin = (link: string) => internal(link) && link.endsWith(".md") && !/[?#]/.test(link);
  // "Try it" links are the playground page with an operation in the query string: one fetch of it is enough.
  const linksToSkip = async (link: string) => !internal(link) || /\/playground(\/[^/?#]+)?\?/.test(link) || isTwin(link);
  const previous = getGlobalDispatcher();
  setGlobalDispatcher(dispatcher);
  let links: LinkResult[];
  try {
    ({ links } = await new LinkChecker().check({ ...options, checkFragments: fragments, path: pages, linksToSkip }));
  } finally {
    setGlobalDispatcher(previous);
    await dispatcher.close();
  }
  const sourceOf = (link: LinkResult) => (link.parent ? new URL(link.parent).pathname : "");
  const timedOut = new Set([...dispatcher.timedOut].map((path) => `${origin}${path}`));
  const timeouts: Link[] = [];
  const broken: CrawlerReport["broken"] = [];
  for (const link of links) {
    // A target that timed out is no verdict on the link, whatever linkinator made of it.
    if (timedOut.has(link.url)) timeouts.push({ source: sourceOf(link), target: link.url.replace(origin, "") });
    if (link.state !== "BROKEN" || timedOut.has(link.url)) continue;
    // A missing fragment comes with the parent of the fetch of its page (whichever page linked it first), not always
    // with the page holding the link: those are left without a source, for the caller to find in the written pages.
    const source = link.parent && !link.url.includes("#") ? new URL(link.parent).pathname : "";
    broken.push({ source, target: link.url.replace(origin, ""), status: link.status ?? 0 });
  }
  // A request linkinator made without reporting it (the patch's GET for the fragment ids of a checked page).
  for (const url of timedOut) if (!timeouts.some((link) => `${origin}${link.target}` === url)) timeouts.push({ source: "", target: url.replace(origin, "") });
  const twins = links
    .filter((link) => link.state === "SKIPPED" && isTwin(link.url))
    .map((link) => ({ source: sourceOf(link), target: link.url.replace(origin, "") }));
  return { broken, twins, timeouts };
}
