import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../src/server/index.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";

/** What Lighthouse gives one page in one form factor: its four category scores (0–100) and its layout shift. */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Cumulative Layout Shift, to 3 decimals, of the run reported. */
  cls: number;
  /** The largest CLS of all the runs (`medianRun`). */
  clsMax?: number;
  /** How many runs the scores are the median of. */
  runs?: number;
  /** The audits of the four categories that score under 1, by id: what keeps a score under 100. */
  failing: string[];
}

export type FormFactor = "mobile" | "desktop";
/** Scores by form factor, then by page name. */
export type LighthouseFigures = Record<FormFactor, Record<string, LighthouseScores>>;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The subset of a Lighthouse result (LH.Result) that `scoresOf` reads. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; scoreDisplayMode?: string; numericValue?: number }>;
}

/** Returns a page's scores from a Lighthouse result: categories as whole percents, CLS to 3 decimals, failing audits. */
export function scoresOf(lhr: LighthouseResult): LighthouseScores {
  const percent = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = new Set<string>();
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode !== "binary" && audit.scoreDisplayMode !== "numeric" && audit.scoreDisplayMode !== "metricSavings") continue;
      failing.add(ref.id);
    }
  }
  return {
    performance: percent("performance"),
    accessibility: percent("accessibility"),
    bestPractices: percent("best-practices"),
    seo: percent("seo"),
    cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
    failing: [...failing].sort(),
  };
}

/**
 * Returns the run whose performance score is the median of `runs` (the lower middle one of an even count), with the
 * number of runs and the largest CLS of them all: a layout shift seen once is not hidden by the median.
 */
export function medianRun(runs: LighthouseScores[]): LighthouseScores {
  if (!runs.length) throw new Error("no runs");
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, clsMax: Math.max(...runs.map((run) => run.cls)), runs: runs.length };
}

/** Returns the scores as a Markdown table: one row per page, performance / accessibility / best practices / SEO and CLS for each form factor. */
export function lighthouseTable(figures: LighthouseFigures): string {
  const cell = (s: LighthouseScores | undefined) => (s ? `${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}` : "");
  const cls = (s: LighthouseScores | undefined) => (s ? (s.clsMax ?? s.cls).toFixed(2) : "");
  const pages = [...new Set([...Object.keys(figures.mobile), ...Object.keys(figures.desktop)])];
  return [
    "| page | mobile: perf / a11y / best practices / SEO | mobile CLS (worst run) | desktop: perf / a11y / best practices / SEO | desktop CLS (worst run) |",
    "| --- | --- | --- | --- | --- |",
    ...pages.map(
      (page) => `| ${page} | ${cell(figures.mobile[page])} | ${cls(figures.mobile[page])} | ${cell(figures.desktop[page])} | ${cls(figures.desktop[page])} |`,
    ),
  ].join("\n");
}

/** The first folder (by name) under `dir` that holds an index.html, as a route below `route`. */
function firstPageUnder(outDir: string, route: string): string {
  const dir = join(outDir, route);
  const name = readdirSync(dir)
    .sort()
    .find((entry) => existsSync(join(dir, entry, "index.html")) && !["archive", "tags", "authors", "page"].includes(entry));
  if (!name) throw new Error(`no page under /${route}`);
  return `/${route}/${name}`;
}

/** The six pages Lighthouse measures on the real site: home, a guide, a query, an object, a blog post and the playground. */
export function lighthousePages(outDir: string): Record<string, string> {
  return {
    home: "/",
    guide: "/docs/api/admin-api/orders",
    query: existsSync(join(outDir, "docs/api/type-definitions/admin-api/queries/list-order/index.html"))
      ? "/docs/api/type-definitions/admin-api/queries/list-order"
      : firstPageUnder(outDir, "docs/api/type-definitions/admin-api/queries"),
    object: "/docs/api/type-definitions/admin-api/objects/order",
    blogPost: existsSync(join(outDir, "blog/long-blog-post/index.html")) ? "/blog/long-blog-post" : firstPageUnder(outDir, "blog"),
    playground: "/playground",
  };
}

/** Starts Debian's chromium, headless, with a fresh profile and a DevTools port of its choosing; returns the port. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "chromium-lh-"));
  // A process group of its own, so that closing it ends chromium's helper processes too.
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, "--remote-debugging-port=0", "about:blank"], {
    stdio: "ignore",
    detached: true,
  });
  const portFile = join(profile, "DevToolsActivePort");
  const started = Date.now();
  while (!existsSync(portFile) || !readFileSync(portFile, "utf8").includes("\n")) {
    if (Date.now() - started > 30_000 || child.exitCode !== null) throw new Error("chromium did not start");
    await new Promise((wait) => setTimeout(wait, 100));
  }
  const port = Number(readFileSync(portFile, "utf8").split("\n")[0]);
  return {
    port,
    close: async () => {
      // A chromium that ended by itself has emitted its exit already: waiting for it would never end.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once("exit", done));
        signalGroup(child.pid!, "SIGTERM");
        await exited;
      }
      // Its helper processes wrote to the profile after the main process exited, and the profile could not be removed.
      signalGroup(child.pid!, "SIGKILL");
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** Sends `signal` to every process of the group `pid` leads, if any is left. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

/**
 * Runs Lighthouse (mobile: its default config, a slow 4G phone; desktop: its desktop config) on each page of a built
 * site served as deploy/nginx.conf serves it (precompressed files, the site's CSP), in Debian's chromium, and returns
 * the scores: of the median run of `runs` per page and form factor (`medianRun`). `onResult` receives each full
 * result, for a closer look.
 */
export async function measureLighthouse(
  outDir: string,
  pages: Record<string, string>,
  runs = 3,
  onResult?: (formFactor: FormFactor, page: string, lhr: unknown) => void,
): Promise<LighthouseFigures> {
  // Loaded here, not with the module: Lighthouse takes seconds to load, and the table and median helpers need none of it.
  const { default: lighthouse } = await import("lighthouse");
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  const server = await startServer({ root: outDir, precompressed: true });
  const chromium = await launchChromium();
  const figures: LighthouseFigures = { mobile: {}, desktop: {} };
  try {
    for (const formFactor of ["mobile", "desktop"] as const) {
      for (const [name, route] of Object.entries(pages)) {
        const url = new URL(route.slice(1), server.url).href;
        const flags = { port: chromium.port, output: "json" as const, logLevel: "error" as const, onlyCategories: [...CATEGORIES] };
        const scores: LighthouseScores[] = [];
        for (let run = 0; run < runs; run++) {
          const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
          if (!result) throw new Error(`lighthouse gave no result for ${url}`);
          if (result.lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
          onResult?.(formFactor, name, result.lhr);
          scores.push(scoresOf(result.lhr as unknown as LighthouseResult));
        }
        figures[formFactor][name] = medianRun(scores);
      }
    }
  } finally {
    await chromium.close();
    await server.close();
  }
  return figures;
}
