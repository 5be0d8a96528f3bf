export { startServer, servedFiles, servedFolder, answerFor, contentTypeOf, type Answer, type RunningServer, type ServedFolder, type ServerOptions } from "./static-server.ts";
export { resolveRequestPath, safePathname, type RequestPath } from "./request-path.ts";
export { contentSecurityPolicy } from "./csp.ts";
export { readBaseUrl } from "./base-url.ts";
