/**
 * The only inline script of the site, on the home page: when the site's own script never ran (its assets were not
 * found, e.g. a build for `/` served under `/docs-site/`), it tells the reader the base URL to set. It styles itself
 * through the CSSOM because the stylesheet failed too. Its sha256 goes into the Content-Security-Policy.
 * Pattern: https://github.com/facebook/docusaurus/blob/main/packages/docusaurus/src/client/BaseUrlIssueBanner/index.tsx
 */
export const BASE_URL_BANNER_SCRIPT = `document.addEventListener("DOMContentLoaded",function(){if(window.__siteStarted)return;var b=document.createElement("div");b.id="base-url-issue-banner";b.setAttribute("role","alert");b.style.cssText="border:2px solid #c53030;background:#fdecec;color:#1c1e21;padding:1rem;margin:1rem;font:16px/1.5 system-ui,sans-serif";var s=location.pathname.replace(/\\/?$/,"/");b.textContent="This site did not load properly. Its base URL setting looks wrong for this address: it was built for another path. Set baseUrl to \\""+s+"\\" in config.yaml (or build with --base-url "+s+") and deploy again.";document.body.prepend(b)});`;
