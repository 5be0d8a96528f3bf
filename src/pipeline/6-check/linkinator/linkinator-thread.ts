// One linkinator crawler on a thread of its own: one run over its share of the pages (each page fetched and parsed
// once, every link target checked once), then a second, short run for the fragments the first one could not check.
// It loads linkinator as soon as it starts, then waits for its share: the build starts it while it renders. Its
// fetches are answered from the written folder by the static server's rules (folder-dispatcher.ts), not over a
// socket. Links to markdown twins are handed back unchecked, for the caller to check against the folder (below).
// The thread runs this module bundled (bundle-engine.ts), without tsx.
import { parentPort } from "node:worker_threads";
import { LinkChecker, type CheckOptions, type LinkResult } from "linkinator";
import { setGlobalDispatcher } from "undici";
import type { ServedFolder } from "../../../server/index.ts";
import { FolderDispatcher } from "./folder-dispatcher.ts";
import "./linear-queue.mjs";

/** What the build sends a crawler: its share of the pages (URLs under `origin`), and the folder that answers them. */
export interface CrawlerShare {
  pages: string[];
  origin: string;
  folder: ServedFolder;
}

const options: Omit<CheckOptions, "path"> = {
  recurse: false,
  concurrency: 32,
  checkFragments: true,
  // Our routes have no trailing slash; without this linkinator resolves `#id` against `/route/`.
  cleanUrls: true,
  timeout: 10_000,
};

type Fragments = Map<string, Set<string>>;

/**
 * Linkinator checks a page's fragments once, against the ones registered for it by then: when its response arrives,
 * or for a page it crawls, once the page's own links are read. Links met after that (another page parsed later)
 * register fragments nobody checks. This map records, per URL, every fragment registered and the ones checked, so
 * that the rest can be checked by a second run.
 */
class FragmentLedger extends Map<string, Set<string>> {
  registered: Fragments = new Map();
  checked: Fragments = new Map();
  override set(url: string, fragments: Set<string>): this {
    const all = this.registered.get(url) ?? new Set<string>();
    this.registered.set(url, all);
    const recording = new Set(fragments);
    recording.add = (fragment) => (all.add(fragment), Set.prototype.add.call(recording, fragment));
    return super.set(url, recording);
  }
  /** Linkinator deletes a page's entry right after checking it against the page itself. */
  override delete(url: string): boolean {
    this.markChecked(url);
    return super.delete(url);
  }
  /** Marks what is registered for `url` now as checked (called when its response is checked). */
  markChecked(url: string): void {
    const registered = this.get(url);
    if (!registered) return;
    const checked = this.checked.get(url) ?? new Set<string>();
    for (const fragment of registered) checked.add(fragment);
    this.checked.set(url, checked);
  }
  /** Returns, per URL, the fragments registered but never checked. */
  unchecked(): Fragments {
    const left: Fragments = new Map();
    for (const [url, all] of this.registered) {
      const missing = [...all].filter((fragment) => !this.checked.get(url)?.has(fragment));
      if (missing.length) left.set(url, new Set(missing));
    }
    return left;
  }
}

/** Runs one linkinator check over `paths` with `fragments` registered beforehand; returns its results and the ledger. */
async function run(paths: string[], linksToSkip: (link: string) => Promise<boolean>, fragments: Fragments = new Map()) {
  const checker = new LinkChecker();
  const ledger = new FragmentLedger();
  for (const [url, set] of fragments) ledger.set(url, set);
  // Not part of linkinator's typed API: the map it keeps the fragments to check in (test/check covers it).
  (checker as unknown as { fragmentsToCheck: Fragments }).fragmentsToCheck = ledger;
  // A page's 'link' result is emitted right before the fragments registered for it are checked, with nothing awaited
  // in between. A page it crawls has them checked once its links are read (patches/linkinator+7.6.1.patch): all those
  // registered by then, these included, and `delete` marks the ones registered meanwhile.
  checker.on("link", (link: LinkResult) => {
    if (link.state === "OK" && !link.url.includes("#")) ledger.markChecked(link.url);
  });
  const result = await checker.check({ ...options, path: paths, linksToSkip });
  return { links: result.links, ledger };
}

const port = parentPort!;
const { pages, origin, folder } = await new Promise<CrawlerShare>((resolve) => port.once("message", resolve));
setGlobalDispatcher(new FolderDispatcher(folder, origin));
// With a proxy variable set, linkinator fetches through a proxy agent of its own instead of the global dispatcher.
// The thread's environment is its own copy: the build's process keeps its variables.
for (const name of ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"]) delete process.env[name];
// Links to the pages' markdown twins (`/docs/intro.md`, one on every page) are skipped here and handed back with the
// page that links each: the caller checks them against the written folder, where a static file exists or not.
const isTwin = (link: string) => link.startsWith(origin) && link.endsWith(".md") && !/[?#]/.test(link);
// "Try it" links are the playground page with an operation in the query string: one fetch of it is enough.
const first = await run(pages, async (link) => !link.startsWith(origin) || link.includes("/playground?") || isTwin(link));
const late = first.ledger.unchecked();
// A page that does not exist has no fragments to check: the link to it is reported broken already.
for (const link of first.links) if (link.state === "BROKEN" && !link.url.includes("#")) late.delete(link.url);
// The second run fetches only the pages with unchecked fragments and skips every link on them (checked already).
const second = late.size ? await run([...late.keys()], async (link) => !late.has(link), late) : { links: [] };
const broken: { source: string; target: string; status: number }[] = [];
for (const link of [...first.links, ...second.links]) {
  if (link.state !== "BROKEN") continue;
  // A missing fragment comes with the parent of the fetch of its page (whichever page linked it first), not with the
  // page holding the link: those are left without a source, for the caller to find in the written pages.
  const source = link.parent && !link.url.includes("#") ? new URL(link.parent).pathname : "";
  broken.push({ source, target: link.url.replace(origin, ""), status: link.status ?? 0 });
}
const twins = first.links
  .filter((link) => link.state === "SKIPPED" && isTwin(link.url))
  .map((link) => ({ source: link.parent ? new URL(link.parent).pathname : "", target: link.url.replace(origin, "") }));
port.postMessage({ broken, twins });
