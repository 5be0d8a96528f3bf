import { join } from "node:path";
import { readFileSync } from "node:fs";
import { compileSite, type CompiledSite } from "../orchestration/compile-site.ts";
import { createCache } from "../incremental/cache.ts";
import { formatMessage, formatMessages } from "../report/index.ts";
import { routeToFile, withBase } from "../shared/index.ts";
import { SEARCH_INDEX_PATHS } from "../pipeline/5-write/index.ts";
import { describeFailure } from "./describe-failure.ts";

/** One build's answer to the dev server: what to serve now, or why the last good site stays. */
export interface BuildUpdate {
  ok: boolean;
  /** Milliseconds from the request to this answer. */
  ms: number;
  /** The build's messages as the terminal prints them (empty when there are none). */
  report: string;
  /** The errors alone, for the browser overlay. */
  errors: string;
  baseUrl: string;
  /** Files whose contents changed since the last good build, by path in the build folder. */
  changed: [string, string | Uint8Array][];
  removed: string[];
  /** URL paths of the pages whose HTML changed, so open tabs on them reload. */
  routes: string[];
  pages: number;
}

/** Returns a builder that keeps its cache and the last good output between calls. */
export function createBuilder(root: string) {
  const cache = createCache({ memory: true });
  let served = new Map<string, string | Uint8Array>();
  let searchIndex: (() => ReturnType<CompiledSite["searchIndex"]>) | undefined;
  return {
    rebuild,
    /** Returns the search index files of the last good build when they changed since last asked, else nothing. */
    searchIndex(): [string, string | Uint8Array][] {
      const files = searchIndex?.() ?? [];
      searchIndex = undefined;
      const changed = files
        .filter((file) => !sameContents(served.get(file.path), file.contents))
        .map((file): [string, string | Uint8Array] => [file.path, file.contents]);
      for (const [path, contents] of changed) served.set(path, contents);
      return changed;
    },
  };

  /** Rebuilds after the named root-relative paths changed (none for the first build). */
  async function rebuild(changedPaths: string[]): Promise<BuildUpdate> {
    const started = performance.now();
    cache.invalidate(changedPaths.map((path) => join(root, path)));
    let site: CompiledSite | undefined;
    let failure = "";
    try {
      site = await compileSite({ root, cache, dev: true });
    } catch (error) {
      failure = describeFailure(error, root);
    }
    const report = site ? formatMessages(site.files) : failure;
    const errors = site
      ? site.files.flatMap((file) => file.messages.filter((message) => message.fatal).map((message) => formatMessage(message, file.path))).join("\n")
      : failure;
    const base = { ms: 0, report, errors, baseUrl: site?.baseUrl ?? "/", changed: [], removed: [], routes: [], pages: site?.pages.length ?? 0 };
    if (!site?.ok) return { ...base, ok: false, ms: performance.now() - started };
    const next = new Map<string, string | Uint8Array>();
    const routes: string[] = [];
    for (const page of site.pages) {
      const path = routeToFile(page.route);
      next.set(path, page.html);
      if (served.get(path) !== page.html) routes.push(withBase(site.baseUrl, page.route));
    }
    for (const file of site.outputs) next.set(file.path, file.contents);
    for (const copy of site.copies) next.set(copy.to, readFileSync(copy.from));
    for (const path of Object.values(SEARCH_INDEX_PATHS)) if (served.has(path)) next.set(path, served.get(path)!);
    searchIndex = site.searchIndex;
    const changed = [...next].filter(([path, contents]) => !sameContents(served.get(path), contents));
    const removed = [...served.keys()].filter((path) => !next.has(path));
    served = next;
    return { ...base, ok: true, changed, removed, routes, ms: performance.now() - started };
  }
}

function sameContents(a: string | Uint8Array | undefined, b: string | Uint8Array): boolean {
  if (a === b) return true;
  if (a instanceof Uint8Array && b instanceof Uint8Array) return Buffer.compare(a, b) === 0;
  return false;
}
