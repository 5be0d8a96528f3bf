import { existsSync } from "node:fs";
import { join, posix } from "node:path";
import { VFile } from "vfile";
import { nearest } from "../../../shared/index.ts";
import { readDocusaurusSidebars, type DocusaurusSidebar } from "./docusaurus-sidebars.ts";
import { docsRootsOf, type DocsRoot } from "../../0-config/docs-roots.ts";
import { versionSidebarSuffix } from "../../0-config/docs-versions.ts";
import { navbarLinks } from "../../0-config/navbar-links.ts";
import type { SiteConfig } from "../../0-config/schema.ts";
import { yamlPlaces } from "../../0-config/validate-yaml.ts";

/** The sidebars of one docs root that config.yaml names: those of its Docusaurus sidebars file, or its default one. */
export interface DocusaurusSidebarSet {
  /** The sidebars file, path from the project root, with its messages (config.yaml for a default sidebar). */
  file: VFile;
  /** The folder below content/docs that its doc ids and `dirName`s are relative to (`''`: content/docs itself). */
  docs: string;
  /** Where the root's pages are served, without a slash at either end (`docs/jest`). */
  routeBasePath: string;
  sidebars: DocusaurusSidebar[];
}

/**
 * Reads a Docusaurus sidebars file with the reader of the files it may `require` (`readDocusaurusSidebars`, or the
 * build's, which keeps what it read for the next build: `staticModuleInputs`).
 */
export type SidebarsReader = (file: VFile, readFile: (path: string) => string | undefined) => DocusaurusSidebar[];

/** A sidebar name: it names the sidebar's JSON file (`assets/sidebar-NAME.HASH.json`) and its `data-sidebar`. */
const SIDEBAR_NAME = /^[A-Za-z0-9_-]+$/;

/**
 * Returns the sidebars of each root config.yaml's `docsRoots` names: its sidebars file's, read with `read` (author mode's
 * passes the texts it keeps) and `readSidebars`, or its default sidebar. Checks every sidebar's name: a missing file or folder, a name that is no file name or
 * that another sidebar already has, and a navbar `sidebar:` that names no sidebar are `invalid-config` errors at the
 * key of config.yaml (or of the sidebars file) they are about.
 */
export function loadDocusaurusSidebars(
  root: string,
  config: SiteConfig,
  configFile: VFile,
  read: (path: string) => string,
  roots: DocsRoot[] = docsRootsOf(config),
  readSidebars: SidebarsReader = readDocusaurusSidebars,
): DocusaurusSidebarSet[] {
  const names = new Set(Object.keys(config.sidebars));
  const place = yamlPlaces(configFile);
  const error = (path: (string | number)[], reason: string, note: string, key?: "key") => {
    configFile.message(reason, { place: place(path, key), ruleId: "invalid-config", source: "docs" }).note = note;
  };
  for (const name of names) {
    if (!SIDEBAR_NAME.test(name))
      error(
        ["sidebars", name],
        `Unexpected sidebar name \`${name}\`, expected letters, digits, \`-\` and \`_\` only`,
        "rename the sidebar: its name is part of a file name and of the page",
        "key",
      );
  }
  const sets: DocusaurusSidebarSet[] = [];
  (config.docsRoots ?? []).forEach((entry, i) => {
    const docsRoot = roots.find((candidate) => candidate.folder === entry.folder)!;
    // The current docs' sidebars name docs that are not built when docs versions leave them out.
    if (docsRoot.excluded) return;
    const key = ["docsRoots", i];
    if (!existsSync(join(root, "content/docs", docsRoot.folder)))
      error(
        [...key, "folder"],
        `Unexpected \`folder: ${docsRoot.folder}\`, expected a folder of content/docs`,
        "name the folder the Docusaurus docs were copied to, such as `jest` for content/docs/jest",
      );
    const set = docsRoot.sidebars
      ? readSidebarsFile(root, docsRoot, { read, readSidebars }, () =>
          error(
            [...key, "sidebars"],
            `Unexpected \`sidebars: ${docsRoot.sidebars}\`, expected an existing sidebars file`,
            "give its path from the project root, such as `content/docs/jest/sidebars.js`",
          ),
        )
      : defaultSidebar(docsRoot, configFile, place([...key, "folder"]));
    if (!set) return;
    set.sidebars = uniquelyNamed(set, names, (sidebar) => {
      const at = `${set.file.path}:${sidebar.place.start.line}:${sidebar.place.start.column}`;
      error(
        [...key, docsRoot.sidebars ? "sidebars" : "folder"],
        `Unexpected sidebar \`${sidebar.name}\` from ${set.file.path}, expected a name no other sidebar has`,
        `rename it at ${at}, or the sidebar of that name in config.yaml or an earlier file`,
      );
    });
    sets.push(set);
  });
  sets.push(...versionSidebars(root, roots, { read, readSidebars }, names));
  for (const { link, at } of navbarLinks(config)) {
    if (link.sidebar === undefined || names.has(link.sidebar)) continue;
    const near = nearest(link.sidebar, [...names]);
    error(
      [...at, "sidebar"],
      `Unexpected \`sidebar: ${link.sidebar}\`, expected the name of a sidebar`,
      near ? `did you mean \`${near}\`?` : `the sidebars are ${[...names].map((n) => `\`${n}\``).join(", ")}`,
    );
  }
  return sets;
}

/**
 * Returns the set's sidebars whose names are file names that no earlier sidebar has, adding them to `names`: a name
 * that is no file name is an error at it in the sidebars file, one taken is given to `clash`.
 */
function uniquelyNamed(set: DocusaurusSidebarSet, names: Set<string>, clash: (sidebar: DocusaurusSidebar) => void): DocusaurusSidebar[] {
  return set.sidebars.filter((sidebar) => {
    if (!SIDEBAR_NAME.test(sidebar.name)) {
      set.file.message(`Unexpected sidebar name \`${sidebar.name}\`, expected letters, digits, \`-\` and \`_\` only`, {
        place: sidebar.place,
        ruleId: "invalid-config",
        source: "docs",
      }).note = "rename the sidebar: its name is part of a file name and of the page";
      return false;
    }
    if (names.has(sidebar.name)) {
      clash(sidebar);
      return false;
    }
    names.add(sidebar.name);
    return true;
  });
}

/**
 * Returns the sidebars of each released docs version that has a sidebars file, each renamed `<name>-<version>` (of
 * another docs folder than the main docs, `<name>-<folder>-<version>`, `versionSidebarSuffix`):
 * Docusaurus keeps each version's names apart, Folio has one set of names for the site. A version without a sidebars
 * file has no sidebar, as in Docusaurus.
 */
function versionSidebars(root: string, roots: DocsRoot[], readers: Readers, names: Set<string>): DocusaurusSidebarSet[] {
  return roots.flatMap((docsRoot) => {
    if (!docsRoot.version?.sidebars) return [];
    const set = readSidebarsFile(root, docsRoot, readers, () => {});
    if (!set) return [];
    const suffix = versionSidebarSuffix(docsRoot.version);
    const legacy = `version-${docsRoot.version.name}/`;
    set.sidebars = set.sidebars.map((sidebar) => {
      // The first Docusaurus 2 releases prefixed a versioned sidebar's name with its version; Docusaurus 3 refuses it.
      if (sidebar.name.startsWith(legacy))
        set.file.message(`Unexpected sidebar name \`${sidebar.name}\`, expected a name without the version's \`${legacy}\` prefix`, {
          place: sidebar.place,
          ruleId: "invalid-config",
          source: "docs",
        }).note = `write \`${sidebar.name.slice(legacy.length)}\`: Docusaurus 2's first releases prefixed a versioned sidebar's name so, and Docusaurus 3 refuses it too`;
      const wanted = `${sidebar.name.replace(/[^A-Za-z0-9_-]+/g, "-")}${suffix}`;
      let name = wanted;
      for (let n = 2; names.has(name); n++) name = `${wanted}-${n}`;
      names.add(name);
      return { ...sidebar, name, ownName: sidebar.name };
    });
    return [set];
  });
}

/** How a root's sidebars file is read: its text and those of the files it requires (`read`), then its sidebars. */
interface Readers {
  read: (path: string) => string;
  readSidebars: SidebarsReader;
}

/** Returns the sidebars of a root's Docusaurus sidebars file, or undefined after `missing` when it cannot be read. */
function readSidebarsFile(root: string, docsRoot: DocsRoot, { read, readSidebars }: Readers, missing: () => void): DocusaurusSidebarSet | undefined {
  let text: string;
  try {
    text = read(join(root, docsRoot.sidebars!));
  } catch {
    missing();
    return undefined;
  }
  const file = new VFile({ path: docsRoot.sidebars, value: text });
  const sidebars = readSidebars(file, contentFileReader(root, read));
  return { file, docs: posix.normalize(docsRoot.folder).replace(/^\.$/, ""), routeBasePath: docsRoot.routeBasePath, sidebars };
}

/**
 * Returns a reader of the files a sidebars file may `require`: those of content/, where the build reads and watches
 * the site's files, by their path from the project's root (`content/api/sidebar.ts`); undefined for any other path,
 * or when no file is there.
 */
export function contentFileReader(root: string, read: (path: string) => string): (path: string) => string | undefined {
  return (path) => {
    if (!path.startsWith("content/")) return undefined;
    try {
      return read(join(root, path));
    } catch {
      return undefined;
    }
  };
}

/**
 * Returns the one sidebar of a root without a sidebars file, as Docusaurus gives a docs folder without `sidebarPath`:
 * every page of the folder, autogenerated; named `defaultSidebar` for content/docs, else after the folder.
 */
function defaultSidebar(docsRoot: DocsRoot, configFile: VFile, place: DocusaurusSidebar["place"]): DocusaurusSidebarSet {
  const name = docsRoot.folder ? docsRoot.folder.replaceAll("/", "-") : "defaultSidebar";
  return {
    file: configFile,
    docs: docsRoot.folder,
    routeBasePath: docsRoot.routeBasePath,
    sidebars: [{ name, items: [{ type: "autogenerated", dirName: ".", place }], place }],
  };
}
