import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { answerFor, servedFolder, type ServedFolder } from "../../../server/index.ts";
import { safeDecode } from "../../../shared/paths.ts";
import { startEngineThread } from "../../../threads/thread.ts";
import type { CrawlerShare } from "./linkinator-thread.ts";

export interface BrokenTarget {
  /** The page that links (a URL path). */
  source: string;
  /** The link that failed (a URL path, with its fragment). */
  target: string;
  status: number;
}

/** Crawler threads; each checks an equal share of the pages. */
const CRAWLERS = 2;
/**
 * The origin the crawlers fetch the site under. Their fetches never leave the thread (folder-dispatcher.ts answers
 * them from the folder, and the thread drops proxy variables, with which linkinator would use a proxy instead);
 * `.invalid` never resolves (RFC 2606), so a fetch that went elsewhere would fail rather than reach a real host.
 */
const ORIGIN = "http://site.invalid";

export interface Linkinator {
  /** Starts the threads, if `run` has not: they load their modules and wait. */
  warm(): void;
  /**
   * Crawls the written site in `dir` (once) and returns every internal link that fails; with `fragments: false`
   * (`build.onBrokenAnchors: ignore`), a link's `#fragment` is not checked.
   */
  run(dir: string, baseUrl: string, options?: { fragments?: boolean }): Promise<BrokenTarget[]>;
  /** Ends the threads, whether they ran or not. */
  stop(): Promise<void>;
}

/**
 * Prepares linkinator's threads: from `warm`, the crawlers load their modules while the site is still being built,
 * and wait for `run`, which gives each an equal share of the pages the written folder holds. Each runs linkinator on
 * its share, with fragments; its fetches are answered from the folder by the static server's rules.
 * `engine` is the engine's fingerprint, by which the crawlers' bundle is found again (`startEngineThread`).
 */
export function prepareLinkinator(engine?: string): Linkinator {
  let crawlers: ReturnType<typeof loadCrawler>[] | undefined;
  const warm = () => {
    if (crawlers) return crawlers;
    return (crawlers = Array.from({ length: CRAWLERS }, () => loadCrawler(engine)));
  };
  return {
    warm,
    async run(dir, baseUrl, { fragments = true } = {}) {
      const threads = warm();
      const folder = await servedFolder(dir, baseUrl);
      const paths = listPages(dir);
      const pages = paths.map((path) => new URL(path, `${ORIGIN}${baseUrl}`).href);
      // Contiguous shares: pages of one section link to the same pages, which each crawler then fetches once.
      const size = Math.ceil(pages.length / CRAWLERS);
      const found = await Promise.all(threads.map((crawler, i) => crawler.crawl({ pages: pages.slice(i * size, (i + 1) * size), origin: ORIGIN, folder, fragments })));
      const twins = await missingTwins(folder, found.flatMap((share) => share.twins));
      return withSources(dir, paths, [...found.flatMap((share) => share.broken), ...twins], baseUrl)
        .filter((link, i, all) => all.findIndex((other) => other.source === link.source && other.target === link.target) === i)
        .sort((a, b) => (a.source + a.target < b.source + b.target ? -1 : 1));
    },
    async stop() {
      if (crawlers) await Promise.all(crawlers.map((crawler) => crawler.stop()));
    },
  };
}

/** Returns the URL path of every HTML page in the build folder, relative to the base URL (`docs/intro`, `` for home). */
function listPages(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((rel) => rel.split("\\").join("/"))
    .filter((rel) => rel.endsWith(".html") && !rel.startsWith("assets/"))
    .map((rel) => (rel.endsWith("index.html") ? rel.slice(0, -"index.html".length).replace(/\/$/, "") : rel))
    .sort();
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
    const html = readFileSync(join(dir, path.endsWith(".html") ? path : join(path, "index.html")), "utf8");
    const url = new URL(`${base}${path}`, ORIGIN);
    const targets = new Set<string>();
    for (const [, href] of html.matchAll(/\bhref="([^"]*)"/g)) {
      try {
        const resolved = new URL(decodeEntities(href!), url);
        // Linkinator reports a missing fragment decoded (`#café`), after the page's URL as fetched.
        if (resolved.origin === ORIGIN) targets.add(resolved.pathname + (resolved.hash && `#${safeDecode(resolved.hash.slice(1))}`));
      } catch {
        // Not a URL: linkinator reports it on its own, with its page.
      }
    }
    return { source: url.pathname, targets };
  });
  return broken.flatMap((link) => {
    if (link.source) return [link];
    const sources = pages.filter(({ targets }) => targets.has(link.target)).map(({ source }) => source);
    return sources.length ? sources.map((source) => ({ ...link, source })) : [link];
  });
}

/** Returns an attribute value as the browser reads it: React escapes `&` as `&amp;` and `"` as `&quot;` in hrefs. */
function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ({ amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" })[name]!);
}

/**
 * Returns the links to markdown twins that the crawlers handed back unchecked which the folder does not answer with
 * a file of their own (the static server's rules), each with the page that links it.
 */
async function missingTwins(folder: ServedFolder, twins: Omit<BrokenTarget, "status">[]): Promise<BrokenTarget[]> {
  const answers = await Promise.all(twins.map((twin) => answerFor(folder, twin.target)));
  return twins.filter((_, i) => answers[i]!.status !== 200).map((twin) => ({ ...twin, status: 404 }));
}

/** What a crawler finds in its share: broken links, and the links to markdown twins it left to the caller. */
interface CrawlerReport {
  broken: BrokenTarget[];
  twins: Omit<BrokenTarget, "status">[];
}

/** Starts one crawler thread (linkinator-thread.ts, bundled), which loads linkinator now and crawls its share when asked. */
function loadCrawler(engine?: string) {
  const thread = startEngineThread<CrawlerReport>(new URL("./linkinator-thread.ts", import.meta.url), { engine });
  // A failure is the next `crawl`'s to report.
  thread.catch(() => {});
  return {
    async crawl(share: CrawlerShare): Promise<CrawlerReport> {
      if (!share.pages.length) return { broken: [], twins: [] };
      const crawler = await thread;
      crawler.post(share);
      return crawler.next();
    },
    stop: async () => (await thread.catch(() => undefined))?.stop(),
  };
}
