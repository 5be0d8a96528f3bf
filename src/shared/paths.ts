/** Pure path functions shared by the build and the browser. */

/** Returns the pathname with a trailing `/index.html` and trailing slash removed; an empty path becomes `/`. */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, "/");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** Returns `route` (which starts with `/`) prefixed by the site's base URL (which ends with `/`). */
export function withBase(baseUrl: string, route: string): string {
  return baseUrl + route.replace(/^\//, "");
}

/** How a site writes its pages' URLs: under its base URL, and ending with `/` when config.yaml's `trailingSlash` says so. */
export interface PageUrls {
  baseUrl: string;
  trailingSlash?: boolean;
}

/**
 * Returns the href of the page at `route` (a `?query` or `#fragment` after it kept): under the base URL, and with
 * `trailingSlash` its path ending with `/`, as Docusaurus' links then are; the site's root is left as it is.
 */
export function pageHref(urls: PageUrls, route: string): string {
  const href = withBase(urls.baseUrl, route);
  if (!urls.trailingSlash) return href;
  const path = href.split(/[?#]/, 1)[0]!;
  return path === urls.baseUrl || path.endsWith("/") ? href : `${path}/${href.slice(path.length)}`;
}

/**
 * Returns a site path without the base URL it already starts with (`/docs/x` → `/x`, `/docs` → `/` under `/docs/`),
 * else as it is: as Docusaurus' Link adds the base URL, never twice.
 */
export function withoutBase(baseUrl: string, path: string): string {
  if (baseUrl === "/" || !`${path}/`.startsWith(baseUrl)) return path;
  return `/${path.slice(baseUrl.length)}`;
}

/** Returns the path a page's relative links resolve from: its route, with `/` after it when its URL ends with one (`trailingSlash`). */
export function pageBasePath(route: string, trailingSlash = false): string {
  return trailingSlash && !route.endsWith("/") ? `${route}/` : route;
}

/** Returns the file a route's page is written to: `index.html` in its folder; the not-found page is `404.html`, where servers look for it. */
export function routeToFile(route: string): string {
  if (route === "/404") return "404.html";
  return route === "/" ? "index.html" : `${route.replace(/^\//, "")}/index.html`;
}

/** Returns the file a page's markdown twin is written to: `docs/intro.md`, `index.md` for home. */
export function markdownTwinFile(route: string): string {
  return route === "/" ? "index.md" : `${route.replace(/^\//, "")}.md`;
}

/**
 * Returns `value` decoded, or as written when it holds a malformed escape such as `%zz` (typed by a reader, or in a
 * link nothing then matches, so that the link check reports it).
 */
export function safeDecode(value: string, decode: (value: string) => string = decodeURIComponent): string {
  try {
    return decode(value);
  } catch {
    return value;
  }
}

/** Returns `name` with a hyphen at each lower-to-upper boundary, lower-cased (`listOrder` → `list-order`). */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/[\s_]+/g, "-")
    .toLowerCase();
}

/**
 * Returns whether a link to `to` is active on the page at `route`, as React Router's `NavLink` (which Docusaurus'
 * navbar and version menu links are) marks it: on that route and every route below it, trailing slashes, a query
 * and a fragment aside. A link to `/` is active on every page.
 */
export function isLinkActive(route: string, to: string): boolean {
  const path = to.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return route.replace(/\/+$/, "") === path || route.startsWith(`${path}/`);
}
