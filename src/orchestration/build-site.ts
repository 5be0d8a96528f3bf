import { statSync } from "node:fs";
import { join, posix } from "node:path";
import type { VFile } from "vfile";
// Leaf modules, not the stages' indexes: the engine itself loads on the compile thread, and this thread stays small.
import { brokenLinkReport, withoutReported } from "../pipeline/6-check/broken-link-report.ts";
import { CrawlTimeoutError, orderBroken, prepareLinkinator, type Linkinator } from "../pipeline/6-check/linkinator/run-linkinator.ts";
import { outputFingerprint } from "../incremental/fingerprint.ts";
import { applySeverity, exitCodeFor, formatMessages } from "../report/index.ts";
import { sparePath, writeBuildRecord, type BuildRecord } from "../incremental/build-record.ts";
import { brokenPages, crawlScope, type CrawledBefore } from "../incremental/crawl-scope.ts";
import { pagesOf } from "../pipeline/6-check/linkinator/written-pages.ts";
import type { EmittedFile } from "../pipeline/5-write/index.ts";
import { commitSite, createStaging, discardSite, writeOutputs, type PreviousBuild, type WrittenFolder, type Staging } from "../pipeline/5-write/write-site.ts";
import { compileInThread } from "./compile-in-thread.ts";
import type { CompiledSite } from "./compile-site.ts";
import type { CompileOptions } from "./compile-run.ts";
import { PAGE_CACHE_FILE } from "../incremental/page-cache.ts";
import { stageTimer } from "./stage-timer.ts";
import { BuildOutOfMemoryError } from "./out-of-memory.ts";
import { ThreadOutOfMemoryError } from "../threads/thread.ts";
import { checkUpToDate, upToDateLine, type UpToDateCheck } from "../incremental/up-to-date.ts";

export interface BuildOptions extends Omit<CompileOptions, "dev" | "onFile" | "cache"> {
  outDir?: string;
  /** The final crawl of the written files; on by default. */
  linkinator?: boolean;
  /** Build even when nothing changed since the last successful build into `outDir` (`--force`). */
  force?: boolean;
  /** The caller already ran `checkUpToDate` for this build. */
  upToDate?: UpToDateCheck;
}

export interface BuildResult {
  ok: boolean;
  /** Every source file, with its messages. */
  files: VFile[];
  pages: number;
  /** Milliseconds per stage, in the order they ran. */
  timings: Record<string, number>;
  outDir: string;
  /** Nothing changed since the last successful build: its output was kept and this is its report. */
  upToDate?: { report: string };
}

/** Builds the site: content → parse → transform → render → write → check; the output is swapped in only on success. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const { root } = options;
  const log = options.log ?? (() => {});
  const outDir = options.outDir ?? join(root, "build");
  const started = performance.now();
  const linkinator = options.linkinator !== false;
  // Everything the build reads, hashed: when neither it nor the output changed since the last good build, stop here.
  const { inputs, engine, unchanged: record, record: last } = options.upToDate ?? checkUpToDate(root, outDir, { ...options, linkinator });
  if (record) {
    log(upToDateLine(record.pages, performance.now() - started));
    return { ok: true, files: [], pages: record.pages, timings: { fingerprint: performance.now() - started }, outDir, upToDate: { report: record.report } };
  }
  // Pages go to the staging folder as they are rendered, so the whole site is never held in memory at once.
  // With a crawl to follow, the compressor gives way to the compile and catches up under the crawl.
  // Files with the same bytes are linked from the last build's folder with their compressed files, and the crawl
  // starts from it, when the same engine made it and nothing touched it since: checked once (the check lists and
  // stats every file of that folder), and the same answer serves both.
  let checked: { output: PreviousBuild | undefined } | undefined;
  const lastOutput = () => (checked ??= { output: untouchedOutput(outDir, engine, last) }).output;
  // The output before the last one, kept by the last build, where the staging folder starts from.
  const spare = sparePath(root, outDir);
  const stagingFolder = createStaging(outDir, {
    compress: linkinator ? "yielding" : true,
    previous: lastOutput,
    spare: { dir: spare, files: last?.spareFiles },
  });
  const crawler = linkinator ? prepareLinkinator(engine) : undefined;
  const progress = { pages: 0 };
  // The last output, when its crawl named the page of every broken link: this build's crawl checks what changed from
  // it, and those pages again.
  const crawledBefore = () => {
    const before = lastOutput();
    const crawl = last?.crawl;
    return before && crawl?.broken ? { ...before, baseUrl: crawl.baseUrl, fragments: crawl.fragments, broken: crawl.broken } : undefined;
  };
  try {
    return await buildInto(
      { ...options, root, outDir, log },
      { stagingFolder, spare, lastOutput, crawler, crawledBefore, inputs, engine, linkinator, progress },
    );
  } catch (error) {
    // A write or the crawl threw: the staging folder goes, and the compressor stops between two files.
    await stagingFolder.discard();
    if (error instanceof ThreadOutOfMemoryError) throw new BuildOutOfMemoryError(error.thread, progress.pages);
    throw error;
  } finally {
    await crawler?.stop();
  }
}

/** What one build has set up before it compiles: where files go, the crawler, and the fingerprints for its record. */
interface BuildSetup {
  stagingFolder: Staging;
  /** Where the output this build replaces is kept for the next one (`commitSite`). */
  spare: string;
  /** The output this build replaces, when it is the last build's, untouched since (checked once). */
  lastOutput: () => PreviousBuild | undefined;
  crawler?: Linkinator;
  /** The last build's output and where its crawl found broken links, if it placed each and nothing touched that output since (`crawlScope`). */
  crawledBefore: () => CrawledBefore | undefined;
  inputs: string;
  engine: string;
  linkinator: boolean;
  /** How many pages were written so far, for the message of a build that runs out of memory. */
  progress: { pages: number };
}

/** Compiles the site into the staging folder, crawls it, and commits it to `outDir` when nothing failed. */
async function buildInto(options: BuildOptions & { outDir: string; log: (line: string) => void }, setup: BuildSetup): Promise<BuildResult> {
  const { root, outDir, log } = options;
  const { stagingFolder, spare, lastOutput, crawler, crawledBefore, inputs, engine, linkinator, progress } = setup;
  const onFile = (file: EmittedFile) => {
    // The first file comes once the engine is loaded and the site discovered: the crawl's threads load from here,
    // while pages render, rather than beside the engine's own loading, which would delay the first page. After the
    // last crawl, this one checks what changed: one thread is likely to do.
    crawler?.warm(crawledBefore() !== undefined);
    if (file.path.endsWith(".html")) progress.pages++;
    stagingFolder.writeFile(file.path, file.contents, file.hash);
  };
  // Doc pages made from the same inputs by the last build are taken from the page cache (`--force` makes them all).
  const pageCache = options.pageCache ?? { path: join(root, PAGE_CACHE_FILE), engine, read: !options.force };
  // The site is compiled on a thread that ends with it: the crawl then starts with the memory the render grew to
  // given back, and the engine runs bundled, whatever folder the build runs from.
  // The check of the last output runs while the compile thread loads, rather than when the first file comes and
  // the compile would wait for it; its hashes tell the compile which pages it need not even read.
  const lastHashes = new Promise<Record<string, string> | undefined>((resolve) => setImmediate(() => resolve(lastOutput()?.hashes)));
  const site = await compileInThread({ ...options, pageCache, log, onFile, lastOutput: () => lastHashes }, engine);
  const { timings, files } = site;
  timings.fingerprint = 0;
  const result = (ok: boolean): BuildResult => ({ ok, files, pages: site.pageCount, timings, outDir });
  if (!site.ok) {
    await stagingFolder.discard();
    return result(false);
  }
  const { stageAsync: time } = stageTimer(timings);
  const hashes = await time("write", async () => {
    writeOutputs(stagingFolder, site.outputs, site.copies);
    return stagingFolder.settle();
  });
  const staging = stagingFolder.dir;
  log(`✔ write: ${site.pageCount} pages`);
  const crawl = await crawlWhileCompressing(setup, { dir: staging, hashes }, site, options);
  if (exitCodeFor(files) !== 0) {
    await Promise.all([discardSite(staging), stagingFolder.removed()]);
    return result(false);
  }
  const spareFiles = await time("write", () => commitKeepingSpare(staging, outDir, spare, lastOutput()));
  writeBuildRecord(root, {
    outDir,
    inputs,
    engine,
    output: outputFingerprint(outDir)!,
    linkinator,
    crawl,
    pages: site.pageCount,
    hashes,
    spareFiles,
    report: formatMessages(files),
  });
  // The output is in place: what is left is the removal of a spare folder this build could not start from.
  await stagingFolder.removed();
  return result(true);
}

/**
 * Crawls the written site (with a crawler) while the last `.gz` and `.br` are made (nginx `gzip_static`: made on a
 * thread of their own as files were written, the crawl never reads them), and logs them; returns how the crawl ran.
 */
async function crawlWhileCompressing(
  { stagingFolder, crawler, crawledBefore }: BuildSetup,
  written: WrittenFolder,
  site: CompiledSite,
  options: { root: string; outDir: string; log: (line: string) => void },
): Promise<BuildRecord["crawl"]> {
  const compressed = stageTimer(site.timings).stageAsync("precompress", () => stagingFolder.compressed());
  try {
    return crawler ? await crawlSite(crawler, written, site, { ...options, before: crawledBefore() }) : undefined;
  } finally {
    const { files: count, reused } = await compressed;
    if (count) options.log(`✔ precompress: ${count} files${reused ? `, ${reused} of them linked from the last build` : ""}`);
  }
}

/**
 * Swaps the staging folder in, keeping the output it replaces as the spare folder; returns that output's files for
 * the build record when it is the last build's, untouched (`replaced`), or undefined: the next build then removes it.
 */
async function commitKeepingSpare(staging: string, outDir: string, spare: string, replaced: PreviousBuild | undefined): Promise<string[] | undefined> {
  const kept = await commitSite(staging, outDir, { spare, ino: replaced?.ino });
  return kept ? Object.keys(replaced!.hashes) : undefined;
}

/**
 * Crawls the written site with linkinator: every page, or when the last output's crawl placed every broken link on a
 * page, the pages whose links may have changed since (`crawlScope`), the others' broken links taken as that crawl found
 * them. What is broken lands on a report in `site.files`, as severe as the config makes it. Returns how the crawl
 * ran and what it found, for the build's record.
 */
async function crawlSite(
  crawler: Linkinator,
  written: WrittenFolder,
  site: CompiledSite,
  { root, outDir, log, before }: { root: string; outDir: string; log: (line: string) => void; before?: CrawledBefore },
): Promise<BuildRecord["crawl"]> {
  const { stageAsync: time } = stageTimer(site.timings);
  // Fragments are not even looked at when the config ignores broken anchors (`build.onBrokenAnchors: ignore`).
  const fragments = site.severities["broken-anchor"] !== "off";
  const staging = written.dir;
  const scope = await time("linkinator", () => crawlScope(written, site.baseUrl, fragments, before));
  // A timeout is no verdict on the links: the build stops with it, whatever the severities (CrawlTimeoutError).
  const found = await time("linkinator", () => crawler.run(staging, site.baseUrl, { fragments, pages: scope?.pages })).catch((error: unknown) => {
    if (error instanceof CrawlTimeoutError) log(`✘ linkinator: could not finish, ${new Set(error.timeouts.map((link) => link.target)).size} URLs timed out`);
    throw error;
  });
  // With the broken links of the pages not crawled, as the last crawl found them.
  const crawled = scope ? orderBroken([...found, ...scope.kept]) : found;
  // A link the check in memory reported (a warning, with `onBrokenLinks: warn`) is not reported again.
  const broken = withoutReported(crawled, site.brokenLinks, site.baseUrl);
  // Named after the folder the site goes to (staging is swapped in only when nothing failed), and as severe as
  // the config makes broken links and anchors (`build.onBrokenLinks`, `build.onBrokenAnchors`): with `throw`, the
  // build fails and keeps the last one; with `ignore`, the report has nothing left to say.
  const report = brokenLinkReport(posix.relative(root, outDir) || ".", broken);
  applySeverity([report], site.severities);
  if (report.messages.length) site.files.push(report);
  const of =
    scope && scope.pages.length < scope.total
      ? ` (${scope.pages.length} of ${scope.total} pages crawled: the others, and what they link to, are as the last crawl found them)`
      : "";
  log(
    !broken.length
      ? `✔ linkinator: 0 broken${of}`
      : report.messages.length
        ? `✘ linkinator: ${broken.length} broken${of}`
        : `✔ linkinator: ${broken.length} broken, ignored (build.onBrokenLinks: ignore)${of}`,
  );
  const sources = crawled.map((link) => link.source);
  const placed = !sources.includes("") && brokenPages(sources, site.baseUrl, pagesOf(Object.keys(written.hashes))) !== undefined;
  return { baseUrl: site.baseUrl, fragments, broken: placed ? crawled : undefined };
}

/**
 * Returns the output folder with its hashes and inode when the last build into it (`last`) made it with this engine
 * and nothing touched it since: its files may then be linked, and its crawl built on.
 */
function untouchedOutput(outDir: string, engine: string, last: BuildRecord | undefined): PreviousBuild | undefined {
  if (!last?.hashes || last.engine !== engine) return undefined;
  const ino = statSync(outDir, { throwIfNoEntry: false })?.ino;
  return ino !== undefined && last.output === outputFingerprint(outDir) ? { dir: outDir, hashes: last.hashes, ino } : undefined;
}
