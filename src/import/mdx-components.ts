import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { importedPath } from "../pipeline/1-content/index.ts";
import { exportedImports } from "../pipeline/2-parse/index.ts";
import type { CarryNote } from "./config-reader.ts";
import type { CopyPlan } from "./copy-site.ts";

/** Where Docusaurus finds a swizzled MDXComponents, relative to the site. */
const FILES = ["js", "jsx", "ts", "tsx"].flatMap((extension) => [`src/theme/MDXComponents.${extension}`, `src/theme/MDXComponents/index.${extension}`]);
/** A name MDX reads as a component: capitalised (a lowercase key maps an HTML element, such as `table`). */
const COMPONENT = /^[A-Z][A-Za-z0-9_]*$/;

/**
 * Returns the markdown files a swizzled `src/theme/MDXComponents` gives every MDX page as components, for config.yaml's
 * `markdown.components`: each name with its file as the import copied it (`@site/` for content/). The React components
 * it gives are left behind (`LEFT_BEHIND`, copy-site.ts); a markdown file outside what the import copies is noted.
 */
export function readMdxComponents(siteDir: string, plan: CopyPlan): { components: Record<string, string>; notes: CarryNote[] } {
  const components: Record<string, string> = {};
  const notes: CarryNote[] = [];
  const file = FILES.find((candidate) => existsSync(join(siteDir, candidate)));
  if (!file) return { components, notes };
  const copied = new Map(plan.copies.map((copy) => [copy.from, copy.to]));
  for (const { key, source, place } of exportedImports(file, readFileSync(join(siteDir, file), "utf8"))) {
    if (!/\.mdx?$/.test(source)) continue;
    const at = `${file}:${place.start.line}:${place.start.column}`;
    // The file in the site, whose folder is the root that `@site/` and `/` name: where the import copied it, if it did.
    const inSite = importedPath(source, file, ".");
    const to = inSite === undefined ? undefined : copied.get(inSite);
    if (!COMPONENT.test(key)) notes.push({ at, reason: `\`${key}\` maps an HTML element to \`${source}\`; not carried over` });
    else if (!to?.startsWith("content/"))
      notes.push({ at, reason: `component \`${key}\`: \`${source}\` is not in a folder the import copies; not carried over` });
    else components[key] = `@site/${to.slice("content/".length)}`;
  }
  return { components, notes };
}
