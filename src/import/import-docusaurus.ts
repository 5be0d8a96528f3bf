import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, posix, resolve } from "node:path";
import type { RoutedPage } from "../pipeline/1-content/index.ts";
import { buildSite, type BuildResult } from "../orchestration/build-site.ts";
import type { CarryNote } from "./config-reader.ts";
import { copyPlanned, customPages, occupied, planCopies, type CopyPlan, type ImportedRoot } from "./copy-site.ts";
import { configText, folioConfig, type FolioLinks } from "./folio-config.ts";
import { readImportedSite, type ImportedSite } from "./imported-site.ts";
import { readMdxComponents } from "./mdx-components.ts";
import { readDocusaurusConfig, sortNotes, type DocusaurusSite } from "./read-docusaurus-config.ts";
import { resolveLinks, type LinkContext } from "./resolve-links.ts";
import type { FolioLink } from "./read-links.ts";
import { leftBehindLinks, withLoweredRules } from "./left-behind-links.ts";
import { renameSidebars } from "./sidebar-names.ts";
import { withoutLegacyVersionPrefixes } from "./versioned-sidebar-ids.ts";

export interface ImportOptions {
  /** The Docusaurus site's folder. */
  site: string;
  /** The folder of the Folio project to write (config.yaml and content/); default `<cwd>/<site folder's name>-folio`. */
  out?: string;
  /** Write into a folder that is not empty: its config.yaml and content/ are replaced, the rest stays. */
  force?: boolean;
  /** Build the imported project (default true), with linkinator's crawl when `linkinator` is true. */
  build?: boolean;
  linkinator?: boolean;
  log?: (line: string) => void;
}

export interface ImportResult {
  /** The project folder, written or refused. */
  out: string;
  /** What the folder holds, when nothing was written because it is not empty and `force` is not set. */
  refused?: string[];
  /** config.yaml's text, once written. */
  config?: string;
  copied: number;
  /** What could not be carried over or was changed on the way, at its place in the site. */
  notes: CarryNote[];
  build?: BuildResult;
}

/** Returns the outcome of importing a Docusaurus site as a Folio project of its own: config.yaml, content/, and its build. */
export async function importDocusaurus(options: ImportOptions): Promise<ImportResult> {
  const siteDir = resolve(options.site);
  const out = resolve(options.out ?? `${basename(siteDir)}-folio`);
  const read = readDocusaurusConfig(siteDir);
  const { notes, file } = read;
  const plan = planCopies(siteDir, read.site);
  const given = readMdxComponents(siteDir, plan);
  const site = { ...read.site, markdownComponents: given.components };
  plan.notes.push(...given.notes);
  const result: ImportResult = { out, copied: plan.copies.length, notes: ordered([...notes, ...plan.notes], file.path) };
  const refused = occupied(out);
  if (refused.length > 0 && !options.force) return { ...result, refused };
  rmSync(join(out, "config.yaml"), { force: true });
  rmSync(join(out, "content"), { recursive: true, force: true });
  mkdirSync(join(out, "content/docs"), { recursive: true });
  copyPlanned(siteDir, out, plan);
  const written = writeConfig(siteDir, out, site, plan, `${basename(siteDir)}/${file.path}`);
  result.config = written.config;
  result.notes = ordered([...notes, ...plan.notes, ...written.configNotes, ...written.notes], file.path);
  options.log?.(`✔ imported into ${out}: config.yaml and content/, ${plan.copies.length} files copied`);
  if (options.build === false) return result;
  const build = () => buildSite({ root: out, outDir: join(out, "build"), linkinator: options.linkinator ?? true, force: true, log: options.log });
  const built = await build();
  // Links to what the import left behind fail the first build: the project says so and builds with them as warnings.
  const left = built.ok ? undefined : leftBehindLinks(built.files, site.baseUrl);
  if (!left) return { ...result, build: built };
  result.config = withLoweredRules(result.config, left);
  writeFileSync(join(out, "config.yaml"), result.config);
  options.log?.(`✔ ${left.notes.length} group${left.notes.length === 1 ? "" : "s"} of links to what was left behind: warnings, built again`);
  return { ...result, notes: [...result.notes, ...left.notes], build: await build() };
}

/**
 * Writes config.yaml into `out`, where the site's files are copied, and returns its text and notes: the navbar and
 * footer links are resolved against the routes and sidebars Folio's own stages give the copied files; notes at the
 * config (links left out) and elsewhere (sidebars renamed, docs in no sidebar or at a built-in route).
 */
function writeConfig(
  siteDir: string,
  out: string,
  site: DocusaurusSite,
  plan: CopyPlan,
  from: string,
): { config: string; configNotes: CarryNote[]; notes: CarryNote[] } {
  const prefixes = withoutLegacyVersionPrefixes(out, plan.roots);
  const { names, notes: renames } = renameSidebars(out, plan.roots);
  writeFileSync(join(out, "config.yaml"), configText(folioConfig(site, plan.roots, { navbar: [], footer: [] }), from));
  const imported = readImportedSite(out);
  const context: LinkContext = {
    site: imported,
    roots: plan.roots,
    names,
    baseUrl: site.baseUrl,
    customPages: customPages(siteDir),
  };
  const navbar = resolveLinks(site.navbar.items, context, { navbar: true });
  const footer = site.footer.columns.map((column) => ({ title: column.title, ...resolveLinks(column.items, context) }));
  const menus = versionMenuLinks(site, plan.roots, context);
  const routes = routeNotes(imported, plan.roots, site.rules.onDuplicateRoutes, from);
  const links = {
    navbar: navbar.links,
    footer: footer.map((column) => ({ title: column.title, items: plainLinks(column.links) })),
    versionMenus: menus.links,
  };
  const config = configText(folioConfig({ ...site, rules: { ...site.rules, onDuplicateRoutes: routes.onDuplicateRoutes } }, plan.roots, links), from);
  writeFileSync(join(out, "config.yaml"), config);
  const configNotes = [...navbar.notes, ...footer.flatMap((column) => column.notes), ...menus.notes];
  return { config, configNotes, notes: [...prefixes, ...renames, ...routes.notes] };
}

/** Returns links without the sidebar a navbar link marks active, which only the navbar's take. */
function plainLinks(links: FolioLink[]): Omit<FolioLink, "sidebar">[] {
  return links.map(({ sidebar: _, ...link }) => link);
}

/**
 * Returns each version menu's links before and after the versions, resolved as the navbar's are, by the id of its
 * docs instance; when those docs carry no version menu (versioning disabled, or no versions), none, with a note for each.
 */
function versionMenuLinks(site: DocusaurusSite, roots: ImportedRoot[], context: LinkContext): { links: FolioLinks["versionMenus"]; notes: CarryNote[] } {
  const links: FolioLinks["versionMenus"] = new Map();
  const notes: CarryNote[] = [];
  for (const [id, menu] of site.versionMenus) {
    if (roots.find((root) => root.instance.id === id)?.instance.versions?.dropdown) {
      const [before, after] = [menu.before, menu.after].map((items) => resolveLinks(items, context));
      notes.push(...before!.notes, ...after!.notes);
      links.set(id, { itemsBefore: plainLinks(before!.links), itemsAfter: plainLinks(after!.links) });
      continue;
    }
    for (const item of [...menu.before, ...menu.after])
      notes.push({ at: item.at, reason: `\`${item.path}\` is left out: the docs carry no version menu, as their versions are not carried over` });
  }
  return { links, notes };
}

/**
 * Returns a note for each doc at a route of Folio's own pages and each doc in no sidebar, and the duplicate-route
 * rule: `throw` becomes `warn` when pages share a route in Folio (the site built under Docusaurus' `throw`, so Folio's
 * routes made them share it).
 */
function routeNotes(
  imported: ImportedSite,
  roots: ImportedRoot[],
  rule: DocusaurusSite["rules"]["onDuplicateRoutes"],
  from: string,
): { notes: CarryNote[]; onDuplicateRoutes: DocusaurusSite["rules"]["onDuplicateRoutes"] } {
  const notes: CarryNote[] = [];
  const shared = imported.hidden.length + imported.duplicates.length;
  const lowered = rule === "throw" && shared > 0;
  if (lowered)
    notes.push({
      at: basename(from),
      reason: `\`onDuplicateRoutes: 'throw'\` is \`warn\` in config.yaml: ${shared} page${shared === 1 ? "" : "s"} share${shared === 1 ? "s" : ""} a route with another in Folio (the build names them)`,
    });
  for (const doc of imported.hidden)
    notes.push({ at: sourcePath(doc, roots), reason: `a doc at \`${doc.route}\`, the route of a page of Folio's own, which is written there instead` });
  for (const doc of [...imported.withoutSidebar].sort((a, b) => (a.file.path < b.file.path ? -1 : 1)))
    notes.push({
      at: sourcePath(doc, roots),
      reason: "a doc that no sidebar lists: its page shows no sidebar, as in Docusaurus (`build.onDocWithoutSidebar: ignore`)",
    });
  notes.push(...sidebarLinkNotes(imported, roots));
  return { notes, onDuplicateRoutes: lowered ? "warn" : rule };
}

/**
 * Returns a note for each `link` item of a sidebars file whose route no imported page has (most often a custom page
 * of src/pages): the file is copied as it is, so the build reports it as a broken link.
 */
function sidebarLinkNotes(imported: ImportedSite, roots: ImportedRoot[]): CarryNote[] {
  return (imported.sidebars.links ?? []).flatMap(({ file, links }) => {
    const root = roots.find((candidate) => candidate.sidebars === file.path);
    return links
      .filter((link) => !imported.targets.has(link.target))
      .map((link) => ({
        at: `${root?.sidebarsSource ?? file.path}:${link.place?.start.line ?? 1}:${link.place?.start.column ?? 1}`,
        reason: `a \`link\` item to \`${link.target}\`, a route no imported page has (a custom page is not carried over): the build reports it as a broken link`,
      }));
  });
}

/** Returns the notes at the config file first, by line and column, then the others in the order given. */
function ordered(notes: CarryNote[], configPath: string): CarryNote[] {
  const inConfig = (note: CarryNote) => note.at.startsWith(`${configPath}:`);
  return [...sortNotes(notes.filter(inConfig)), ...notes.filter((note) => !inConfig(note))];
}

/** Returns where a doc of the imported project is in the Docusaurus site: `docs/guides/setup.md`. */
function sourcePath(doc: RoutedPage, roots: ImportedRoot[]): string {
  const root = roots.find((candidate) => candidate.folder === doc.root);
  const below = posix.relative(posix.join("content/docs", doc.root ?? ""), doc.file.path);
  return root ? posix.join(root.instance.path, below) : doc.file.path;
}
