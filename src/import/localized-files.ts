import { existsSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import type { CarryNote } from "./config-reader.ts";

const MARKDOWN = /\.mdx?$/;

/** What of the import's plan (`CopyPlan`) this reads and changes: the copies, the docs instances, the blog, the notes. */
interface Plan {
  copies: { from: string; to: string }[];
  roots: { instance: { id: string; path: string } }[];
  blog: boolean;
  notes: CarryNote[];
}

/**
 * Reads each doc and post the default locale's translations folder (`localization`, such as `i18n/en`) holds a file
 * of from there, as Docusaurus reads a doc or post of the locale it builds: `docusaurus-plugin-content-docs/current/`
 * (`-<id>` for another docs instance, `version-<name>` for a version's) and `docusaurus-plugin-content-blog/`. Only
 * the files the docs and blog folders have are read, as Docusaurus lists those; notes how many came from there.
 */
export function localizeCopies(siteDir: string, localization: string, blogPath: string | undefined, plan: Plan): void {
  const folders: [string, string][] = plan.roots.map(({ instance }) => [
    instance.path,
    `docusaurus-plugin-content-docs${instance.id === "default" ? "" : `-${instance.id}`}/current`,
  ]);
  if (plan.blog && blogPath) folders.push([blogPath, "docusaurus-plugin-content-blog"]);
  let count = 0;
  for (const copy of plan.copies) {
    if (!MARKDOWN.test(copy.from)) continue;
    const localized = localizedPath(copy.from, folders);
    const path = localized && posix.join(localization, localized);
    if (!path || !existsSync(join(siteDir, path)) || !statSync(join(siteDir, path)).isFile()) continue;
    copy.from = path;
    count++;
  }
  if (count)
    plan.notes.push({
      at: `${localization}/`,
      reason: `${count} doc or post file${count === 1 ? "" : "s"} read from the default locale's translations here, as Docusaurus reads them`,
    });
}

/** Returns where the translation of a site file is below the locale's folder, or undefined for a file of no docs version or blog. */
function localizedPath(from: string, folders: [string, string][]): string | undefined {
  const version = /^(?:([A-Za-z0-9_-]+)_)?versioned_docs\/(version-[^/]+)\/(.+)$/.exec(from);
  if (version) return posix.join(`docusaurus-plugin-content-docs${version[1] ? `-${version[1]}` : ""}`, version[2]!, version[3]!);
  const folder = folders.find(([dir]) => from.startsWith(`${dir}/`));
  return folder && posix.join(folder[1], from.slice(folder[0].length + 1));
}
