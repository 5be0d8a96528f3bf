import { fileURLToPath } from "node:url";
import { build as esbuild } from "esbuild";
import { cspHeader, type CspAllowances } from "../shared/index.ts";
import type { BuildUpdate } from "./builder.ts";
import { describeFailure } from "./describe-failure.ts";
import { startDevServer, type DevEvent } from "./server.ts";
import { startBuilder, type BuilderThread } from "./start-builder.ts";
import { watchSources } from "./watch.ts";
import { WatchQueue, type WatchBatch } from "./watch-queue.ts";

export interface DevOptions {
  root: string;
  port?: number;
  host?: string;
  log?: (line: string) => void;
}

export interface RunningDev {
  url: string;
  port: number;
  /** Resolves when no change waits and no build runs (tests wait on it after touching files). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** How long the queue waits for a save's other events (editors write, then rename) before building. */
const QUIET_MS = 5;

/**
 * Author mode: builds the site into memory, serves it, and rebuilds what changed on every save. Author errors keep
 * the last good site served and show in the terminal and the browser; Ctrl-C (or `close`) stops everything.
 */
export async function startDev(options: DevOptions): Promise<RunningDev> {
  const { root } = options;
  const log = options.log ?? (() => {});
  const files = new Map<string, string | Uint8Array>();
  const site: ServedSite = { files, baseUrl: "/", csp: undefined };
  let state: DevEvent = { type: "ok", routes: [] };
  const queue = new WatchQueue();
  let builder: BuilderThread | undefined;

  const server = await startDevServer({
    port: options.port,
    host: options.host,
    site: () => site,
    current: () => (state.type === "error" ? state : { type: "ok", routes: [] }),
    clientScript: await bundleDevClient(),
  });

  /** Applies one build's answer and tells the open tabs. */
  const apply = (update: BuildUpdate, started: number, batch: WatchBatch | undefined) => {
    const what = batch ? batch.paths.join(", ") : "first build";
    if (update.report) log(update.report);
    state = applyUpdate(site, update);
    server.broadcast(state);
    if (!update.ok) return log(`✘ build failed (${what}); still serving the last good site`);
    const ms = Math.round(performance.now() - started);
    log(`✔ ${batch ? "rebuilt" : "built"} in ${ms} ms (${what}): ${update.routes.length} of ${update.pages} pages changed, build ${Math.round(update.ms)} ms`);
  };

  /** Runs one build for `batch` (undefined: the first), restarting the builder thread when engine code changed. */
  const run = async (batch: WatchBatch | undefined) => {
    const started = performance.now();
    try {
      if (!builder || batch?.restart) {
        await builder?.stop();
        builder = undefined;
        builder = await startBuilder(root, (changed) => {
          for (const [path, contents] of changed) files.set(path, contents);
        });
      }
      apply(await builder.build(batch?.paths ?? []), started, batch);
    } catch (error) {
      // The builder thread itself failed to load (a syntax error in src/ or templates/): restart it next time.
      await builder?.stop();
      builder = undefined;
      state = { type: "error", errors: describeFailure(error, root) };
      log(`✘ ${state.errors}`);
      server.broadcast(state);
    }
  };

  await run(undefined);
  const batches = runBatches(queue, run);
  const watcher = await watchSources(root, (path) => {
    queue.add(path);
    batches.schedule();
  });
  log(`Serving ${server.url} — watching content/, templates/, src/ and config.yaml (Ctrl-C stops)`);

  return {
    url: server.url,
    port: server.port,
    idle: () => batches.idle(),
    close: async () => {
      await watcher.close();
      await batches.close();
      await builder?.stop();
      await server.close();
    },
  };
}

/** Returns the browser's dev client (src/client/dev-client.ts) as one small script. */
async function bundleDevClient(): Promise<string> {
  const result = await esbuild({
    entryPoints: [fileURLToPath(new URL("../client/dev-client.ts", import.meta.url))],
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

/** The site the dev server serves: the files of the last good build, its base URL and its CSP header. */
interface ServedSite {
  files: Map<string, string | Uint8Array>;
  baseUrl: string;
  csp: string | undefined;
}

/** Takes one build's answer into the served site (new files in, removed files out; nothing on a failure); returns what the tabs are told. */
function applyUpdate(site: ServedSite, update: BuildUpdate): DevEvent {
  if (!update.ok) return { type: "error", errors: update.errors || update.report };
  for (const [path, contents] of update.changed) site.files.set(path, contents);
  for (const path of update.removed) site.files.delete(path);
  site.baseUrl = update.baseUrl;
  const csp = site.files.get("csp.json");
  site.csp = csp === undefined ? undefined : cspHeader(JSON.parse(String(csp)) as CspAllowances);
  return { type: "ok", routes: update.routes };
}

/**
 * Runs `run` for each batch the queue gives, one at a time: a batch is taken `QUIET_MS` after the last change, and
 * never while a build runs. `idle` resolves once no change waits and no build runs; `close` waits for the build in hand.
 */
function runBatches(queue: WatchQueue, run: (batch: WatchBatch) => Promise<void>) {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const waiting: (() => void)[] = [];
  const next = () => {
    timer = undefined;
    if (running || closed) return;
    const batch = queue.take();
    if (!batch) {
      for (const done of waiting.splice(0)) done();
      return;
    }
    running = run(batch).finally(() => {
      running = undefined;
      next();
    });
  };
  return {
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(next, QUIET_MS);
    },
    idle: () =>
      new Promise<void>((done) => {
        waiting.push(done);
        if (!running && !timer) next();
      }),
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
      for (const done of waiting.splice(0)) done();
    },
  };
}
