import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FRONT_MATTER_FENCE, fileCreatedDay, isPartial, MARKDOWN_SOURCE, postPlace } from "../pipeline/1-content/index.ts";
import type { CarryNote } from "./config-reader.ts";

/** What of the import's plan (`CopyPlan`) this reads and changes: the copies, the files written, the notes. */
interface Plan {
  copies: { from: string; to: string }[];
  writes: Map<string, string>;
  notes: CarryNote[];
}

/**
 * Writes the date of each post with none in its path or front matter into its front matter: the day Docusaurus dates
 * it, from the site's git history (the commit that added the file) or the file's creation, which the copy in the
 * imported project no longer has. Notes how many were dated so.
 */
export function datePosts(siteDir: string, plan: Plan): void {
  const dated: string[] = [];
  plan.copies = plan.copies.filter(({ from, to }) => {
    const rel = to.startsWith("content/blog/") ? to.slice("content/blog/".length) : undefined;
    // Not a post: a file of another kind, a partial (`_`-prefixed, or in such a folder), or one dated by its path.
    if (!rel || !MARKDOWN_SOURCE.test(rel) || isPartial(`blog/${rel}`) || postPlace(rel).nameDate) return true;
    const text = readFileSync(join(siteDir, from), "utf8");
    const frontMatter = FRONT_MATTER_FENCE.exec(text);
    if (frontMatter && /^date\s*:/m.test(frontMatter[1] ?? "")) return true;
    plan.writes.set(to, withDate(text, fileCreatedDay(join(siteDir, from)), frontMatter !== null));
    dated.push(from);
    return false;
  });
  if (dated.length)
    plan.notes.push({
      at: dated[0]!,
      reason: `${dated.length} post${dated.length === 1 ? "" : "s"} without a date in ${dated.length === 1 ? "its" : "their"} path or front matter, dated in front matter as Docusaurus dates ${dated.length === 1 ? "it" : "them"}: by the commit that added the file, else its creation (${dated.slice(0, 5).join(", ")}${dated.length > 5 ? `, and ${dated.length - 5} more` : ""})`,
    });
}

/** Returns a post's text with `date: <day>` first in its front matter, which it is given when it has none. */
function withDate(text: string, day: string, hasFrontMatter: boolean): string {
  if (!hasFrontMatter) return `---\ndate: ${day}\n---\n\n${text}`;
  const newline = text.indexOf("\n");
  return `${text.slice(0, newline + 1)}date: ${day}\n${text.slice(newline + 1)}`;
}
