/**
 * `node --import tsx conformance/compare.ts <docusaurus build> <docusaurus .docusaurus folder> <folio build> <site title> [route base]`:
 * compares a Docusaurus build of any site with Folio's build of the same site (its import, or its docs folder copied
 * into a Folio project) as `npm run conformance` compares the fixture's, and prints every difference and a count of
 * differences by fact. For trying real sites; nothing here is part of the build.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { docusaurusFacts } from "./docusaurus-facts.ts";
import { compareSites, describeDifference } from "./facts.ts";
import { folioFacts } from "./folio-facts.ts";

const [docusaurusBuild, generated, folioBuild, title, routeBase = "/docs"] = process.argv.slice(2);
if (!docusaurusBuild || !generated || !folioBuild || !title) {
  console.error(
    "usage: node --import tsx conformance/compare.ts <docusaurus build> <.docusaurus folder> <folio build> <site title> [route bases, comma-separated]",
  );
  process.exit(1);
}
// Each folder is checked before it is read: a wrong one is named in a line, not in a stack.
const folders: [string, string, string][] = [
  [docusaurusBuild, "404.html", "Docusaurus' build folder (`build/`)"],
  [generated, "docusaurus-plugin-content-docs", "Docusaurus' generated data (the site's `.docusaurus/` after a build)"],
  [folioBuild, "404.html", "Folio's build folder"],
];
for (const [folder, holds, what] of folders) {
  if (existsSync(join(folder, holds))) continue;
  console.error(`${folder} holds no ${holds}: expected ${what}`);
  process.exit(1);
}
const routeBases = routeBase.split(",");
const [docusaurus, folio] = [docusaurusFacts(docusaurusBuild, generated, title, routeBases), folioFacts(folioBuild, title, routeBases)];
// Pages are compared below the route bases only: a site served elsewhere (`routeBasePath: '/'`) needs its named.
if (!docusaurus.pages.size || !folio.pages.size) {
  console.error(
    `no page below \`${routeBase}\` in ${docusaurus.pages.size ? "Folio's" : "Docusaurus'"} build: give the route base the docs are served at (\`''\` for the root)`,
  );
  process.exit(1);
}
const differences = compareSites(docusaurus, folio);
for (const difference of differences) console.log(describeDifference(difference));
console.log(`${docusaurus.pages.size} pages of Docusaurus' build and ${folio.pages.size} of Folio's compared`);
const byFact = new Map<string, number>();
for (const { fact } of differences) byFact.set(fact, (byFact.get(fact) ?? 0) + 1);
console.log(`${differences.length} differences: ${[...byFact].map(([fact, n]) => `${fact} ${n}`).join(", ") || "none"}`);
