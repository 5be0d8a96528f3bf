export { startServer, safePathname, type RunningServer, type ServerOptions } from "./static-server.ts";
export { contentSecurityPolicy } from "./csp.ts";
export { readBaseUrl } from "./base-url.ts";
export { startServerThread } from "./start-server-thread.ts";
