import type { VFile } from "vfile";
import { z } from "zod";
import { parseYaml } from "../0-config/index.ts";
import kebabCase from "lodash-es/kebabCase.js";
import { contentTitle, titleFromName } from "./content-title.ts";

// The keys Docusaurus validates on docs and blog posts, with its types:
// https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-plugin-content-docs/src/frontMatter.ts
// https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-plugin-content-blog/src/frontMatter.ts
const uri = z.string().min(1);
const LEVEL = "a heading level from 2 to 6";
const tocLevel = z.number().int(LEVEL).min(2, LEVEL).max(6, LEVEL);
// A tag is a string or `{label, permalink}` (`tagOf`).
const tags = z.array(z.union([z.string(), z.object({ label: z.string(), permalink: z.string() })]));
const lastUpdate = z.looseObject({ author: z.string().optional(), date: z.union([z.string(), z.date()]).optional() });

const common = {
  id: z
    .string()
    .min(1)
    .regex(/^[^/]*$/, "an id without `/` (the folder gives the rest of the doc id)")
    .optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  slug: z.string().min(1).optional(),
  tags: tags.optional(),
  keywords: z.array(z.string()).optional(),
  image: uri.optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: tocLevel.optional(),
  toc_max_heading_level: tocLevel.optional(),
  last_update: lastUpdate.optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
};

/** Docusaurus refuses a page that is both, and a TOC whose lowest level is above its highest. */
function checkPair(value: { draft?: boolean; unlisted?: boolean; toc_min_heading_level?: number; toc_max_heading_level?: number }, ctx: z.RefinementCtx): void {
  if (value.draft && value.unlisted) ctx.addIssue({ code: "custom", path: ["unlisted"], message: "`draft` or `unlisted`, not both" });
  const [min, max] = [value.toc_min_heading_level, value.toc_max_heading_level];
  if (min !== undefined && max !== undefined && min > max)
    ctx.addIssue({ code: "custom", path: ["toc_min_heading_level"], message: `a level at most \`toc_max_heading_level\` (${max})` });
}

export const docFrontMatter = z
  .strictObject({
    ...common,
    hide_title: z.boolean().optional(),
    sidebar_key: z.string().optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
    displayed_sidebar: z.string().nullable().optional(),
    pagination_label: z.string().optional(),
    pagination_next: z.string().nullable().optional(),
    pagination_prev: z.string().nullable().optional(),
    custom_edit_url: uri.or(z.literal("")).nullable().optional(),
    parse_number_prefixes: z.boolean().optional(),
  })
  .superRefine(checkPair);

/**
 * A post's date as Docusaurus reads one: `2015-11-03`, or with a one-digit month or day and a time after it
 * (`2015-11-3 10:30:00`, which its YAML reader makes a date and this one leaves a string).
 */
const POST_DATE = /^\d{4}-(0?[1-9]|1[0-2])-(0?[1-9]|[12]\d|3[01])(?!\d)/;

const inlineAuthor = z.looseObject({ key: z.string().optional(), name: z.string().optional(), title: z.string().optional(), url: uri.optional() });
const author = z.union([z.string(), inlineAuthor]);

export const postFrontMatter = z
  .strictObject({
    ...common,
    date: z.union([z.string().regex(POST_DATE, "a date `YYYY-MM-DD`, such as `2015-11-03` or `2015-11-3 10:30:00`"), z.date()]).optional(),
    authors: z
      .union([author, z.array(author)])
      .transform((value) => (Array.isArray(value) ? value : [value]))
      .optional(),
    // Docusaurus' legacy single-author keys: one author when `authors` is not written (blog.ts); the image is not shown.
    author: z.string().optional(),
    author_title: z.string().optional(),
    author_url: uri.optional(),
    author_image_url: uri.optional(),
    authorURL: uri.optional(),
    authorTitle: z.string().optional(),
    authorImageURL: uri.optional(),
  })
  .superRefine(checkPair);

export type DocFrontMatter = z.infer<typeof docFrontMatter>;
export type PostFrontMatter = z.infer<typeof postFrontMatter>;
/** The front matter as written, with `title` always set (from the key, the first `# heading`, or the file name). */
export type FrontMatter = Partial<Omit<DocFrontMatter & PostFrontMatter, "title">> & { title: string; description?: string };

/** The front matter block that opens a file: its YAML text in the first group (none when empty). */
export const FRONT_MATTER_FENCE = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * Blanks the lines of the front matter block that opens `file.value` (markdown positions still match the source file)
 * and returns its YAML text, or undefined when the file has none.
 */
export function blankFrontMatter(file: VFile): string | undefined {
  const text = String(file.value);
  const match = FRONT_MATTER_FENCE.exec(text);
  if (!match) return undefined;
  file.value = "\n".repeat(match[0].split("\n").length - 1) + text.slice(match[0].length);
  return match[1] ?? "";
}

/**
 * Returns the validated front matter of `file` (none at all is an empty one) with its title, and blanks its lines in
 * `file.value`, so markdown positions still match the source file. Unknown keys are warnings and are dropped.
 */
export function extractFrontMatter(file: VFile, schema: z.ZodType<unknown>): FrontMatter | undefined {
  const written = blankFrontMatter(file);
  const yaml = written === undefined ? undefined : withPlainSpaces(written);
  if (yaml !== undefined) file.data.frontMatterKeys = keyPlaces(yaml);
  let data: Record<string, unknown> | undefined = {};
  if (yaml !== undefined) {
    data = parseYaml(file, yaml, schema as z.ZodType<Record<string, unknown>>, {
      ruleId: "invalid-front-matter",
      lineOffset: 1,
      unknownKeyRuleId: "unknown-front-matter-key",
    });
  }
  if (!data) return undefined;
  const title =
    typeof data.title === "string"
      ? data.title
      : (contentTitle(String(file.value)) ?? titleFromName(file.path, data.id as string | undefined, data.parse_number_prefixes !== false));
  return { ...data, title } as FrontMatter;
}

/**
 * Returns the YAML with a plain space for each non-breaking space right after a key's colon (`date:\u00a02021-08-01`,
 * as a keyboard's Option+Space types it): YAML separates a key from its value only by a space or tab, so the line
 * would be no key at all. One character for one, so every position stays.
 */
function withPlainSpaces(yaml: string): string {
  return yaml.replace(/^([ \t]*[A-Za-z_][\w-]*):\u00a0/gm, "$1: ");
}

/** Returns where each top-level key of a front matter block is written, by key (lines of the file: the block starts on 2). */
function keyPlaces(yaml: string): Record<string, { line: number; column: number }> {
  const places: Record<string, { line: number; column: number }> = {};
  yaml.split("\n").forEach((line, i) => {
    const key = /^([A-Za-z_][\w-]*)[ \t]*:/.exec(line)?.[1];
    if (key && !(key in places)) places[key] = { line: i + 2, column: 1 };
  });
  return places;
}

/** A front matter tag: a string, or Docusaurus' inline object with a permalink of its own. */
export type FrontMatterTag = string | { label: string; permalink: string };

/**
 * Returns a tag's label and its path below the tags route, as Docusaurus' `normalizeTag` reads an inline tag: a
 * string's kebab-cased (`Getting Started` is `getting-started`), an object's own permalink.
 */
export function tagOf(tag: FrontMatterTag): { label: string; permalink: string } {
  return typeof tag === "string" ? { label: tag, permalink: kebabCase(tag) } : { label: tag.label, permalink: tag.permalink.replace(/^\/+|\/+$/g, "") };
}
