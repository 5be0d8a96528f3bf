import { runLinkinator } from "../src/check/index.ts";
const t = performance.now();
const broken = await runLinkinator("/work/main/build", "/");
console.log(broken.length, Math.round(performance.now() - t), "ms");
