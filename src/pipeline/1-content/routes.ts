import { posix } from "node:path";
import { VFileMessage } from "vfile-message";
import type { SourcePage } from "./discover.ts";

export interface RoutedPage extends SourcePage {
  /** The page's route without the base URL, e.g. `/docs/intro`. */
  route: string;
  /** Docs: the route below /docs, used by sidebars (`intro`, `api/admin-api/orders`). */
  docId?: string;
}

/** Returns each page with its route: docs at /docs/<path>, posts at /blog/<slug>; front matter `slug` overrides. */
export function assignRoutes(pages: SourcePage[]): RoutedPage[] {
  return pages.map((page) => {
    const slug = page.frontMatter.slug;
    if (page.kind === "post") return { ...page, route: `/blog/${(slug ?? page.name).replace(/^\//, "")}` };
    const base = slug?.startsWith("/") ? slug : posix.join("/", page.dir, slug ?? (page.name === "index" ? "" : page.name));
    const route = posix.join("/docs", base).replace(/\/$/, "") || "/docs";
    return { ...page, route, docId: route.replace(/^\/docs\/?/, "") };
  });
}

/** Returns the pages with one page per route: a later duplicate gets a `duplicate-route` message and is dropped. */
export function findDuplicateRoutes(pages: RoutedPage[], reserved: string[] = []): RoutedPage[] {
  const seen = new Map<string, RoutedPage | null>(reserved.map((route) => [route, null]));
  const kept: RoutedPage[] = [];
  for (const page of pages) {
    const first = seen.get(page.route);
    if (first === undefined) {
      seen.set(page.route, page);
      kept.push(page);
      continue;
    }
    const other = first ? first.file.path : "a built-in page";
    const message = page.file.message(`Unexpected duplicate route \`${page.route}\`, expected one source per route (also made by ${other})`, {
      place: { line: 1, column: 1 }, ruleId: "duplicate-route", source: "docs",
      cause: first ? new VFileMessage("first made here", { place: { line: 1, column: 1 } }) : undefined,
    });
    message.note = "rename the file or set a different `slug:` in its front matter";
  }
  return kept;
}
