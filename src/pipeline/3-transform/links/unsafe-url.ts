import type { Definition, Image, Link, Nodes, Text } from "mdast";
import type { VFile } from "vfile";
import { PATHNAME } from "./link-source.ts";
import { clip } from "../../../shared/index.ts";

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;
/** Schemes a link or image may use; anything else (`javascript:`, `data:`, `vbscript:` …) could run script. */
const SAFE_SCHEME = /^(https?|mailto|tel):/i;
/** Browsers drop these from a URL before reading its scheme, so `java&#9;script:` is `javascript:` to them. */
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f]/g;

/**
 * Returns whether `url` names a scheme other than http(s), mailto or tel, as a browser would read it; a `pathname://`
 * link is judged by the URL it is emitted as.
 */
export function isUnsafeUrl(url: string): boolean {
  const compact = url.replace(PATHNAME, "").replace(IGNORED_IN_SCHEME, "");
  return EXTERNAL.test(compact) && !SAFE_SCHEME.test(compact);
}

/** Adds the `unsafe-url` warning for a link, image or definition whose URL was dropped. */
export function reportUnsafe(file: VFile, node: Link | Image | Definition): void {
  file.message(`Unexpected URL scheme in \`${printable(clip(node.url, 40))}\`, expected http(s), mailto or tel`, {
    place: node.position,
    ruleId: "unsafe-url",
    source: "docs",
  }).note = "the link was removed and its text kept; link a page by its route or an https:// address";
}

/** Returns `text` with control characters written as `\uXXXX`, so a one-line message stays one line and shows them. */
function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Returns what replaces a dropped link or image: its text, or its alt text. */
export function keptText(node: Nodes): Nodes[] {
  if (node.type === "image" || node.type === "imageReference") return [{ type: "text", value: node.alt ?? "" } as Text];
  return "children" in node ? (node.children as Nodes[]) : [];
}
