#!/usr/bin/env -S npx tsx
/** `npm run import:docusaurus -- <site> [--out DIR --force --no-linkinator]`: a Docusaurus site as a Folio project of its own, then its build. */
import "./production.ts";
import { join, relative } from "node:path";
import { countMessages, formatMessages } from "../src/report/index.ts";
import { importDocusaurus, NotADocusaurusSite } from "../src/import/index.ts";
import { readArgs } from "./args.ts";

const USAGE = "usage: npm run import:docusaurus -- <path-to-a-docusaurus-site> [--out DIR] [--force] [--no-linkinator]";

const { values, positionals } = readArgs(
  { out: { type: "string" }, force: { type: "boolean", default: false }, "no-linkinator": { type: "boolean", default: false } },
  USAGE,
  1,
);
const result = await importDocusaurus({
  site: positionals[0]!,
  out: values.out,
  force: values.force,
  linkinator: !values["no-linkinator"],
  log: (line) => console.log(line),
}).catch((error: unknown) => {
  // A folder that is no Docusaurus site this import reads: one line, no stack.
  if (!(error instanceof NotADocusaurusSite)) throw error;
  console.error(`✘ ${error.message}`);
  process.exit(1);
});
if (result.refused) {
  const held = `${result.refused.slice(0, 5).join(", ")}${result.refused.length > 5 ? ` and ${result.refused.length - 5} more` : ""}`;
  console.error(`✘ nothing written: ${result.out} is not empty (it holds ${held})`);
  console.error("  choose another folder with --out, or replace its config.yaml and content/ with --force");
  process.exit(1);
}
if (result.build) {
  const report = formatMessages(result.build.files);
  if (report) console.log(report);
  const { warnings } = countMessages(result.build.files);
  console.log(`${result.build.ok ? "✔ built" : "✘ build failed:"} ${result.build.pages} pages, ${warnings} warning${warnings === 1 ? "" : "s"}`);
}
if (result.notes.length > 0) {
  console.log(`\nnot carried over, or changed on the way (${result.notes.length}):`);
  for (const note of result.notes) console.log(`  ${note.at}: ${note.reason}`);
}
// The project is built and served from this folder, as the import ran: its path from here, or whole when outside.
const near = relative(process.cwd(), result.out) || ".";
const project = near.startsWith("..") ? result.out : near;
const quoted = (path: string) => (/^[\w./-]+$/.test(path) ? path : `'${path.replaceAll("'", "'\\''")}'`);
console.log(
  `\nnext: npm start -- --root ${quoted(project)} (author mode), npm run build -- --root ${quoted(project)}, npm run serve -- --dir ${quoted(join(project, "build"))}`,
);
process.exitCode = result.build && !result.build.ok ? 1 : 0;
