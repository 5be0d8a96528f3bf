// One linkinator crawler on a thread of its own: one run over its share of the pages (crawl-share.ts). It loads
// linkinator as soon as it starts, then waits for its share: the build starts it while it renders. The thread runs
// this module bundled (bundle-engine.ts), without tsx.
import { parentPort } from "node:worker_threads";
import { crawlShare, type CrawlerShare } from "./crawl-share.ts";

const port = parentPort!;
const share = await new Promise<CrawlerShare>((resolve) => port.once("message", resolve));
// With a proxy variable set, linkinator fetches through a proxy agent of its own instead of the global dispatcher.
// The thread's environment is its own copy: the build's process keeps its variables.
for (const name of ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"]) delete process.env[name];
port.postMessage(await crawlShare(share));
