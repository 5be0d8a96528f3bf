import { existsSync } from "node:fs";
import { join } from "node:path";
import { VFile } from "vfile";
import { keyHash } from "../incremental/cache.ts";
import type { SiteConfig } from "../pipeline/0-config/index.ts";
import { loadThemeApi, type ContentSet, type RoutedPage } from "../pipeline/1-content/index.ts";
import {
  buildReferencePages,
  buildThemeReferencePages,
  buildUsedBy,
  collectGuideUsage,
  guideUsageKey,
  loadSchema,
  playgroundOperation,
  reportMissingScopeDirective,
  reportVersionsWithoutSchema,
  SCHEMA_PATH,
} from "../pipeline/2-parse/index.ts";
import { apiVersionPages, loadApiVersions } from "./api-versions.ts";
import { keptDataPages } from "./data-pages.ts";
import { failed, type CompileRun, type Sources } from "./compile-run.ts";

/**
 * Returns the pages made from data (the GraphQL reference from the schema, with each released API version's and the
 * changelog between them, and the theme API reference from its YAML), the loaded schema and the playground's first
 * operation; their categories join the content's. Undefined when the data has errors. Data files are parsed once per
 * text: each memo keeps the files it made, with their messages, to report again. The pages are kept on disk too
 * (`keptDataPages`): a build after an edit makes their trees only for the pages it makes again.
 */
export function generatePages(
  run: CompileRun,
  configured: { config: SiteConfig; file: VFile },
  written: RoutedPage[],
  content: ContentSet,
): Pick<Sources, "generated" | "schema" | "playground" | "api" | "changelog"> | undefined {
  const { stage, cache, root } = run;
  const read = (path: string) => cache.read(path);
  const reference = generateReference(run, configured, written, content);
  if (!reference) return undefined;
  const generated = reference.generated;
  const themeTexts = stage("theme api", () => themeApiTexts(root, read));
  const theme = stage("theme api", () =>
    keptDataPages(run, "theme api", { inputs: themeTexts, key: themeTexts }, (sink) => {
      const themeApi = loadThemeApi(root, sink, read);
      return themeApi && buildThemeReferencePages(themeApi);
    }),
  );
  if (theme) {
    // The pages' trees are made from the data files' texts: their hash stands for the pages' text in the cache's key.
    const madeFrom = keyHash(JSON.stringify(themeTexts));
    generated.push(...theme.pages.map((page) => ({ ...page, madeFrom })));
    for (const [dir, meta] of theme.categories) content.categories.set(dir, meta);
  }
  return failed(run) ? undefined : reference;
}

/**
 * Returns the GraphQL reference's pages (the current schema's, each released API version's and the changelog), the
 * loaded schema, the API's versions and the playground's first operation; undefined when a schema has errors.
 */
function generateReference(
  run: CompileRun,
  { config, file: configFile }: { config: SiteConfig; file: VFile },
  written: RoutedPage[],
  content: ContentSet,
): Pick<Sources, "generated" | "schema" | "playground" | "api" | "changelog"> | undefined {
  const { stage, cache, files, root } = run;
  const read = (path: string) => cache.read(path);
  const schemaPath = join(root, SCHEMA_PATH);
  const sdl = existsSync(schemaPath) ? read(schemaPath) : undefined;
  const loaded = stage("schema", () => cache.memoFiles("schema", "", { sdl }, files, (sink) => loadSchema(root, sink, read)));
  const schema = loaded?.schema;
  if (failed(run)) return undefined;
  if (!loaded || !schema) {
    if (config.reference?.versions) reportVersionsWithoutSchema(configFile);
    return failed(run) ? undefined : { generated: [], schema: loaded };
  }
  const api = stage("schema", () => loadApiVersions(run, config, configFile, loaded));
  if (failed(run)) return undefined;
  const usageKey = stage("schema", () => guideUsageKey(written) + JSON.stringify(config.reference ?? null));
  const options = config.reference;
  const history = api?.histories.at(-1);
  // Kept on disk under the texts they are made from: the schemas, the guides' uses of the schema and the options.
  const key = [loaded.sdl, usageKey, api?.sdls ?? null];
  const reference = stage("schema", () =>
    keptDataPages(run, "reference", { inputs: { usage: usageKey, schema, history }, key }, () =>
      buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: collectGuideUsage(schema, written), options, history }),
    ),
  )!;
  // The pages' trees show the guides that use each item: that usage stands for the pages' text in the cache's key
  // (the schemas are in every page's key).
  const madeFrom = stage("schema", () => keyHash(usageKey));
  const generated: RoutedPage[] = reference.pages.map((page) => ({ ...page, madeFrom }));
  const playground = stage("schema", () => playgroundOperation(schema, options, configFile));
  reportMissingScopeDirective(schema, options?.scopeDirective, configFile);
  for (const [dir, meta] of reference.categories) content.categories.set(dir, meta);
  if (!api) return { generated, schema: loaded, playground };
  const versioned = stage("schema", () => apiVersionPages(run, api, options ?? {}));
  generated.push(...versioned.pages.map(freshFile));
  for (const [dir, meta] of versioned.categories) content.categories.set(dir, meta);
  return { generated, schema: loaded, playground, api, changelog: versioned.entries };
}

/** Returns the texts of the theme API data files by name (none when the site has none). */
function themeApiTexts(root: string, read: (path: string) => string): Record<string, string> {
  const dir = join(root, "content/theme-api");
  if (!existsSync(dir)) return {};
  const names = ["models.yaml", "enums.yaml", "stores.yaml"];
  return Object.fromEntries(names.map((name) => [name, existsSync(join(dir, name)) ? read(join(dir, name)) : ""]));
}

/** Returns a generated page with a file of its own for this build, so messages from earlier builds do not pile up. */
function freshFile(page: RoutedPage): RoutedPage {
  return { ...page, file: new VFile({ path: page.file.path, value: page.file.value, data: { ...page.file.data } }) };
}
