import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, posix } from "node:path";
import { parseTree, printParseErrorCode, type ParseError } from "jsonc-parser";
import { VFile } from "vfile";
import { z } from "zod";
import type { DocsVersionsConfig, SiteConfig } from "./schema.ts";
import { parseYaml, yamlPlaces } from "./validate-yaml.ts";

/**
 * One version of the main docs, as the Docusaurus docs plugin makes it (its `readVersionsMetadata`): `current` is
 * content/docs itself, a released one content/versioned_docs/version-<name>/.
 * https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-plugin-content-docs/src/versions/version.ts
 */
export interface DocsVersion {
  /** `current`, or a name of content/versions.json. */
  name: string;
  label: string;
  /** Its folder relative to content/docs: `''` for the current version, `../versioned_docs/version-<name>` for another. */
  folder: string;
  /** Where its pages are served, without a slash at either end: the docs' route base and the version's path (`docs/1.0`). */
  routeBasePath: string;
  /** A released version's sidebars file when it has one (Docusaurus then shows no sidebar): content/versioned_sidebars/version-<name>-sidebars.json. */
  sidebars?: string;
  banner?: "unreleased" | "unmaintained";
  /** Whether its pages show "Version: <label>" above the title. */
  badge: boolean;
  noIndex: boolean;
  isLast: boolean;
  /** Its place among the versions: versions.json's order, `current` first. */
  order: number;
}

export const VERSIONS_FILE = "content/versions.json";
export const CURRENT_VERSION = "current";

/** What Docusaurus' `validateVersionName` finds wrong with a version name, or undefined when it takes it. */
export function versionNameProblem(name: string): string | undefined {
  if (!name.trim()) return "it holds no character but white space";
  if (/[/\\]/.test(name)) return "it holds a slash (`/`) or backslash (`\\`)";
  if (name.length > 32) return "it is longer than 32 characters";
  if (/[<>:"|?*\x00-\x1F]/.test(name)) return 'it holds a character no file name may hold (`<>:"|?*` or a control character)';
  if (/^\.\.?$/.test(name)) return "it is `.` or `..`";
  return undefined;
}

/** A version name Docusaurus takes: a folder name of at most 32 characters. */
const versionName = z.string().superRefine((name, context) => {
  const problem = versionNameProblem(name);
  if (problem) context.addIssue({ code: "custom", message: `a version name such as \`1.0.0\` (${problem})` });
});
const versionsSchema = z.array(versionName);

/** Returns the folder of a released version, relative to content/docs. */
export function versionFolder(name: string): string {
  return `../versioned_docs/version-${name}`;
}

/** The versions of the main docs, in versions.json's order with `current` first, and the file messages about versions.json land on. */
export interface ReadVersions {
  versions: DocsVersion[];
  file?: VFile;
}

/**
 * Returns the docs versions of the project at `root`: none without content/versions.json; else those it names (and
 * `current` unless `includeCurrentVersion: false`), filtered by `onlyIncludeVersions`, each with its label, route,
 * banner, badge and noIndex as Docusaurus sets them. A version without its folder, or an option naming no version, is
 * an `invalid-config` error at its place.
 */
export function readDocsVersions(root: string, config: SiteConfig, configFile: VFile, mainRouteBase = "docs"): ReadVersions {
  if (!existsSync(join(root, VERSIONS_FILE))) {
    // Without versions.json the docs have one version, `current`: an option naming another is an error, as in Docusaurus.
    if (config.docsVersions) checkOptions([CURRENT_VERSION], config.docsVersions, configFile);
    return { versions: [] };
  }
  const file = new VFile({ path: VERSIONS_FILE, value: readFileSync(join(root, VERSIONS_FILE), "utf8") });
  const names = versionNames(file);
  if (!names) return { versions: [], file };
  const released = withDocs(root, names, file);
  const options = config.docsVersions ?? {};
  const all = options.includeCurrentVersion === false || released.includes(CURRENT_VERSION) ? released : [CURRENT_VERSION, ...released];
  if (!all.length) return noVersion(configFile, file);
  if (!checkOptions(all, options, configFile)) return { versions: [], file };
  const included = options.onlyIncludeVersions ? all.filter((name) => options.onlyIncludeVersions!.includes(name)) : all;
  const last = options.lastVersion ?? included.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;
  const versions = included.map((name) => versionOf(root, name, { included, last, options, mainRouteBase }));
  return { versions, file };
}

/**
 * Returns the names of versions.json, each once, or undefined after an `invalid-config` error: the file is read as
 * JSON, as Docusaurus reads it (a trailing comma or a comment is an error there too), and must list names.
 */
function versionNames(file: VFile): string[] | undefined {
  const text = String(file.value);
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const syntax = errors[0];
  if (syntax) {
    const before = text.slice(0, syntax.offset).split("\n");
    file.message(`Unexpected ${printParseErrorCode(syntax.error)} in versions.json, expected JSON`, {
      place: { line: before.length, column: before.at(-1)!.length + 1 },
      ruleId: "invalid-config",
      source: "docs",
    }).note = 'Docusaurus reads versions.json as JSON: a list of version names, newest first, such as ["2.0", "1.0"]';
    return undefined;
  }
  const names = parseYaml(file, text, versionsSchema, { ruleId: "invalid-config" });
  for (const message of file.messages) message.note ??= 'versions.json lists version names, newest first, such as ["2.0", "1.0"]';
  if (!names) return undefined;
  const place = yamlPlaces(file);
  return names.filter((name, i) => {
    if (names.indexOf(name) === i) return true;
    file.message(`Unexpected second version \`${name}\`, expected each version once`, { place: place([i]), ruleId: "invalid-config", source: "docs" }).note =
      "remove the second one";
    return false;
  });
}

/**
 * Returns the names whose docs are there: `current`, and each released version with a folder holding a doc. Any other
 * is an `invalid-config` error at its place in versions.json, and left out (Docusaurus stops on it).
 */
function withDocs(root: string, names: string[], file: VFile): string[] {
  const place = yamlPlaces(file);
  return names.filter((name) => {
    if (name === CURRENT_VERSION) return true;
    const folder = join(root, "content/docs", versionFolder(name));
    const problem = !existsSync(folder) ? "a folder" : !holdsDoc(folder) ? "a doc (a `.md` or `.mdx` file) in its folder" : undefined;
    if (!problem) return true;
    file.message(`Unexpected version \`${name}\`, expected ${problem} content/versioned_docs/version-${name}/`, {
      place: place([names.indexOf(name)]),
      ruleId: "invalid-config",
      source: "docs",
    }).note = "copy the version's docs there (`npm run docs:version -- <name>` makes one from content/docs), or remove the name";
    return false;
  });
}

/** Returns whether a folder holds a doc below it: a `.md` or `.mdx` file that is no partial (`_name`). */
function holdsDoc(folder: string): boolean {
  return (readdirSync(folder, { recursive: true }) as string[]).some((path) => /\.mdx?$/.test(path) && !basename(path).startsWith("_"));
}

/** Adds the error of docs with no version at all (`includeCurrentVersion: false` and no version listed); returns none. */
function noVersion(configFile: VFile, file: VFile): ReadVersions {
  configFile.message("Unexpected `includeCurrentVersion: false` with no version in versions.json, expected a version of the docs to build", {
    place: yamlPlaces(configFile)(["docsVersions", "includeCurrentVersion"]),
    ruleId: "invalid-config",
    source: "docs",
  }).note = "list a version in content/versions.json (`npm run docs:version -- <name>`), or remove `includeCurrentVersion: false`";
  return { versions: [], file };
}

/**
 * Returns whether every version the options name exists (`lastVersion`, `onlyIncludeVersions`, `versions.<name>`,
 * `dropdown.versions`); adds an error at each that does not.
 */
function checkOptions(all: string[], options: DocsVersionsConfig, configFile: VFile): boolean {
  const place = yamlPlaces(configFile);
  const listed = (names: string[]) => names.map((name) => `\`${name}\``).join(", ");
  const known = listed(all);
  let ok = true;
  const check = (name: string, path: (string | number)[], key?: "key", among = all) => {
    if (among.includes(name)) return;
    ok = false;
    configFile.message(`Unexpected version \`${name}\`, expected one of ${listed(among)}`, {
      place: place(path, key),
      ruleId: "invalid-config",
      source: "docs",
    }).note = "a version is `current` (content/docs) or a name of content/versions.json";
  };
  if (options.lastVersion !== undefined) check(options.lastVersion, ["docsVersions", "lastVersion"]);
  options.onlyIncludeVersions?.forEach((name, i) => check(name, ["docsVersions", "onlyIncludeVersions", i]));
  for (const name of Object.keys(options.versions ?? {})) check(name, ["docsVersions", "versions", name], "key");
  // The menu lists built versions only: Docusaurus stops on one `onlyIncludeVersions` leaves out.
  const menu = typeof options.dropdown === "object" ? options.dropdown.versions : undefined;
  const built = all.filter((name) => !options.onlyIncludeVersions || options.onlyIncludeVersions.includes(name));
  if (Array.isArray(menu)) menu.forEach((name, i) => check(name, ["docsVersions", "dropdown", "versions", i], undefined, built));
  else for (const name of Object.keys(menu ?? {})) check(name, ["docsVersions", "dropdown", "versions", name], "key", built);
  if (ok && options.onlyIncludeVersions?.length === 0) {
    configFile.message("Unexpected empty `onlyIncludeVersions`, expected at least one version", {
      place: place(["docsVersions", "onlyIncludeVersions"]),
      ruleId: "invalid-config",
      source: "docs",
    }).note = `name one or more of ${known}, or remove the key`;
    ok = false;
  }
  if (ok && options.lastVersion !== undefined && options.onlyIncludeVersions && !options.onlyIncludeVersions.includes(options.lastVersion)) {
    configFile.message(`Unexpected \`lastVersion: ${options.lastVersion}\`, expected a version of \`onlyIncludeVersions\``, {
      place: place(["docsVersions", "lastVersion"]),
      ruleId: "invalid-config",
      source: "docs",
    }).note = "add it to `onlyIncludeVersions`, or choose another";
    ok = false;
  }
  return ok;
}

/** Returns one version's facts, as Docusaurus' `createVersionMetadata` makes them. */
function versionOf(root: string, name: string, context: { included: string[]; last: string; options: DocsVersionsConfig; mainRouteBase: string }): DocsVersion {
  const { included, last, options, mainRouteBase } = context;
  const own = options.versions?.[name] ?? {};
  const current = name === CURRENT_VERSION;
  const defaultPath = name === last ? "" : current ? "next" : name;
  const sidebars = `content/versioned_sidebars/version-${name}-sidebars.json`;
  const banner = own.banner ? own.banner : name === last ? undefined : included.indexOf(name) < included.indexOf(last) ? "unreleased" : "unmaintained";
  return {
    name,
    label: own.label ?? (current ? "Next" : name),
    folder: current ? "" : versionFolder(name),
    routeBasePath: posix
      .join(mainRouteBase, own.path ?? defaultPath)
      .replace(/^\/+|\/+$/g, "")
      .replace(/^\.$/, ""),
    ...(!current && existsSync(join(root, sidebars)) ? { sidebars } : {}),
    ...(banner && banner !== "none" ? { banner } : {}),
    badge: own.badge ?? included.length !== 1,
    noIndex: own.noIndex ?? false,
    isLast: name === last,
    order: included.indexOf(name),
  };
}
