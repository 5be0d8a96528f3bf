import { compileSite } from "../src/build.ts";
const t = performance.now();
const site = await compileSite({ root: "/work/main", threads: false });
console.log(site.ok, Math.round(performance.now() - t), JSON.stringify(Object.fromEntries(Object.entries(site.timings).map(([k, v]) => [k, Math.round(v)]))));
