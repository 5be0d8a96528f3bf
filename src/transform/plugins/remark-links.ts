import type { Root, Link, Image, Text } from "mdast";
import { posix } from "node:path";
import type { VFile } from "vfile";
import { visit } from "unist-util-visit";
import { withBase } from "../../shared/index.ts";
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
/** Schemes a link or image may use; anything else (`javascript:`, `data:`, `vbscript:` …) could run script. */
const SAFE_SCHEME = /^(https?|mailto|tel):/i;

/**
 * Rewrites relative `.md` links and images to routes under the base URL and records every internal link,
 * with its position, in `file.data.links` so the link check can point back at the source.
 */
export default function remarkLinks(options: RemarkLinksOptions) {
  return (tree: Root, file: VFile) => {
    const links: LinkRecord[] = [];
    const route = file.data.route as string;
    file.data.links = links;
    visit(tree, (node, index, parent) => {
      if ((node.type === "link" || node.type === "image") && EXTERNAL.test(node.url.trim()) && !SAFE_SCHEME.test(node.url.trim())) {
        file.message(`Unexpected URL scheme in \`${node.url.slice(0, 40)}\`, expected http(s), mailto or tel`, {
          place: node.position, ruleId: "unsafe-url", source: "docs",
        }).note = "the link was removed and its text kept; link a page by its route or an https:// address";
        if (parent && index !== undefined) {
          parent.children.splice(index, 1, ...(node.type === "link" ? (node.children as Text[]) : [{ type: "text", value: node.alt ?? "" } as Text]));
          return index;
        }
        return;
      }
      if (node.type === "image") return rewriteImage(node, file, options, links);
      if (node.type !== "link" || EXTERNAL.test(node.url)) return;
      const [path = "", fragment] = splitHash(node.url);
      if (path === "") {
        links.push({ target: route, fragment, place: node.position });
        return;
      }
      if (path.startsWith("/")) {
        links.push({ target: path.replace(/\/$/, "") || "/", fragment, place: node.position });
        node.url = withBase(options.baseUrl, path) + (fragment ? `#${fragment}` : "");
        return;
      }
      const source = posix.normalize(posix.join(posix.dirname(file.path), decodeURI(path)));
      const resolved = options.routesBySource.get(source);
      if (resolved) {
        links.push({ target: resolved, fragment, place: node.position });
        node.url = withBase(options.baseUrl, resolved) + (fragment ? `#${fragment}` : "");
        return;
      }
      const message = file.message(`Unexpected link to \`${node.url}\`, expected a path to an existing markdown file`, {
        place: node.position, ruleId: "broken-markdown-link", source: "docs",
      });
      message.note = path.endsWith(".md")
        ? `no file at \`${source}\`; fix the path or link the route (\`/docs/…\`)`
        : "link other pages by their `.md` file or by an absolute route such as `/docs/intro`";
      if (parent && index !== undefined) {
        parent.children.splice(index, 1, ...(node.children as Text[]));
        return index;
      }
    });
  };
}

function rewriteImage(node: Image, file: VFile, options: RemarkLinksOptions, links: LinkRecord[]): void {
  if (!node.alt?.trim()) {
    file.message(`Unexpected image \`${node.url}\` without alt text, expected a description in \`![…]\``, {
      place: node.position, ruleId: "missing-alt", source: "docs",
    }).note = "describe what the image shows, e.g. `![Order life cycle from created to delivered](./img/order.svg)`";
  }
  if (EXTERNAL.test(node.url)) return;
  if (node.url.startsWith("/")) {
    links.push({ target: node.url, place: node.position });
    node.url = withBase(options.baseUrl, node.url);
    return;
  }
  const source = posix.normalize(posix.join(posix.dirname(file.path), decodeURI(node.url)));
  const output = options.assets.get(posix.relative(options.contentDir, source));
  if (!output) {
    file.message(`Unexpected image \`${node.url}\`, expected an existing file (looked for \`${source}\`)`, {
      place: node.position, ruleId: "missing-image", source: "docs",
    });
    return;
  }
  node.url = withBase(options.baseUrl, `/${output}`);
}

function splitHash(url: string): [string, string | undefined] {
  const at = url.indexOf("#");
  return at === -1 ? [url, undefined] : [url.slice(0, at), decodeURIComponent(url.slice(at + 1)) || undefined];
}

export type { Link };
