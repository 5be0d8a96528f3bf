import type { Root, Link, Image, Text, Definition, Nodes } from "mdast";
import { posix } from "node:path";
import type { VFile } from "vfile";
import { walkTree } from "../../../shared/index.ts";
import { safeDecode, withBase } from "../../../shared/index.ts";
import type { LinkRecord } from "../link-record.ts";

export interface RemarkLinksOptions {
  baseUrl: string;
  /** Markdown source path (relative to the project root) → route. */
  routesBySource: Map<string, string>;
  /** Asset path relative to content/ → output path relative to the build folder. */
  assets: Map<string, string>;
  contentDir: string;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;
/** A link to a markdown source, which the build knows by its file: `./intro.md`, `../api/orders.md`. */
const MARKDOWN_FILE = /\.md$/i;
/**
 * URLs that name no page or file of the site: with a scheme (`https:`, `mailto:`), or protocol-relative (`//host/…`,
 * another origin). They are left as written, and neither recorded nor checked: a build never depends on the network.
 */
const ELSEWHERE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** Schemes a link or image may use; anything else (`javascript:`, `data:`, `vbscript:` …) could run script. */
const SAFE_SCHEME = /^(https?|mailto|tel):/i;
/** Browsers drop these from a URL before reading its scheme, so `java&#9;script:` is `javascript:` to them. */
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f]/g;

/** Returns whether `url` names a scheme other than http(s), mailto or tel, as a browser would read it. */
function isUnsafeUrl(url: string): boolean {
  const compact = url.replace(IGNORED_IN_SCHEME, "");
  return EXTERNAL.test(compact) && !SAFE_SCHEME.test(compact);
}

/** Adds the `unsafe-url` warning for a link, image or definition whose URL was dropped. */
function reportUnsafe(file: VFile, node: Link | Image | Definition): void {
  file.message(`Unexpected URL scheme in \`${printable(node.url.slice(0, 40))}\`, expected http(s), mailto or tel`, {
    place: node.position, ruleId: "unsafe-url", source: "docs",
  }).note = "the link was removed and its text kept; link a page by its route or an https:// address";
}

/** Returns `text` with control characters written as `\uXXXX`, so a one-line message stays one line and shows them. */
function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Returns what replaces a dropped link or image: its text, or its alt text. */
function keptText(node: Nodes): Nodes[] {
  if (node.type === "image" || node.type === "imageReference") return [{ type: "text", value: node.alt ?? "" } as Text];
  return "children" in node ? (node.children as Nodes[]) : [];
}

/**
 * Rewrites relative `.md` links and images to routes under the base URL and records every internal link,
 * with its position, in `file.data.links` so the link check can point back at the source.
 */
export default function remarkLinks(options: RemarkLinksOptions) {
  return (tree: Root, file: VFile) => {
    const links: LinkRecord[] = [];
    file.data.links = links;
    // Reference links (`[text][id]` with `[id]: ./page.md`) take their URL from a definition, which may come after
    // them: definitions are rewritten first, and the unsafe or broken ones dropped (their references keep their text).
    const droppedIds = new Set<string>();
    walkTree(tree, "definition", (node, index, parent) => {
      const unsafe = isUnsafeUrl(node.url);
      if (unsafe) reportUnsafe(file, node);
      else if (ELSEWHERE.test(node.url) || rewriteDefinition(node, file, options, links)) return;
      droppedIds.add(node.identifier);
      if (parent && index !== undefined) {
        parent.children.splice(index, 1);
        return index;
      }
    });
    walkTree(tree, (node, index, parent) => {
      const unsafe = ((node.type === "link" || node.type === "image") && isUnsafeUrl(node.url)) ||
        ((node.type === "linkReference" || node.type === "imageReference") && droppedIds.has(node.identifier));
      if (unsafe) {
        if (node.type === "link" || node.type === "image") reportUnsafe(file, node);
        if (parent && index !== undefined) {
          parent.children.splice(index, 1, ...(keptText(node) as never[]));
          return index;
        }
        return;
      }
      if (node.type === "image") return rewriteImage(node, file, options, links);
      if (node.type !== "link" || ELSEWHERE.test(node.url)) return;
      if (rewriteLink(node, file, options, links)) return;
      if (parent && index !== undefined) {
        parent.children.splice(index, 1, ...(node.children as Text[]));
        return index;
      }
    });
  };
}

/**
 * Points a link (or a definition) at its route under the base URL and records it; returns false, with a
 * `broken-markdown-link` message, when it names no existing markdown file.
 */
function rewriteLink(node: Link | Definition, file: VFile, options: RemarkLinksOptions, links: LinkRecord[]): boolean {
  const [path = "", fragment] = splitHash(node.url);
  if (path === "") {
    links.push({ target: file.data.route as string, fragment, place: node.position });
    return true;
  }
  if (path.startsWith("/")) {
    links.push({ target: path.replace(/\/$/, "") || "/", fragment, place: node.position });
    node.url = withBase(options.baseUrl, path) + (fragment ? `#${fragment}` : "");
    return true;
  }
  const source = sourcePath(file, path);
  if (!MARKDOWN_FILE.test(path)) return rewriteRelativeUrl(node, file, options, links, [path, fragment]);
  const resolved = options.routesBySource.get(source);
  if (resolved) {
    links.push({ target: resolved, fragment, place: node.position });
    node.url = withBase(options.baseUrl, resolved) + (fragment ? `#${fragment}` : "");
    return true;
  }
  const message = file.message(`Unexpected link to \`${node.url}\`, expected a path to an existing markdown file`, {
    place: node.position, ruleId: "broken-markdown-link", source: "docs",
  });
  message.note = `no file at \`${source}\`; fix the path or link the route (\`/docs/…\`)`;
  return false;
}

/**
 * Points a relative link that names no markdown file at what a browser on the page would fetch, as Docusaurus reads
 * it: a file of content/ when one is there (`./img/chart.png`), else the URL relative to the page's own route
 * (`configuration#verbose` on `/docs/jest/cli` → `/docs/jest/configuration#verbose`), which the link check then finds
 * or reports with the nearest route.
 */
function rewriteRelativeUrl(node: Link | Definition, file: VFile, options: RemarkLinksOptions, links: LinkRecord[], [path, fragment]: [string, string | undefined]): true {
  const asset = options.assets.get(posix.relative(options.contentDir, sourcePath(file, path)));
  const target = asset ? `/${asset}` : new URL(path, `http://site.invalid${file.data.route as string}`).pathname.replace(/(.)\/$/, "$1");
  links.push({ target: safeDecode(target), fragment, place: node.position });
  node.url = withBase(options.baseUrl, target) + (fragment ? `#${fragment}` : "");
  return true;
}

/**
 * Points a definition at a page's route, or at a local file's output path (an image reference may use it); returns
 * false when it names neither.
 */
function rewriteDefinition(node: Definition, file: VFile, options: RemarkLinksOptions, links: LinkRecord[]): boolean {
  const [path = ""] = splitHash(node.url);
  if (path !== "" && !path.startsWith("/")) {
    const output = options.assets.get(posix.relative(options.contentDir, sourcePath(file, path)));
    if (output) {
      node.url = withBase(options.baseUrl, `/${output}`);
      return true;
    }
  }
  return rewriteLink(node, file, options, links);
}

/** Points a local image at its output path under the base URL, with messages for missing alt text or file. */
function rewriteImage(node: Image, file: VFile, options: RemarkLinksOptions, links: LinkRecord[]): void {
  if (!node.alt?.trim()) {
    file.message(`Unexpected image \`${node.url}\` without alt text, expected a description in \`![…]\``, {
      place: node.position, ruleId: "missing-alt", source: "docs",
    }).note = "describe what the image shows, e.g. `![Order life cycle from created to delivered](./img/order.svg)`";
  }
  if (ELSEWHERE.test(node.url)) return;
  if (node.url.startsWith("/")) {
    links.push({ target: node.url, place: node.position });
    node.url = withBase(options.baseUrl, node.url);
    return;
  }
  const source = sourcePath(file, node.url);
  const output = options.assets.get(posix.relative(options.contentDir, source));
  if (!output) {
    file.message(`Unexpected image \`${node.url}\`, expected an existing file (looked for \`${source}\`)`, {
      place: node.position, ruleId: "missing-image", source: "docs",
    });
    return;
  }
  node.url = withBase(options.baseUrl, `/${output}`);
}

/** Returns the project-relative path a relative URL in `file` names (`./intro.md` in `content/docs/a.md` → `content/docs/intro.md`). */
function sourcePath(file: VFile, url: string): string {
  return posix.normalize(posix.join(posix.dirname(file.path), safeDecode(url, decodeURI)));
}

/** Returns the path and the decoded fragment of a link URL. */
function splitHash(url: string): [string, string | undefined] {
  const at = url.indexOf("#");
  return at === -1 ? [url, undefined] : [url.slice(0, at), safeDecode(url.slice(at + 1)) || undefined];
}

export type { Link };
