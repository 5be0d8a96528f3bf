import type { ValuePath } from "../pipeline/2-parse/index.ts";
import type { DocsVersionsConfig } from "../pipeline/0-config/index.ts";
import { isObject, name, type ConfigReader } from "./config-reader.ts";
import { readVersionOptions } from "./version-options.ts";

/** A docs plugin instance of the site: the classic preset's `docs`, or a `@docusaurus/plugin-content-docs` plugin. */
export interface DocsInstance {
  /** Docusaurus' plugin id: `default` for the main docs. */
  id: string;
  /** Its folder, relative to the site. */
  path: string;
  /** Where Docusaurus serves it, as config.yaml's `routeBasePath` takes it: no slash at either end, `''` for the site's root. */
  routeBasePath: string;
  /** Its sidebars file, relative to the site; undefined when there is none or it could not be read. */
  sidebarPath?: string;
  /** `sidebarPath` is written but could not be read: the import looks for `sidebars.*` in the site's folder (main docs only). */
  sidebarUnread: boolean;
  /** Where its options are written (`docusaurus.config.js:17:9`), for notes about it. */
  at: string;
  /** Its version options and the navbar's version dropdown of it, as config.yaml's `docsVersions` takes them. */
  versions?: DocsVersionsConfig;
  /** The instance says `disableVersioning: true`: Docusaurus builds its current docs alone, and the import copies no version. */
  versioningDisabled?: boolean;
  /** Its `include` globs, relative to its folder (and each version's): the docs Docusaurus may make pages of. */
  include?: string[];
  /** Its `exclude` globs, relative to its folder (and each version's): docs Docusaurus makes no page of, only partials pages may import. */
  exclude?: string[];
}

/** The docs instances of the site, and where each docs plugin is written (its options are read, not noted as a plugin). */
export interface DocsInstances {
  instances: DocsInstance[];
  plugins: ValuePath[];
}

/** The names Docusaurus resolves to the docs plugin (core's `getNamePatterns`: `content-docs` is `@docusaurus/plugin-content-docs`). */
const DOCS_PLUGIN = new Set(["@docusaurus/plugin-content-docs", "content-docs", "docusaurus-plugin-content-docs"]);
/** A Docusaurus plugin id, as it validates one. */
const PLUGIN_ID = /^[a-zA-Z0-9_-]+$/;
/** config.yaml's `routeBasePath` once the slashes at either end are gone. */
const ROUTE_BASE = /^$|^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/;

/**
 * Returns the site's docs instances, the main one first: the classic preset's `docs` (unless `false`), else a docs
 * plugin without an id (or with `default`); then every other docs plugin. A site whose config names none gets `docs/`
 * at `/docs`, as Docusaurus' defaults are.
 */
export function readDocsInstances(reader: ConfigReader, preset: ValuePath | undefined): DocsInstances {
  const instances: DocsInstance[] = [];
  const presetDocs = preset ? reader.get([...preset, "docs"]) : undefined;
  if (preset && presetDocs !== false) instances.push(readInstance(reader, [...preset, "docs"], "default"));
  const plugins: ValuePath[] = [];
  const list = reader.get(["plugins"]);
  (Array.isArray(list) ? list : []).forEach((item, i) => {
    const pluginName = reader.moduleName(["plugins", i]);
    if (pluginName === undefined || !DOCS_PLUGIN.has(pluginName)) return;
    plugins.push(["plugins", i]);
    const options: ValuePath = ["plugins", i, 1];
    const id = isObject(reader.get(options)) ? reader.get([...options, "id"]) : undefined;
    if (id !== undefined && (typeof id !== "string" || !PLUGIN_ID.test(id))) {
      reader.note(
        [...options, "id"],
        `Unexpected docs plugin id \`${String(id)}\`, expected letters, digits, \`-\` and \`_\`; the instance is not carried over`,
      );
      return;
    }
    const instanceId = id ?? "default";
    if (instances.some((other) => other.id === instanceId)) {
      reader.note(["plugins", i], `a second docs instance with the id \`${instanceId}\`, not carried over (Docusaurus refuses it too)`);
      return;
    }
    const instance = readInstance(reader, options, instanceId);
    if (instanceId === "default") instances.unshift(instance);
    else instances.push(instance);
  });
  if (!preset && !instances.some((instance) => instance.id === "default"))
    instances.unshift({ id: "default", path: "docs", routeBasePath: "docs", sidebarUnread: false, at: reader.at([]) });
  return { instances, plugins };
}

/** Returns one instance from its options at `options` (which may be absent: every value is then Docusaurus' default). */
function readInstance(reader: ConfigReader, options: ValuePath, id: string): DocsInstance {
  const main = id === "default";
  const versioningDisabled = isObject(reader.get(options)) && reader.get([...options, "disableVersioning"]) === true;
  const versions = !versioningDisabled ? readVersionOptions(reader, options, versionDropdownAt(reader, id)) : undefined;
  const written = (key: string) => isObject(reader.get(options)) && reader.written([...options, key]);
  let routeBasePath = main ? "docs" : id;
  if (written("routeBasePath"))
    routeBasePath = reader.string([...options, "routeBasePath"], routeBasePath, undefined, {
      fits: (value) => ROUTE_BASE.test(trimSlashes(value)),
      expected: "a path of letters, digits and `._~-` such as `docs` or `guides/api`",
    });
  // A note without a place: it covers none of the reader's messages about the options inside.
  else if (!main)
    reader.notes.push({
      at: reader.at(options),
      reason: `docs plugin \`${id}\` has no \`routeBasePath\` (Docusaurus serves it at \`/docs\`, where the main docs are); its pages are served at \`/${id}\``,
    });
  const sidebars = written("sidebarPath") ? sidebarPath(reader, [...options, "sidebarPath"], main) : { path: undefined, unread: false };
  const include = written("include") ? globsAt(reader, [...options, "include"]) : undefined;
  const exclude = written("exclude") ? globsAt(reader, [...options, "exclude"]) : undefined;
  return {
    id,
    path: written("path") ? reader.string([...options, "path"], "docs") : "docs",
    routeBasePath: trimSlashes(routeBasePath),
    sidebarPath: sidebars.path,
    sidebarUnread: sidebars.unread,
    at: reader.at(options),
    ...(versions ? { versions } : {}),
    ...(versioningDisabled ? { versioningDisabled } : {}),
    ...(include ? { include } : {}),
    ...(exclude ? { exclude } : {}),
  };
}

/** Returns the `include` or `exclude` globs of a docs instance, or none (noted) when they are not a list of strings. */
function globsAt(reader: ConfigReader, path: ValuePath): string[] | undefined {
  const value = reader.get(path);
  if (Array.isArray(value) && value.every((glob) => typeof glob === "string")) return value;
  reader.unevaluated(path, `\`${name(path)}\` could not be read as a list of globs; every file of the docs is carried over`);
  return undefined;
}

/**
 * Returns where the navbar's `docsVersionDropdown` item of docs instance `id` (the main docs by default) is, if it has
 * one: config.yaml's `docsVersions.dropdown` of those docs.
 */
export function versionDropdownAt(reader: ConfigReader, id = "default"): ValuePath | undefined {
  const items = reader.get(["themeConfig", "navbar", "items"]);
  const at = Array.isArray(items) ? items.findIndex((item) => isVersionDropdown(item) && dropdownInstance(item) === id) : -1;
  return at === -1 ? undefined : ["themeConfig", "navbar", "items", at];
}

/** Returns whether a navbar item is a `docsVersionDropdown`, which config.yaml's `docsVersions.dropdown` of its docs carries. */
export function isVersionDropdown(item: unknown): item is Record<string, unknown> {
  return isObject(item) && item.type === "docsVersionDropdown";
}

/** Returns the id of the docs instance a `docsVersionDropdown` item is the menu of. */
export function dropdownInstance(item: Record<string, unknown>): string {
  return typeof item.docsPluginId === "string" ? item.docsPluginId : "default";
}

/** Returns a route base without a slash at either end: `/` is `''`, the site's root. */
function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}

/**
 * Returns the docs' sidebars file, relative to the site (`./sidebars.js` or `require.resolve('./sidebars.js')`), or
 * none: `false` (Folio gives the docs one autogenerated sidebar, noted) or a value that cannot be read (noted).
 */
function sidebarPath(reader: ConfigReader, path: ValuePath, main: boolean): { path?: string; unread: boolean } {
  const value = reader.get(path);
  if (typeof value === "string") return { path: value.replace(/^\.\//, ""), unread: false };
  if (value === false) {
    reader.note(path, `\`${name(path)}: false\` has no counterpart: the docs get one autogenerated sidebar`);
    return { unread: false };
  }
  const resolved = value === undefined ? reader.resolvedPath(path) : undefined;
  if (resolved) return { path: resolved, unread: false };
  const fallback = main ? "looked for sidebars.(js|ts|json) in the site's folder" : "the docs get one autogenerated sidebar";
  reader.unevaluated(path, `\`${name(path)}\` could not be evaluated; ${fallback}`);
  return { unread: main };
}
