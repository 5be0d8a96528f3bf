/** Child process of the bench: one build, then its figures as JSON on the last line of stdout. */
import "../bin/production.ts";
import { buildSite } from "../src/orchestration/build-site.ts";

const [root, outDir, linkinator] = process.argv.slice(2);
const started = performance.now();
const result = await buildSite({ root: root!, outDir, linkinator: linkinator === "linkinator" });
const ms = performance.now() - started;
// What failed, for the bench's error: the report the build command prints.
if (!result.ok) console.error((await import("../src/report/index.ts")).formatMessages(result.files));
const usage = process.resourceUsage();
// CPU of this process, all its threads: the esbuild process the build starts is not in it.
const cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000);
console.log(JSON.stringify({ ok: result.ok, ms, pages: result.pages, timings: result.timings, maxRssKb: usage.maxRSS, cpuMs }));
