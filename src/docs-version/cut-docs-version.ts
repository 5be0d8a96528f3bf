import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { VFile } from "vfile";
import {
  CURRENT_VERSION,
  docsRootsOf,
  loadConfig,
  versionFiles,
  versionNameProblem,
  yamlPlaces,
  type SidebarItemConfig,
  type SiteConfig,
} from "../pipeline/0-config/index.ts";
import { contentFileReader, readStaticModule } from "../pipeline/2-parse/index.ts";
import { applySeverity, exitCodeFor } from "../report/index.ts";

/** What cutting a version did: the files with messages (errors when nothing was written), and the files written. */
export interface CutResult {
  ok: boolean;
  files: VFile[];
  written: string[];
  /** What is wrong with the name or id given on the command line, when it cannot be a version's or names no docs: no file is at fault. */
  badName?: string;
}

/** The docs a version is cut of: content/docs itself, or the docs root of config.yaml with the id given. */
interface CutDocs {
  id?: string;
  folder: string;
  /** Its entry in config.yaml's `docsRoots`, when it has one. */
  declared?: NonNullable<SiteConfig["docsRoots"]>[number];
}

/**
 * Cuts docs version `name` of the project at `root`, as Docusaurus' `docs:version` does: copies content/docs (but the
 * folders of other docs roots) to content/versioned_docs/version-<name>/, writes the current sidebars as
 * content/versioned_sidebars/version-<name>-sidebars.json (none when there are none), and puts `name` first in
 * content/versions.json. With `id`, the same of the docs root with that id, into content/<id>_versioned_docs/,
 * content/<id>_versioned_sidebars/ and content/<id>_versions.json, as Docusaurus' `docs:version:<id>`. A bad name, a
 * version that exists or a sidebars file that cannot be read is an error at its place, and nothing is written.
 */
export function cutDocsVersion(root: string, name: string, id?: string): CutResult {
  const loaded = loadConfig(root);
  const files = [loaded.file, ...loaded.versionsFiles];
  const failed = (): CutResult => ({ ok: false, files, written: [] });
  applySeverity(files, {});
  if (!loaded.config || exitCodeFor(files) !== 0) return failed();
  const docs = docsToCut(loaded.config, id);
  if (typeof docs === "string") return { ...failed(), badName: docs };
  const problem = name === CURRENT_VERSION ? "`current`, the name of the current docs" : versionNameProblem(name);
  if (problem) return { ...failed(), badName: `Unexpected version name \`${name}\`, expected a name such as \`1.0.0\`: ${problem}` };
  const paths = versionFiles(id);
  const versionsFile = loaded.versionsFiles.find((file) => file.path === paths.list) ?? new VFile({ path: paths.list, value: "[]\n" });
  const names = JSON.parse(String(versionsFile.value)) as string[];
  if (!checkName(name, names, root, versionsFile, paths.docs(name))) {
    applySeverity([versionsFile], {});
    return { ok: false, files: [...new Set([...files, versionsFile])], written: [] };
  }
  const sidebars = currentSidebars(root, loaded.config, loaded.file, docs);
  if (sidebars.file) files.push(sidebars.file);
  if (!sidebars.ok) return failed();
  const folder = paths.docs(name);
  const own = join(root, "content/docs", docs.folder);
  const others = docsRootsOf(loaded.config)
    .map((docsRoot) => join(root, "content/docs", docsRoot.folder))
    .filter((path) => path !== own);
  cpSync(own, join(root, folder), { recursive: true, filter: (from) => !others.includes(from) });
  const written = [`${folder}/`];
  if (sidebars.value && Object.keys(sidebars.value).length > 0) {
    const path = paths.sidebars(name);
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `${JSON.stringify(sidebars.value, null, 2)}\n`);
    written.push(path);
  }
  writeFileSync(join(root, paths.list), `${JSON.stringify([name, ...names], null, 2)}\n`);
  written.push(paths.list);
  return { ok: true, files, written };
}

/** Returns the docs to cut a version of: content/docs without `id`, else the docs root with that id; or why there are none. */
function docsToCut(config: SiteConfig, id: string | undefined): CutDocs | string {
  const declared = config.docsRoots?.find((docsRoot) => (id === undefined ? docsRoot.folder === "" : docsRoot.id === id));
  if (id === undefined) return { folder: "", ...(declared ? { declared } : {}) };
  if (declared) return { id, folder: declared.folder, declared };
  const ids = (config.docsRoots ?? []).flatMap((docsRoot) => (docsRoot.id ? [`\`${docsRoot.id}\``] : []));
  const known = ids.length ? ` (${ids.join(", ")})` : " (none has one)";
  return `Unexpected docs id \`${id}\`, expected the \`id\` of a docs root of config.yaml${known}: add \`id: ${id}\` to the entry of its folder in \`docsRoots\``;
}

/**
 * Returns whether `name`, a good name, is free for a new version; else adds an error to `versionsFile` at the name that
 * is there, or at its start when a folder of that version is left without being listed.
 */
function checkName(name: string, names: string[], root: string, versionsFile: VFile, folder: string): boolean {
  const at = names.indexOf(name);
  const reason =
    at !== -1
      ? `Unexpected version \`${name}\`, expected a name ${versionsFile.path} does not hold yet`
      : existsSync(join(root, folder))
        ? `Unexpected version \`${name}\`, expected no folder ${folder}/ yet`
        : undefined;
  if (!reason) return true;
  const place = at !== -1 ? yamlPlaces(versionsFile)([at]) : { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  versionsFile.message(reason, { place, ruleId: "invalid-config", source: "docs" }).note =
    "choose a version name that is not taken, or remove the old version first";
  return false;
}

/** The current docs' sidebars as a versioned sidebars file holds them, or why they could not be read. */
interface CurrentSidebars {
  ok: boolean;
  value?: Record<string, unknown>;
  file?: VFile;
}

/**
 * Returns the current docs' sidebars as JSON: their Docusaurus sidebars file read without running it, the one
 * autogenerated sidebar of a docs folder without one (as Docusaurus writes it), or config.yaml's `sidebars` in
 * Docusaurus' form. A sidebars file with parts that cannot be read is an error: the copy would lose them.
 */
function currentSidebars(root: string, config: SiteConfig, configFile: VFile, docs: CutDocs): CurrentSidebars {
  const { declared } = docs;
  // Named as the build names the one sidebar of a docs folder without a sidebars file (load-docusaurus-sidebars.ts).
  const name = docs.folder ? docs.folder.replaceAll("/", "-") : "defaultSidebar";
  if (declared && !declared.sidebars) return { ok: true, value: { [name]: [{ type: "autogenerated", dirName: "." }] } };
  if (!declared) return { ok: true, value: configSidebars(config, (folder) => existsSync(join(root, "content/docs", folder))) };
  const path = declared.sidebars!;
  if (!existsSync(join(root, path))) {
    const index = config.docsRoots!.indexOf(declared);
    configFile.message(`Unexpected \`sidebars: ${path}\`, expected an existing sidebars file`, {
      place: yamlPlaces(configFile)(["docsRoots", index, "sidebars"]),
      ruleId: "invalid-config",
      source: "docs",
    }).note = "give its path from the project root";
    return { ok: false };
  }
  const file = new VFile({ path, value: readFileSync(join(root, path), "utf8") });
  // A file of content/ it requires is written into the version's copy, as the build reads it.
  const module = readStaticModule(file, { ruleId: "invalid-config", readFile: contentFileReader(root, (required) => readFileSync(required, "utf8")) });
  // A part left out (a `require` of no such file, a function) would be lost from the version's copy: an error here, not a warning.
  if (file.messages.length > 0) {
    for (const message of file.messages) message.ruleId = "invalid-config";
    applySeverity([file], {});
    return { ok: false, file };
  }
  return { ok: true, value: module.value as Record<string, unknown>, file };
}

/**
 * Returns config.yaml's non-empty sidebars in the long form of a Docusaurus sidebars file. An autogenerated folder that
 * is not on disk (`onDisk`), the generated GraphQL reference's, is left out, and so is a category left with no item:
 * the version copies only the docs written, and its pages of the reference would not exist.
 */
function configSidebars(config: SiteConfig, onDisk: (folder: string) => boolean): Record<string, unknown> {
  const items = (entries: SidebarItemConfig[]): unknown[] => entries.flatMap(item);
  const item = (entry: SidebarItemConfig): unknown[] => {
    if ("doc" in entry) return [{ type: "doc", id: entry.doc, ...(entry.label ? { label: entry.label } : {}) }];
    if ("autogenerated" in entry) return onDisk(entry.autogenerated) ? [{ type: "autogenerated", dirName: entry.autogenerated || "." }] : [];
    if ("category" in entry) {
      const inside = items(entry.items);
      if (!inside.length) return [];
      return [{ type: "category", label: entry.category, items: inside, ...(entry.collapsed === undefined ? {} : { collapsed: entry.collapsed }) }];
    }
    return [{ type: "link", label: entry.label, href: entry.href }];
  };
  return Object.fromEntries(
    Object.entries(config.sidebars)
      .map(([id, entries]) => [id, items(entries)] as const)
      .filter(([, entries]) => entries.length > 0),
  );
}
