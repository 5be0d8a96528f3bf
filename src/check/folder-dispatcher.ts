import { readFile } from "node:fs/promises";
import { Dispatcher } from "undici";
import { answerFor, contentTypeOf, type ServedFolder } from "../server/index.ts";

/** A response as the dispatcher hands it to fetch. */
interface Reply {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: Buffer;
}

const STATUS_TEXT: Record<number, string> = { 200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed" };

/**
 * An undici dispatcher that answers `fetch` for one origin from a written site's folder, by the static server's own
 * rules (`answerFor`: the route's file with or without a trailing slash, else `404.html` with 404; 400 for a path
 * that leaves the folder; 405 for a method other than GET and HEAD). Installed as the crawler threads' global
 * dispatcher, it lets linkinator fetch every page of the folder without a socket, an HTTP server or HTTP parsing:
 * what linkinator reads and checks is the same, at a quarter less CPU. A request for any other origin fails as an
 * unreachable host would.
 */
export class FolderDispatcher extends Dispatcher {
  constructor(
    private readonly folder: ServedFolder,
    private readonly origin: string,
  ) {
    super();
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const origin = options.origin === undefined ? "" : new URL(String(options.origin)).origin;
    const replying = origin === this.origin ? this.reply(options.method, options.path) : Promise.reject(new Error(`${origin}${options.path} is outside the folder being checked`));
    replying.then((reply) => deliver(handler, reply, options.method === "HEAD"), (error: Error) => fail(handler, error));
    return true;
  }

  override close(): Promise<void> {
    return Promise.resolve();
  }

  override destroy(): Promise<void> {
    return Promise.resolve();
  }

  private async reply(method: string, path: string): Promise<Reply> {
    if (method !== "GET" && method !== "HEAD") return text(405, { allow: "GET, HEAD" });
    const answer = await answerFor(this.folder, path);
    if (answer.status === 400) return text(400);
    // A file removed since it was found, or a folder without `404.html`: the static server answers 404 too.
    const body = await readFile(answer.path).catch(() => undefined);
    if (!body) return text(404);
    const headers = { "content-type": contentTypeOf(answer.path), "content-length": String(body.length) };
    return { status: answer.status, statusText: STATUS_TEXT[answer.status]!, headers, body };
  }
}

/** A short plain-text reply, as the static server sends for errors. */
function text(status: number, extra: Record<string, string> = {}): Reply {
  const body = Buffer.from(STATUS_TEXT[status]!);
  return { status, statusText: STATUS_TEXT[status]!, headers: { "content-type": "text/plain; charset=utf-8", "content-length": String(body.length), ...extra }, body };
}

/**
 * Hands a reply to a handler of either generation: Node's own fetch (undici 6) calls with the older callbacks
 * (onConnect, onHeaders, onData, onComplete), undici 7 with the controller-based ones.
 */
function deliver(handler: Dispatcher.DispatchHandler, reply: Reply, head: boolean): void {
  let aborted = false;
  if (handler.onResponseStart) {
    const controller: Dispatcher.DispatchController = {
      get aborted() {
        return aborted;
      },
      paused: false,
      reason: null,
      abort: () => void (aborted = true),
      pause: () => {},
      resume: () => {},
    };
    handler.onRequestStart?.(controller, {});
    if (!aborted) handler.onResponseStart(controller, reply.status, reply.headers, reply.statusText);
    if (!aborted && !head) handler.onResponseData?.(controller, reply.body);
    if (!aborted) handler.onResponseEnd?.(controller, {});
    return;
  }
  handler.onConnect?.(() => void (aborted = true));
  const raw = Object.entries(reply.headers).flatMap(([name, value]) => [Buffer.from(name), Buffer.from(value)]);
  if (!aborted) handler.onHeaders?.(reply.status, raw, () => {}, reply.statusText);
  if (!aborted && !head) handler.onData?.(reply.body);
  if (!aborted) handler.onComplete?.([]);
}

function fail(handler: Dispatcher.DispatchHandler, error: Error): void {
  if (handler.onResponseError) {
    handler.onResponseError({ aborted: false, paused: false, reason: error, abort() {}, pause() {}, resume() {} }, error);
  } else handler.onError?.(error);
}
