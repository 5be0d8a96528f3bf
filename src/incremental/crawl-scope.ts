import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { WrittenFolder } from "../pipeline/5-write/write-site.ts";
// The leaf module, not the shared index: the build's main thread loads no engine code.
import { safeDecode } from "../shared/paths.ts";
import { fragmentIds, isPageFile, pageFile, pageHrefs, pagesOf } from "../pipeline/6-check/linkinator/written-pages.ts";
import type { BrokenTarget } from "../pipeline/6-check/linkinator/run-linkinator.ts";

/** Where the crawl of a build starts from: the last build's output and what its crawl found. */
export interface CrawledBefore extends WrittenFolder {
  /** The last build's folder, untouched since it was written (`outputFingerprint`); `hashes` are its files'. */
  dir: string;
  baseUrl: string;
  /** Whether that crawl checked fragments. */
  fragments: boolean;
  /** The broken links it found, each on its page: found again as they were, unless their target may be whole now. */
  broken: BrokenTarget[];
}

/** The pages a crawl checks, as `listPages` gives them, and how many pages the folder has. */
export interface CrawlScope {
  pages: string[];
  total: number;
  /** The broken links the last crawl found on pages this one does not check: the same, as nothing they depend on changed. */
  kept: BrokenTarget[];
}

/**
 * Returns the pages of the written site `now` whose links the crawl must check, given the last build's output and
 * what its crawl found (`before`): the pages whose bytes are new or changed, the unchanged pages with a link a change
 * can break (to a page that is gone, or to a `#fragment` of a page that lost it), and the pages with a broken link a
 * change may have made whole (its target is a page or file that is new or changed). Any other page links as it did
 * when that crawl checked it: its broken links, if any, are `kept`. Undefined, every page to be crawled, when the
 * settings of the crawl differ or a file other than a page (an image, a stylesheet) is gone: a page may name it in a
 * `src`.
 */
export async function crawlScope(now: WrittenFolder, baseUrl: string, fragments: boolean, before: CrawledBefore | undefined): Promise<CrawlScope | undefined> {
  if (!before || before.baseUrl !== baseUrl || before.fragments !== fragments) return undefined;
  const goneFiles = Object.keys(before.hashes).filter((path) => !Object.hasOwn(now.hashes, path));
  // A page's markdown twin goes with it; links to it are hrefs like links to pages.
  if (goneFiles.some((path) => !isPageFile(path) && !path.endsWith(".md"))) return undefined;
  const pages = pagesOf(Object.keys(now.hashes));
  const changed = pages.filter((page) => now.hashes[pageFile(page)] !== before.hashes[pageFile(page)]);
  const losing = fragments ? await losingIds(now, before, changed, pages.length - changed.length) : [];
  const present = new Set(pages);
  const whole = mayBeWhole(now, baseUrl, before).filter((page) => present.has(page));
  const scope = new Set([...changed, ...linkingToChanges(now, baseUrl, goneFiles, { changed, losing }, pages), ...whole]);
  const kept = before.broken.filter((link) => {
    const page = pageOfSource(link.source, baseUrl);
    return present.has(page) && !scope.has(page);
  });
  return { pages: [...scope].sort(), total: pages.length, kept };
}

/**
 * Parsing a page's ids costs about as much as reading sixteen pages for the end of a link (0.9 ms against 0.04–0.19 ms
 * at 25 KB a page): past one changed page for sixteen unchanged ones, `losingIds` parses none.
 */
const PARSE_COST = 16;

/**
 * Returns the changed pages that had a fragment id the last build's page had and this one's has not: only a link to a
 * fragment of one of those can break. Each is compared as linkinator reads ids (`fragmentIds`), its last file with
 * its new one; a new page had no fragment a link could reach. When the changed pages are too many for that to be
 * cheaper than reading the `unchanged` ones, every changed page that was there before is taken as one.
 */
async function losingIds(now: WrittenFolder, before: CrawledBefore, changed: string[], unchanged: number): Promise<string[]> {
  const revised = changed.filter((page) => before.hashes[pageFile(page)] !== undefined);
  if (revised.length * PARSE_COST > unchanged) return revised;
  const losing: string[] = [];
  for (const page of revised) {
    const [last, current] = await Promise.all([before.dir, now.dir].map((dir) => fragmentIds(readFileSync(join(dir, pageFile(page)), "utf8"))));
    if ([...last!].some((id) => !current!.has(id))) losing.push(page);
  }
  return losing;
}

/**
 * Returns the unchanged pages with a link a change can break: to a page that is gone, or to a `#fragment` of a page
 * that lost it or is gone (`losing`). Only a page whose bytes hold the end of such a link can have one: most are never
 * decoded, and none is read when no page is gone and none lost an id.
 */
function linkingToChanges(
  now: WrittenFolder,
  baseUrl: string,
  goneFiles: string[],
  { changed, losing }: { changed: string[]; losing: string[] },
  pages: string[],
): string[] {
  if (!goneFiles.length && !losing.length) return [];
  const url = (page: string) => new URL(`${baseUrl}${page}`, "http://site.invalid");
  const gone = pagesOf(goneFiles);
  // Link targets as `pageHrefs` gives them: a path, with `/` or without it at the end (cleanUrls).
  const twins = goneFiles.filter((path) => path.endsWith(".md"));
  const goneTargets = new Set([...gone.flatMap((page) => variants(url(page).pathname)), ...twins.map((path) => url(path).pathname)]);
  const movedIds = new Set([...gone, ...losing].flatMap((page) => variants(url(page).pathname)));
  const breakable = (target: string) => {
    const hash = target.indexOf("#");
    return hash === -1 ? goneTargets.has(target) : movedIds.has(target.slice(0, hash)) || goneTargets.has(target.slice(0, hash));
  };
  const changedSet = new Set(changed);
  const needles = [...[...gone, ...twins].flatMap((page) => linkEnds(page, true)), ...losing.flatMap((page) => linkEnds(page, false))];
  const needleBytes = needles.map((needle) => Buffer.from(needle));
  return pages.filter((page) => {
    if (changedSet.has(page)) return false;
    const bytes = readFileSync(join(now.dir, pageFile(page)));
    return needleBytes.some((needle) => bytes.includes(needle)) && [...pageHrefs(bytes.toString("utf8"), url(page))].some(breakable);
  });
}

/** Returns the pages where the last crawl found a broken link whose target is now a page or file that is new or changed. */
function mayBeWhole(now: WrittenFolder, baseUrl: string, before: CrawledBefore): string[] {
  // Most sites have none: their files' hashes are not compared twice.
  if (!before.broken.length) return [];
  const url = (path: string) => new URL(`${baseUrl}${path}`, "http://site.invalid").pathname;
  const revised = Object.keys(now.hashes).filter((path) => now.hashes[path] !== before.hashes[path]);
  const targets = new Set(revised.flatMap((path) => (isPageFile(path) ? pagesOf([path]).flatMap((page) => variants(url(page))) : [url(path)])));
  return before.broken.filter((link) => targets.has(new URL(link.target, "http://site.invalid").pathname)).map((link) => pageOfSource(link.source, baseUrl));
}

/**
 * Returns the pages, as `listPages` names them, of the sources of broken links (URL paths with the base URL), or
 * undefined when one is not one of the site's `pages` (a link linkinator found no page for).
 */
export function brokenPages(sources: string[], baseUrl: string, sitePages: string[]): string[] | undefined {
  const pages = new Set(sitePages);
  const named = new Set(sources.map((source) => pageOfSource(source, baseUrl)));
  return [...named].every((page) => pages.has(page)) ? [...named].sort() : undefined;
}

/** Returns the page, as `listPages` names it, of a broken link's source (a URL path with the base URL). */
function pageOfSource(source: string, baseUrl: string): string {
  const path = safeDecode(source.startsWith(baseUrl) ? source.slice(baseUrl.length) : source, decodeURI);
  return path
    .replace(/^\//, "")
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\/$/, "");
}

/**
 * Returns what an href to `page` ends with as React writes it, in each way its last segment may be written (as it is,
 * percent-encoded, with `&` escaped): before a `#fragment`, and with `gone`, before a query or the closing quote too.
 */
function linkEnds(page: string, gone: boolean): string[] {
  const segment = page.slice(page.lastIndexOf("/") + 1);
  const written = [...new Set([segment, encodeURIComponent(segment), encodeURI(segment)].flatMap((form) => [form, form.replaceAll("&", "&amp;")]))];
  return written.flatMap((form) => (gone ? ["#", '"', "?"] : ["#"]).flatMap((end) => [`${form}${end}`, `${form}/${end}`]));
}

/** Returns a URL path with and without a `/` at its end. */
function variants(path: string): string[] {
  const bare = path.length > 1 ? path.replace(/\/$/, "") : path;
  return [bare, `${bare}/`];
}
