import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CarryNote } from "./config-reader.ts";
import { importedVersionFiles, type ImportedRoot } from "./copy-site.ts";

/** A versioned sidebars file's name, and the version it names. */
const SIDEBARS_FILE = /^version-(.+)-sidebars\.json$/;

/**
 * Removes, in each copied versioned sidebars file, the `version-<name>/` prefix that Docusaurus 2's first releases
 * wrote before every sidebar name and doc id of version `<name>`. Docusaurus 2 read both forms; Docusaurus 3 refuses
 * the prefixed one and asks for it to be removed (facebook/docusaurus#9310), which is what this does. A file that
 * is no JSON is left as it is, for the build to report. Returns a note per file changed.
 */
export function withoutLegacyVersionPrefixes(out: string, roots: ImportedRoot[]): CarryNote[] {
  const notes: CarryNote[] = [];
  for (const root of roots.filter((root) => root.versioned)) {
    const dir = importedVersionFiles(root).sidebarsDir;
    if (!existsSync(join(out, dir))) continue;
    for (const name of readdirSync(join(out, dir))) {
      const version = SIDEBARS_FILE.exec(name)?.[1];
      if (version === undefined) continue;
      const path = join(out, dir, name);
      const stripped = withoutPrefix(readFileSync(path, "utf8"), `version-${version}/`);
      if (!stripped) continue;
      writeFileSync(path, stripped.text);
      notes.push({
        at: `${dir}/${name}`.replace(/^content\//, ""),
        reason: `${stripped.count} sidebar names and doc ids written with Docusaurus 2's legacy prefix \`version-${version}/\`: the prefix is removed, as Docusaurus 3 asks`,
      });
    }
  }
  return notes;
}

/** Returns the JSON text with `prefix` removed from every key and string value that starts with it, or undefined when none does (or it is no JSON). */
function withoutPrefix(text: string, prefix: string): { text: string; count: number } | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  let count = 0;
  const strip = (value: string) => (value.startsWith(prefix) ? (count++, value.slice(prefix.length)) : value);
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return strip(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [strip(key), walk(item)]));
    return value;
  };
  const result = walk(data);
  return count ? { text: `${JSON.stringify(result, null, 2)}\n`, count } : undefined;
}
