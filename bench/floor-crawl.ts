/**
 * Child process of the bench's floor: linkinator's crawl of a built site alone, as the build runs it (two crawler
 * threads, loaded before the clock starts, as the build loads them while it renders). Prints its time as JSON.
 */
import { prepareLinkinator } from "../src/pipeline/6-check/index.ts";

const [dir, baseUrl = "/"] = process.argv.slice(2);
const linkinator = prepareLinkinator();
linkinator.warm();
// The build loads the crawlers while it renders: here they get the same head start.
await new Promise((resolve) => setTimeout(resolve, 1500));
const started = performance.now();
const broken = await linkinator.run(dir!, baseUrl);
const ms = performance.now() - started;
await linkinator.stop();
console.log(JSON.stringify({ broken: broken.length, ms }));
