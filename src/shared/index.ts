export { normalizePath, withBase, routeToFile, kebabCase } from "./paths.ts";
export { pageTitle } from "./title.ts";
export { executeMocked, mockScalar, hash } from "./mock-data.ts";
