import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { VFile } from "vfile";
import { docsRootsOf } from "./docs-roots.ts";
import { readAllDocsVersions, type DocsVersion } from "./docs-versions.ts";
import { configSchema, type SiteConfig } from "./schema.ts";
import { parseYaml } from "./validate-yaml.ts";

export interface LoadedConfig {
  config?: SiteConfig;
  file: VFile;
  /** The docs' versions (`readAllDocsVersions`): none when no versions file exists. */
  versions: DocsVersion[];
  /** The versions files read (content/versions.json, content/<id>_versions.json), with their messages. */
  versionsFiles: VFile[];
}

/**
 * Returns the validated `root/config.yaml` and the docs versions of its versions files, or a file carrying
 * `invalid-config` messages at the offending YAML nodes.
 */
export function loadConfig(root: string, overrides: { baseUrl?: string } = {}): LoadedConfig {
  if (!existsSync(join(root, "config.yaml"))) return { file: missingConfig(root), versions: [], versionsFiles: [] };
  const file = new VFile({ path: "config.yaml", value: readFileSync(join(root, "config.yaml"), "utf8") });
  const config = parseYaml(file, String(file.value), configSchema, { ruleId: "invalid-config" }, (data) => {
    // Only a mapping can take the override; anything else is reported by the schema as it stands.
    if (overrides.baseUrl !== undefined && data !== null && typeof data === "object" && !Array.isArray(data))
      data.baseUrl = overrides.baseUrl.replace(/\/?$/, "/");
  });
  if (!config) return { config, file, versions: [], versionsFiles: [] };
  const read = readAllDocsVersions(root, config, file, new Map(docsRootsOf(config).map((docsRoot) => [docsRoot.folder, docsRoot.routeBasePath])));
  return { config, file, versions: read.versions, versionsFiles: read.files };
}

/** Returns config.yaml with an error saying it is missing: a Docusaurus site is imported first, any other folder needs one. */
function missingConfig(root: string): VFile {
  const file = new VFile({ path: "config.yaml", value: "" });
  const docusaurus = ["docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs"].some((name) => existsSync(join(root, name)));
  file.message("Unexpected project without config.yaml, expected the site's config.yaml at its root", {
    place: { line: 1, column: 1 },
    ruleId: "invalid-config",
    source: "docs",
  }).note = docusaurus
    ? "this is a Docusaurus site: make a Folio project of it with `npm run import:docusaurus -- <this folder> --out <new folder>`, and build that"
    : "run the command in the project's folder, the one holding config.yaml and content/";
  return file;
}
