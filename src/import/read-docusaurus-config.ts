import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { VFile } from "vfile";
import { readStaticModule, type ValuePath } from "../pipeline/2-parse/index.ts";
import { webUrl, type SiteConfig } from "../pipeline/0-config/index.ts";
import { ConfigReader, isObject, name, type CarryNote } from "./config-reader.ts";
import { readDocsInstances, type DocsInstance } from "./docs-instances.ts";
import { readLinks, readVersionMenuLinks, type LinkItem } from "./read-links.ts";
import { noteUnmapped } from "./unmapped-keys.ts";

/** What the import carries over from a `docusaurus.config.*`, each value read or its default. */
export interface DocusaurusSite {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  /** `trailingSlash`: `true`, pages' URLs end with `/`; `false`, none does, an index doc's either; unset, as written. */
  trailingSlash?: boolean;
  titleDelimiter: string;
  baseUrlIssueBanner: boolean;
  /** `noIndex: true`: every page is marked noindex. */
  noIndex: boolean;
  rules: { onBrokenLinks: Rule; onBrokenAnchors: Rule; onBrokenMarkdownLinks: Rule; onDuplicateRoutes: Rule };
  markdownFormat?: "mdx" | "md" | "detect";
  /** `themeConfig.prism.magicComments`, the kinds of comment that mark code lines. */
  magicComments?: MagicComment[];
  /** `themeConfig.prism.additionalLanguages`, the grammars code is highlighted in besides Docusaurus' own. */
  additionalLanguages?: string[];
  /** The markdown files `src/theme/MDXComponents` gives every page by a component name, as copied (mdx-components.ts). */
  markdownComponents?: Record<string, string>;
  /** `themeConfig.tableOfContents`: the heading levels every page's TOC lists. */
  tableOfContents?: SiteConfig["tableOfContents"];
  navbar: { title: string; items: LinkItem[] };
  /** The links of the navbar's version menu (`docsVersionDropdown`), before and after the versions. */
  versionMenus: Map<string, { before: LinkItem[]; after: LinkItem[] }>;
  footer: { columns: { title: string; items: LinkItem[] }[]; copyright: string };
  blog: {
    routeBasePath?: string;
    title: string;
    description: string;
    postsPerPage: number | "ALL";
    dateInRoute: true;
    sidebarCount?: number | "ALL";
    sidebarTitle?: string;
  };
  /** The docs instances, the main one first. */
  docs: DocsInstance[];
  /** The `favicon`, relative to the static folders (`img/favicon.ico`; `''` when none), and where it is written. */
  favicon: { path: string; at: string };
  /**
   * The default locale's translations folder (`i18n/en`, Docusaurus' `localizationDir`): a doc or post it holds
   * a file of is read from there, as Docusaurus reads the locale being built.
   */
  localization: string;
  /** Folders of the site, relative to it. */
  blogPath?: string;
  staticDirs: string[];
}

type Rule = "throw" | "warn" | "ignore";
type MagicComment = NonNullable<NonNullable<SiteConfig["markdown"]>["magicComments"]>[number];

/** The folder given is no Docusaurus site this import reads: the command says so in one line. */
export class NotADocusaurusSite extends Error {
  override name = "NotADocusaurusSite";
}

/** The config file names Docusaurus looks for, in its order (`getConventionalSiteConfigPath`): the first found is read. */
export const CONFIG_NAMES = ["ts", "mts", "cts", "js", "mjs", "cjs"].map((extension) => `docusaurus.config.${extension}`);
/** Docusaurus' severity words, as Folio's: `log` prints, as `warn` does. */
const RULES: Record<string, Rule> = { throw: "throw", warn: "warn", log: "warn", ignore: "ignore" };

/**
 * Returns what maps from the site's `docusaurus.config.*` onto config.yaml, read without running it, and a note for
 * each value that could not be read (the default used) and each key, plugin or theme with no place in config.yaml.
 */
export function readDocusaurusConfig(siteDir: string): { site: DocusaurusSite; notes: CarryNote[]; file: VFile } {
  const found = CONFIG_NAMES.find((file) => existsSync(join(siteDir, file)));
  if (!found && existsSync(join(siteDir, "siteConfig.js")))
    throw new NotADocusaurusSite(
      `Unexpected Docusaurus 1 site \`${siteDir}\` (siteConfig.js), expected Docusaurus 2 or later: migrate it first (npx @docusaurus/migrate migrate)`,
    );
  if (!found) throw new NotADocusaurusSite(`Unexpected folder \`${siteDir}\` without a docusaurus.config.(ts|mts|cts|js|mjs|cjs), expected a Docusaurus site`);
  const file = new VFile({ path: found, value: readFileSync(join(siteDir, found), "utf8") });
  const reader = new ConfigReader(file, readStaticModule(file, { ruleId: "invalid-config", readFile: jsonOf(siteDir) }));
  const preset = classicPreset(reader);
  const { instances, plugins } = readDocsInstances(reader, preset);
  const site = { ...readSite(reader, preset), docs: instances };
  noteUnmapped(reader, preset, plugins);
  reader.uncovered();
  return { site, notes: sortNotes(reader.notes), file };
}

/**
 * Reads a JSON file of the site that the config `require`s (`versions: require('./versions.json')`): data, as the
 * config reads it. A required script is code (a plugin, a remark plugin) and stays a note.
 */
function jsonOf(siteDir: string): (path: string) => string | undefined {
  return (path) => (path.endsWith(".json") && existsSync(join(siteDir, path)) ? readFileSync(join(siteDir, path), "utf8") : undefined);
}

/** The names Docusaurus resolves to the classic preset (core's `getNamePatterns`). */
const CLASSIC = new Set(["classic", "@docusaurus/preset-classic", "docusaurus-preset-classic"]);

/**
 * Returns the path of the classic preset's options (`presets[0][1]`), when the site uses it. A preset of another
 * package that wraps it and takes its options is read as the classic preset, with a note, rather than its docs, blog
 * and theme options being left behind: one named `preset-classic` (`@ionic-docs/preset-classic`), else one whose
 * options hold `docs` or `blog` (`docusaurus-plugin-internaldocs-fb/docusaurus-preset`).
 */
function classicPreset(reader: ConfigReader): ValuePath | undefined {
  const presets = reader.get(["presets"]);
  if (!Array.isArray(presets)) return undefined;
  const nameOf = (i: number) => reader.moduleName(["presets", i]);
  const takesClassicOptions = (n: number) => isObject(reader.get(["presets", n, 1])) && ["docs", "blog"].some((key) => reader.written(["presets", n, 1, key]));
  let i = presets.findIndex((_, n) => CLASSIC.has(nameOf(n) ?? ""));
  if (i < 0) {
    i = presets.findIndex((_, n) => /(^|[/-])preset-classic$/.test(String(nameOf(n))));
    if (i < 0) i = presets.findIndex((_, n) => takesClassicOptions(n));
    if (i >= 0)
      reader.note(
        ["presets", i],
        `preset \`${nameOf(i)}\` read as \`@docusaurus/preset-classic\`, whose options it takes: check its docs, blog and theme settings in config.yaml`,
      );
  }
  return i < 0 ? undefined : ["presets", i, 1];
}

/** Returns the values that map onto config.yaml, but the docs. */
function readSite(reader: ConfigReader, preset: ValuePath | undefined): Omit<DocusaurusSite, "docs"> {
  const title = reader.string(["title"], "Docs");
  const blog = preset && reader.get([...preset, "blog"]) !== false ? [...preset, "blog"] : undefined;
  const format = reader.get(["markdown", "format"]) === undefined ? undefined : reader.string(["markdown", "format"], "mdx", ["mdx", "md", "detect"]);
  return {
    title,
    tagline: reader.string(["tagline"], ""),
    url: siteUrl(reader),
    // As Docusaurus: the slashes it lacks at either end are added (`docs-site` is `/docs-site/`).
    baseUrl: reader
      .string(["baseUrl"], "/")
      .replace(/^(?!\/)/, "/")
      .replace(/([^/])$/, "$1/"),
    trailingSlash: typeof reader.get(["trailingSlash"]) === "boolean" ? (reader.get(["trailingSlash"]) as boolean) : undefined,
    titleDelimiter: reader.string(["titleDelimiter"], "|"),
    baseUrlIssueBanner: reader.get(["baseUrlIssueBanner"]) !== false,
    noIndex: reader.get(["noIndex"]) === true,
    rules: readRules(reader),
    markdownFormat: format as DocusaurusSite["markdownFormat"],
    magicComments: readMagicComments(reader),
    additionalLanguages: readAdditionalLanguages(reader),
    tableOfContents: readTableOfContents(reader),
    navbar: { title: reader.string(["themeConfig", "navbar", "title"], title), items: readLinks(reader, ["themeConfig", "navbar", "items"]) },
    versionMenus: readVersionMenuLinks(reader),
    footer: readFooter(reader),
    blog: {
      // Where Docusaurus serves the blog, without a slash at either end (`''` for the site's root); left out for `blog`.
      routeBasePath: blog ? blogRoute(reader, [...blog, "routeBasePath"]) : undefined,
      title: blog ? reader.string([...blog, "blogTitle"], "Blog") : "Blog",
      description: blog ? reader.string([...blog, "blogDescription"], "Blog") : "Blog",
      postsPerPage: postsPerPage(blog && reader.get([...blog, "postsPerPage"])),
      // Docusaurus puts the date of a dated file name in the post's route.
      dateInRoute: true,
      ...(blog ? blogSidebar(reader, blog) : {}),
    },
    blogPath: preset && !blog ? undefined : blog ? reader.string([...blog, "path"], "blog") : "blog",
    staticDirs: readStaticDirs(reader),
    localization: readLocalization(reader),
    favicon: { path: reader.written(["favicon"]) ? reader.string(["favicon"], "").replace(/^\/+/, "") : "", at: reader.at(["favicon"]) },
  };
}

/**
 * Returns the folder of the default locale's translations, as Docusaurus' `localizationDir`: `i18n.path` (`i18n`) and
 * the locale's `localeConfigs.<locale>.path` (the locale's name), `i18n.defaultLocale` being `en` unless set.
 */
function readLocalization(reader: ConfigReader): string {
  const locale = reader.string(["i18n", "defaultLocale"], "en");
  return posix.join(reader.string(["i18n", "path"], "i18n"), reader.string(["i18n", "localeConfigs", locale, "path"], locale));
}

/** Returns `themeConfig.tableOfContents`'s heading levels (2 to 6), or nothing when it sets none; another value is noted. */
function readTableOfContents(reader: ConfigReader): SiteConfig["tableOfContents"] {
  const level = (key: string) => {
    const path = ["themeConfig", "tableOfContents", key];
    if (!reader.written(path)) return undefined;
    const value = reader.get(path);
    if (Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6) return value as number;
    reader.note(path, `\`${key}\` is a heading level from 2 to 6 in config.yaml; left at its default`);
    return undefined;
  };
  const levels = { minHeadingLevel: level("minHeadingLevel"), maxHeadingLevel: level("maxHeadingLevel") };
  const written = Object.fromEntries(Object.entries(levels).filter(([, value]) => value !== undefined));
  return Object.keys(written).length ? written : undefined;
}

/** Returns `themeConfig.prism.magicComments` as config.yaml's `markdown.magicComments`; an entry that is not one is noted. */
function readMagicComments(reader: ConfigReader): MagicComment[] | undefined {
  const path = ["themeConfig", "prism", "magicComments"];
  const list = reader.get(path);
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((entry, i): MagicComment[] => {
    const { className, line, block } = isObject(entry) ? entry : {};
    const blockOk = block === undefined || (isObject(block) && typeof block.start === "string" && typeof block.end === "string");
    if (typeof className === "string" && /^[A-Za-z_][\w-]*$/.test(className) && (line === undefined || typeof line === "string") && blockOk) {
      return [{ className, ...(line ? { line } : {}), ...(isObject(block) ? { block: { start: String(block.start), end: String(block.end) } } : {}) }];
    }
    reader.note([...path, i], `\`${name([...path, i])}\` is no \`{className, line, block: {start, end}}\`, not carried over`);
    return [];
  });
}

/**
 * Returns the site's `url` as Docusaurus and a browser read it: `https:/example.org`, which the URL parser reads as
 * `https://example.org`, is that, with a note.
 */
function siteUrl(reader: ConfigReader): string {
  const expected = "an http(s) URL such as `https://example.com`";
  const url = reader.string(["url"], "https://example.com", undefined, { fits: (value) => webUrl.safeParse(parsedUrl(value)).success, expected });
  const parsed = parsedUrl(url);
  if (parsed !== url) reader.note(["url"], `\`url: ${JSON.stringify(url)}\` read as \`${parsed}\`, as a browser reads it`);
  return parsed;
}

/** Returns a URL as written when it is one config.yaml takes, else as the URL parser reads it (`https:/x.org` is `https://x.org`). */
function parsedUrl(value: string): string {
  if (webUrl.safeParse(value).success || !URL.canParse(value)) return value;
  const url = new URL(value);
  return url.pathname === "/" && !value.endsWith("/") ? url.origin : `${url.origin}${url.pathname}`;
}

/** Returns `themeConfig.prism.additionalLanguages` as config.yaml's `markdown.additionalLanguages`; an entry that is no name is noted. */
function readAdditionalLanguages(reader: ConfigReader): string[] | undefined {
  const path = ["themeConfig", "prism", "additionalLanguages"];
  const list = reader.get(path);
  if (!Array.isArray(list) || list.length === 0) return undefined;
  return list.flatMap((entry, i): string[] => {
    if (typeof entry === "string" && /^[a-z0-9][a-z0-9+-]*$/.test(entry)) return [entry];
    reader.note([...path, i], `\`${name([...path, i])}\` is no Prism grammar's name, not carried over`);
    return [];
  });
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

/** Returns where Docusaurus serves the blog, without a slash at either end, or nothing for the default, `blog`. */
function blogRoute(reader: ConfigReader, path: ValuePath): string | undefined {
  const route = reader.string(path, "blog").replace(/^\/+|\/+$/g, "");
  return route === "blog" ? undefined : route;
}

/** Returns the footer: its columns of links (a flat list of links becomes one column) and copyright. */
function readFooter(reader: ConfigReader): DocusaurusSite["footer"] {
  const path = ["themeConfig", "footer", "links"];
  const links = reader.get(path);
  const at = ["themeConfig", "footer", "copyright"];
  // The site template's `Copyright © ${new Date().getFullYear()} …` is read with today's year, noted.
  const year = reader.get(at) === undefined ? reader.yearTemplate(at) : undefined;
  if (year !== undefined) reader.note(at, `\`${name(at)}\` is written with this year, ${new Date().getFullYear()}: Docusaurus writes the year of each build`);
  const copyright = year ?? reader.string(at, "");
  if (!Array.isArray(links)) return { columns: [], copyright };
  if (!links.every((column) => isObject(column) && "items" in column)) return { columns: [{ title: "", items: readLinks(reader, path) }], copyright };
  const columns = links.map((_, i) => ({ title: reader.string([...path, i, "title"], ""), items: readLinks(reader, [...path, i, "items"]) }));
  return { columns, copyright };
}

/** Returns the static folders (`staticDirectories`, default `static`). */
function readStaticDirs(reader: ConfigReader): string[] {
  const dirs = reader.get(["staticDirectories"]);
  if (reader.written(["staticDirectories"]) && !Array.isArray(dirs))
    reader.unevaluated(["staticDirectories"], "`staticDirectories` could not be evaluated; used `static`");
  return Array.isArray(dirs) ? dirs.filter((d): d is string => typeof d === "string") : ["static"];
}

/**
 * Returns notes in the order of their place (by line, then column), each once: a value several options share (a
 * const spread into each docs plugin) is noted once per option that reads it, with the same place and words.
 */
export function sortNotes(notes: CarryNote[]): CarryNote[] {
  const key = (note: CarryNote) => note.at.split(":").slice(1).map(Number);
  const seen = new Set<string>();
  const once = notes.filter((note) => {
    const text = `${note.at}\0${note.reason}`;
    return !seen.has(text) && !!seen.add(text);
  });
  return once.sort((a, b) => key(a)[0]! - key(b)[0]! || key(a)[1]! - key(b)[1]!);
}

/** Returns the blog sidebar's options written (`blogSidebarCount`: a whole number or `'ALL'`; `blogSidebarTitle`), each noted when unfit. */
function blogSidebar(reader: ConfigReader, blog: ValuePath): { sidebarCount?: number | "ALL"; sidebarTitle?: string } {
  const count = reader.get([...blog, "blogSidebarCount"]);
  const fits = count === "ALL" || (typeof count === "number" && Number.isInteger(count) && count >= 0);
  if (count !== undefined && !fits)
    reader.note([...blog, "blogSidebarCount"], `Unexpected \`blogSidebarCount: ${JSON.stringify(count)}\`, expected a whole number or \`'ALL'\`; used 5`);
  const title = reader.written([...blog, "blogSidebarTitle"]) ? reader.string([...blog, "blogSidebarTitle"], "Recent posts") : undefined;
  return { ...(fits ? { sidebarCount: count as number | "ALL" } : {}), ...(title === undefined ? {} : { sidebarTitle: title }) };
}

/** Returns the blog's `postsPerPage` as Docusaurus reads it: a positive number or `'ALL'`, else its default, 10. */
function postsPerPage(value: unknown): number | "ALL" {
  return value === "ALL" || (typeof value === "number" && Number.isInteger(value) && value > 0) ? value : 10;
}
