export { bundleClient, hashedAsset, type ClientBundle, type EmittedFile, type OutputFile } from "./bundle-client.ts";
export { createStaging, writeOutputs, writeSite, commitSite, discardSite, type RenderedPage, type WrittenFolder, type Staging } from "./write-site.ts";
export { addSiteAssets } from "./site-assets.ts";
export { searchIndexFiles, SEARCH_INDEX_PATHS } from "./search-assets.ts";
export { nginxCspFile, NGINX_CSP_PATH } from "./nginx-csp.ts";
