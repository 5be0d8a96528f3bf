// One linkinator crawler on a thread of its own: it checks the links of its share of the pages, in chunks, so that
// two crawlers use both cores and each keeps its queue short (linkinator's queue slows down as it grows).
import { parentPort, workerData } from "node:worker_threads";
import { LinkChecker } from "linkinator";

const { chunks, origin } = workerData;
const broken = [];
for (const chunk of chunks) {
  const result = await new LinkChecker().check({
    path: chunk,
    recurse: false,
    concurrency: 32,
    checkFragments: true,
    // Our routes have no trailing slash; without this linkinator resolves `#id` against `/route/`.
    cleanUrls: true,
    timeout: 10_000,
    // A reused keep-alive socket can be closed under the crawler's feet; retry such network errors, never 4xx.
    retryErrors: true,
    retryErrorsCount: 3,
    // "Try it" links are the playground page with an operation in the query string: one fetch of it is enough.
    linksToSkip: async (link) => !link.startsWith(origin) || link.includes("/playground?"),
  });
  for (const link of result.links) {
    if (link.state !== "BROKEN") continue;
    broken.push({ source: link.parent ? new URL(link.parent).pathname : "", target: link.url.replace(origin, ""), status: link.status ?? 0 });
  }
}
parentPort.postMessage(broken);
