import type { VFile } from "vfile";
import type { Cache } from "../incremental/cache.ts";
import type { PageCacheOptions } from "../incremental/page-cache.ts";
import type { DocsRoot } from "../pipeline/0-config/index.ts";
import type { ContentSet, ImageSizeRead, RoutedPage } from "../pipeline/1-content/index.ts";
import type { ApiVersion, ChangelogEntry, LoadedSchema, VersionHistory } from "../pipeline/2-parse/index.ts";
import type { DocVersions, Sidebars, SiteContext } from "../pipeline/3-transform/index.ts";
import type { ClientBundle, EmittedFile } from "../pipeline/5-write/index.ts";
import { applySeverity, exitCodeFor, type SeverityOverrides } from "../report/index.ts";
import type { PlaygroundRun } from "../shared/index.ts";
import type { PageSite } from "./compile-page.ts";

/** The shapes one compile passes between its steps (compile-site.ts) and the pages' compile (compile-pages.ts). */

export interface CompileOptions {
  root: string;
  /** Overrides config.yaml's baseUrl (`--base-url`). */
  baseUrl?: string;
  /** Author mode: broken links and anchors are warnings, so one bad link does not hide every other edit. */
  dev?: boolean;
  /** The cache author mode keeps from one build to the next; a fresh one (on disk with `pageCache`) when absent. */
  cache?: Cache;
  /**
   * Takes each file as soon as it is final: the bundled assets, then every page and its markdown twin as they are
   * rendered (a production build writes and compresses them while the build goes on). The result then holds neither
   * the pages nor those files.
   */
  onFile?: (file: EmittedFile) => void;
  /**
   * With `onFile`: resolves with the hash of each file of the last build's output, by path, when the writer links
   * unchanged files from it. A page the page cache keeps whose HTML has the hash of its file there is then given to
   * `onFile` as that hash alone, its HTML never read (`UnchangedFile`).
   */
  lastOutput?: () => Promise<Record<string, string> | undefined>;
  /** Where a one-off build's cache keeps doc pages on disk for the next run (`page-cache.ts`). */
  pageCache?: PageCacheOptions;
  log?: (line: string) => void;
}

/** What every step of one compile shares: its options, the cache, the files with messages so far, timers and the log. */
export interface CompileRun {
  options: CompileOptions;
  root: string;
  cache: Cache;
  files: VFile[];
  timings: Record<string, number>;
  stage: <T>(label: string, run: () => T) => T;
  stageAsync: <T>(label: string, run: () => Promise<T>) => Promise<T>;
  log: (line: string) => void;
  severities: SeverityOverrides;
}

/** Every source of the site with its route, and the sidebars that order the docs. */
export interface Sources {
  /** config.yaml, whose links are checked with the pages'. */
  configFile: VFile;
  content: ContentSet;
  /** The images' sizes, by output path. */
  imageSizes: Map<string, ImageSizeRead>;
  written: RoutedPage[];
  generated: RoutedPage[];
  pages: RoutedPage[];
  sidebars: Sidebars;
  /** The GraphQL schema and its text, when the site has one. */
  schema?: LoadedSchema;
  /** The operation the playground opens with, when the site has a schema. */
  playground?: PlaygroundRun;
  /** The API's versions, when config.yaml lists them (`reference.versions`). */
  api?: ApiVersions;
  /** The changelog feed's entries, newest first, when the API has versions. */
  changelog?: ChangelogEntry[];
  /** The routes the site's own pages take (home, playground, 404, blog lists): `fixedRoutes`. */
  fixed: string[];
  /** The docs roots (`docsRootsOf`), with the docs versions of the versions files. */
  roots: DocsRoot[];
  /** The docs versions with their docs' routes, when a versions file names some. */
  versions?: DocVersions;
}

/** What every page is rendered against: the site's context, its bundled assets, and what each page's way needs. */
export interface PreparedSite {
  site: SiteContext;
  bundle: ClientBundle;
  page: PageSite;
}

/** The API's versions config.yaml lists, oldest first, each with its schema: the last one is the current schema. */
export interface ApiVersions {
  versions: ApiVersion[];
  /** What the versions up to each one show of its items, in the same order (`schemaHistory`). */
  histories: VersionHistory[];
  /** The released versions' SDL as written, by name, for their playgrounds. */
  sdls: [string, string][];
}

/** Applies the config's severities to every message so far; returns whether any error remains. */
export function failed(run: CompileRun): boolean {
  applySeverity(run.files, run.severities);
  return exitCodeFor(run.files) !== 0;
}
