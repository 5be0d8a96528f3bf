import { existsSync } from "node:fs";
import { join, posix } from "node:path";
import { VFile } from "vfile";
import { nearest } from "../../../shared/index.ts";
import { readDocusaurusSidebars, type DocusaurusSidebar } from "./docusaurus-sidebars.ts";
import type { SiteConfig } from "../../0-config/schema.ts";
import { yamlPlaces } from "../../0-config/validate-yaml.ts";

/** The sidebars of one Docusaurus sidebars file that config.yaml names. */
export interface DocusaurusSidebarSet {
  /** The sidebars file, path from the project root, with its messages. */
  file: VFile;
  /** The folder below content/docs that its doc ids and `dirName`s are relative to (`''`: content/docs itself). */
  docs: string;
  sidebars: DocusaurusSidebar[];
}

/** A sidebar name: it names the sidebar's JSON file (`assets/sidebar-NAME.HASH.json`) and its `data-sidebar`. */
const SIDEBAR_NAME = /^[A-Za-z0-9_-]+$/;

/**
 * Returns the sidebars of each file of config.yaml's `docusaurusSidebars`, read with `read` (author mode's passes
 * the texts it keeps), and checks every sidebar's name: a missing file or docs folder, a name that is no file name or
 * that another sidebar already has, and a navbar `sidebar:` that names no sidebar are `invalid-config` errors at the
 * key of config.yaml (or of the sidebars file) they are about.
 */
export function loadDocusaurusSidebars(root: string, config: SiteConfig, configFile: VFile, read: (path: string) => string): DocusaurusSidebarSet[] {
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
  (config.docusaurusSidebars ?? []).forEach((entry, i) => {
    const key = ["docusaurusSidebars", i];
    let text: string;
    try {
      text = read(join(root, entry.file));
    } catch {
      error(
        [...key, "file"],
        `Unexpected \`file: ${entry.file}\`, expected an existing sidebars file`,
        "give its path from the project root, such as `content/docs/jest/sidebars.js`",
      );
      return;
    }
    const docs = posix.normalize(entry.docs).replace(/^\.$/, "");
    if (!existsSync(join(root, "content/docs", docs)))
      error(
        [...key, "docs"],
        `Unexpected \`docs: ${entry.docs}\`, expected a folder of content/docs`,
        "name the folder the Docusaurus docs were copied to, such as `jest` for content/docs/jest",
      );
    const file = new VFile({ path: entry.file, value: text });
    const sidebars = readDocusaurusSidebars(file).filter((sidebar) => {
      if (!SIDEBAR_NAME.test(sidebar.name)) {
        file.message(`Unexpected sidebar name \`${sidebar.name}\`, expected letters, digits, \`-\` and \`_\` only`, {
          place: sidebar.place,
          ruleId: "invalid-config",
          source: "docs",
        }).note = "rename the sidebar: its name is part of a file name and of the page";
        return false;
      }
      if (!names.has(sidebar.name)) {
        names.add(sidebar.name);
        return true;
      }
      const at = `${entry.file}:${sidebar.place.start.line}:${sidebar.place.start.column}`;
      error(
        [...key, "file"],
        `Unexpected sidebar \`${sidebar.name}\` from ${entry.file}, expected a name no other sidebar has`,
        `rename it at ${at}, or the sidebar of that name in config.yaml or an earlier file`,
      );
      return false;
    });
    sets.push({ file, docs, sidebars });
  });
  config.navbar.items.forEach((item, i) => {
    if (item.sidebar === undefined || names.has(item.sidebar)) return;
    const near = nearest(item.sidebar, [...names]);
    error(
      ["navbar", "items", i, "sidebar"],
      `Unexpected \`sidebar: ${item.sidebar}\`, expected the name of a sidebar`,
      near ? `did you mean \`${near}\`?` : `the sidebars are ${[...names].map((n) => `\`${n}\``).join(", ")}`,
    );
  });
  return sets;
}
