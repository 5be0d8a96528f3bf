// One linkinator crawler on a thread of its own: one run over its share of the pages (each page fetched and parsed
// once, every link target checked once, and every fragment a link names checked against its page, whenever the link
// is read: patches/linkinator+7.6.1.patch; none with `build.onBrokenAnchors: ignore`). It loads linkinator as soon as
// it starts, then waits for its share: the build starts it while it renders. Its fetches are answered from the written
// folder by the static server's rules (folder-dispatcher.ts), not over a socket. Links to other origins are skipped,
// with their fragments: a build never depends on the network. Links to markdown twins are handed back unchecked, for
// the caller to check against the folder (below). The thread runs this module bundled (bundle-engine.ts), without tsx.
import { parentPort } from "node:worker_threads";
import { LinkChecker, type CheckOptions } from "linkinator";
import { setGlobalDispatcher } from "undici";
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

const options: Omit<CheckOptions, "path"> = {
  recurse: false,
  concurrency: 32,
  // Our routes have no trailing slash; without this linkinator resolves `#id` against `/route/`.
  cleanUrls: true,
  // A guard against a hang only. Every fetch is answered from the written folder, so a request waits for nothing but
  // this thread's own event loop, which a busy machine can hold for many seconds while thousands of links are in
  // flight; a shorter limit turned such waits into broken links that exist.
  timeout: 300_000,
};

const port = parentPort!;
const { pages, origin, folder, fragments } = await new Promise<CrawlerShare>((resolve) => port.once("message", resolve));
setGlobalDispatcher(new FolderDispatcher(folder, origin));
// With a proxy variable set, linkinator fetches through a proxy agent of its own instead of the global dispatcher.
// The thread's environment is its own copy: the build's process keeps its variables.
for (const name of ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"]) delete process.env[name];
// Links to the pages' markdown twins (`/docs/intro.md`, one on every page) are skipped here and handed back with the
// page that links each: the caller checks them against the written folder, where a static file exists or not.
const internal = (link: string) => link.startsWith(`${origin}/`);
const isTwin = (link: string) => internal(link) && link.endsWith(".md") && !/[?#]/.test(link);
// "Try it" links are the playground page with an operation in the query string: one fetch of it is enough.
const linksToSkip = async (link: string) => !internal(link) || link.includes("/playground?") || isTwin(link);
const { links } = await new LinkChecker().check({ ...options, checkFragments: fragments, path: pages, linksToSkip });
const broken: { source: string; target: string; status: number }[] = [];
for (const link of links) {
  if (link.state !== "BROKEN") continue;
  // A missing fragment comes with the parent of the fetch of its page (whichever page linked it first), not always
  // with the page holding the link: those are left without a source, for the caller to find in the written pages.
  const source = link.parent && !link.url.includes("#") ? new URL(link.parent).pathname : "";
  broken.push({ source, target: link.url.replace(origin, ""), status: link.status ?? 0 });
}
const twins = links
  .filter((link) => link.state === "SKIPPED" && isTwin(link.url))
  .map((link) => ({ source: link.parent ? new URL(link.parent).pathname : "", target: link.url.replace(origin, "") }));
port.postMessage({ broken, twins });
