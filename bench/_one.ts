import { compileSite } from "../src/build.ts";
const threads = process.argv[2] === "1";
const t = performance.now();
await compileSite({ root: "/work/main", threads });
console.log(threads, Math.round(performance.now() - t), "ms");
