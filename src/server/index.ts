export { startServer, safePathname, contentTypeOf, type RunningServer, type ServerOptions } from "./static-server.ts";
export { contentSecurityPolicy, cspHeader } from "./csp.ts";
export { readBaseUrl } from "./base-url.ts";
export { startServerThread } from "./start-server-thread.ts";
