import { cpSync, rmSync } from "node:fs";
import { precompressSite } from "../src/write/precompress.ts";
for (const q of [6, 4]) {
  rmSync("/tmp/pc", { recursive: true, force: true });
  cpSync("/work/main/build", "/tmp/pc", { recursive: true, filter: (s) => !s.endsWith(".gz") && !s.endsWith(".br") });
  const t = performance.now();
  const n = await precompressSite("/tmp/pc", { brotliQuality: q });
  console.log("brotli", q, n, "files", Math.round(performance.now() - t), "ms");
}
