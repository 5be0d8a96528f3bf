#!/usr/bin/env -S npx tsx
/**
 * `npm run docs:version -- <name> [--id ID] [--root DIR]`: copies the current docs and sidebars into a new docs version,
 * as Docusaurus' `docs:version` (with `--id`, of the docs root with that id, as its `docs:version:<id>`).
 */
import { resolve } from "node:path";
import { cutDocsVersion } from "../src/docs-version/cut-docs-version.ts";
import { formatMessages } from "../src/report/index.ts";
import { readArgs } from "./args.ts";

const usage = "usage: npm run docs:version -- <version name, such as 1.0.0> [--id <docs root id>] [--root DIR]";
const { values, positionals } = readArgs({ root: { type: "string" }, id: { type: "string" } }, usage, 1);
const name = positionals[0]!;
const result = cutDocsVersion(resolve(values.root ?? process.cwd()), name, values.id);
if (result.badName) {
  console.error(result.badName);
  console.error(usage);
  process.exit(1);
}
const report = formatMessages(result.files);
if (report) console.error(report);
if (!result.ok) {
  console.error(`✘ version \`${name}\` not made: nothing was written`);
  process.exit(1);
}
for (const path of result.written) console.log(`✔ wrote ${path}`);
console.log(`✔ docs version \`${name}\` made: its pages are built at its own route once the site is built again`);
