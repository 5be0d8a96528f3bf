import { compileSite } from "../src/build.ts";
for (const threads of [false, true, false, true]) {
  const t = performance.now();
  const site = await compileSite({ root: "/work/main", threads });
  const tm = site.timings;
  console.log(threads, Math.round(performance.now() - t), "ms", Object.entries(tm).filter(([k]) => /parse|transform|render|wait/.test(k)).map(([k, v]) => `${k} ${Math.round(v)}`).join(", "));
}
