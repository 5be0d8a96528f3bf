import { webUrl } from "../pipeline/0-config/index.ts";
import type { ValuePath } from "../pipeline/2-parse/index.ts";
import { isObject, name, type ConfigReader } from "./config-reader.ts";

/** A navbar or footer link as config.yaml writes it. */
export type FolioLink = { label: string; to?: string; href?: string };

/** Where the Docusaurus site served its docs and blog, and the folder of content/docs its docs go to. */
export interface Routes {
  docs: string;
  blog: string;
  folder: string;
}

/** Keys of a Docusaurus link that only style it: left out without a note. */
const STYLE_KEYS = new Set(["position", "className", "type", "target", "rel", "aria-label", "prependBaseUrlToHref"]);

/**
 * Returns the plain links of a navbar or footer list (`{label, to}`, `{label, href}`, `{type: 'doc', docId}`), their
 * docs routes moved to the imported docs folder; every other item (dropdown, docSidebar, search, html…) is noted.
 */
export function readLinks(reader: ConfigReader, path: ValuePath, routes: Routes): FolioLink[] {
  const list = reader.get(path);
  if (list === undefined) {
    if (reader.written(path)) reader.unevaluated(path, `\`${name(path)}\` could not be evaluated; no links carried over`);
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, i): FolioLink[] => {
    const at = [...path, i];
    const link = isObject(item) ? plainLink(item, routes) : undefined;
    if (!link) {
      const kind = isObject(item) ? (typeof item.type === "string" ? `\`${item.type}\` item` : "items" in item ? "dropdown" : "link without a label") : "item";
      reader.note(at, `${kind} at \`${name(at)}\` has no counterpart in config.yaml (plain links only)`);
      return [];
    }
    const extra = Object.keys(item as object).filter((key) => !["label", "to", "href", "docId"].includes(key) && !STYLE_KEYS.has(key));
    for (const key of extra) reader.note([...at, key], `\`${name([...at, key])}\` has no counterpart in config.yaml`, true);
    return [link];
  });
}

/** Returns a link config.yaml can hold, or undefined. */
function plainLink(item: Record<string, unknown>, routes: Routes): FolioLink | undefined {
  const { label, to, href, type, docId } = item;
  if (typeof label !== "string" || "items" in item) return undefined;
  if (type === "doc" && typeof docId === "string") return { label, to: `/docs/${routes.folder}/${docId}` };
  if (type !== undefined && type !== "default") return undefined;
  const target = typeof to === "string" ? to : typeof href === "string" ? href : undefined;
  if (target === undefined) return undefined;
  if (webUrl.safeParse(target).success) return { label, href: target };
  if (/^[a-z]+:/i.test(target)) return undefined;
  return { label, to: folioRoute(target, routes) };
}

/**
 * Returns a site path as a Folio route: the docs were served under `routeBasePath` (`/docs`, or `/` itself) and
 * are now under `/docs/<folder>`; the blog stays at `/blog` only when it was there.
 */
export function folioRoute(target: string, routes: Routes): string {
  const path = `/${target.replace(/^\/+/, "")}`;
  const docs = `/${routes.docs.replace(/^\/+|\/+$/g, "")}`;
  const blog = `/${routes.blog.replace(/^\/+|\/+$/g, "")}`;
  const under = (base: string) => path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}#`);
  if (under(blog)) return `/blog${path.slice(blog.length)}`;
  if (docs === "/") return path === "/" ? path : `/docs/${routes.folder}${path}`;
  if (under(docs)) return `/docs/${routes.folder}${path.slice(docs.length)}`;
  return path;
}
