import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { VFile } from "vfile";
import { readStaticModule, type ValuePath } from "../pipeline/2-parse/index.ts";
import { webUrl } from "../pipeline/0-config/index.ts";
import { ConfigReader, isObject, name, type CarryNote } from "./config-reader.ts";
import { readLinks, type FolioLink } from "./read-links.ts";
import { noteUnmapped } from "./unmapped-keys.ts";

/** What the import carries over from a `docusaurus.config.*`, each value read or its default. */
export interface DocusaurusSite {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  titleDelimiter: string;
  baseUrlIssueBanner: boolean;
  rules: { onBrokenLinks: Rule; onBrokenAnchors: Rule; onBrokenMarkdownLinks: Rule; onDuplicateRoutes: Rule };
  markdownFormat?: "mdx" | "md" | "detect";
  navbar: { title: string; items: FolioLink[] };
  footer: { columns: { title: string; items: FolioLink[] }[]; copyright: string };
  blog: { title: string; description: string; postsPerPage: number };
  /** Folders and files of the site, relative to it. */
  docsPath?: string;
  blogPath?: string;
  staticDirs: string[];
  sidebarPath?: string;
  /** The docs name a sidebars file that could not be read: the import looks for `sidebars.*` in the site's folder. */
  sidebarUnread: boolean;
}

type Rule = "throw" | "warn" | "ignore";

export const CONFIG_NAMES = ["docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs", "docusaurus.config.cjs", "docusaurus.config.mts"];
/** Docusaurus' severity words, as Folio's: `log` prints, as `warn` does. */
const RULES: Record<string, Rule> = { throw: "throw", warn: "warn", log: "warn", ignore: "ignore" };

/**
 * Returns what maps from the site's `docusaurus.config.*` onto config.yaml, read without running it, and a note for
 * each value that could not be read (the default used) and each key, plugin or theme with no place in config.yaml.
 */
export function readDocusaurusConfig(siteDir: string, folder: string): { site: DocusaurusSite; notes: CarryNote[]; file: VFile } {
  const found = CONFIG_NAMES.find((file) => existsSync(join(siteDir, file)));
  if (!found) throw new Error(`Unexpected folder \`${siteDir}\` without a docusaurus.config.(js|ts|mjs), expected a Docusaurus site`);
  const file = new VFile({ path: found, value: readFileSync(join(siteDir, found), "utf8") });
  const reader = new ConfigReader(file, readStaticModule(file, { ruleId: "invalid-config" }));
  const preset = classicPreset(reader);
  const site = readSite(reader, preset, folder);
  noteUnmapped(reader, preset);
  reader.uncovered();
  return { site, notes: sortNotes(reader.notes), file };
}

/** Returns the path of the classic preset's options (`presets[0][1]`), when the site uses it. */
function classicPreset(reader: ConfigReader): ValuePath | undefined {
  const presets = reader.get(["presets"]);
  if (!Array.isArray(presets)) return undefined;
  const i = presets.findIndex((p) => {
    const presetName = Array.isArray(p) ? p[0] : p;
    return presetName === "classic" || presetName === "@docusaurus/preset-classic";
  });
  return i < 0 ? undefined : ["presets", i, 1];
}

/** Returns the values that map onto config.yaml. */
function readSite(reader: ConfigReader, preset: ValuePath | undefined, folder: string): DocusaurusSite {
  const title = reader.string(["title"], "Docs");
  const docs = preset && reader.get([...preset, "docs"]) !== false ? [...preset, "docs"] : undefined;
  const blog = preset && reader.get([...preset, "blog"]) !== false ? [...preset, "blog"] : undefined;
  const routes = {
    docs: docs ? reader.string([...docs, "routeBasePath"], "docs") : "docs",
    blog: blog ? reader.string([...blog, "routeBasePath"], "blog") : "blog",
    folder,
  };
  const format = reader.get(["markdown", "format"]) === undefined ? undefined : reader.string(["markdown", "format"], "mdx", ["mdx", "md", "detect"]);
  return {
    title,
    tagline: reader.string(["tagline"], ""),
    url: reader.string(["url"], "https://example.com", undefined, (url) => webUrl.safeParse(url).success),
    baseUrl: reader.string(["baseUrl"], "/", undefined, (base) => /^\/(.*\/)?$/.test(base)),
    titleDelimiter: reader.string(["titleDelimiter"], "|"),
    baseUrlIssueBanner: reader.get(["baseUrlIssueBanner"]) !== false,
    rules: readRules(reader),
    markdownFormat: format as DocusaurusSite["markdownFormat"],
    navbar: { title: reader.string(["themeConfig", "navbar", "title"], title), items: readLinks(reader, ["themeConfig", "navbar", "items"], routes) },
    footer: readFooter(reader, routes),
    blog: {
      title: blog ? reader.string([...blog, "blogTitle"], "Blog") : "Blog",
      description: blog ? reader.string([...blog, "blogDescription"], "Blog") : "Blog",
      postsPerPage: blog && typeof reader.get([...blog, "postsPerPage"]) === "number" ? (reader.get([...blog, "postsPerPage"]) as number) : 10,
    },
    docsPath: preset && !docs ? undefined : docs ? reader.string([...docs, "path"], "docs") : "docs",
    blogPath: preset && !blog ? undefined : blog ? reader.string([...blog, "path"], "blog") : "blog",
    staticDirs: readStaticDirs(reader),
    sidebarPath: docs && reader.written([...docs, "sidebarPath"]) ? sidebarPath(reader, [...docs, "sidebarPath"]) : undefined,
    sidebarUnread: docs !== undefined && reader.written([...docs, "sidebarPath"]) && reader.get([...docs, "sidebarPath"]) === undefined,
  };
}

/** Returns the build rules; Docusaurus 3.9 moved `onBrokenMarkdownLinks` under `markdown.hooks`. */
function readRules(reader: ConfigReader): DocusaurusSite["rules"] {
  const rule = (path: ValuePath, fallback: Rule): Rule => RULES[reader.string(path, fallback, Object.keys(RULES))]!;
  const hooks = reader.get(["markdown", "hooks", "onBrokenMarkdownLinks"]) !== undefined;
  return {
    onBrokenLinks: rule(["onBrokenLinks"], "throw"),
    onBrokenAnchors: rule(["onBrokenAnchors"], "warn"),
    onBrokenMarkdownLinks: rule(hooks ? ["markdown", "hooks", "onBrokenMarkdownLinks"] : ["onBrokenMarkdownLinks"], "warn"),
    onDuplicateRoutes: rule(["onDuplicateRoutes"], "warn"),
  };
}

/** Returns the footer: its columns of links (a flat list of links becomes one column) and copyright. */
function readFooter(reader: ConfigReader, routes: { docs: string; blog: string; folder: string }): DocusaurusSite["footer"] {
  const path = ["themeConfig", "footer", "links"];
  const links = reader.get(path);
  const copyright = reader.string(["themeConfig", "footer", "copyright"], "");
  if (!Array.isArray(links)) return { columns: [], copyright };
  if (!links.every((column) => isObject(column) && "items" in column)) return { columns: [{ title: "", items: readLinks(reader, path, routes) }], copyright };
  const columns = links.map((_, i) => ({ title: reader.string([...path, i, "title"], ""), items: readLinks(reader, [...path, i, "items"], routes) }));
  return { columns, copyright };
}

/** Returns the static folders (`staticDirectories`, default `static`). */
function readStaticDirs(reader: ConfigReader): string[] {
  const dirs = reader.get(["staticDirectories"]);
  if (reader.written(["staticDirectories"]) && !Array.isArray(dirs))
    reader.unevaluated(["staticDirectories"], "`staticDirectories` could not be evaluated; used `static`");
  return Array.isArray(dirs) ? dirs.filter((d): d is string => typeof d === "string") : ["static"];
}

/** Returns the docs' sidebars file, relative to the site; undefined when it is off or cannot be read (the import then looks for `sidebars.*`). */
function sidebarPath(reader: ConfigReader, path: ValuePath): string | undefined {
  const value = reader.get(path);
  if (value === false) return undefined;
  if (typeof value === "string") return value.replace(/^\.\//, "");
  reader.unevaluated(path, `\`${name(path)}\` could not be evaluated; looked for sidebars.(js|ts|json) in the site's folder`);
  return undefined;
}

/** Returns notes in the order of their place: by line, then column. */
function sortNotes(notes: CarryNote[]): CarryNote[] {
  const key = (note: CarryNote) => note.at.split(":").slice(1).map(Number);
  return [...notes].sort((a, b) => key(a)[0]! - key(b)[0]! || key(a)[1]! - key(b)[1]!);
}
