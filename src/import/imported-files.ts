import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { importedPath, MARKDOWN_SOURCE, rawLoaderFile, textImports } from "../pipeline/1-content/index.ts";
import type { CarryNote } from "./config-reader.ts";

/** What of the import's plan (`CopyPlan`, copy-site.ts) this reads and adds to: the files copied, and the notes. */
interface Copies {
  copies: { from: string; to: string }[];
  notes: CarryNote[];
}

/**
 * Adds to the plan every file of the site outside the copied folders that a copied page or partial imports: a
 * markdown file it shows (`@site/src/components/_note.mdx`) or a text a `raw-loader` import shows
 * (`!!raw-loader!../code-examples/main.go`), copied where the page's import finds it in content/ (`@site/` is
 * content/; a relative path from the page's copy), and read for imports of its own when it is markdown. One note
 * lists them. A file that is not in the site stays a positioned warning of the build.
 */
export function planImportedFiles(siteDir: string, plan: Copies): void {
  const copied = new Set(plan.copies.map((copy) => copy.to));
  const pending = plan.copies.filter((copy) => MARKDOWN_SOURCE.test(copy.from));
  const added: string[] = [];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const text = readFileSync(join(siteDir, next.from), "utf8");
    for (const { path, source, markdown } of textImports(text, next.to, "content")) {
      // The same import read in the site: its folder is the root that `@site/` and `/` name.
      const written = importedPath(source, next.from, ".")!;
      const from = markdown ? written : rawLoaderFile(siteDir, written);
      if (!from || from.startsWith("../") || !existsSync(join(siteDir, from)) || !statSync(join(siteDir, from)).isFile()) continue;
      // A raw import written without its extension (`./sample`) names the file webpack finds: its copy keeps that name.
      const to = path + from.slice(written.length);
      if (copied.has(to)) continue;
      copied.add(to);
      plan.copies.push({ from, to });
      added.push(from);
      if (markdown) pending.push({ from, to });
    }
  }
  if (added.length) plan.notes.push(importedNote(added));
}

/** Returns the note that lists the files outside the copied folders that pages import, copied for them. */
function importedNote(added: string[]): CarryNote {
  const sorted = added.sort();
  const listed = sorted.slice(0, 5).join(", ") + (sorted.length > 5 ? `, and ${sorted.length - 5} more` : "");
  return {
    at: "content/",
    reason: `${sorted.length} file${sorted.length === 1 ? "" : "s"} outside the docs that pages import, copied where their imports find them: ${listed}`,
  };
}
