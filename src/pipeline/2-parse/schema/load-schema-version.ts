import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { VFile } from "vfile";
import { yamlPlaces } from "../../0-config/index.ts";
import { changelogRoute } from "../generated/reference/version-routes.ts";
import { SCHEMA_PATH, type LoadedSchema } from "./load-schema.ts";
import { parseSchema } from "./parse-schema.ts";

/** The folder of the released versions' schemas, one `<name>.graphql` per version config.yaml's `reference.versions` lists. */
export const SCHEMA_VERSIONS_DIR = "content/schema/versions";

/** Returns the path of a released version's schema, from the project root. */
export const schemaVersionPath = (name: string): string => `${SCHEMA_VERSIONS_DIR}/${name}.graphql`;

/**
 * Returns a released version's schema (`content/schema/versions/<name>.graphql`, which exists); its file, with any
 * errors at their line and column, is added to `files`. Undefined when the file has errors.
 */
export function loadSchemaVersion(root: string, name: string, files: VFile[], read = (path: string) => readFileSync(path, "utf8")): LoadedSchema | undefined {
  const path = schemaVersionPath(name);
  const file = new VFile({ path, value: read(join(root, path)) });
  files.push(file);
  const schema = parseSchema(file);
  return schema && { schema, sdl: String(file.value) };
}

/** Adds an `invalid-config` error at a version's `name` in config.yaml (`index`: its place in `reference.versions`) that has no schema file. */
export function reportMissingVersion(configFile: VFile, name: string, index: number): void {
  const path = schemaVersionPath(name);
  configFile.message(`Unexpected API version \`${name}\` without a schema, expected the file \`${path}\``, {
    place: yamlPlaces(configFile)(["reference", "versions", index, "name"]),
    ruleId: "invalid-config",
    source: "docs",
  }).note = `save that version's SDL as ${path}, or remove the version from \`reference.versions\``;
}

/**
 * Adds an `invalid-config` error at `reference.versions` when the site has no current schema: the last version listed
 * is that schema, and the released ones are compared with it.
 */
export function reportVersionsWithoutSchema(configFile: VFile): void {
  configFile.message(`Unexpected \`reference.versions\` without a current schema, expected the file \`${SCHEMA_PATH}\``, {
    place: yamlPlaces(configFile)(["reference", "versions"]),
    ruleId: "invalid-config",
    source: "docs",
  }).note = `save the current version's SDL as ${SCHEMA_PATH} (the last version listed), or remove \`reference.versions\``;
}

/** Adds an `invalid-config` error at a version's `name` that an earlier version of `reference.versions` has too. */
export function reportDuplicateVersion(configFile: VFile, name: string, index: number, other = name): void {
  const place = yamlPlaces(configFile)(["reference", "versions", index, "name"]);
  if (other === name) {
    configFile.message(`Unexpected second API version \`${name}\`, expected each version once`, { place, ruleId: "invalid-config", source: "docs" }).note =
      "give each version its own name, oldest first";
    return;
  }
  // The changelog's page of a version is named after it as a URL segment, in which `_` and case are lost.
  configFile.message(
    `Unexpected API version \`${name}\`, whose changelog page would take the route of \`${other}\`'s (${changelogRoute(name)}), expected names that differ in more than case, \`_\` and \`-\``,
    { place, ruleId: "invalid-config", source: "docs" },
  ).note = "rename one of the two versions";
}

/** Adds a warning to each schema of content/schema/versions that `reference.versions` does not list: no page is made from it. */
export function reportUnlistedVersions(root: string, listed: string[], files: VFile[]): void {
  const dir = join(root, SCHEMA_VERSIONS_DIR);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith(".graphql") || listed.includes(name.slice(0, -".graphql".length))) continue;
    const file = new VFile({ path: `${SCHEMA_VERSIONS_DIR}/${name}`, value: "" });
    file.message(
      `Unexpected schema version \`${name.slice(0, -".graphql".length)}\` that config.yaml does not list, expected every version in \`reference.versions\``,
      {
        place: { line: 1, column: 1 },
        ruleId: "unlisted-schema-version",
        source: "docs",
      },
    ).note = "add `- { name, date }` for it to `reference.versions` in config.yaml (oldest first), or delete the file";
    files.push(file);
  }
}
