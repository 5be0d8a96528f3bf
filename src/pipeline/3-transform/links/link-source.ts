import { posix } from "node:path";
import type { DocsRoot } from "../../0-config/index.ts";
import { safeDecode } from "../../../shared/index.ts";

/** Docusaurus' alias of the site's folder, which is content/ here: `@site/docs/intro.md`, `@site/static/img/logo.png`. */
export const SITE_ALIAS = "@site/";

/**
 * Docusaurus' escape from link resolution: the rest is a URL path, emitted as written (a path from the root gets the
 * base URL, as Docusaurus' `<Link>` gives it). https://docusaurus.io/docs/advanced/routing#escaping-from-spa-redirects
 */
export const PATHNAME = /^pathname:\/\//i;

/** The sources a link may name: markdown files by their route, and the files copied as they are. */
export interface SourceIndex {
  /** Markdown source path (relative to the project root) → route. */
  routesBySource: Map<string, string>;
  /** Asset path relative to content/ → output path relative to the build folder. */
  assets: Map<string, string>;
  contentDir: string;
}

/**
 * Returns the project-relative paths a link's path may name, in the order Docusaurus tries them
 * (https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-utils/src/markdownLinks.ts): `@site/…` from the
 * site's folder (content/); `/…` from the page's docs root (content/docs/, or the folder `docsRoot` of it), then the
 * site's; `./…` and `../…` from the page's folder; any other relative path from the page's folder, then the docs
 * root, then the site's.
 */
export function sourceCandidates(path: string, filePath: string, contentDir: string, docsRoot = ""): string[] {
  const decoded = safeDecode(path, decodeURI);
  const from = (dir: string, rel: string) => posix.normalize(posix.join(dir, rel));
  const docs = posix.join(contentDir, "docs", docsRoot);
  if (decoded.startsWith(SITE_ALIAS)) return [from(contentDir, decoded.slice(SITE_ALIAS.length))];
  if (decoded.startsWith("/")) return [from(docs, decoded), from(contentDir, decoded)];
  const own = from(posix.dirname(filePath), decoded);
  return /^\.\.?\//.test(decoded) ? [own] : [...new Set([own, from(docs, decoded), from(contentDir, decoded)])];
}

/** Returns the route of the first candidate that is a markdown source, else the output path (`/img/x.png`) of the first that is a file. */
export function findSource(candidates: string[], index: SourceIndex): string | undefined {
  for (const candidate of candidates) {
    const route = index.routesBySource.get(candidate);
    if (route) return route;
  }
  for (const candidate of candidates) {
    const output = index.assets.get(posix.relative(index.contentDir, candidate));
    if (output) return `/${output}`;
  }
  return undefined;
}

/**
 * Where a page's Docusaurus docs folder went, when it was copied into content/docs: its declared docs root (`folder`,
 * served at `routeBase`), else for an undeclared page the folder directly below content/docs that holds it
 * (`jest` for `content/docs/jest/cli.md`, served at `docs/jest`). Undefined for content/docs' own pages.
 */
export function copiedDocsFolder(filePath: string, contentDir: string, root: DocsRoot | undefined): { folder: string; routeBase: string } | undefined {
  if (root?.declared) return root.folder ? { folder: root.folder, routeBase: root.routeBasePath } : undefined;
  const prefix = `${contentDir}/docs/`;
  const segments = filePath.startsWith(prefix) ? filePath.slice(prefix.length).split("/") : [];
  return segments.length > 1 ? { folder: segments[0]!, routeBase: `docs/${segments[0]}` } : undefined;
}

/**
 * Returns `path` moved from below `from` to below `to` (`/docs/cli` → `/docs/jest/cli`): what a link of a Docusaurus
 * docs folder copied into content/docs/jest/ meant. Undefined when `path` is not below `from` or already below `to`.
 */
export function movedInto(path: string, from: string, to: string): string | undefined {
  if (!path.startsWith(from) || path.startsWith(to)) return undefined;
  return `${to}${path.slice(from.length)}`;
}
