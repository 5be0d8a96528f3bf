import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import type { Root } from "mdast";
import { VFile } from "vfile";
import { z } from "zod";
import { parseYaml, webUrl } from "../0-config/index.ts";
import { readCategoryFile, type CategoryMeta } from "./category-file.ts";
import { addImportedMarkdown, addRequiredFiles, type GivenComponents } from "./page-imports.ts";
import { fileCreatedDay } from "./post-date.ts";
import { postPlace } from "./post-path.ts";
import { docFrontMatter, extractFrontMatter, postFrontMatter, type FrontMatter } from "./front-matter.ts";
import { noMemo, type Memo, type StepInputs } from "../../shared/index.ts";

/** One markdown source: a doc, a blog post, or a page generated from data. */
export interface SourcePage {
  kind: "doc" | "post";
  /** Path relative to the project root; value is the markdown with the front matter lines blanked. */
  file: VFile;
  frontMatter: FrontMatter;
  /** The file's folder relative to content/docs (docs) or content/blog (posts); '' at the top. */
  dir: string;
  /** The file name without `.md` or `.mdx`. */
  name: string;
  /** Blog posts: YYYY-MM-DD, from the front matter's `date`, else from the file name. */
  date?: string;
  /** Blog posts: YYYY-MM-DD when the file name starts with it (the `name` then follows it). */
  nameDate?: string;
  /** Blog posts with a `nameDate`: the date as the path writes it, with `/` (`2021/11/1`), where `dateInRoute` puts it. */
  dateSlug?: string;
  /** Pages made from data (GraphQL schema, theme API) rather than written by hand. */
  generated?: boolean;
  /**
   * A generated page's content: builds it as mdast, afresh on each call, so that no page's tree is held before its turn
   * in the compile (its `file` then holds no text). Other pages are parsed from `file`.
   */
  tree?: () => Root;
  /**
   * A generated page: the hash of everything its tree is made from (the schema, the guides that use it, the options;
   * the theme API's data), which takes the place of its text in its cache key.
   */
  madeFrom?: string;
  /** A page of a released API version's reference: the version, whose schema its examples run against. */
  apiVersion?: string;
}

export type { CategoryMeta };

export interface Author {
  name: string;
  title: string;
  url?: string;
}

export interface ContentSet {
  pages: SourcePage[];
  /** `_category_.yaml` (`.yml`, `.json`) by folder relative to content/docs. */
  categories: Map<string, CategoryMeta>;
  authors: Map<string, Author>;
  /** Files copied as they are (images, static files): path relative to content/ → output path. */
  assets: Map<string, string>;
  /** Every file read, so their messages can be reported. */
  files: VFile[];
  /**
   * Partials (`_`-prefixed markdown, docs their root's `exclude` names, and any other markdown file of content/ a page
   * imports): path relative to the project root → text.
   */
  partials: Map<string, string>;
  /** The files of content/ each page or partial imports as markdown or as text, existing or not, by project path (`importedTexts`). */
  imports: Map<string, string[]>;
}

const authorsSchema = z.record(z.string(), z.strictObject({ name: z.string(), title: z.string(), url: webUrl.optional() }));
const ASSET = /\.(svg|png|jpe?g|gif|webp|ico|woff2?)$/i;

/** Returns whether a file of content/ outside content/static/ is copied to the build as it is: an image or a font. */
export function isContentAsset(path: string): boolean {
  return ASSET.test(path);
}
/** A markdown source: CommonMark or MDX (src/pipeline/2-parse/markdown/markdown-format.ts decides how each is read). */
export const MARKDOWN_SOURCE = /\.mdx?$/;

/** Reads a text file by absolute path; author mode passes one that remembers unchanged files. */
export type ReadText = (path: string) => string;

const readText: ReadText = (path) => readFileSync(path, "utf8");

export interface DiscoverOptions {
  /** Keep pages with `draft: true` (author mode does, as Docusaurus' dev server; a build leaves them out). */
  drafts?: boolean;
  /**
   * The released docs versions to read, by folder relative to content/ (`versioned_docs/version-1.0`): their pages are
   * docs whose folder is given relative to content/docs (`../versioned_docs/version-1.0/guides`), as a version's docs
   * root names it.
   */
  versionFolders?: string[];
  /**
   * Whether a markdown file of the docs (path relative to content/docs) is one its root's `exclude` names
   * (`excludedDoc`): read as a partial pages may import, no page of its own.
   */
  excludedDoc?: (path: string) => boolean;
  /** Markdown files every MDX page may show by a component name without importing them (`markdown.components`). */
  given?: GivenComponents;
}

/** Returns every page, category, author and asset under `contentDir`, in a stable order. */
export function discoverContent(
  root: string,
  contentDir = "content",
  read: ReadText = readText,
  memo: Memo = noMemo,
  options: DiscoverOptions = {},
): ContentSet {
  const drafts = options.drafts ?? false;
  const versions = (options.versionFolders ?? []).map((folder) => `${folder}/`);
  const set: ContentSet = { pages: [], categories: new Map(), authors: new Map(), assets: new Map(), files: [], partials: new Map(), imports: new Map() };
  const paths = (readdirSync(join(root, contentDir), { recursive: true }) as string[]).map((p) => p.split("\\").join("/")).sort();
  // A byte order mark some editors save before the first line is no part of the text: front matter after it is read,
  // as Docusaurus reads it (gray-matter strips it).
  const text = (path: string) => read(join(root, path)).replace(/^\uFEFF/, "");
  for (const rel of paths) {
    const path = posix.join(contentDir, rel);
    // Each build gets files of its own (transforms add messages and data to them); what was read from them is kept.
    const source = <T>(stage: string, inputs: StepInputs, parse: (file: VFile) => T) => readSource(memo, stage, path, text(path), inputs, parse);
    // As in Docusaurus, a markdown file or folder whose name starts with `_`, or a doc its root's `exclude` names, is a
    // partial, never a page of its own.
    const markdown = MARKDOWN_SOURCE.test(rel);
    const versioned = versions.some((folder) => rel.startsWith(folder));
    const fromDocs = rel.startsWith("docs/") ? rel.slice(5) : versioned ? `../${rel}` : undefined;
    if (markdown && (isPartial(rel) || (fromDocs !== undefined && options.excludedDoc?.(fromDocs)))) set.partials.set(path, text(path));
    else if (rel.startsWith("docs/") && markdown) addPage(set, source, "doc", rel.slice(5), drafts);
    else if (versioned && (markdown || CATEGORY_FILE.test(rel))) addVersioned(set, source, rel, drafts);
    else if (rel.startsWith("blog/") && markdown) addPage(set, source, "post", rel.slice(5), drafts, () => fileCreatedDay(join(root, path)));
    else if (rel.startsWith("docs/") && CATEGORY_FILE.test(rel)) addCategory(set, source, posix.dirname(rel.slice(5)));
    else if (rel === "blog/authors.yaml") addAuthors(set, source);
    else if (rel.startsWith("static/")) {
      // The listing holds content/static/'s folders too (`static/img`): only its files are copied.
      if (statSync(join(root, path)).isFile()) set.assets.set(rel, rel.slice(7));
    } else if (isContentAsset(rel)) set.assets.set(rel, rel);
  }
  const texts = [
    ...set.pages.map((page) => ({ path: page.file.path, text: String(page.file.value) })),
    ...[...set.partials].map(([path, text]) => ({ path, text })),
  ];
  addImportedMarkdown(texts, set, { root, contentDir, read, given: options.given });
  addRequiredFiles(texts, set.assets, { root, contentDir });
  return set;
}

/**
 * Returns whether a path relative to content/ names a partial: a file, or a folder below content/docs or content/blog,
 * whose name starts with `_`.
 */
export function isPartial(rel: string): boolean {
  return rel
    .split("/")
    .slice(1)
    .some((segment) => segment.startsWith("_"));
}

/** Reads one source with `parse`, or takes what `memo` kept from a build where its text was the same. */
type Source = <T>(stage: string, inputs: StepInputs, parse: (file: VFile) => T) => { file: VFile; value: T };

/**
 * Returns a fresh file for the source at `path` with what `parse` made of its text, and the messages it added: both
 * kept by `memo` while the text (and `inputs`) stay the same. `parse` may change the file's text (front matter blanked).
 */
function readSource<T>(memo: Memo, stage: string, path: string, text: string, inputs: StepInputs, parse: (file: VFile) => T): { file: VFile; value: T } {
  const read = memo(stage, path, { text, ...inputs }, () => {
    const file = new VFile({ path, value: text });
    const value = parse(file);
    return { value, text: String(file.value), messages: file.messages, data: file.data };
  });
  // The data `parse` left on the file (where each front matter key is written) goes with it, as its messages do.
  const file = new VFile({ path, value: read.text, data: { ...read.data } });
  file.messages.push(...read.messages);
  return { file, value: read.value };
}

/** Adds a page or category file of a released docs version, with its folder relative to content/docs. */
function addVersioned(set: ContentSet, source: Source, rel: string, drafts: boolean): void {
  const fromDocs = `../${rel}`;
  if (MARKDOWN_SOURCE.test(rel)) addPage(set, source, "doc", fromDocs, drafts);
  else addCategory(set, source, posix.dirname(fromDocs));
}

/** Adds a doc or a post; `createdDay` dates a post with no date in its name or front matter. */
function addPage(set: ContentSet, source: Source, kind: "doc" | "post", rel: string, drafts: boolean, createdDay?: () => string): void {
  const schema = kind === "doc" ? docFrontMatter : postFrontMatter;
  const { file, value: frontMatter } = source("front matter", { kind }, (file) => extractFrontMatter(file, schema));
  set.files.push(file);
  // As Docusaurus: a draft is left out of a production build. https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-docs#draft
  if (!frontMatter || (frontMatter.draft && !drafts)) return;
  if (kind === "doc") {
    set.pages.push({
      kind,
      file,
      frontMatter,
      dir: posix.dirname(rel) === "." ? "" : posix.dirname(rel),
      name: posix.basename(rel).replace(MARKDOWN_SOURCE, ""),
    });
    return;
  }
  const { dir, name, nameDate, dateSlug } = postPlace(rel);
  // As Docusaurus: the front matter's date, the path's, else the day the file was added.
  const date = frontMatter.date === undefined ? (nameDate ?? createdDay?.()) : dateOf(frontMatter.date);
  set.pages.push({ kind, file, frontMatter, dir, name, date, ...(nameDate && { nameDate, dateSlug }) });
}

/**
 * Returns a front matter `date` as `YYYY-MM-DD`: the day written, as Docusaurus shows it (`2015-11-3 10:30:00` is
 * 2015-11-03; the schema lets through only a string that starts with a date).
 */
function dateOf(value: string | Date): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const [, year, month, day] = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value)!;
  return `${year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`;
}

/** Docusaurus' category files; a folder's first one counts (`.json`, then `.yaml`, then `.yml`). */
const CATEGORY_FILE = /\/_category_\.(json|ya?ml)$/;

function addCategory(set: ContentSet, source: Source, dir: string): void {
  const { file, value: meta } = source("category", {}, readCategoryFile);
  set.files.push(file);
  const first = set.files.find((other) => other !== file && CATEGORY_FILE.test(other.path) && posix.dirname(other.path) === posix.dirname(file.path));
  if (first) {
    file.message(`Unexpected second category file in \`${posix.dirname(file.path)}\`, expected one per folder (ignored)`, {
      place: { line: 1, column: 1 },
      ruleId: "unsupported-sidebar-item",
      source: "docs",
    }).note = `keep one of ${posix.basename(first.path)} and ${posix.basename(file.path)}`;
  } else if (meta) set.categories.set(dir, meta);
}

function addAuthors(set: ContentSet, source: Source): void {
  const { file, value: authors } = source("authors", {}, (file) => parseYaml(file, String(file.value), authorsSchema, { ruleId: "invalid-front-matter" }));
  set.files.push(file);
  for (const [key, author] of Object.entries(authors ?? {})) set.authors.set(key, author);
}
