export { normalizePath, withBase, routeToFile, kebabCase } from "./paths.ts";
export { pageTitle } from "./title.ts";
export { executeMocked, mockScalar, hash } from "./mock-data.ts";
export { REFERENCE_DIR, REFERENCE_ROUTE, KIND_LABELS, kindOfType, referenceRoute, typeRoute, type ReferenceKind } from "./reference-routes.ts";
export { BASE_URL_BANNER_SCRIPT } from "./base-url-banner.ts";
export { playgroundSearch, readPlaygroundSearch, type PlaygroundRun } from "./playground-url.ts";
export { cspHeader, type CspAllowances } from "./csp-header.ts";
