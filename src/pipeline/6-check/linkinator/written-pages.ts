import { join } from "node:path";
import { outputFiles } from "../../5-write/output-files.ts";
import { safeDecode } from "../../../shared/paths.ts";

/** Returns the URL path of every HTML page in the build folder, relative to the base URL (`docs/intro`, `` for home). */
export function listPages(dir: string): string[] {
  return pagesOf(outputFiles(dir));
}

/** Returns the pages among the files of a build folder (paths below it, with `/`), as `listPages` names them. */
export function pagesOf(files: string[]): string[] {
  return files
    .filter(isPageFile)
    .map((rel) => (rel.endsWith("index.html") ? rel.slice(0, -"index.html".length).replace(/\/$/, "") : rel))
    .sort();
}

/** Returns whether a file of the build folder (a path below it, with `/`) is a page `listPages` lists. */
export function isPageFile(path: string): boolean {
  return path.endsWith(".html") && !path.startsWith("assets/");
}

/** Returns a page's file below the build folder: `docs/intro` → `docs/intro/index.html`, `404.html` as it is. */
export function pageFile(page: string): string {
  return page.endsWith(".html") ? page : join(page, "index.html");
}

/**
 * Returns the targets of a written page's hrefs on its own origin, each resolved against the page's URL as linkinator
 * resolves it: the path, then the fragment decoded as linkinator reports a missing one (`#café`). A link with a query
 * is there twice: without it, the page it names; with it, as linkinator reports it (`/docs/a?tab=ios#setup`).
 */
export function pageHrefs(html: string, url: URL): Set<string> {
  const targets = new Set<string>();
  for (const [, href] of html.matchAll(/\bhref="([^"]*)"/g)) {
    try {
      const resolved = new URL(decodeEntities(href!), url);
      if (resolved.origin !== url.origin) continue;
      const hash = resolved.hash && `#${safeDecode(resolved.hash.slice(1))}`;
      targets.add(resolved.pathname + hash);
      if (resolved.search) targets.add(resolved.pathname + resolved.search + hash);
    } catch {
      // Not a URL: linkinator reports it on its own, with its page.
    }
  }
  return targets;
}

/**
 * Returns the fragment ids of a written page as linkinator reads them with htmlparser2: every element's `id`, an
 * anchor's `name`, and the `#fragment` a permalink anchor (one with an `id`) links. htmlparser2 is loaded when a
 * build first asks: the build's main thread starts without it.
 */
export async function fragmentIds(html: string): Promise<Set<string>> {
  const { Parser } = await import("htmlparser2");
  const ids = new Set<string>();
  const parser = new Parser({
    onopentag(tag, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (tag !== "a") return;
      if (attributes.name) ids.add(attributes.name);
      if (attributes.id && attributes.href?.startsWith("#") && attributes.href.length > 1) ids.add(attributes.href.slice(1));
    },
  });
  parser.end(html);
  return ids;
}

/** Returns an attribute value as the browser reads it: React escapes `&` as `&amp;` and `"` as `&quot;` in hrefs. */
function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ({ amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" })[name]!);
}
