import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { buildSite, type BuildResult } from "../orchestration/build-site.ts";
import type { CarryNote } from "./config-reader.ts";
import { conflicts, copyPlanned, planCopies } from "./copy-site.ts";
import { configText, folioConfig } from "./folio-config.ts";
import { readDocusaurusConfig } from "./read-docusaurus-config.ts";

export interface ImportOptions {
  /** The Docusaurus site's folder. */
  site: string;
  /** The Folio project to write: config.yaml and content/. */
  out: string;
  /** The folder of content/docs the docs go to; default: the site folder's name. */
  name?: string;
  /** Replace config.yaml, content/docs/<name> and copied files that exist. */
  force?: boolean;
  /** Build the imported project (default true), with linkinator's crawl when `linkinator` is true. */
  build?: boolean;
  linkinator?: boolean;
  log?: (line: string) => void;
}

export interface ImportResult {
  /** What would have been overwritten, when nothing was written for want of `force`. */
  refused?: string[];
  /** The docs folder below content/docs. */
  name: string;
  config: string;
  copied: number;
  notes: CarryNote[];
  build?: BuildResult;
}

/** Returns the outcome of importing a Docusaurus site into a Folio project: config.yaml, content/, and its build. */
export async function importDocusaurus(options: ImportOptions): Promise<ImportResult> {
  const siteDir = resolve(options.site);
  const out = resolve(options.out);
  const name = options.name ?? basename(siteDir);
  if (!/^[A-Za-z0-9_-]+$/.test(name))
    throw new Error(`Unexpected docs folder name \`${name}\`, expected letters, digits, \`-\` and \`_\` (set it with --name)`);
  const { site, notes, file } = readDocusaurusConfig(siteDir, name);
  const plan = planCopies(siteDir, site, name);
  const config = configText(folioConfig(site, name, plan.sidebars), `${basename(siteDir)}/${file.path}`);
  const refused = conflicts(out, plan, name);
  const result: ImportResult = { name, config, copied: plan.copies.length, notes: [...notes, ...plan.notes] };
  if (refused.length > 0 && !options.force) return { ...result, refused };
  if (options.force) rmSync(join(out, "content/docs", name), { recursive: true, force: true });
  mkdirSync(join(out, "content"), { recursive: true });
  copyPlanned(siteDir, out, plan);
  writeFileSync(join(out, "config.yaml"), config);
  if (!existsSync(join(out, "content/docs"))) mkdirSync(join(out, "content/docs"));
  options.log?.(`✔ imported into ${out}: config.yaml, content/docs/${name}/ and ${plan.copies.length} files copied`);
  if (options.build === false) return result;
  const built = await buildSite({ root: out, outDir: join(out, "build"), linkinator: options.linkinator ?? true, force: true, log: options.log });
  return { ...result, build: built };
}
