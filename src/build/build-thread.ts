import { VFile } from "vfile";
import { createBuildCache } from "../incremental/build-cache.ts";
import { createPagePipeline, type FinishedPage } from "./compile-page.ts";
import type { SiteConfig } from "../pipeline/0-config/index.ts";
import type { RoutedPage } from "../pipeline/1-content/index.ts";
import { parseSchema, SCHEMA_PATH } from "../pipeline/2-parse/index.ts";
import { plainMessages, type PlainMessage } from "../report/index.ts";
import { stageTimer } from "./stage-timer.ts";
import { startReplyingThread } from "../threads/thread-replies.ts";
import type { SiteContext, TransformOptions } from "../pipeline/3-transform/index.ts";

/** What a build thread needs: plain data only (the schema travels as its SDL and is parsed again there). */
export interface ThreadInput {
  config: SiteConfig;
  site: SiteContext;
  transformOptions: Omit<TransformOptions, "schema">;
  sdl?: string;
  pages: ThreadPage[];
}

/** A page without its VFile: the path, the text (front matter blanked) and the data discover put on it. */
export type ThreadPage = Omit<RoutedPage, "file"> & { path: string; value: string; data: VFile["data"] };

export interface ThreadResult {
  route: string;
  ids: string[];
  finished: FinishedPage;
  data: VFile["data"];
  messages: PlainMessage[];
}

/** Returns a page as plain data for a build thread. */
export function toThreadPage(page: RoutedPage): ThreadPage {
  const { file, ...rest } = page;
  return { ...rest, path: file.path, value: String(file.value), data: { ...file.data } };
}

/** Builds doc pages on the current thread without a cache: what a build thread runs. */
export function buildThreadPages(input: ThreadInput): { results: ThreadResult[]; timings: Record<string, number> } {
  const timings: Record<string, number> = {};
  const { stage: time } = stageTimer(timings);
  const schema = input.sdl === undefined ? undefined : parseSchema(new VFile({ path: SCHEMA_PATH, value: input.sdl }));
  const pipeline = createPagePipeline({
    config: input.config,
    site: input.site,
    transformOptions: { ...input.transformOptions, schema },
    cache: createBuildCache({ keep: false }),
    siteToken: {},
    signature: {},
    time,
  });
  const results = input.pages.map(({ path, value, data, ...rest }): ThreadResult => {
    const file = new VFile({ path, value, data });
    const out = pipeline.build({ ...rest, file } as RoutedPage);
    const messages = plainMessages(file);
    return { route: out.route, ids: [...out.ids], finished: out.finished!, data: file.data, messages };
  });
  return { results, timings };
}

/** Builds pages on a thread of its own; resolves with the same results `buildThreadPages` returns. */
export function buildPagesInThread(input: ThreadInput): Promise<{ results: ThreadResult[]; timings: Record<string, number> }> {
  const thread = startReplyingThread(new URL("./build-thread-entry.mjs", import.meta.url), input);
  return (thread.reply() as Promise<{ results: ThreadResult[]; timings: Record<string, number> }>).finally(() => thread.stop());
}

/** Returns the transform options without the schema object, which cannot cross to another thread. */
export function withoutSchema({ schema, ...rest }: TransformOptions): Omit<TransformOptions, "schema"> {
  void schema;
  return rest;
}
