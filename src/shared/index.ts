export { normalizePath, withBase, routeToFile, kebabCase } from "./paths.ts";
export { pageTitle } from "./title.ts";
