import { createReadStream, promises as fs, type Stats } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, resolve, sep } from "node:path";
import { contentSecurityPolicy } from "./csp.ts";
import { resolveRequestPath } from "./request-path.ts";

export interface ServerOptions {
  root: string;
  port?: number;
  host?: string;
  /** The site's base URL: requests outside it get the not-found page. */
  baseUrl?: string;
  /**
   * Answer with a file's `.br` or `.gz` twin, written beside it by the build, when the request accepts that encoding:
   * what deploy/nginx.conf does with brotli_static and gzip_static (the bench measures pages served so).
   */
  precompressed?: boolean;
  /** Extra headers for HTML responses (the dev server adds none; tests may). */
  onRequest?: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".graphql": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};
/** Returns the Content-Type header of a file by its extension. */
export function contentTypeOf(path: string): string {
  return TYPES[extname(path)] ?? "application/octet-stream";
}

const HASHED = /\.[0-9a-f]{8,}\.(js|css|json|graphql)$/;

/** A file's precompressed twin: its path, size and date, and the Content-Encoding it is sent with. */
interface EncodedTwin {
  path: string;
  stats: Stats;
  encoding: "br" | "gzip";
}

/** Returns the `.br`, else `.gz`, twin of `path` that the request's Accept-Encoding allows and the build wrote. */
async function encodedTwin(path: string, accepted: string | undefined): Promise<EncodedTwin | undefined> {
  for (const [encoding, extension, named] of [
    ["br", ".br", /\bbr\b/],
    ["gzip", ".gz", /\bgzip\b/],
  ] as const) {
    if (!named.test(accepted ?? "")) continue;
    const stats = await fs.stat(path + extension).catch(() => undefined);
    if (stats?.isFile()) return { path: path + extension, stats, encoding };
  }
  return undefined;
}

/** A built site's folder as the server reads it: resolved, with its real path, and the site's base URL. */
export interface ServedFolder {
  root: string;
  /** The folder's own real path, found once: every answer is checked to lie inside it (symlinks pointing out are refused). */
  realRoot: string;
  base: string;
}

/** Returns the folder `root` ready to answer requests for a site served at `base`. */
export async function servedFolder(root: string, base = "/"): Promise<ServedFolder> {
  const resolved = resolve(root);
  return { root: resolved, realRoot: await fs.realpath(resolved), base };
}

/**
 * What a GET or HEAD of `url` is answered with: 400 for a malformed path or one that leaves the folder; else a file
 * of the folder with 200, or its `404.html` (which may be missing) with 404.
 */
export type Answer = { status: 400 } | { status: 200; path: string; stats: Stats } | { status: 404; path: string };

/** Returns the answer to a request for `url`: the route's file, with or without a trailing slash, or the not-found page. */
export async function answerFor(folder: ServedFolder, url: string): Promise<Answer> {
  const resolved = resolveRequestPath(folder.root, url, folder.base);
  if (resolved.status === 400) return { status: 400 };
  const file = resolved.status === 200 ? await firstFile(folder.realRoot, resolved.files) : undefined;
  return file ? { status: 200, ...file } : { status: 404, path: join(folder.root, "404.html") };
}

/** Starts a static server for a built site on 127.0.0.1; routes resolve with or without a trailing slash. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const folder = await servedFolder(options.root, options.baseUrl);
  const csp = await contentSecurityPolicy(folder.root).catch(() => undefined);
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (options.onRequest && (await options.onRequest(req, res))) return;
    if (req.method !== "GET" && req.method !== "HEAD") return send(res, 405, "Method Not Allowed", { allow: "GET, HEAD" });
    const answer = await answerFor(folder, req.url ?? "/");
    if (answer.status === 400) return send(res, 400, "Bad Request");
    const twin = options.precompressed && answer.status === 200 ? await encodedTwin(answer.path, req.headers["accept-encoding"]) : undefined;
    return serveFile(req, res, answer.path, answer.status, answer.status === 200 ? answer.stats : undefined, twin);
  }

  /** Serves `path` (its `twin`'s bytes when given, with their encoding). */
  async function serveFile(req: IncomingMessage, res: ServerResponse, path: string, status: number, known?: Stats, twin?: EncodedTwin): Promise<void> {
    const stats = twin?.stats ?? known ?? (await fs.stat(path).catch(() => undefined));
    if (!stats) return send(res, status, "Not Found");
    const type = contentTypeOf(path);
    const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      "content-type": type,
      "content-length": String(stats.size),
      etag,
      "cache-control": HASHED.test(path) ? "public, max-age=31536000, immutable" : "no-cache",
      "x-content-type-options": "nosniff",
    };
    if (twin) Object.assign(headers, { "content-encoding": twin.encoding, vary: "accept-encoding" });
    if (type.startsWith("text/html") && csp) headers["content-security-policy"] = csp;
    if (status === 200 && matchesEtag(req.headers["if-none-match"], etag)) {
      res.writeHead(304, { etag, "cache-control": headers["cache-control"]! });
      return void res.end();
    }
    res.writeHead(status, headers);
    if (req.method === "HEAD") return void res.end();
    // A file removed between stat and read must end this response, not the process.
    createReadStream(twin?.path ?? path)
      .on("error", () => res.destroy())
      .pipe(res);
  }

  // Requests Node cannot parse (bad request line, header or chunk) get a plain 400 and the connection closes.
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    else socket.destroy();
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((ready) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", ready));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}${folder.base}`,
    port,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Returns the first candidate that is a file whose real path lies inside the served folder, with its stats. */
async function firstFile(realRoot: string, candidates: string[]): Promise<{ path: string; stats: Stats } | undefined> {
  for (const candidate of candidates) {
    const stats = await fs.stat(candidate).catch(() => undefined);
    if (!stats?.isFile()) continue;
    const real = await fs.realpath(candidate).catch(() => undefined);
    if (!real?.startsWith(realRoot + sep)) return undefined;
    return { path: candidate, stats };
  }
  return undefined;
}

/** Returns whether an If-None-Match header (one ETag, a list, weak ones or `*`) matches `etag`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

/** Answers with a short plain-text body. */
function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...headers });
  res.end(body);
}
