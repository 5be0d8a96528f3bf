#!/usr/bin/env -S npx tsx
/** `npm run build [-- --base-url /prefix/ --out-dir DIR --no-linkinator --force]`: builds the site into build/ (unless nothing changed). */
import "./production.ts";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { build } from "../src/build.ts";
import { formatMessages } from "../src/report/index.ts";

const { values } = parseArgs({
  options: {
    "base-url": { type: "string" },
    "out-dir": { type: "string" },
    "no-linkinator": { type: "boolean", default: false },
    force: { type: "boolean", default: false },
  },
});

const started = performance.now();
const root = process.cwd();
const result = await build({
  root,
  outDir: values["out-dir"] ? resolve(values["out-dir"]) : undefined,
  baseUrl: values["base-url"],
  linkinator: !values["no-linkinator"],
  force: values.force,
  log: (line) => console.log(line),
});
const report = result.upToDate ? result.upToDate.report : formatMessages(result.files);
if (report) console.log(report);
const stages = Object.entries(result.timings).map(([label, ms]) => `${label} ${Math.round(ms)} ms`).join(", ");
const total = Math.round(performance.now() - started);
const warnings = result.files.reduce((n, file) => n + file.messages.filter((m) => !m.fatal).length, 0);
if (result.upToDate) console.log(`✔ kept ${result.pages} pages, in ${total} ms`);
else console.log(`${result.ok ? "✔ built" : "✘ build failed:"} ${result.pages} pages, ${warnings} warning${warnings === 1 ? "" : "s"}, in ${total} ms (${stages})`);
if (!result.ok) console.log("The previous build/ was left untouched.");
process.exitCode = result.ok ? 0 : 1;
