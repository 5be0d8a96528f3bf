import type { Definition, Image, Link, Root as Mdast } from "mdast";
import { walkTree } from "../../shared/index.ts";
import { truncateMarkerIndex } from "../3-transform/index.ts";

type UrlNode = Link | Image | Definition;

/** What the transform may change of a freshly parsed page: its URLs (rewritten in place) and its truncate marker. */
export interface WrittenPage {
  urls: { node: UrlNode; url: string }[];
  /** Source ranges to leave out of the markdown twin (the top-level `<!-- truncate -->` marker). */
  cuts: [number, number][];
}

/** What may follow a URL inside its link, image or definition: `>`, a title, the closing parenthesis. */
const AFTER_URL = /^>?\s*(?:(?:"[^"]*"|'[^']*'|\([^)]*\))\s*)?\)?$/;

/** Returns the links, images and definitions of a tree, in document order. */
function urlNodes(tree: Mdast): UrlNode[] {
  const found: UrlNode[] = [];
  walkTree(tree, (node) => {
    if (node.type === "link" || node.type === "image" || node.type === "definition") found.push(node);
  });
  return found;
}

/** Records every link, image and definition of a freshly parsed tree with its URL as written, and the truncate marker. */
export function recordWritten(tree: Mdast): WrittenPage {
  const urls = urlNodes(tree).map((node) => ({ node, url: node.url }));
  const marker = tree.children[truncateMarkerIndex(tree)]?.position;
  const cuts: [number, number][] = marker ? [[marker.start.offset!, marker.end.offset!]] : [];
  return { urls, cuts };
}

/**
 * Returns the page's markdown as the author wrote it, with the URLs the transform rewrote (`./intro.md` → the route)
 * replaced in place and the truncate marker gone: cheaper than printing the tree. Returns undefined when
 * the transform did more than rewrite URLs (an unsafe or broken link removed or replaced by its text) or when a URL
 * is not where it was parsed (escapes): the caller prints the tree then.
 */
export function writtenMarkdown(text: string, written: WrittenPage, tree: Mdast): string | undefined {
  const present = new Set(urlNodes(tree));
  if (present.size !== written.urls.length || written.urls.some(({ node }) => !present.has(node))) return undefined;
  // A cut marker takes the blank line after it along, so one blank line is left where it stood.
  const edits = written.cuts.map(([from, to]) => ({ from, to: text.startsWith("\n\n", to) ? to + 2 : to, value: "" }));
  for (const { node, url } of written.urls) {
    if (node.url === url) continue;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined || url === "") return undefined;
    const at = text.lastIndexOf(url, end - url.length);
    if (at < start || !AFTER_URL.test(text.slice(at + url.length, end))) return undefined;
    edits.push({ from: at, to: at + url.length, value: node.url });
  }
  edits.sort((a, b) => a.from - b.from);
  let out = "";
  let from = 0;
  for (const edit of edits) {
    out += text.slice(from, edit.from) + edit.value;
    from = edit.to;
  }
  return (out + text.slice(from)).trim();
}
