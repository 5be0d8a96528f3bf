import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { writeSyntheticSite } from "./synthetic-site.ts";
const scale = Number(process.argv[2] ?? 20);
const root = writeSyntheticSite("/work/main", 150, scale);
const child = spawnSync(process.execPath, [...(process.env.HEAP ? [`--max-old-space-size=${process.env.HEAP}`] : []), "--import", "tsx", "bench/build-once.ts", root, join(root, "build"), ""], { encoding: "utf8", maxBuffer: 64 << 20 });
const last = JSON.parse(child.stdout.trim().split("\n").at(-1)!);
console.log(scale, last.pages, Math.round(last.ms), "ms", Math.round(last.maxRssKb / 1024), "MB", JSON.stringify(Object.fromEntries(Object.entries(last.timings as Record<string, number>).map(([k, v]) => [k, Math.round(v)]))));
