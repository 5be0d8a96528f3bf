import { readdirSync } from "node:fs";
import { LinkChecker } from "linkinator";
import { startServerThread } from "../src/server/index.ts";
const dir = "/work/main/build";
const size = Number(process.argv[2] ?? 100);
const server = await startServerThread({ root: dir, baseUrl: "/" });
const pages = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith("index.html")).map((f) => new URL(f.replace(/index\.html$/, "").replace(/\/$/, ""), server.url).href).sort();
const t = performance.now();
let fetched = 0, broken = 0;
for (let i = 0; i < pages.length; i += size) {
  const checker = new LinkChecker();
  const r = await checker.check({ path: pages.slice(i, i + size), recurse: false, concurrency: 32, checkFragments: process.env.FRAG === "1", cleanUrls: true, timeout: 10000, linksToSkip: async (l: string) => !l.startsWith(server.url) || l.includes("/playground?") });
  fetched += r.links.length; broken += r.links.filter((l) => l.state === "BROKEN").length;
}
console.log(size, pages.length, "pages", fetched, "results", broken, "broken", Math.round(performance.now() - t), "ms");
await server.close();
