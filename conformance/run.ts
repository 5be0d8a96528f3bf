/**
 * `npm run conformance`: builds the fixture site in conformance/site/ with Docusaurus itself (pinned in
 * conformance/package.json, installed there on first use) and with Folio (through its import command, as a new user
 * would), extracts what a reader sees of every doc page and sidebar from both outputs, and fails on any difference
 * the allow-list does not accept. `-- --keep` keeps the work folder and prints its path.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importDocusaurus } from "../src/import/index.ts";
import { formatMessages } from "../src/report/index.ts";
import { isAllowed } from "./allow-list.ts";
import { docusaurusFacts } from "./docusaurus-facts.ts";
import { compareSites, describeDifference } from "./facts.ts";
import { folioFacts } from "./folio-facts.ts";

const HERE = new URL(".", import.meta.url).pathname;
const SITE = join(HERE, "site");
const MODULES = join(HERE, "node_modules");
const CACHE = join(HERE, "../.cache/conformance");

const keep = process.argv.includes("--keep");
const work = mkdtempSync(join(tmpdir(), "conformance-"));
installDocusaurus();
const docusaurus = buildWithDocusaurus();
const folio = await buildWithFolio();
// The route bases of the fixture's docs instances: the main docs and the SDK's.
const routeBases = ["/docs", "/sdk"];
const differences = compareSites(
  docusaurusFacts(join(docusaurus, "build"), join(docusaurus, "generated"), "Conformance", routeBases),
  folioFacts(folio, "Conformance", routeBases),
);
const open = differences.filter((difference) => !isAllowed(difference));
for (const difference of open) console.log(describeDifference(difference));
console.log(`${open.length ? "✘" : "✔"} conformance: ${open.length} differences from Docusaurus (${differences.length - open.length} allowed)`);
if (keep) console.log(`work folder: ${work}`);
else rmSync(work, { recursive: true, force: true });
process.exitCode = open.length ? 1 : 0;

/** Installs the pinned Docusaurus into conformance/node_modules from its lockfile, unless it is there. */
function installDocusaurus(): void {
  if (existsSync(join(MODULES, "@docusaurus/core/package.json"))) return;
  console.log("installing Docusaurus into conformance/node_modules (npm ci, about a minute)");
  const npm = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: HERE, stdio: "inherit" });
  if (npm.status !== 0) throw new Error("npm ci in conformance/ failed");
}

/**
 * Returns the folder of Docusaurus' build of the fixture (`build/`, and `generated/`, its `.docusaurus` data), made
 * once per content of the site and the lockfile and kept in .cache/conformance/.
 */
function buildWithDocusaurus(): string {
  const key = createHash("sha256");
  for (const file of filesOf(SITE)) key.update(`${file}\0`).update(readFileSync(join(SITE, file)));
  key.update(readFileSync(join(HERE, "package-lock.json")));
  const kept = join(CACHE, key.digest("hex").slice(0, 16));
  if (existsSync(join(kept, "build"))) return kept;
  const site = join(work, "docusaurus-site");
  cpSync(SITE, site, { recursive: true });
  symlinkSync(MODULES, join(site, "node_modules"));
  const started = performance.now();
  const built = spawnSync(process.execPath, [join(MODULES, "@docusaurus/core/bin/docusaurus.mjs"), "build", "--out-dir", join(site, "out")], {
    cwd: site,
    encoding: "utf8",
    env: { ...process.env, DOCUSAURUS_TELEMETRY: "0" },
  });
  if (built.status !== 0) throw new Error(`Docusaurus could not build the fixture:\n${built.stdout}\n${built.stderr}`);
  console.log(`✔ Docusaurus built the fixture in ${Math.round((performance.now() - started) / 1000)} s`);
  mkdirSync(join(kept, ".."), { recursive: true });
  const staging = `${kept}.${process.pid}`;
  mkdirSync(staging, { recursive: true });
  renameSync(join(site, "out"), join(staging, "build"));
  renameSync(join(site, ".docusaurus"), join(staging, "generated"));
  rmSync(kept, { recursive: true, force: true });
  renameSync(staging, kept);
  return kept;
}

/** Returns the output folder of Folio's build of the fixture, imported as a new user imports a site. */
async function buildWithFolio(): Promise<string> {
  const out = join(work, "folio");
  const result = await importDocusaurus({ site: SITE, out, linkinator: true });
  for (const note of result.notes) console.log(`  import: ${note.at}: ${note.reason}`);
  if (!result.build?.ok) throw new Error(`Folio could not build the fixture:\n${formatMessages(result.build?.files ?? [])}`);
  const report = formatMessages(result.build.files);
  if (report) console.log(report);
  return join(out, "build");
}

/** Returns every file below a folder, relative to it, sorted. */
function filesOf(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((rel) => statSync(join(dir, rel)).isFile()).sort();
}
