import type { ValuePath } from "../pipeline/2-parse/index.ts";
import { isObject, name, type ConfigReader } from "./config-reader.ts";
import { READ_VERSION_KEYS } from "./version-options.ts";

/** The keys of each object of the config that the import reads; every other key is noted. */
const TOP = [
  "title",
  "tagline",
  "url",
  "baseUrl",
  "trailingSlash",
  "titleDelimiter",
  "baseUrlIssueBanner",
  "noIndex",
  "onBrokenLinks",
  "onBrokenAnchors",
  "onBrokenMarkdownLinks",
  "onDuplicateRoutes",
  "markdown",
  "presets",
  "themeConfig",
  "staticDirectories",
  "favicon",
];
const MARKDOWN = ["format", "hooks"];
const HOOKS = ["onBrokenMarkdownLinks"];
const PRESET = ["docs", "blog"];
const DOCS = ["path", "routeBasePath", "sidebarPath", "include", "exclude"];
const BLOG = ["path", "routeBasePath", "blogTitle", "blogDescription", "postsPerPage", "blogSidebarCount", "blogSidebarTitle"];
const THEME_CONFIG = ["navbar", "footer", "prism", "tableOfContents"];
const TABLE_OF_CONTENTS = ["minHeadingLevel", "maxHeadingLevel"];
const PRISM = ["magicComments", "additionalLanguages"];
const NAVBAR = ["title", "items"];
const FOOTER = ["links", "copyright", "style"];

/** What the reader of a kind of key says about it. */
const WHY: Record<string, string> = {
  plugins: "plugin",
  themes: "theme",
  i18n: "i18n: Folio builds one language",
  presets: "preset",
};

/**
 * Notes every key, preset, plugin and theme of the config that has no counterpart in config.yaml; of the docs plugins
 * (`docsPlugins`, carried over as docs roots), the options that have none.
 */
export function noteUnmapped(reader: ConfigReader, preset: ValuePath | undefined, docsPlugins: ValuePath[]): void {
  const config = reader.get([]);
  if (!isObject(config)) {
    reader.unevaluated([], "the exported config could not be evaluated without running it; every value is a default");
    return;
  }
  for (const key of Object.keys(config)
    .filter((key) => !TOP.includes(key))
    .sort()) {
    if (Array.isArray(config[key]) && (key === "plugins" || key === "themes")) noteEach(reader, [key], WHY[key]!, docsPlugins);
    else reader.note([key], `\`${key}\`${WHY[key] ? ` (${WHY[key]})` : ""} has no counterpart in config.yaml`, true);
  }
  noteKeys(reader, ["markdown"], MARKDOWN);
  noteKeys(reader, ["markdown", "hooks"], HOOKS);
  const presets = reader.get(["presets"]);
  if (Array.isArray(presets))
    presets.forEach(
      (_, i) =>
        preset?.[1] !== i && reader.note(["presets", i], `preset \`${reader.moduleName(["presets", i]) ?? "(code)"}\` has no counterpart in config.yaml`),
    );
  if (preset) {
    noteKeys(reader, preset, PRESET, "preset option");
    noteKeys(reader, [...preset, "docs"], [...DOCS, ...READ_VERSION_KEYS], "docs option");
    noteKeys(reader, [...preset, "blog"], BLOG, "blog option");
  }
  for (const plugin of docsPlugins) noteKeys(reader, [...plugin, 1], [...DOCS, "id", ...READ_VERSION_KEYS], "docs option");
  noteKeys(reader, ["themeConfig"], THEME_CONFIG);
  noteKeys(reader, ["themeConfig", "navbar"], NAVBAR);
  noteKeys(reader, ["themeConfig", "footer"], FOOTER);
  noteKeys(reader, ["themeConfig", "prism"], PRISM);
  noteKeys(reader, ["themeConfig", "tableOfContents"], TABLE_OF_CONTENTS);
}

/** Notes the keys of the object at `path` that are not in `known`. */
function noteKeys(reader: ConfigReader, path: ValuePath, known: string[], what = "key"): void {
  const value = reader.get(path);
  if (!isObject(value)) return;
  for (const key of Object.keys(value)
    .filter((key) => !known.includes(key))
    .sort()) {
    reader.note([...path, key], `${what} \`${name([...path, key])}\` has no counterpart in config.yaml`, true);
  }
}

/** Notes each element of a list of plugins or themes by its name, but those carried over (`carried`). */
function noteEach(reader: ConfigReader, path: ValuePath, what: string, carried: ValuePath[]): void {
  (reader.get(path) as unknown[]).forEach((_, i) => {
    if (carried.some((done) => done.length === 2 && done[0] === path[0] && done[1] === i)) return;
    reader.note([...path, i], `${what} \`${reader.moduleName([...path, i]) ?? "(code)"}\` has no counterpart in config.yaml`);
  });
}
