import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { VFile } from "vfile";
import { z } from "zod";
import { parseYaml, webUrl } from "../0-config/index.ts";
import { docFrontMatter, extractFrontMatter, postFrontMatter, type FrontMatter } from "./front-matter.ts";

/** One markdown source: a doc, a blog post, or a page generated from data. */
export interface SourcePage {
  kind: "doc" | "post";
  /** Path relative to the project root; value is the markdown with the front matter lines blanked. */
  file: VFile;
  frontMatter: FrontMatter;
  /** The file's folder relative to content/docs (docs) or content/blog (posts); '' at the top. */
  dir: string;
  /** The file name without `.md`. */
  name: string;
  /** Blog posts: YYYY-MM-DD from the file name. */
  date?: string;
  /** Pages made from data (GraphQL schema, theme API) rather than written by hand. */
  generated?: boolean;
}

export interface CategoryMeta {
  label: string;
  position?: number;
  collapsed?: boolean;
}

export interface Author {
  name: string;
  title: string;
  url?: string;
}

export interface ContentSet {
  pages: SourcePage[];
  /** `_category_.yaml` by folder relative to content/docs. */
  categories: Map<string, CategoryMeta>;
  authors: Map<string, Author>;
  /** Files copied as they are (images, static files): path relative to content/ → output path. */
  assets: Map<string, string>;
  /** Every file read, so their messages can be reported. */
  files: VFile[];
}

const categorySchema = z.strictObject({ label: z.string(), position: z.number().optional(), collapsed: z.boolean().optional() });
const authorsSchema = z.record(z.string(), z.strictObject({ name: z.string(), title: z.string(), url: webUrl.optional() }));
const ASSET = /\.(svg|png|jpe?g|gif|webp|ico|woff2?)$/i;
const POST_NAME = /^(\d{4}-\d{2}-\d{2})-(.+)$/;

/** Reads a text file by absolute path; author mode passes one that remembers unchanged files. */
export type ReadText = (path: string) => string;

const readText: ReadText = (path) => readFileSync(path, "utf8");

/**
 * Returns the value kept under `stage`/`key` when `deps` are the same objects as last time, or makes it; author mode
 * passes its build cache's, so the front matter and YAML of sources that did not change are not parsed again.
 */
export type Memo = <T>(stage: string, key: string, deps: readonly unknown[], make: () => T) => T;

const noMemo: Memo = (_stage, _key, _deps, make) => make();

/** Returns every page, category, author and asset under `contentDir`, in a stable order. */
export function discoverContent(root: string, contentDir = "content", read: ReadText = readText, memo: Memo = noMemo): ContentSet {
  const set: ContentSet = { pages: [], categories: new Map(), authors: new Map(), assets: new Map(), files: [] };
  const paths = (readdirSync(join(root, contentDir), { recursive: true }) as string[])
    .map((p) => p.split("\\").join("/"))
    .sort();
  for (const rel of paths) {
    const path = posix.join(contentDir, rel);
    // Each build gets files of its own (transforms add messages and data to them); what was read from them is kept.
    const source = <T>(stage: string, deps: unknown[], parse: (file: VFile) => T) => readSource(memo, stage, path, read(join(root, path)), deps, parse);
    if (rel.startsWith("docs/") && rel.endsWith(".md")) addPage(set, source, "doc", rel.slice(5));
    else if (rel.startsWith("blog/") && rel.endsWith(".md")) addPage(set, source, "post", rel.slice(5));
    else if (rel.startsWith("docs/") && rel.endsWith("/_category_.yaml")) addCategory(set, source, posix.dirname(rel.slice(5)));
    else if (rel === "blog/authors.yaml") addAuthors(set, source);
    else if (rel.startsWith("static/")) set.assets.set(rel, rel.slice(7));
    else if (ASSET.test(rel)) set.assets.set(rel, rel);
  }
  return set;
}

/** Reads one source with `parse`, or takes what `memo` kept from a build where its text was the same. */
type Source = <T>(stage: string, deps: unknown[], parse: (file: VFile) => T) => { file: VFile; value: T };

/**
 * Returns a fresh file for the source at `path` with what `parse` made of its text, and the messages it added: both
 * kept by `memo` while the text (and `deps`) stay the same. `parse` may change the file's text (front matter blanked).
 */
function readSource<T>(memo: Memo, stage: string, path: string, text: string, deps: unknown[], parse: (file: VFile) => T): { file: VFile; value: T } {
  const read = memo(stage, path, [text, ...deps], () => {
    const file = new VFile({ path, value: text });
    const value = parse(file);
    return { value, text: String(file.value), messages: file.messages };
  });
  const file = new VFile({ path, value: read.text });
  file.messages.push(...read.messages);
  return { file, value: read.value };
}

function addPage(set: ContentSet, source: Source, kind: "doc" | "post", rel: string): void {
  const schema = (kind === "doc" ? docFrontMatter : postFrontMatter) as z.ZodType<FrontMatter>;
  const { file, value: frontMatter } = source("front matter", [kind], (file) => extractFrontMatter(file, schema));
  set.files.push(file);
  if (!frontMatter) return;
  const dir = posix.dirname(rel) === "." ? "" : posix.dirname(rel);
  let name = posix.basename(rel, ".md");
  let date: string | undefined;
  if (kind === "post") {
    const match = POST_NAME.exec(name);
    if (!match) {
      file.message(`Unexpected blog file name \`${name}.md\`, expected \`YYYY-MM-DD-slug.md\``, {
        place: { line: 1, column: 1 }, ruleId: "invalid-front-matter", source: "docs",
      });
      return;
    }
    [, date, name] = match as unknown as [string, string, string];
  }
  set.pages.push({ kind, file, frontMatter, dir, name, date });
}

function addCategory(set: ContentSet, source: Source, dir: string): void {
  const { file, value: meta } = source("category", [], (file) => parseYaml(file, String(file.value), categorySchema, { ruleId: "invalid-front-matter" }));
  set.files.push(file);
  if (meta) set.categories.set(dir, meta);
}

function addAuthors(set: ContentSet, source: Source): void {
  const { file, value: authors } = source("authors", [], (file) => parseYaml(file, String(file.value), authorsSchema, { ruleId: "invalid-front-matter" }));
  set.files.push(file);
  for (const [key, author] of Object.entries(authors ?? {})) set.authors.set(key, author);
}
