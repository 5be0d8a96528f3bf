import type { Root } from "hast";
import type { VFile } from "vfile";
import { pageBasePath, safeDecode, walkTree, withBase } from "../../../../shared/index.ts";
import type { LinkRecord } from "../../links/link-record.ts";
import { reportOtherHost } from "../../links/other-host.ts";

export interface HtmlLinksOptions {
  baseUrl: string;
  /** config.yaml's `trailingSlash`: the page's URL ends with `/`, and a relative link resolves from there. */
  trailingSlash?: boolean;
}

const EMPTY: HtmlLinksOptions = { baseUrl: "/" };
/** A URL with a scheme (`https:`, `mailto:`) or another host (`//host/…`): nothing this site checks or fetches. */
const ELSEWHERE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The attributes of the allowed elements that name a URL of the site, as hast names them. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ["href"],
  img: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  source: ["src"],
  track: ["src"],
};

/** What each element that loads a file loads, for the message about one from another host. */
const MEDIA: Record<string, string> = { video: "video", audio: "sound", source: "video or sound", track: "caption file" };

/**
 * Records the links an author wrote in HTML (`<a href>`, `<img src>`, `<video src>`, a `<source src>` …, raw in markdown or as MDX elements) beside the
 * markdown ones, at their place, so that the link check names their line and column as it names a markdown link's.
 * They are checked as a browser follows them, relative to the page's route; Docusaurus does not rewrite them either.
 */
export default function rehypeHtmlLinks(options: HtmlLinksOptions = EMPTY) {
  return (tree: Root, file: VFile) => {
    if (!file.data.authoredHtml) return;
    const links = file.data.links ?? (file.data.links = []);
    const recorded = new Set(links.map((link) => placeKey(link.place?.start)));
    // Relative links resolve against the page's URL, under the base URL, as a browser resolves them.
    const route = withBase(options.baseUrl, pageBasePath(String(file.data.route ?? "/"), options.trailingSlash));
    walkTree(tree, "element", (node) => {
      const names = URL_ATTRIBUTES[node.tagName];
      if (!names || !node.position || recorded.has(placeKey(node.position.start))) return;
      for (const name of names) {
        const url = node.properties[name];
        const what = name === "poster" ? "image" : (MEDIA[node.tagName] ?? "image");
        if (typeof url !== "string" || (node.tagName !== "a" && reportOtherHost(file, what, url, node.position))) continue;
        const link = htmlLink(url, route, options.baseUrl);
        if (link) links.push({ ...link, place: node.position });
      }
    });
  };
}

/** Returns a line and column as one key (positions of the links the markdown plugin recorded). */
function placeKey(point: { line: number; column: number } | undefined): string {
  return point ? `${point.line}:${point.column}` : "";
}

/** Returns what an HTML link names on this site, resolved from the page's route, or undefined when it names none. */
function htmlLink(url: string, route: string, baseUrl: string): Omit<LinkRecord, "place"> | undefined {
  if (!url || ELSEWHERE.test(url)) return undefined;
  const resolved = new URL(url, `https://site.invalid${route}`);
  const withoutBase = resolved.pathname.startsWith(baseUrl) ? `/${resolved.pathname.slice(baseUrl.length)}` : resolved.pathname;
  const target = safeDecode(withoutBase, decodeURIComponent).replace(/(.)\/$/, "$1");
  const fragment = resolved.hash ? safeDecode(resolved.hash.slice(1), decodeURIComponent) : undefined;
  const relative = !url.startsWith("/") && !url.startsWith("#");
  return { target, ...(fragment ? { fragment } : {}), ...(relative ? { written: url } : {}) };
}
