import { existsSync, statSync } from "node:fs";
import { join, posix } from "node:path";

/**
 * An MDX `import` of a markdown file (`import Steps from './steps.md';`) or of any file as text (`import Source from
 * '!!raw-loader!./snippet.ts';`): the markdown file's path in the first group, the text file's in the second.
 */
const TEXT_IMPORT = /(?:^|;)[ \t]*import\s+[^;"']*?\s*from\s+["'](?:([^"'!]+\.mdx?)|(?:!!)?raw-loader!([^"']+))["']/gm;

/** A file an MDX attribute `require`s by a path of the site: `require('./report.pdf')`, `require('@site/static/a.mp4')`. */
const REQUIRE = /\brequire\(\s*["']((?:\.{1,2}\/|@site\/)[^"']+)["']\s*\)/g;

/**
 * Returns the project path an MDX page's import of a markdown file names: relative to the page, or to content/ with
 * `@site/` or `/` (webpack resolves a path from the root in the site's folder, its `resolve.roots`); undefined for a
 * package's.
 */
export function importedPath(source: string, fromPath: string, contentDir: string): string | undefined {
  if (source.startsWith("@site/")) return posix.join(contentDir, source.slice(6));
  if (source.startsWith("/")) return posix.join(contentDir, source.slice(1));
  if (source.startsWith("./") || source.startsWith("../")) return posix.join(posix.dirname(fromPath), source);
  return undefined;
}

/** Returns a path written in a JavaScript string as JavaScript reads it: `'./\_snippets/a.txt'` is `./_snippets/a.txt`. */
function unescaped(written: string): string {
  return written.replace(/\\(.)/g, "$1");
}

/**
 * Markdown files every MDX page may show without importing them, by component name (config.yaml's
 * `markdown.components`): each as an `import` names it, relative to content/ with `@site/`.
 */
export type GivenComponents = Record<string, string>;

/**
 * Returns the files of content/ a text imports as markdown (`markdown`) or as text with `raw-loader`, by project path
 * with the path as written (`source`), and the markdown file of each given component it shows (`<Name`), imported or not.
 */
export function textImports(
  text: string,
  fromPath: string,
  contentDir: string,
  given: GivenComponents = {},
): { path: string; source: string; markdown: boolean }[] {
  const written = [...text.matchAll(TEXT_IMPORT)].map(([, markdown, raw]) => ({ source: unescaped((markdown ?? raw)!), markdown: markdown !== undefined }));
  const shown = givenComponentsShown(text, given).map((name) => ({ source: given[name]!, markdown: true }));
  return [...written, ...shown].flatMap(({ source, markdown }) => {
    const path = importedPath(source, fromPath, contentDir);
    return path?.startsWith(`${contentDir}/`) ? [{ path, source, markdown }] : [];
  });
}

/** Returns the names of the given components a text shows as an element (`<Name />`, `<Name>`), each once. */
function givenComponentsShown(text: string, given: GivenComponents): string[] {
  const names = Object.keys(given);
  if (!names.length) return [];
  // The names are JavaScript identifiers (config.yaml's schema): nothing to escape.
  const element = new RegExp(`<(${names.join("|")})(?![\\w.:-])`, "g");
  return [...new Set([...text.matchAll(element)].map((match) => match[1]!))];
}

/**
 * Adds to `partials` (project path → text) every markdown file of content/ that a page or a partial imports, as
 * Docusaurus shows any imported `.md` or `.mdx` file in place, not only `_` partials (a doc that is a page of its
 * own too, a file of content/static/), and every file one imports with `raw-loader` (by the path written: `./sample`
 * is the text of `sample.ts` when only that is there), whose text a `<CodeBlock>` shows; and to `imports` the paths
 * each text imports, existing or not. A given component a text shows (`given`) counts as an import of its file.
 * Only the files imported are read and kept.
 */
export function addImportedMarkdown(
  texts: { path: string; text: string }[],
  { partials, imports }: { partials: Map<string, string>; imports: Map<string, string[]> },
  { root, contentDir, read, given }: { root: string; contentDir: string; read: (path: string) => string; given?: GivenComponents },
): void {
  const pending = [...texts];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const found = textImports(next.text, next.path, contentDir, given);
    if (found.length)
      imports.set(
        next.path,
        found.map(({ path }) => path),
      );
    for (const { path, markdown } of found) {
      const file = markdown ? path : rawLoaderFile(root, path);
      if (partials.has(path) || !file || !existsSync(join(root, file))) continue;
      const text = read(join(root, file));
      partials.set(path, text);
      // A file imported as text is shown, never read for imports of its own.
      if (markdown) pending.push({ path, text });
    }
  }
}

/** The extensions webpack tries, in Docusaurus' order, for a file imported without one (`!!raw-loader!./sample`). */
const SCRIPT_EXTENSIONS = [".wasm", ".mjs", ".js", ".jsx", ".ts", ".tsx", ".json"];

/** Returns the file a `raw-loader` import names, as webpack resolves it: the path itself, else with an extension webpack tries. */
export function rawLoaderFile(root: string, path: string): string | undefined {
  const isFile = (candidate: string) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile();
  return isFile(path) ? path : SCRIPT_EXTENSIONS.map((extension) => path + extension).find(isFile);
}

/**
 * Returns the text of every file the page or partial at `path` imports, directly or through the partials it imports,
 * by path in order, null for one that does not exist: all of its parse and transform reads of other sources.
 */
export function importedTexts(
  path: string,
  { partials, imports }: { partials: Map<string, string>; imports: Map<string, string[]> },
): [string, string | null][] {
  const texts = new Map<string, string | null>();
  const pending = [...(imports.get(path) ?? [])];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (texts.has(next)) continue;
    texts.set(next, partials.get(next) ?? null);
    pending.push(...(imports.get(next) ?? []));
  }
  return [...texts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * A markdown link's destination (`[the hosts](./hosts.txt)`, `[spec](<specs/v 1.pdf> "Title")`, `[r](report(1).pdf)`
 * with balanced parentheses), in a text without code (`CODE`).
 */
const LINK = /\]\(\s*(?:<([^<>\n]+)>|((?:[^\s()<>]|\([^\s()<>]*\))+))/g;
/** Fenced code blocks, code spans and HTML comments, where no link is a link. */
const CODE = /^ {0,3}(`{3,}|~{3,})[^]*?^ {0,3}\1|`+[^`\n]+`+|<!--[^]*?-->/gm;

/**
 * Adds to `assets` (path relative to content/ → output path) every file of content/ that is not copied already and
 * that a page `require`s (`<a href={require('./report.pdf').default}>`) or links to with a markdown link to a path
 * with an extension other than `.md`, `.mdx` and `.html` (`[the hosts](./hosts.txt)`): Docusaurus' bundler emits any
 * file so named (its `transformLinks`), and remark-links.ts points the link at it.
 */
export function addRequiredFiles(
  texts: { path: string; text: string }[],
  assets: Map<string, string>,
  { root, contentDir }: { root: string; contentDir: string },
): void {
  const add = (path: string | undefined) => {
    const rel = path?.startsWith(`${contentDir}/`) ? path.slice(contentDir.length + 1) : undefined;
    if (rel && !assets.has(rel) && existsSync(join(root, path!)) && statSync(join(root, path!)).isFile()) assets.set(rel, rel);
  };
  for (const { path: from, text } of texts) {
    for (const [, source] of text.matchAll(REQUIRE)) add(importedPath(unescaped(source!), from, contentDir));
    for (const [, bracketed, bare] of text.replace(CODE, "").matchAll(LINK)) add(linkedFile(bracketed ?? bare!, from, contentDir));
  }
}

/**
 * Returns the project path of the file a markdown link names, when Docusaurus would emit it: a path of the site
 * (relative to the page, or with `@site/`) with an extension other than `.md`, `.mdx` and `.html`; undefined for an
 * address, a path from the root (a static file, copied already) or a page.
 */
function linkedFile(destination: string, from: string, contentDir: string): string | undefined {
  const path = destination.split(/[?#]/)[0]!;
  if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("/") || !/\.[^./]+$/.test(path) || /\.(mdx?|html)$/i.test(path)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  return decoded.startsWith("@site/") ? posix.join(contentDir, decoded.slice(6)) : posix.join(posix.dirname(from), decoded);
}
