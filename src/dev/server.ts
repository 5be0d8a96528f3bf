import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname } from "node:path";
import { contentTypeOf, safePathname } from "../server/index.ts";

/** The site as the dev server sees it: files by path in the build folder, all in memory. */
export interface DevSite {
  files: ReadonlyMap<string, string | Uint8Array>;
  baseUrl: string;
  /** The Content-Security-Policy header of HTML pages, the same as `npm run serve` sends. */
  csp?: string;
}

/** What the browser's dev client is told: the pages that changed, or the errors of a failed build. */
export type DevEvent = { type: "ok"; routes: string[] } | { type: "error"; errors: string };

export interface DevServer {
  url: string;
  port: number;
  /** Sends an event to every open tab. */
  broadcast(event: DevEvent): void;
  close(): Promise<void>;
}

export interface DevServerOptions {
  port?: number;
  host?: string;
  /** The site to serve now; read on every request. */
  site: () => DevSite;
  /** The event a tab receives when it connects (the errors, while the last build failed). */
  current: () => DevEvent;
  /** The dev client script (src/client/dev-client.ts, bundled). */
  clientScript: string;
}

const CLIENT_PATH = "/__dev/client.js";
const EVENTS_PATH = "/__dev/events";
const FIRST_BUILD_FAILED =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build failed</title></head><body><p>The site has not built yet: see the terminal.</p></body></html>';

/** Starts the author-mode server on 127.0.0.1: it serves the site from memory and pushes changes to open tabs. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const streams = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });

  function handle(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== "GET" && req.method !== "HEAD") return send(res, 405, "text/plain; charset=utf-8", "Method Not Allowed");
    const pathname = safePathname(req.url ?? "/");
    if (pathname === undefined) return send(res, 400, "text/plain; charset=utf-8", "Bad Request");
    if (pathname === EVENTS_PATH) return openStream(req, res);
    if (pathname === CLIENT_PATH) return send(res, 200, "text/javascript; charset=utf-8", options.clientScript);
    const site = options.site();
    const inside = pathname.startsWith(site.baseUrl) || `${pathname}/` === site.baseUrl;
    const found = inside ? findFile(site.files, pathname.slice(site.baseUrl.length)) : undefined;
    const path = found ?? "404.html";
    const contents = site.files.get(path);
    if (contents === undefined && !site.files.size) {
      // No good build yet: a bare page whose dev client shows the errors and reloads after the first good build.
      return send(res, 503, "text/html; charset=utf-8", withDevClient(FIRST_BUILD_FAILED));
    }
    if (contents === undefined) return send(res, 404, "text/plain; charset=utf-8", "Not Found");
    const type = contentTypeOf(path);
    const headers: Record<string, string> = {};
    if (type.startsWith("text/html") && site.csp) headers["content-security-policy"] = site.csp;
    const body = type.startsWith("text/html") ? withDevClient(String(contents)) : contents;
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    if (found && req.headers["if-none-match"] === etag) {
      res.writeHead(304, { etag, "cache-control": "no-cache" });
      return void res.end();
    }
    send(res, found ? 200 : 404, type, body, { ...headers, etag }, req.method === "HEAD");
  }

  function openStream(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    res.write(`retry: 300\ndata: ${JSON.stringify(options.current())}\n\n`);
    streams.add(res);
    req.on("close", () => streams.delete(res));
  }

  await new Promise<void>((ready, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new Error(`Port ${options.port} is in use: stop the other server or pass another port (npm start -- --port 3001)`)
          : error,
      );
    });
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", ready);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}${options.site().baseUrl}`,
    port,
    broadcast(event) {
      for (const res of streams) res.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    close: () =>
      new Promise((done) => {
        for (const res of streams) res.end();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Returns the path in the build folder that answers `path` (below the base URL): the file itself or its folder's index.html. */
function findFile(files: ReadonlyMap<string, unknown>, path: string): string | undefined {
  const key = path.replace(/^\/+/, "");
  const candidates =
    key === "" ? ["index.html"] : key.endsWith("/") ? [`${key}index.html`] : extname(key) ? [key, `${key}/index.html`] : [`${key}/index.html`, key];
  return candidates.find((candidate) => files.has(candidate));
}

/** Returns the page with the dev client's script tag added to its head. */
function withDevClient(html: string): string {
  return html.replace("</head>", `<script type="module" src="${CLIENT_PATH}"></script></head>`);
}

function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array, headers: Record<string, string> = {}, head = false): void {
  res.writeHead(status, { "content-type": type, "cache-control": "no-cache", "x-content-type-options": "nosniff", ...headers });
  res.end(head ? undefined : body);
}
