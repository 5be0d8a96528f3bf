import { existsSync } from "node:fs";
import { join } from "node:path";
import type { VFile } from "vfile";
import type { ReferenceConfig, SidebarItemConfig, SiteConfig } from "../pipeline/0-config/index.ts";
import type { CategoryMeta, RoutedPage } from "../pipeline/1-content/index.ts";
import {
  buildChangelogPages,
  buildReferencePages,
  buildUsedBy,
  loadSchemaVersion,
  playgroundOperation,
  changelogRoute,
  reportDuplicateVersion,
  reportMissingVersion,
  reportUnlistedVersions,
  SCHEMA_PATH,
  schemaHistory,
  schemaVersionPath,
  type ApiVersion,
  type ChangelogEntry,
  type LoadedSchema,
  versionPlaygroundRoute,
  versionReferenceRoute,
  withReferenceRoute,
} from "../pipeline/2-parse/index.ts";
import type { TransformOptions, VersionPlayground } from "../pipeline/3-transform/index.ts";
import type { ApiVersions, CompileRun } from "./compile-run.ts";

/**
 * Returns the API's versions (config.yaml's `reference.versions`) with their schemas, each released one read from
 * content/schema/versions/<name>.graphql and routed below `/docs/<name>`. Undefined when config.yaml lists none, or
 * after an error: a version without its file, a name given twice, a schema that does not build (at its line and column).
 */
export function loadApiVersions(run: CompileRun, config: SiteConfig, configFile: VFile, current: LoadedSchema): ApiVersions | undefined {
  const listed = config.reference?.versions;
  if (!listed) return undefined;
  const { cache, files, root } = run;
  const read = (path: string) => cache.read(path);
  reportUnlistedVersions(
    root,
    listed.map((version) => version.name),
    files,
  );
  const versions: ApiVersion[] = [];
  const sdls: [string, string][] = [];
  let ok = true;
  for (const [index, { name, date }] of listed.slice(0, -1).entries()) {
    const path = schemaVersionPath(name);
    const clash = clashing(listed.slice(0, index), name);
    if (clash !== undefined) reportDuplicateVersion(configFile, name, index, clash);
    else if (!existsSync(join(root, path))) reportMissingVersion(configFile, name, index);
    else {
      const text = read(join(root, path));
      const loaded = cache.memoFiles("schema version", name, { text }, files, (sink) => {
        const schema = loadSchemaVersion(root, name, sink, read);
        return schema && { ...schema, schema: withReferenceRoute(schema.schema, versionReferenceRoute(name)) };
      });
      if (loaded) {
        versions.push({ name, date, schema: loaded.schema, path });
        sdls.push([name, loaded.sdl]);
        continue;
      }
    }
    ok = false;
  }
  const last = listed.at(-1)!;
  // The current version, last, may not take a released version's name either.
  const clash = clashing(listed.slice(0, -1), last.name);
  if (clash !== undefined) {
    reportDuplicateVersion(configFile, last.name, listed.length - 1, clash);
    ok = false;
  }
  if (!ok) return undefined;
  versions.push({ name: last.name, date: last.date, schema: current.schema, path: SCHEMA_PATH });
  const histories = cache.memo("schema history", "", schemasByName(versions), () => schemaHistory(versions));
  return { versions, histories, sdls };
}

/**
 * Returns the released versions' reference pages, each below its own route base and with its own examples, and the
 * changelog's pages (`buildChangelogPages`), with their sidebar categories and the changelog feed's entries.
 */
export function apiVersionPages(
  run: CompileRun,
  api: ApiVersions,
  options: ReferenceConfig,
): { pages: RoutedPage[]; categories: Map<string, CategoryMeta>; entries: ChangelogEntry[] } {
  const { cache } = run;
  // An older schema's examples run against it alone: config.yaml's playground operation is the current schema's.
  const versionOptions: ReferenceConfig = { ...options, playground: undefined };
  const key = JSON.stringify(versionOptions);
  const pages: RoutedPage[] = [];
  const categories = new Map<string, CategoryMeta>();
  for (const [i, version] of released(api).entries()) {
    const { schema } = version;
    const history = api.histories[i];
    const reference = cache.memo("version reference", version.name, { options: key, schema, history }, () =>
      buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: new Map(), options: versionOptions, history }),
    );
    pages.push(...reference.pages.map((page) => ({ ...page, apiVersion: version.name })));
    for (const [dir, meta] of reference.categories) categories.set(dir, meta);
  }
  const changelog = cache.memo("changelog", "", { options: key, ...schemasByName(api.versions) }, () => buildChangelogPages(api.versions, options));
  pages.push(...changelog.pages);
  for (const [dir, meta] of changelog.categories) categories.set(dir, meta);
  return { pages, categories, entries: changelog.entries };
}

/** Returns config.yaml's sidebars and one more per released version, `apiReference-<name>`, listing that version's reference. */
export function withVersionSidebars(sidebars: SiteConfig["sidebars"], api: ApiVersions | undefined): SiteConfig["sidebars"] {
  if (!api) return sidebars;
  const added: Record<string, SidebarItemConfig[]> = {};
  for (const version of released(api)) {
    added[`apiReference-${version.name}`] = [{ autogenerated: versionReferenceRoute(version.name).replace(/^\/docs\//, "") }];
  }
  return { ...sidebars, ...added };
}

/** Returns the route of each released version's playground, `/playground/<name>`, which runs operations against its schema. */
export function versionPlaygroundRoutes(api: ApiVersions | undefined): string[] {
  return (api ? released(api) : []).map((version) => versionPlaygroundRoute(version.name));
}

/** Returns each released version's playground: its schema's hashed URL (`schemaUrls`, by name) and the example of its first query. */
export function versionPlaygrounds(
  api: ApiVersions,
  schemaUrls: Record<string, string>,
  options: ReferenceConfig | undefined,
  configFile: VFile,
): VersionPlayground[] {
  return released(api).map((version) => ({
    route: versionPlaygroundRoute(version.name),
    version: version.name,
    schema: schemaUrls[version.name]!,
    reference: versionReferenceRoute(version.name),
    run: playgroundOperation(version.schema, { ...options, playground: undefined }, configFile),
  }));
}

/** Returns the transform options of each released version's reference pages: its own schema for their examples, and its own playground for "Try it". */
export function versionTransforms(api: ApiVersions, options: TransformOptions): Map<string, TransformOptions> {
  return new Map(released(api).map((version) => [version.name, { ...options, schema: version.schema, playgroundRoute: versionPlaygroundRoute(version.name) }]));
}

/** Returns the released versions of the API: every version but the last, the current one. */
function released(api: ApiVersions): ApiVersion[] {
  return api.versions.slice(0, -1);
}

/** Returns the versions' order and each one's schema: the inputs of what is made from all of them. */
function schemasByName(versions: ApiVersion[]): Record<string, unknown> {
  const schemas = versions.map((version) => [`schema ${version.name}`, version.schema]);
  return Object.fromEntries([["order", versions.map((version) => version.name).join("\0")], ...schemas]);
}

/** Returns the name of a version listed before whose pages would take the routes of `name`'s: the same name, or one whose changelog page is named alike. */
function clashing(before: { name: string }[], name: string): string | undefined {
  return before.find((other) => other.name === name || changelogRoute(other.name) === changelogRoute(name))?.name;
}
