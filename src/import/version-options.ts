import { configSchema, type DocsVersionsConfig, type VersionMenuOptions } from "../pipeline/0-config/index.ts";
import type { ValuePath } from "../pipeline/2-parse/index.ts";
import { isObject, name, type ConfigReader } from "./config-reader.ts";

/** The docs plugin's version options config.yaml's `docsVersions` takes, by key. */
export const VERSION_KEYS = ["lastVersion", "includeCurrentVersion", "onlyIncludeVersions", "versions"];
/** The version options the import reads: those, and `disableVersioning`, which leaves the versions behind. */
export const READ_VERSION_KEYS = [...VERSION_KEYS, "disableVersioning"];
/** The keys of one version's options config.yaml takes. */
const ONE_VERSION_KEYS = ["label", "path", "banner", "badge", "noIndex"];

const optionsSchema = configSchema.shape.docsVersions.unwrap();

/**
 * Returns the main docs' version options at `options` (the preset's `docs`) as config.yaml's `docsVersions` takes
 * them, with `dropdown` when the navbar has a `docsVersionDropdown` item (at `dropdown`), with the item's `versions`;
 * undefined when the site sets none and has no dropdown. A value config.yaml cannot take is noted and left out; so is
 * a version option without a counterpart (`className`). The item's links are read with the navbar's (`readLinks`).
 */
export function readVersionOptions(reader: ConfigReader, options: ValuePath, dropdown: ValuePath | undefined): DocsVersionsConfig | undefined {
  const read: Record<string, unknown> = {};
  for (const key of VERSION_KEYS) {
    const path = [...options, key];
    const value = reader.get(path);
    if (value === undefined) {
      if (reader.written(path)) reader.unevaluated(path, `\`${name(path)}\` could not be evaluated without running the file; left out`);
      continue;
    }
    const fits = key === "versions" ? versionsOf(reader, path) : optionsSchema.shape[key as "lastVersion"].safeParse(value).success ? value : undefined;
    if (fits === undefined) reader.note(path, `Unexpected \`${name(path)}: ${JSON.stringify(value)}\`, expected what Docusaurus takes; left out`);
    else read[key] = fits;
  }
  if (dropdown) read.dropdown = menuVersions(reader, [...dropdown, "versions"]) ?? true;
  return Object.keys(read).length > 0 ? (read as DocsVersionsConfig) : undefined;
}

/**
 * Returns the `versions` of a `docsVersionDropdown` item as config.yaml's `dropdown` takes them (`{versions}`): names,
 * or names with a `label` each; a value it cannot take, or another key of a version, is noted and left out.
 */
function menuVersions(reader: ConfigReader, path: ValuePath): VersionMenuOptions | undefined {
  const value = reader.get(path);
  if (value === undefined) {
    if (reader.written(path)) reader.unevaluated(path, `\`${name(path)}\` could not be evaluated without running the file; left out`);
    return undefined;
  }
  if (Array.isArray(value) && value.every((item) => typeof item === "string" && item)) return { versions: value as string[] };
  if (!isObject(value) || Array.isArray(value)) {
    reader.note(path, `Unexpected \`${name(path)}: ${JSON.stringify(value)}\`, expected version names or an object of them; left out`);
    return undefined;
  }
  const versions: Record<string, { label?: string }> = {};
  for (const [version, own] of Object.entries(value)) {
    const at = [...path, version];
    const label = isObject(own) ? own.label : undefined;
    for (const key of isObject(own) ? Object.keys(own).filter((key) => key !== "label") : [])
      reader.note([...at, key], `\`${name([...at, key])}\` has no counterpart in config.yaml`, true);
    versions[version] = typeof label === "string" && label ? { label } : {};
  }
  return { versions };
}

/** Returns each version's options that config.yaml takes; notes the others. */
function versionsOf(reader: ConfigReader, path: ValuePath): DocsVersionsConfig["versions"] | undefined {
  const value = reader.get(path);
  if (!isObject(value)) return undefined;
  const versions: NonNullable<DocsVersionsConfig["versions"]> = {};
  for (const [version, options] of Object.entries(value)) {
    if (!isObject(options)) {
      reader.note([...path, version], `Unexpected \`${name([...path, version])}\`, expected an object of version options; left out`);
      continue;
    }
    const kept: Record<string, unknown> = {};
    for (const [key, option] of Object.entries(options)) {
      const at = [...path, version, key];
      const shape = optionsSchema.shape.versions.unwrap().valueType.shape;
      if (!ONE_VERSION_KEYS.includes(key)) reader.note(at, `version option \`${name(at)}\` has no counterpart in config.yaml`, true);
      else if (!shape[key as "label"].safeParse(typeof option === "string" && key === "path" ? option.replace(/^\/+|\/+$/g, "") : option).success)
        reader.note(at, `Unexpected \`${name(at)}: ${JSON.stringify(option)}\`, expected what Docusaurus takes; left out`);
      else kept[key] = key === "path" ? String(option).replace(/^\/+|\/+$/g, "") : option;
    }
    versions[version] = kept;
  }
  return versions;
}
