import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { leftOutBy, versionFiles, type VersionFiles } from "../pipeline/0-config/index.ts";
import { isContentAsset, MARKDOWN_SOURCE } from "../pipeline/1-content/index.ts";
import { relativeRequires, requiredCandidates } from "../pipeline/2-parse/index.ts";
import { safeDecode } from "../shared/index.ts";
import { blogAuthors } from "./blog-authors.ts";
import type { CarryNote } from "./config-reader.ts";
import type { DocsInstance } from "./docs-instances.ts";
import { planImportedFiles } from "./imported-files.ts";
import { localizeCopies } from "./localized-files.ts";
import { datePosts } from "./post-dates.ts";
import type { DocusaurusSite } from "./read-docusaurus-config.ts";

/** The files the import copies (paths relative to the site and to the output folder) and what it leaves behind. */
export interface CopyPlan {
  copies: { from: string; to: string }[];
  /** Files the import writes itself, by path from the output folder (the blog's authors.yaml). */
  writes: Map<string, string>;
  /** The docs instances copied, each a docs root of config.yaml, the main docs first. */
  roots: ImportedRoot[];
  /** Whether the site's blog is copied to content/blog. */
  blog: boolean;
  notes: CarryNote[];
}

/** A docs instance as the import copies it. */
export interface ImportedRoot {
  instance: DocsInstance;
  /** Its folder below content/docs: `''` for the main docs, else the instance's id (or another name when the main docs have a folder of that name). */
  folder: string;
  /** Its sidebars file as copied, from the output folder: `content/sidebars.js`, `content/sidebars-<id>.js`. */
  sidebars?: string;
  /** The sidebars file in the site, relative to it. */
  sidebarsSource?: string;
  /** Its versions are carried over: the site has its versions file (`versions.json`, `<id>_versions.json`). */
  versioned?: boolean;
}

const SIDEBAR_FILES = ["sidebars.js", "sidebars.ts", "sidebars.mjs", "sidebars.cjs", "sidebars.json"];
/** The sidebars files config.yaml's `docsRoots` takes. */
const SIDEBARS_EXTENSION = /^\.([cm]?[jt]s|json)$/;
/** What Docusaurus reads beside the config and Folio does not. */
const LEFT_BEHIND: Record<string, string> = {
  i18n: "translations (but the default locale's docs and posts): Folio builds one language",
  "src/pages": "custom pages (React or markdown outside docs and blog)",
  "src/components": "React components (a page that uses one shows what it holds between its tags, with a warning; one written without content shows nothing)",
  "src/theme":
    "swizzled theme components, and the React components src/theme/MDXComponents gives every page (used, they show what they hold, with a warning; the markdown files it gives are config.yaml's `markdown.components`)",
  "src/css": "custom CSS",
  patches: "patches of the site's dependencies (what a patched Docusaurus makes differently, such as heading ids, is not made here)",
};

/**
 * Returns what to copy from the Docusaurus site into content/: each docs instance, blog posts Folio can read, static
 * folders, and the files and images elsewhere in the site that those pages import or name.
 */
export function planCopies(siteDir: string, site: DocusaurusSite): CopyPlan {
  const plan: CopyPlan = { copies: [], writes: new Map(), roots: [], blog: false, notes: [] };
  for (const instance of site.docs) planDocs(siteDir, instance, plan);
  if (site.blogPath && existsSync(join(siteDir, site.blogPath))) {
    plan.blog = true;
    planBlog(siteDir, site.blogPath, plan);
  }
  for (const dir of site.staticDirs.filter((dir) => existsSync(join(siteDir, dir)))) {
    for (const rel of filesOf(siteDir, dir)) plan.copies.push({ from: posix.join(dir, rel), to: `content/static/${rel}` });
  }
  planFavicon(siteDir, site, plan);
  for (const root of plan.roots) planVersions(siteDir, plan, root);
  localizeCopies(siteDir, site.localization, site.blogPath, plan);
  datePosts(siteDir, plan);
  planImportedFiles(siteDir, plan);
  planLinkedImages(siteDir, plan);
  for (const [path, what] of Object.entries(LEFT_BEHIND)) {
    if (existsSync(join(siteDir, path)))
      plan.notes.push({ at: statSync(join(siteDir, path)).isDirectory() ? `${path}/` : path, reason: `${what}, not carried over` });
  }
  return plan;
}

/**
 * Adds a docs instance: the main docs to content/docs itself and their sidebars file to `content/sidebars.<ext>`;
 * another to content/docs/<id>/ (another name, noted, when the main docs have a folder `<id>`) and its sidebars file
 * to `content/sidebars-<id>.<ext>`.
 */
function planDocs(siteDir: string, instance: DocsInstance, plan: CopyPlan): void {
  if (!existsSync(join(siteDir, instance.path)) || !statSync(join(siteDir, instance.path)).isDirectory()) {
    plan.notes.push({ at: `${instance.path}/`, reason: `the folder of docs instance \`${instance.id}\` does not exist; not carried over` });
    return;
  }
  const folder = instance.id === "default" ? "" : rootFolder(siteDir, instance, plan);
  for (const rel of docsFiles(siteDir, instance.path, instance, plan))
    plan.copies.push({ from: posix.join(instance.path, rel), to: posix.join("content/docs", folder, rel) });
  const root: ImportedRoot = { instance, folder };
  plan.roots.push(root);
  const written = instance.sidebarPath ?? (instance.sidebarUnread ? SIDEBAR_FILES.find((file) => existsSync(join(siteDir, file))) : undefined);
  if (!written) return;
  const sidebars = withExtension(siteDir, written);
  const extension = posix.extname(sidebars);
  if (!existsSync(join(siteDir, sidebars)))
    plan.notes.push({ at: sidebars, reason: `the sidebars file of docs instance \`${instance.id}\` does not exist; its docs get one autogenerated sidebar` });
  else if (!SIDEBARS_EXTENSION.test(extension))
    plan.notes.push({ at: sidebars, reason: "a sidebars file that is no .js, .ts or .json file, not carried over; the docs get one autogenerated sidebar" });
  else {
    root.sidebars = `content/sidebars${instance.id === "default" ? "" : `-${instance.id}`}${extension}`;
    root.sidebarsSource = sidebars;
    plan.copies.push({ from: sidebars, to: root.sidebars });
    planRequiredModules(siteDir, sidebars, plan);
  }
}

/**
 * Adds the files a sidebars file `require`s or imports names from by a relative path (docusaurus-plugin-openapi-docs
 * writes a sidebar file a folder), each at the same place from content/ as from the sidebars file's folder, where the
 * copy in content/ finds it; one outside that folder is noted.
 */
function planRequiredModules(siteDir: string, sidebars: string, plan: CopyPlan): void {
  if (sidebars.endsWith(".json")) return;
  for (const specifier of relativeRequires(sidebars, readFileSync(join(siteDir, sidebars), "utf8"))) {
    const found = requiredCandidates(sidebars, specifier).find((path) => existsSync(join(siteDir, path)) && statSync(join(siteDir, path)).isFile());
    const below = found && posix.relative(posix.dirname(sidebars), found);
    if (below && !below.startsWith("../")) plan.copies.push({ from: found, to: posix.join("content", below) });
    else
      plan.notes.push({
        at: sidebars,
        reason: `\`${specifier}\`, which it requires or imports, names ${found ? "a file outside the sidebars file's folder" : "no file"}; not carried over`,
      });
  }
}

/**
 * Returns a module path as `require.resolve` finds it: the file itself, else the first of it with a script or JSON
 * extension (`./sidebars` is sidebars.js, or sidebars.ts in a TypeScript site); as written when there is none.
 */
function withExtension(siteDir: string, path: string): string {
  const isFile = (candidate: string) => existsSync(join(siteDir, candidate)) && statSync(join(siteDir, candidate)).isFile();
  if (isFile(path)) return path;
  return [".js", ".cjs", ".mjs", ".ts", ".cts", ".mts", ".json"].map((extension) => `${path}${extension}`).find(isFile) ?? path;
}

/**
 * Adds a docs instance's versions: versions.json, versioned_docs/ and versioned_sidebars/ (each name after `<id>_` for
 * another instance than the main docs), as they are, into content/, where config.yaml's docs root of that id reads
 * them; with `disableVersioning: true` each is left behind, as Docusaurus leaves it unread.
 */
function planVersions(siteDir: string, plan: CopyPlan, root: ImportedRoot): void {
  // As the build reads them, at the same place below content/ as below the site.
  const files = importedVersionFiles(root);
  const paths = [files.list, files.docsDir, files.sidebarsDir].map((path) => path.slice("content/".length));
  for (const path of paths.filter((path) => existsSync(join(siteDir, path)))) {
    if (root.instance.versioningDisabled) {
      const at = statSync(join(siteDir, path)).isDirectory() ? `${path}/` : path;
      plan.notes.push({ at, reason: "not carried over: the docs say `disableVersioning: true`, so Docusaurus builds the current docs alone" });
      continue;
    }
    if (path === paths[0]) root.versioned = true;
    const files = statSync(join(siteDir, path)).isDirectory() ? versionedFolderFiles(siteDir, path, root.instance, plan) : [path];
    for (const from of files) plan.copies.push({ from, to: `content/${from}` });
  }
}

/** Returns the files of a copied docs root's versions, below the project, as the build reads them (`versionFiles`). */
export function importedVersionFiles(root: ImportedRoot): VersionFiles {
  return versionFiles(root.folder === "" ? undefined : root.instance.id);
}

/** Returns the files of a versioned_docs/ or versioned_sidebars/ folder; each version's docs without what its instance's `exclude` names. */
function versionedFolderFiles(siteDir: string, dir: string, instance: DocsInstance, plan: CopyPlan): string[] {
  if (!dir.endsWith("versioned_docs")) return filesOf(siteDir, dir).map((rel) => posix.join(dir, rel));
  return readdirSync(join(siteDir, dir))
    .sort()
    .flatMap((version) => {
      const folder = posix.join(dir, version);
      if (!statSync(join(siteDir, folder)).isDirectory()) return [folder];
      return docsFiles(siteDir, folder, instance, plan).map((rel) => posix.join(folder, rel));
    });
}

/**
 * Returns the files of a docs folder (an instance's or a version's), every one copied. The docs its instance's
 * `include` leaves out or `exclude` names (a README.md for the repository's readers, say) are partials in Docusaurus,
 * no page of their own but shown where a page imports them: config.yaml's docs root says `include` and `exclude`
 * too, and a note counts them. As in Docusaurus, they pick among the markdown files that would be docs: images and
 * `_` partials are not counted.
 */
function docsFiles(siteDir: string, dir: string, instance: DocsInstance, plan: CopyPlan): string[] {
  const files = filesOf(siteDir, dir);
  const globs = leftOutBy(instance);
  if (!globs) return files;
  const leftOut = files.filter((rel) => MARKDOWN_SOURCE.test(rel) && !rel.split("/").some((segment) => segment.startsWith("_")) && globs(rel));
  if (leftOut.length)
    plan.notes.push({
      at: `${dir}/`,
      reason: `${leftOut.length} file${leftOut.length === 1 ? "" : "s"} that \`include\` leaves out or \`exclude\` names (docs instance \`${instance.id}\`), copied as partials: no page of their own, shown where a page imports them, as in Docusaurus (${leftOut.slice(0, 3).join(", ")}${leftOut.length > 3 ? ", …" : ""})`,
    });
  return files;
}

/**
 * A URL a page names in markdown (`](…)`), in HTML or JSX (`src="…"`) or with `require('…')`, but one from the
 * root, of a scheme or a fragment alone: relative (`./a.png`, `_static/a.png`) or of the site (`@site/src/a.png`).
 */
const RELATIVE_URL =
  /\]\(\s*<?((?![a-z][a-z0-9+.-]*:|[/#])[^)\s>#?]+)|\bsrc=["']((?![a-z][a-z0-9+.-]*:|[/#])[^"'#?]+)["']|require\(\s*["']((?![a-z][a-z0-9+.-]*:|[/#])[^"'#?]+)["']/gi;

/**
 * Adds the images the copied pages name by a relative path outside the folders the import copies (a site's
 * `images/` beside `docs/`, named as `../images/run.png`), each where that path leads from the copied page, so the
 * link keeps working as Docusaurus' bundler resolved it, and those named from the site's folder (`@site/…`) below
 * content/; noted by folder. A path that would leave content/ is left.
 */
function planLinkedImages(siteDir: string, plan: CopyPlan): void {
  const planned = new Set(plan.copies.map((copy) => copy.to));
  const added = new Map<string, number>();
  for (const page of plan.copies.filter((copy) => /\.mdx?$/.test(copy.from))) {
    const text = readFileSync(join(siteDir, page.from), "utf8");
    for (const match of text.matchAll(RELATIVE_URL)) {
      const url = safeDecode(match[1] ?? match[2] ?? match[3]!, decodeURI);
      // `@site/` is the site's folder in Docusaurus and content/ in Folio.
      const [fromDir, toDir] = url.startsWith("@site/") ? [".", "content"] : [posix.dirname(page.from), posix.dirname(page.to)];
      const from = posix.normalize(posix.join(fromDir, url.replace(/^@site\//, "")));
      const to = posix.normalize(posix.join(toDir, url.replace(/^@site\//, "")));
      if (planned.has(to) || !isContentAsset(from) || !to.startsWith("content/") || from.startsWith("../")) continue;
      if (!existsSync(join(siteDir, from)) || !statSync(join(siteDir, from)).isFile()) continue;
      plan.copies.push({ from, to });
      planned.add(to);
      const folder = `${posix.dirname(from)}/`;
      added.set(folder, (added.get(folder) ?? 0) + 1);
    }
  }
  for (const [folder, count] of added)
    plan.notes.push({
      at: folder,
      reason: `${count} image${count === 1 ? "" : "s"} the docs name outside their folder, copied where their path leads`,
    });
}

/** An icon for a site whose own is no SVG: every Folio page links `favicon.svg`. */
const PLAIN_FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2e8555"/></svg>\n';

/**
 * Adds content/static/favicon.svg, which every Folio page links, unless a static folder holds one: the site's
 * `favicon` when it is an SVG file of a static folder, else a plain icon (noted).
 */
function planFavicon(siteDir: string, site: DocusaurusSite, plan: CopyPlan): void {
  if (plan.copies.some((copy) => copy.to === "content/static/favicon.svg")) return;
  const { path, at } = site.favicon;
  const dir = path.endsWith(".svg") ? site.staticDirs.find((candidate) => existsSync(join(siteDir, candidate, path))) : undefined;
  if (dir !== undefined) {
    plan.copies.push({ from: posix.join(dir, path), to: "content/static/favicon.svg" });
    return;
  }
  plan.writes.set("content/static/favicon.svg", PLAIN_FAVICON);
  const why = path ? `\`favicon: '${path}'\` is no SVG file of the static folders` : "the site has no `favicon`";
  plan.notes.push({ at: path ? at : "static/", reason: `${why}: content/static/favicon.svg, the icon every Folio page links, is a plain square; replace it` });
}

/** Returns the folder of content/docs for a docs instance other than the main one: its id, unless the main docs have a folder of that name. */
function rootFolder(siteDir: string, instance: DocsInstance, plan: CopyPlan): string {
  const main = plan.roots.find((root) => root.folder === "");
  const taken = (folder: string) =>
    plan.roots.some((root) => root.folder === folder) || (main !== undefined && existsSync(join(siteDir, main.instance.path, folder)));
  let folder = instance.id;
  for (let n = 2; taken(folder); n++) folder = `${instance.id}-${n}`;
  if (folder !== instance.id)
    plan.notes.push({
      at: instance.at,
      reason: `docs instance \`${instance.id}\` is copied to content/docs/${folder}/: the main docs have a folder \`${instance.id}\``,
    });
  return folder;
}

/**
 * Adds the blog's files as they are, posts in folders of their own with the files beside them too (Folio reads a post's
 * path as Docusaurus does); the authors file is written as content/blog/authors.yaml, the tags file stays behind.
 */
function planBlog(siteDir: string, blogPath: string, plan: CopyPlan): void {
  for (const rel of filesOf(siteDir, blogPath)) {
    const from = posix.join(blogPath, rel);
    if (/^authors\.ya?ml$/.test(rel)) {
      const authors = blogAuthors(readFileSync(join(siteDir, from), "utf8"), from);
      if (authors.text) plan.writes.set("content/blog/authors.yaml", authors.text);
      plan.notes.push(...authors.notes);
    } else if (/^tags\.ya?ml$/.test(rel))
      plan.notes.push({ at: from, reason: "the blog's tags file, not carried over: Folio takes a tag's label from the post" });
    else plan.copies.push({ from, to: `content/blog/${rel}` });
  }
}

/** Returns the files below a folder of the site, relative to it, sorted. */
function filesOf(siteDir: string, dir: string): string[] {
  return (readdirSync(join(siteDir, dir), { recursive: true }) as string[])
    .map((p) => p.split("\\").join("/"))
    .filter((rel) => statSync(join(siteDir, dir, rel)).isFile())
    .sort();
}

/** Returns what the folder `out` holds (its entries, sorted): an import writes only into a folder that is empty or new. */
export function occupied(out: string): string[] {
  return existsSync(out) ? readdirSync(out).sort() : [];
}

/** Returns the routes of the site's custom pages (`src/pages/help.md` is `/help`, `src/pages/index.js` is `/`), which the import leaves behind. */
export function customPages(siteDir: string): Set<string> {
  if (!existsSync(join(siteDir, "src/pages"))) return new Set();
  return new Set(
    filesOf(siteDir, "src/pages")
      .filter((rel) => /\.(mdx?|[jt]sx?)$/.test(rel) && !rel.split("/").some((part) => part.startsWith("_")))
      .map((rel) => `/${rel.replace(/\.[^.]+$/, "").replace(/(^|\/)index$/, "")}`.replace(/(.)\/$/, "$1")),
  );
}

/** Copies the planned files unchanged, and writes the files made from the site's. */
export function copyPlanned(siteDir: string, out: string, plan: CopyPlan): void {
  for (const { from, to } of plan.copies) cpSync(join(siteDir, from), join(out, to));
  for (const [to, text] of plan.writes) {
    mkdirSync(dirname(join(out, to)), { recursive: true });
    writeFileSync(join(out, to), text);
  }
}
