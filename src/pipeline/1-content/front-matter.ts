import type { VFile } from "vfile";
import { z } from "zod";
import { parseYaml } from "../0-config/index.ts";

const common = {
  title: z.string().min(1),
  description: z.string().min(1),
  slug: z.string().optional(),
  tags: z.array(z.string()).optional(),
  hide_table_of_contents: z.boolean().optional(),
};

export const docFrontMatter = z.strictObject({
  ...common,
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
});

export const postFrontMatter = z.strictObject({
  ...common,
  authors: z.array(z.string()).optional(),
});

export type DocFrontMatter = z.infer<typeof docFrontMatter>;
export type PostFrontMatter = z.infer<typeof postFrontMatter>;
export type FrontMatter = DocFrontMatter & PostFrontMatter;

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Returns the validated front matter of `file` and blanks its lines in `file.value`,
 * so markdown positions still match the source file.
 */
export function extractFrontMatter(file: VFile, schema: z.ZodType<FrontMatter>): FrontMatter | undefined {
  const text = String(file.value);
  const match = FENCE.exec(text);
  if (!match) {
    file.message("Unexpected file start, expected front matter between `---` lines with at least `title` and `description`", {
      place: { line: 1, column: 1 }, ruleId: "invalid-front-matter", source: "docs",
    }).note = "start the file with `---`, `title: …`, `description: …`, `---`";
    return undefined;
  }
  const lines = match[0].split("\n").length - 1;
  file.value = "\n".repeat(lines) + text.slice(match[0].length);
  return parseYaml(file, match[1]!, schema, { ruleId: "invalid-front-matter", lineOffset: 1 });
}
