import { existsSync } from "node:fs";
import { join, posix } from "node:path";

/**
 * An MDX `import` of a markdown file (`import Steps from './steps.md';`) or of any file as text (`import Source from
 * '!!raw-loader!./snippet.ts';`): the markdown file's path in the first group, the text file's in the second.
 */
const TEXT_IMPORT = /^[ \t]*import\s+[\w$]+\s+from\s+["'](?:([^"'!]+\.mdx?)|(?:!!)?raw-loader!([^"']+))["']/gm;

/**
 * Returns the project path an MDX page's import of a markdown file names: relative to the page, or to content/ with
 * `@site/`; undefined for a package's.
 */
export function importedPath(source: string, fromPath: string, contentDir: string): string | undefined {
  if (source.startsWith("@site/")) return posix.join(contentDir, source.slice(6));
  if (source.startsWith("./") || source.startsWith("../")) return posix.join(posix.dirname(fromPath), source);
  return undefined;
}

/**
 * Adds to `partials` (project path → text) every markdown file of content/ that a page or a partial imports, as
 * Docusaurus shows any imported `.md` or `.mdx` file in place, not only `_` partials (a doc that is a page of its
 * own too, a file of content/static/), and every file one imports with `raw-loader`, whose text a `<CodeBlock>`
 * shows. Only the files imported are read and kept, so an edit of any other page leaves every page's partials as
 * they were.
 */
export function addImportedMarkdown(
  texts: { path: string; text: string }[],
  partials: Map<string, string>,
  { root, contentDir, read }: { root: string; contentDir: string; read: (path: string) => string },
): void {
  const pending = [...texts];
  for (let next = pending.pop(); next; next = pending.pop()) {
    for (const [, markdown, raw] of next.text.matchAll(TEXT_IMPORT)) {
      // The path as JavaScript reads the string: `'./\_snippets/a.txt'` is `./_snippets/a.txt`.
      const path = importedPath((markdown ?? raw)!.replace(/\\(.)/g, "$1"), next.path, contentDir);
      if (!path?.startsWith(`${contentDir}/`) || partials.has(path) || !existsSync(join(root, path))) continue;
      const text = read(join(root, path));
      partials.set(path, text);
      // A file imported as text is shown, never read for imports of its own.
      if (markdown) pending.push({ path, text });
    }
  }
}
