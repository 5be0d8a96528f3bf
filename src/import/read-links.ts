import { webUrl } from "../pipeline/0-config/index.ts";
import type { ValuePath } from "../pipeline/2-parse/index.ts";
import { isObject, name, type ConfigReader } from "./config-reader.ts";
import { dropdownInstance, isVersionDropdown } from "./docs-instances.ts";

/** A navbar or footer link as config.yaml writes it, or a navbar dropdown of links. */
export type FolioLink = { label: string; to?: string; href?: string; sidebar?: string; doc?: string; items?: FolioLink[] } & ActiveMatch;

/** What marks a navbar `to` link active, as Docusaurus' `activeBasePath` and `activeBaseRegex` (config.yaml's keys of those names). */
export type ActiveMatch = { activeBasePath?: string; activeBaseRegex?: string };

/** Where a navbar or footer item goes once the imported pages' routes are known; a dropdown's, where each of its links goes. */
export type LinkTarget =
  | { href: string }
  | { to: string }
  | { docId: string; instance: string }
  | { sidebarId: string; instance: string }
  | { items: LinkItem[] };

/** A navbar or footer item of the Docusaurus config that config.yaml can hold, if what it links to is carried over. */
export type LinkItem = LinkTarget & {
  /** Its label; a `doc` item without one is labelled with the doc id, as Docusaurus labels it. */
  label?: string;
  /** A `to` link's `activeBasePath` and `activeBaseRegex`, when they are strings. */
  active?: ActiveMatch;
  /** Where it is written (`docusaurus.config.js:30:9`) and its key path (`themeConfig.navbar.items[2]`), for notes. */
  at: string;
  path: string;
};

/** Keys of a Docusaurus link that only style it: left out without a note. */
const STYLE_KEYS = new Set(["position", "className", "type", "target", "rel", "aria-label", "prependBaseUrlToHref"]);
/** Keys a link item is read by. */
const READ_KEYS = new Set(["label", "to", "href", "docId", "sidebarId", "docsPluginId", "items"]);

/** Whether a navbar item is a dropdown of links (`{label, items}`, `type: 'dropdown'` or none), as Docusaurus reads one. */
function isDropdown(item: Record<string, unknown>): boolean {
  return Array.isArray(item.items) && typeof item.label === "string" && (item.type === undefined || item.type === "dropdown");
}

/**
 * Returns the items of a navbar or footer list that config.yaml can hold: plain links (`{label, to}`, `{label, href}`),
 * `{type: 'doc', docId}`, `{type: 'docSidebar', sidebarId}` and a dropdown of those (`{label, items}`); every other
 * item (search, html…) and every key without a counterpart is noted.
 */
export function readLinks(reader: ConfigReader, path: ValuePath): LinkItem[] {
  const list = reader.get(path);
  if (list === undefined) {
    if (reader.written(path)) reader.unevaluated(path, `\`${name(path)}\` could not be evaluated; no links carried over`);
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, i): LinkItem[] => {
    const at = [...path, i];
    // Carried over as config.yaml's `docsVersions.dropdown`.
    if (isVersionDropdown(item)) return noteDropdownKeys(reader, at);
    const target = isObject(item) ? (isDropdown(item) ? { items: readLinks(reader, [...at, "items"]) } : linkTarget(item)) : undefined;
    if (!target) {
      const kind = isObject(item) ? (typeof item.type === "string" ? `\`${item.type}\` item` : "items" in item ? "dropdown" : "link without a label") : "item";
      reader.note(at, `${kind} at \`${name(at)}\` has no counterpart in config.yaml (links, doc and docSidebar items only)`);
      return [];
    }
    // A dropdown's label opens its links here: its own link is left out.
    const unread = "items" in target ? ["to", "href"] : [];
    const active = "to" in target ? activeMatch(item as Record<string, unknown>) : {};
    const extra = Object.keys(item as object).filter((key) => unread.includes(key) || (!READ_KEYS.has(key) && !STYLE_KEYS.has(key) && !(key in active)));
    for (const key of extra) reader.note([...at, key], `\`${name([...at, key])}\` has no counterpart in config.yaml`, true);
    const label = labelOf(item as Record<string, unknown>);
    return [
      {
        ...target,
        ...(label === undefined ? {} : { label }),
        ...(Object.keys(active).length > 0 ? { active } : {}),
        at: reader.at(at),
        path: name(at),
      },
    ];
  });
}

/** The options of a `docsVersionDropdown` item config.yaml's `docsVersions.dropdown` carries, or that only style it. */
const DROPDOWN_KEYS = ["type", "position", "docsPluginId", "className", "versions", "dropdownItemsBefore", "dropdownItemsAfter"];

/** Notes the options of a `docsVersionDropdown` item that config.yaml's version menu does not take; returns no link. */
function noteDropdownKeys(reader: ConfigReader, at: ValuePath): LinkItem[] {
  const item = reader.get(at) as Record<string, unknown>;
  for (const key of Object.keys(item)
    .filter((key) => !DROPDOWN_KEYS.includes(key))
    .sort())
    reader.note([...at, key], `\`${name([...at, key])}\` has no counterpart in config.yaml`, true);
  return [];
}

/**
 * Returns the links of each `docsVersionDropdown` item of the navbar, before and after the versions, read as navbar
 * links, by the id of the docs instance it is the menu of (`default` for the main docs); the first item of each.
 */
export function readVersionMenuLinks(reader: ConfigReader): Map<string, { before: LinkItem[]; after: LinkItem[] }> {
  const items = reader.get(["themeConfig", "navbar", "items"]);
  const menus = new Map<string, { before: LinkItem[]; after: LinkItem[] }>();
  (Array.isArray(items) ? items : []).forEach((item, i) => {
    const at = ["themeConfig", "navbar", "items", i];
    if (!isVersionDropdown(item) || menus.has(dropdownInstance(item))) return;
    menus.set(dropdownInstance(item), { before: readLinks(reader, [...at, "dropdownItemsBefore"]), after: readLinks(reader, [...at, "dropdownItemsAfter"]) });
  });
  return menus;
}

/** Returns a link's `activeBasePath` and `activeBaseRegex` that are strings, empty ones aside (Docusaurus ignores them): what config.yaml's navbar link takes. */
function activeMatch(item: Record<string, unknown>): ActiveMatch {
  const keys = ["activeBasePath", "activeBaseRegex"] as const;
  return Object.fromEntries(keys.flatMap((key) => (typeof item[key] === "string" && item[key] ? [[key, item[key]]] : [])));
}

/** Returns an item's label: its `label`, else its `aria-label` (an icon link, such as a GitHub logo, has only that). */
function labelOf(item: Record<string, unknown>): string | undefined {
  const label = item.label ?? item["aria-label"];
  return typeof label === "string" ? label : undefined;
}

/** Returns what an item links to, or undefined when config.yaml has no such link. */
function linkTarget(item: Record<string, unknown>): LinkTarget | undefined {
  const { to, href, type, docId, sidebarId, docsPluginId } = item;
  const label = labelOf(item);
  const instance = typeof docsPluginId === "string" ? docsPluginId : "default";
  if ("items" in item) return undefined;
  if (type === "doc" && typeof docId === "string") return { docId, instance };
  if (type === "docSidebar" && typeof sidebarId === "string" && typeof label === "string") return { sidebarId, instance };
  if ((type !== undefined && type !== "default") || typeof label !== "string") return undefined;
  const target = typeof to === "string" ? to : typeof href === "string" ? href : undefined;
  if (target === undefined) return undefined;
  if (webUrl.safeParse(target).success) return { href: target };
  // `pathname:///v5`: a path of the site that no route maps (an older version's static files), linked as it is.
  if (target.startsWith("pathname://")) return { to: target.slice("pathname://".length) };
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined;
  return { to: target };
}
