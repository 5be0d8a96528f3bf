export { startServer, servedFiles, contentTypeOf, type RunningServer, type ServerOptions } from "./static-server.ts";
export { resolveRequestPath, safePathname, type RequestPath } from "./request-path.ts";
export { contentSecurityPolicy } from "./csp.ts";
export { readBaseUrl } from "./base-url.ts";
export { loadServerThread, type ServerThread } from "./start-server-thread.ts";
