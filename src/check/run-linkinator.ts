import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadServerThread, servedFiles, type ServerThread } from "../server/index.ts";
import { startReplyingThread } from "../thread-replies.ts";

export interface BrokenTarget {
  /** The page that links (a URL path). */
  source: string;
  /** The link that failed (a URL path, with its fragment). */
  target: string;
  status: number;
}

/** Crawler threads; each checks an equal share of the pages. */
const CRAWLERS = 2;

export interface Linkinator {
  /** Starts the threads, if `run` has not: they load their modules and wait. */
  warm(): void;
  /** Crawls the written site in `dir` (once) and returns every internal link that fails. */
  run(dir: string, baseUrl: string): Promise<BrokenTarget[]>;
  /** Ends the threads, whether they ran or not. */
  stop(): Promise<void>;
}

/**
 * Prepares linkinator's threads: from `warm`, a static server and the crawlers load their modules (about 0.8 s) while
 * the site is still being built, and wait for `run`, which serves the written site over HTTP and runs
 * linkinator on every page it holds, with fragments. Two crawlers on threads of their own share the pages.
 */
export function prepareLinkinator(): Linkinator {
  let threads: { server: ServerThread; crawlers: ReturnType<typeof loadCrawler>[] } | undefined;
  const warm = () => (threads ??= { server: loadServerThread(), crawlers: Array.from({ length: CRAWLERS }, () => loadCrawler()) });
  return {
    warm,
    async run(dir, baseUrl) {
      const { server, crawlers } = warm();
      const running = await server.start({ root: dir, baseUrl });
      const origin = new URL(running.url).origin;
      try {
        const paths = listPages(dir);
        const pages = paths.map((path) => new URL(path, running.url).href);
        // Contiguous shares: pages of one section link to the same pages, which each crawler then fetches once.
        const size = Math.ceil(pages.length / CRAWLERS);
        const found = await Promise.all(crawlers.map((crawler, i) => crawler.crawl(pages.slice(i * size, (i + 1) * size), origin)));
        const base = new URL(running.url).pathname;
        const twins = await missingTwins(dir, base, found.flatMap((share) => share.twins));
        return withSources(dir, paths, [...found.flatMap((share) => share.broken), ...twins], base)
          .filter((link, i, all) => all.findIndex((other) => other.source === link.source && other.target === link.target) === i)
          .sort((a, b) => (a.source + a.target < b.source + b.target ? -1 : 1));
      } finally {
        // A server thread that died is ended by `stop` anyway; its error must not hide the crawl's.
        await running.close().catch(() => {});
      }
    },
    async stop() {
      if (threads) await Promise.all([threads.server.stop(), ...threads.crawlers.map((crawler) => crawler.stop())]);
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
 * it fetch the target (or none), not the page with the link, so those are found by looking in the written pages.
 */
function withSources(dir: string, paths: string[], broken: BrokenTarget[], base: string): BrokenTarget[] {
  const orphans = broken.filter((link) => !link.source);
  if (!orphans.length) return broken;
  const pages = paths.map((path) => ({ path, html: readFileSync(join(dir, path.endsWith(".html") ? path : join(path, "index.html")), "utf8") }));
  return broken.flatMap((link) => {
    if (link.source) return [link];
    const [target, fragment = ""] = link.target.split("#");
    const sources = pages
      .filter(({ path, html }) => html.includes(`href="${link.target}"`) || (`${base}${path}`.replace(/\/$/, "") === target!.replace(/\/$/, "") && html.includes(`href="#${fragment}"`)))
      .map(({ path }) => `${base}${path}`);
    return sources.length ? sources.map((source) => ({ ...link, source })) : [link];
  });
}

/**
 * Returns the links to markdown twins that the crawlers handed back unchecked whose file the server would not find in
 * `dir`, each with the page that links it.
 */
async function missingTwins(dir: string, base: string, twins: Omit<BrokenTarget, "status">[]): Promise<BrokenTarget[]> {
  const found = await servedFiles(dir, twins.map((twin) => twin.target), base);
  return twins.filter((_, i) => !found[i]).map((twin) => ({ ...twin, status: 404 }));
}

/** What a crawler finds in its share: broken links, and the links to markdown twins it left to the caller. */
interface CrawlerReport {
  broken: BrokenTarget[];
  twins: Omit<BrokenTarget, "status">[];
}

/** Starts one crawler thread, which loads linkinator now and crawls its share of the pages when asked. */
function loadCrawler() {
  const thread = startReplyingThread(new URL("./linkinator-thread.mjs", import.meta.url));
  return {
    async crawl(pages: string[], origin: string): Promise<CrawlerReport> {
      return pages.length ? ((await thread.reply({ pages, origin })) as CrawlerReport) : { broken: [], twins: [] };
    },
    stop: thread.stop,
  };
}
