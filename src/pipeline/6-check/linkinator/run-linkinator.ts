import { readFileSync } from "node:fs";
import { join } from "node:path";
import { answerFor, servedFolder, type ServedFolder } from "../../../server/index.ts";
import { InternalError } from "../../../report/index.ts";
import { startEngineThread } from "../../../threads/thread.ts";
import type { CrawlerReport, CrawlerShare, Link } from "./crawl-share.ts";
import { listPages, pageFile, pageHrefs } from "./written-pages.ts";

export interface BrokenTarget {
  /** The page that links (a URL path). */
  source: string;
  /** The link that failed (a URL path, with its fragment). */
  target: string;
  status: number;
}

/** Crawler threads; each checks an equal share of the pages. */
const CRAWLERS = 2;
/** Up to this many pages, one crawler checks them all: a second would spend more loading its modules than it saves. */
const ONE_CRAWLER = 100;
/**
 * The origin the crawlers fetch the site under. Their fetches never leave the thread (folder-dispatcher.ts answers
 * them from the folder, and the thread drops proxy variables, with which linkinator would use a proxy instead);
 * `.invalid` never resolves (RFC 2606), so a fetch that went elsewhere would fail rather than reach a real host.
 */
const ORIGIN = "http://site.invalid";

export interface Linkinator {
  /**
   * Starts the threads, if `run` has not: they load their modules and wait. With `few`, a crawl of a few pages is
   * expected (`ONE_CRAWLER`), and one thread starts; `run` starts the other if it has more pages.
   */
  warm(few?: boolean): void;
  /**
   * Crawls the written site in `dir` (once) and returns every internal link that fails, sorted; with
   * `fragments: false` (`build.onBrokenAnchors: ignore`), a link's `#fragment` is not checked; with `pages` (paths as
   * `listPages` gives them), only the links of those pages are. Rejects with a `CrawlTimeoutError` when the folder
   * never answered a request: the crawl could not finish, and gives no verdict.
   */
  run(dir: string, baseUrl: string, options?: { fragments?: boolean; pages?: string[] }): Promise<BrokenTarget[]>;
  /** Ends the threads, whether they ran or not. */
  stop(): Promise<void>;
}

/** The crawl could not finish: the written folder never answered some requests (folder-dispatcher.ts, `HangGuard`). */
export class CrawlTimeoutError extends InternalError {
  constructor(readonly timeouts: Link[]) {
    const targets = [...new Set(timeouts.map((link) => link.target))];
    const named = targets.slice(0, 5).map((target) => {
      const sources = [...new Set(timeouts.filter((link) => link.target === target && link.source).map((link) => link.source))];
      return `\`${target}\`${sources.length ? ` (linked from ${sources.slice(0, 3).join(", ")}${sources.length > 3 ? ` and ${sources.length - 3} more pages` : ""})` : ""}`;
    });
    const more = targets.length > 5 ? ` and ${targets.length - 5} more` : "";
    super(
      `The link crawl could not finish: a request timed out, with no answer from the written folder, for ${named.join(", ")}${more}. ` +
        "A timeout says nothing of the link, so the build stops without a verdict: build again, and if it times out again, the crawl hangs (src/pipeline/6-check/linkinator/).",
    );
    this.name = "CrawlTimeoutError";
  }
}

/**
 * Prepares linkinator's threads: from `warm`, the crawlers load their modules while the site is still being built,
 * and wait for `run`, which gives each an equal share of the pages the written folder holds. Each runs linkinator on
 * its share, with fragments; its fetches are answered from the folder by the static server's rules.
 * `engine` is the engine's fingerprint, by which the crawlers' bundle is found again (`startEngineThread`). With
 * `crawl`, no thread starts: it crawls every page in one share, in this thread (crawl-share.ts's `crawlShare`, or a
 * test's; one share, as the crawl takes the thread's global dispatcher).
 */
export function prepareLinkinator(engine?: string, options: { crawl?: (share: CrawlerShare) => Promise<CrawlerReport> } = {}): Linkinator {
  const crawlers: Crawler[] = [];
  const { crawl } = options;
  const warm = (count: number) => {
    while (crawlers.length < (crawl ? 1 : count)) crawlers.push(crawl ? { crawl, stop: async () => {} } : loadCrawler(engine));
    return crawlers;
  };
  return {
    warm: (few) => warm(few ? 1 : CRAWLERS),
    async run(dir, baseUrl, { fragments = true, pages: only } = {}) {
      const paths = only ?? listPages(dir);
      const threads = warm(paths.length > ONE_CRAWLER ? CRAWLERS : 1);
      const folder = await servedFolder(dir, baseUrl);
      const pages = paths.map((path) => new URL(path, `${ORIGIN}${baseUrl}`).href);
      // Contiguous shares: pages of one section link to the same pages, which each crawler then fetches once.
      const size = Math.ceil(pages.length / threads.length);
      const shares = threads.map((_, i) => ({ pages: pages.slice(i * size, (i + 1) * size), origin: ORIGIN, folder, fragments }));
      const found = await Promise.all(
        threads.map((crawler, i) => (shares[i]!.pages.length ? crawler.crawl(shares[i]!) : { broken: [], twins: [], timeouts: [] })),
      );
      const timeouts = found.flatMap((share) => share.timeouts);
      if (timeouts.length) throw new CrawlTimeoutError(timeouts.sort(byLink));
      const twins = await missingTwins(
        folder,
        found.flatMap((share) => share.twins),
      );
      return orderBroken(withSources(dir, paths, [...found.flatMap((share) => share.broken), ...twins], baseUrl));
    },
    async stop() {
      await Promise.all(crawlers.map((crawler) => crawler.stop()));
    },
  };
}

/**
 * Returns broken links ordered by their page, then target, then status, one of each link: sorted first, as the
 * crawlers' order depends on which request the folder answered first.
 */
export function orderBroken(links: BrokenTarget[]): BrokenTarget[] {
  return [...links].sort((a, b) => byLink(a, b) || a.status - b.status).filter((link, i, all) => i === 0 || byLink(link, all[i - 1]!) !== 0);
}

/** Orders links by their page, then by their target. */
function byLink(a: Link, b: Link): number {
  return a.source < b.source ? -1 : a.source > b.source ? 1 : a.target < b.target ? -1 : a.target > b.target ? 1 : 0;
}

/**
 * Returns the broken links with the page that holds each one. For a bad fragment linkinator names the page that made
 * it fetch the target (or none), not the page with the link, so those are found by looking in the written pages: a
 * page holds the link when one of its hrefs, resolved against the page's URL as linkinator resolves it, is the target.
 */
function withSources(dir: string, paths: string[], broken: BrokenTarget[], base: string): BrokenTarget[] {
  const orphans = broken.filter((link) => !link.source);
  if (!orphans.length) return broken;
  const pages = paths.map((path) => {
    const html = readFileSync(join(dir, pageFile(path)), "utf8");
    const url = new URL(`${base}${path}`, ORIGIN);
    return { source: url.pathname, targets: pageHrefs(html, url) };
  });
  return broken.flatMap((link) => {
    if (link.source) return [link];
    const sources = pages.filter(({ targets }) => targets.has(link.target)).map(({ source }) => source);
    return sources.length ? sources.map((source) => ({ ...link, source })) : [link];
  });
}

/**
 * Returns the links to markdown twins that the crawlers handed back unchecked which the folder does not answer with
 * a file of their own (the static server's rules), each with the page that links it.
 */
async function missingTwins(folder: ServedFolder, twins: Link[]): Promise<BrokenTarget[]> {
  const answers = await Promise.all(twins.map((twin) => answerFor(folder, twin.target)));
  return twins.filter((_, i) => answers[i]!.status !== 200).map((twin) => ({ ...twin, status: 404 }));
}

/** A crawler: crawls one share, and ends. */
interface Crawler {
  crawl(share: CrawlerShare): Promise<CrawlerReport>;
  stop(): Promise<void>;
}

/** Starts one crawler thread (linkinator-thread.ts, bundled), which loads linkinator now and crawls its share when asked. */
function loadCrawler(engine?: string): Crawler {
  const thread = startEngineThread<CrawlerReport>(new URL("./linkinator-thread.ts", import.meta.url), { engine });
  // A failure is the next `crawl`'s to report.
  thread.catch(() => {});
  return {
    async crawl(share: CrawlerShare): Promise<CrawlerReport> {
      const crawler = await thread;
      crawler.post(share);
      return crawler.next();
    },
    stop: async () => {
      await (await thread.catch(() => undefined))?.stop();
    },
  };
}
