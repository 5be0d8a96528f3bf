import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { VFile } from "vfile";
import { z } from "zod";
import { parseYaml, webUrl } from "../config/index.ts";
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
 * passes its build cache's, so the front matter of pages that did not change is not parsed again.
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
    if (rel.startsWith("docs/") && rel.endsWith(".md")) addPage(set, read(join(root, path)), path, "doc", rel.slice(5), memo);
    else if (rel.startsWith("blog/") && rel.endsWith(".md")) addPage(set, read(join(root, path)), path, "post", rel.slice(5), memo);
    else if (rel.startsWith("docs/") && rel.endsWith("/_category_.yaml")) addCategory(set, read(join(root, path)), path, posix.dirname(rel.slice(5)));
    else if (rel === "blog/authors.yaml") addAuthors(set, read(join(root, path)), path);
    else if (rel.startsWith("static/")) set.assets.set(rel, rel.slice(7));
    else if (ASSET.test(rel)) set.assets.set(rel, rel);
  }
  return set;
}

function addPage(set: ContentSet, text: string, path: string, kind: "doc" | "post", rel: string, memo: Memo): void {
  // Each build gets a file of its own (transforms add messages and data to it); what the front matter gave is kept.
  const read = memo("front matter", path, [text, kind], () => {
    const file = new VFile({ path, value: text });
    const frontMatter = extractFrontMatter(file, (kind === "doc" ? docFrontMatter : postFrontMatter) as z.ZodType<FrontMatter>);
    return { value: String(file.value), frontMatter, messages: file.messages };
  });
  const file = new VFile({ path, value: read.value });
  file.messages.push(...read.messages);
  set.files.push(file);
  const { frontMatter } = read;
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

function addCategory(set: ContentSet, text: string, path: string, dir: string): void {
  const file = new VFile({ path, value: text });
  set.files.push(file);
  const meta = parseYaml(file, String(file.value), categorySchema, { ruleId: "invalid-front-matter" });
  if (meta) set.categories.set(dir, meta);
}

function addAuthors(set: ContentSet, text: string, path: string): void {
  const file = new VFile({ path, value: text });
  set.files.push(file);
  const authors = parseYaml(file, String(file.value), authorsSchema, { ruleId: "invalid-front-matter" });
  for (const [key, author] of Object.entries(authors ?? {})) set.authors.set(key, author);
}
