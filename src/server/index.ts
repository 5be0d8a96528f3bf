export { startServer, servedFolder, answerFor, contentTypeOf, type RunningServer, type ServedFolder } from "./static-server.ts";
export { resolveRequestPath, safePathname, type RequestPath } from "./request-path.ts";
export { contentSecurityPolicy } from "./csp.ts";
export { readBaseUrl } from "./base-url.ts";
