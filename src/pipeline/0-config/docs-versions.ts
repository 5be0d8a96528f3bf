import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, posix } from "node:path";
import { parseTree, printParseErrorCode, type ParseError } from "jsonc-parser";
import { VFile } from "vfile";
import { z } from "zod";
import type { DocsVersionsConfig, SiteConfig } from "./schema.ts";
import { parseYaml, yamlPlaces } from "./validate-yaml.ts";

/**
 * One version of a docs folder, as the Docusaurus docs plugin makes it (its `readVersionsMetadata`): of the main docs,
 * `current` is content/docs itself, a released one content/versioned_docs/version-<name>/; of a docs root with an
 * `id`, `current` is its folder, a released one content/<id>_versioned_docs/version-<name>/.
 * https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-plugin-content-docs/src/versions/version.ts
 */
export interface DocsVersion {
  /** `current`, or a name of the versions file. */
  name: string;
  label: string;
  /** The folder of the docs it is a version of, below content/docs: `''` for the main docs. */
  docs: string;
  /**
   * Its folder relative to content/docs: the docs' own for the current version, `../versioned_docs/version-<name>`
   * (`../<id>_versioned_docs/version-<name>`) for another.
   */
  folder: string;
  /** Where its pages are served, without a slash at either end: the docs' route base and the version's path (`docs/1.0`). */
  routeBasePath: string;
  /**
   * A released version's sidebars file when it has one (Docusaurus then shows no sidebar):
   * content/versioned_sidebars/version-<name>-sidebars.json (content/<id>_versioned_sidebars/…).
   */
  sidebars?: string;
  banner?: "unreleased" | "unmaintained";
  /** Whether its pages show "Version: <label>" above the title. */
  badge: boolean;
  noIndex: boolean;
  isLast: boolean;
  /** Its place among its docs' versions: the versions file's order, `current` first. */
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

/**
 * A docs folder whose versions are read: the main docs (content/docs, with content/versions.json) or a docs root with
 * an `id` (content/<id>_versions.json), with its version options.
 */
export interface VersionedDocs {
  /** The docs plugin id naming its files; undefined for the main docs. */
  id?: string;
  /** Its folder below content/docs: `''` for the main docs. */
  folder: string;
  /** Its route base, which each version's path is joined to. */
  routeBase: string;
  options?: DocsVersionsConfig;
  /** Where config.yaml holds its options: `['docsVersions']`, or `['docsRoots', 1, 'docsVersions']`. */
  at: (string | number)[];
}

/** The files of a docs folder's versions, below the project, as Docusaurus names them. */
export interface VersionFiles {
  /** The versions file: content/versions.json, content/<id>_versions.json. */
  list: string;
  /** The folders of the versions' docs and of their sidebars files: content/versioned_docs, content/versioned_sidebars. */
  docsDir: string;
  sidebarsDir: string;
  /** A version's folder: content/versioned_docs/version-<name>. */
  docs: (name: string) => string;
  /** A version's sidebars file: content/versioned_sidebars/version-<name>-sidebars.json. */
  sidebars: (name: string) => string;
}

/** Returns the files of the versions of the main docs (`id` undefined) or of the docs root with that id. */
export function versionFiles(id: string | undefined): VersionFiles {
  const prefix = id === undefined ? "" : `${id}_`;
  const [docsDir, sidebarsDir] = [`content/${prefix}versioned_docs`, `content/${prefix}versioned_sidebars`];
  return {
    list: `content/${prefix}versions.json`,
    docsDir,
    sidebarsDir,
    docs: (name) => `${docsDir}/version-${name}`,
    sidebars: (name) => `${sidebarsDir}/version-${name}-sidebars.json`,
  };
}

/** Returns the folder of a released version, relative to content/docs. */
export function versionFolder(name: string, id?: string): string {
  return `../${versionFiles(id).docs(name).slice("content/".length)}`;
}

/** The versions of a docs folder, in its versions file's order with `current` first, and that file, which messages about it land on. */
export interface ReadVersions {
  versions: DocsVersion[];
  file?: VFile;
}

/**
 * Returns the versions of every versioned docs folder of the project at `root`: the main docs' (content/versions.json,
 * config.yaml's `docsVersions`), then those of each docs root with an `id` (content/<id>_versions.json, its own
 * `docsVersions`); and the versions files read, which messages about them land on. `routeBases` gives each docs
 * folder's route base before versions move it (`docsRootsOf`), which its versions' paths are joined to.
 */
export function readAllDocsVersions(
  root: string,
  config: SiteConfig,
  configFile: VFile,
  routeBases: Map<string, string>,
): { versions: DocsVersion[]; files: VFile[] } {
  const all: VersionedDocs[] = [{ folder: "", routeBase: routeBases.get("")!, options: config.docsVersions, at: ["docsVersions"] }];
  const place = yamlPlaces(configFile);
  (config.docsRoots ?? []).forEach((docsRoot, i) => {
    if (docsRoot.folder === "") return mainDocsKeys(docsRoot, i, configFile);
    if (docsRoot.id === undefined) {
      if (docsRoot.docsVersions !== undefined)
        configFile.message("Unexpected `docsVersions` on a docs root without an `id`, expected the id that names its versions' files", {
          place: place(["docsRoots", i, "docsVersions"], "key"),
          ruleId: "invalid-config",
          source: "docs",
        }).note = `add \`id: <name>\` to this entry: its versions are then content/<name>_versions.json and content/<name>_versioned_docs/`;
      return;
    }
    const first = config.docsRoots!.findIndex((other) => other.id === docsRoot.id);
    if (first !== i) {
      configFile.message(`Unexpected second docs root with \`id: ${docsRoot.id}\`, expected each id once`, {
        place: place(["docsRoots", i, "id"]),
        ruleId: "invalid-config",
        source: "docs",
      }).note = `the id names the files of the docs' versions; \`docsRoots[${first}]\` has it already: choose another`;
      return;
    }
    all.push({
      id: docsRoot.id,
      folder: docsRoot.folder,
      routeBase: routeBases.get(docsRoot.folder)!,
      options: docsRoot.docsVersions,
      at: ["docsRoots", i, "docsVersions"],
    });
  });
  const read = all.map((docs) => readDocsVersions(root, docs, configFile));
  return { versions: read.flatMap((one) => one.versions), files: read.flatMap((one) => (one.file ? [one.file] : [])) };
}

/** Adds an error at an `id` or `docsVersions` of the docs root of content/docs itself: its versions are the top-level files and key. */
function mainDocsKeys(docsRoot: NonNullable<SiteConfig["docsRoots"]>[number], i: number, configFile: VFile): void {
  for (const key of ["id", "docsVersions"] as const) {
    if (docsRoot[key] === undefined) continue;
    configFile.message(`Unexpected \`${key}\` on the docs root of content/docs itself, expected it on another docs folder`, {
      place: yamlPlaces(configFile)(["docsRoots", i, key], "key"),
      ruleId: "invalid-config",
      source: "docs",
    }).note = "the main docs' versions are content/versions.json and config.yaml's top-level `docsVersions`";
  }
}

/**
 * Returns the versions of one docs folder: none without its versions file; else those it names (and `current` unless
 * `includeCurrentVersion: false`), filtered by `onlyIncludeVersions`, each with its label, route, banner, badge and
 * noIndex as Docusaurus sets them. A version without its folder, or an option naming no version, is an
 * `invalid-config` error at its place.
 */
export function readDocsVersions(root: string, docs: VersionedDocs, configFile: VFile): ReadVersions {
  const files = versionFiles(docs.id);
  const options = docs.options ?? {};
  if (!existsSync(join(root, files.list))) {
    // Without a versions file the docs have one version, `current`: an option naming another is an error, as in Docusaurus.
    if (docs.options) checkOptions([CURRENT_VERSION], options, configFile, docs);
    return { versions: [] };
  }
  const file = new VFile({ path: files.list, value: readFileSync(join(root, files.list), "utf8") });
  const names = versionNames(file);
  if (!names) return { versions: [], file };
  const released = withDocs(root, names, file, docs.id);
  const all = options.includeCurrentVersion === false || released.includes(CURRENT_VERSION) ? released : [CURRENT_VERSION, ...released];
  if (!all.length) return noVersion(configFile, file, docs);
  if (!checkOptions(all, options, configFile, docs)) return { versions: [], file };
  const included = options.onlyIncludeVersions ? all.filter((name) => options.onlyIncludeVersions!.includes(name)) : all;
  const last = options.lastVersion ?? included.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;
  const versions = included.map((name) => versionOf(root, name, { included, last, docs }));
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
  const name = basename(file.path);
  if (syntax) {
    const before = text.slice(0, syntax.offset).split("\n");
    file.message(`Unexpected ${printParseErrorCode(syntax.error)} in ${name}, expected JSON`, {
      place: { line: before.length, column: before.at(-1)!.length + 1 },
      ruleId: "invalid-config",
      source: "docs",
    }).note = `Docusaurus reads ${name} as JSON: a list of version names, newest first, such as ["2.0", "1.0"]`;
    return undefined;
  }
  const names = parseYaml(file, text, versionsSchema, { ruleId: "invalid-config" });
  for (const message of file.messages) message.note ??= `${name} lists version names, newest first, such as ["2.0", "1.0"]`;
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
 * is an `invalid-config` error at its place in the versions file, and left out (Docusaurus stops on it).
 */
function withDocs(root: string, names: string[], file: VFile, id: string | undefined): string[] {
  const place = yamlPlaces(file);
  return names.filter((name) => {
    if (name === CURRENT_VERSION) return true;
    const folder = join(root, versionFiles(id).docs(name));
    const problem = !existsSync(folder) ? "a folder" : !holdsDoc(folder) ? "a doc (a `.md` or `.mdx` file) in its folder" : undefined;
    if (!problem) return true;
    file.message(`Unexpected version \`${name}\`, expected ${problem} ${versionFiles(id).docs(name)}/`, {
      place: place([names.indexOf(name)]),
      ruleId: "invalid-config",
      source: "docs",
    }).note = `copy the version's docs there (\`${cutCommand(id)}\` makes one from the current docs), or remove the name`;
    return false;
  });
}

/**
 * Returns what a released version's sidebars add to the names their file gives them, so that the site has one name
 * for each: `-1_0` for the main docs' 1.0, `-api-1_0` for 1.0 of the docs in content/docs/api.
 */
export function versionSidebarSuffix(version: Pick<DocsVersion, "docs" | "name">): string {
  return `-${version.docs ? `${version.docs}-` : ""}${version.name}`.replace(/[^A-Za-z0-9_-]+/g, "_");
}

/** Returns the command that cuts a version of the docs of plugin id `id` (the main docs' when undefined). */
export function cutCommand(id: string | undefined): string {
  return `npm run docs:version -- <name>${id === undefined ? "" : ` --id ${id}`}`;
}

/** Returns whether a folder holds a doc below it: a `.md` or `.mdx` file that is no partial (`_name`). */
function holdsDoc(folder: string): boolean {
  return (readdirSync(folder, { recursive: true }) as string[]).some((path) => /\.mdx?$/.test(path) && !basename(path).startsWith("_"));
}

/** Adds the error of docs with no version at all (`includeCurrentVersion: false` and no version listed); returns none. */
function noVersion(configFile: VFile, file: VFile, docs: VersionedDocs): ReadVersions {
  configFile.message(`Unexpected \`includeCurrentVersion: false\` with no version in ${file.path}, expected a version of the docs to build`, {
    place: yamlPlaces(configFile)([...docs.at, "includeCurrentVersion"]),
    ruleId: "invalid-config",
    source: "docs",
  }).note = `list a version in ${file.path} (\`${cutCommand(docs.id)}\`), or remove \`includeCurrentVersion: false\``;
  return { versions: [], file };
}

/**
 * Returns whether every version the options name exists (`lastVersion`, `onlyIncludeVersions`, `versions.<name>`,
 * `dropdown.versions`); adds an error at each that does not.
 */
function checkOptions(all: string[], options: DocsVersionsConfig, configFile: VFile, docs: VersionedDocs): boolean {
  const at = yamlPlaces(configFile);
  const place = (path: (string | number)[], key?: "key") => at([...docs.at, ...path], key);
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
    }).note = `a version is \`current\` (${posix.join("content/docs", docs.folder)}) or a name of ${versionFiles(docs.id).list}`;
  };
  if (options.lastVersion !== undefined) check(options.lastVersion, ["lastVersion"]);
  options.onlyIncludeVersions?.forEach((name, i) => check(name, ["onlyIncludeVersions", i]));
  for (const name of Object.keys(options.versions ?? {})) check(name, ["versions", name], "key");
  // The menu lists built versions only: Docusaurus stops on one `onlyIncludeVersions` leaves out.
  const menu = typeof options.dropdown === "object" ? options.dropdown.versions : undefined;
  const built = all.filter((name) => !options.onlyIncludeVersions || options.onlyIncludeVersions.includes(name));
  if (Array.isArray(menu)) menu.forEach((name, i) => check(name, ["dropdown", "versions", i], undefined, built));
  else for (const name of Object.keys(menu ?? {})) check(name, ["dropdown", "versions", name], "key", built);
  if (ok && options.onlyIncludeVersions?.length === 0) {
    configFile.message("Unexpected empty `onlyIncludeVersions`, expected at least one version", {
      place: place(["onlyIncludeVersions"]),
      ruleId: "invalid-config",
      source: "docs",
    }).note = `name one or more of ${known}, or remove the key`;
    ok = false;
  }
  if (ok && options.lastVersion !== undefined && options.onlyIncludeVersions && !options.onlyIncludeVersions.includes(options.lastVersion)) {
    configFile.message(`Unexpected \`lastVersion: ${options.lastVersion}\`, expected a version of \`onlyIncludeVersions\``, {
      place: place(["lastVersion"]),
      ruleId: "invalid-config",
      source: "docs",
    }).note = "add it to `onlyIncludeVersions`, or choose another";
    ok = false;
  }
  return ok;
}

/** Returns one version's facts, as Docusaurus' `createVersionMetadata` makes them. */
function versionOf(root: string, name: string, context: { included: string[]; last: string; docs: VersionedDocs }): DocsVersion {
  const { included, last, docs } = context;
  const own = docs.options?.versions?.[name] ?? {};
  const current = name === CURRENT_VERSION;
  const defaultPath = name === last ? "" : current ? "next" : name;
  const sidebars = versionFiles(docs.id).sidebars(name);
  const banner = own.banner ? own.banner : name === last ? undefined : included.indexOf(name) < included.indexOf(last) ? "unreleased" : "unmaintained";
  return {
    name,
    label: own.label ?? (current ? "Next" : name),
    docs: docs.folder,
    folder: current ? docs.folder : versionFolder(name, docs.id),
    routeBasePath: posix
      .join(docs.routeBase, own.path ?? defaultPath)
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
