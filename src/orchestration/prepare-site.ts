import { keyHash } from "../incremental/cache.ts";
import type { VFile } from "vfile";
import { yamlPlaces, type SiteConfig } from "../pipeline/0-config/index.ts";
import { docDescription, importedTexts } from "../pipeline/1-content/index.ts";
import {
  loadCodeLanguages,
  sidebarNavigations,
  sidebarTrees,
  type CodeLanguages,
  type SiteContext,
  type TransformOptions,
} from "../pipeline/3-transform/index.ts";
import { addSiteAssets, type ClientBundle } from "../pipeline/5-write/index.ts";
import { versionPlaygrounds, versionTransforms } from "./api-versions.ts";
import { createProcessors, type PageSite } from "./compile-page.ts";
import type { CompileRun, PreparedSite, Sources } from "./compile-run.ts";

/**
 * Returns the context every page is rendered against (config, hashed assets, sidebars) and what each page's way
 * needs; `lastOutput`, the hashes of the last build's files the writer links from (`PageSite.lastOutput`).
 */
export async function prepareSite(
  run: CompileRun,
  config: SiteConfig,
  sources: Sources,
  client: ClientBundle,
  lastOutput?: Record<string, string>,
): Promise<PreparedSite> {
  const { stage, cache } = run;
  const { sidebars } = sources;
  // What the sidebars' trees are made from (the client's sidebar files), and part of every doc's key (`siteKey`).
  const sidebarsJson = stage("sidebars", () => JSON.stringify([sidebars.byId, sidebars.topIndexes]));
  const trees = stage("sidebars", () => sidebarTrees(sidebars, config));
  const versionSdls = sources.api?.sdls ?? [];
  // The sidebars' trees hold hrefs: `trailingSlash` ends them with `/`.
  const assetInputs = {
    sidebars: sidebarsJson,
    trailingSlash: config.trailingSlash ?? false,
    client,
    sdl: sources.schema?.sdl,
    docs: !!sources.versions,
    ...Object.fromEntries(versionSdls),
  };
  const bundle = stage("bundle", () =>
    cache.memo("site assets", "", assetInputs, () =>
      addSiteAssets(client, sources.schema?.sdl, trees, config.baseUrl, { apiSdls: versionSdls, docs: !!sources.versions }),
    ),
  );
  const navigation = stage("sidebars", () => sidebarNavigations(sidebars, trees, config));
  const docs = new Map(sources.pages.flatMap((page) => (page.kind === "doc" ? [[page.route, page] as const] : [])));
  const describe = (route: string) => {
    const doc = docs.get(route);
    return doc && docDescription(doc);
  };
  const site: SiteContext = { config, assets: bundle.manifest, sidebars, navigation, playground: sources.playground, versions: sources.versions, describe };
  if (!sources.written.some((page) => page.kind === "post")) site.withoutBlog = true;
  if (sources.changelog?.length) site.withChangelog = true;
  if (sources.api)
    site.versionPlaygrounds = stage("schema", () => versionPlaygrounds(sources.api!, bundle.schemas ?? {}, config.reference, sources.configFile));
  const transformOptions = { ...pageTransformOptions(config, sources), codeLanguages: await siteCodeLanguages(config, sources.configFile) };
  const page: PageSite = {
    config,
    context: site,
    cache,
    transformKey: stage("sidebars", () => transformKey(config, transformOptions, sources)),
    importKeys: stage("sidebars", () => importKeys(sources)),
    cardPages: stage("sidebars", () => cardPages(sources)),
    siteKey: stage("sidebars", () => siteKey(run, site, sidebarsJson, sources)),
    processors: createProcessors(config, sources.pages, transformOptions, sources.api && versionTransforms(sources.api, transformOptions)),
    time: stage,
    ...(lastOutput ? { lastOutput } : {}),
  };
  return { site, bundle, page };
}

/** Returns the languages the site's code is highlighted in; a name no grammar has is an error at its place in config.yaml. */
async function siteCodeLanguages(config: SiteConfig, configFile: VFile): Promise<CodeLanguages> {
  const listed = config.markdown?.additionalLanguages ?? [];
  const { languages, unknown } = await loadCodeLanguages(listed);
  const place = yamlPlaces(configFile);
  for (const name of unknown) {
    configFile.message(`Unexpected code language \`${name}\`, expected the name of one of Prism's grammars`, {
      place: place(["markdown", "additionalLanguages", listed.indexOf(name)]),
      ruleId: "invalid-config",
      source: "docs",
    }).note = "use Prism's own name of the grammar (`bash`, not `sh`), as https://prismjs.com/#supported-languages lists them";
  }
  return languages;
}

/** Returns the options of every page's transform: the route of every source, the assets and their sizes, the schema, the partials. */
function pageTransformOptions(config: SiteConfig, sources: Sources): TransformOptions {
  const { content, imageSizes, roots } = sources;
  return {
    baseUrl: config.baseUrl,
    roots,
    routesBySource: new Map([...sources.written, ...sources.generated].map((page) => [page.file.path, page.route])),
    assets: content.assets,
    imageSizes,
    contentDir: "content",
    schema: sources.schema?.schema,
    partials: content.partials,
    magicComments: config.markdown?.magicComments,
    components: config.markdown?.components,
    trailingSlash: config.trailingSlash,
  };
}

/**
 * Returns the hash of what every page's parse and transform read besides its own text and the files it imports
 * (`PageSite.transformKey`).
 */
function transformKey(config: SiteConfig, options: TransformOptions, sources: Sources): string {
  const { content, imageSizes, roots } = sources;
  const routes = [...(options.routesBySource ?? [])];
  const text = JSON.stringify([config.baseUrl, config.trailingSlash ?? null, config.markdown ?? null, roots, routes, [...content.assets], [...imageSizes]]);
  // Examples are validated against the page's schema: the current one's or a released version's.
  return keyHash([text, sources.schema?.sdl ?? "", ...(sources.api?.sdls.flat() ?? [])].join("\0"));
}

/** Returns, for each page that imports files, the hash of their texts (`PageSite.importKeys`). */
function importKeys({ content }: Sources): Map<string, string> {
  return new Map([...content.imports.keys()].map((path) => [path, keyHash(JSON.stringify(importedTexts(path, content)))]));
}

/**
 * Returns the paths of the pages that may show a DocCardList (`PageSite.cardPages`): their text, or a file they import,
 * names one.
 */
function cardPages({ pages, content }: Sources): Set<string> {
  const names = (text: string | null) => text?.includes("DocCardList") ?? false;
  const imports = (path: string) => content.imports.has(path) && importedTexts(path, content).some(([, text]) => names(text));
  return new Set(pages.flatMap(({ file }) => (names(String(file.value)) || imports(file.path) ? [file.path] : [])));
}

/**
 * Returns the hash of what every doc's model and HTML read (`PageSite.siteKey`): a new title, order or pagination
 * label in a sidebar makes every doc again. With docs versions, a doc's menu and banner name the routes of its twins in the other versions.
 */
function siteKey(run: CompileRun, site: SiteContext, sidebarsJson: string, sources: Sources): string {
  const versions = sources.versions ? JSON.stringify(sources.versions.sets.map((set) => set.versions.map((entry) => [entry.main, ...entry.routes]))) : "";
  // Besides their trees, the sidebars give each doc its previous and next pages (with `pagination_label`), the
  // sidebar of a doc they do not list, and the labels of docs `pagination_next` may name.
  const { readingOrder, sidebarOfRoute, docLinks } = site.sidebars;
  const order = JSON.stringify([readingOrder, [...sidebarOfRoute], [...(docLinks ?? [])]]);
  return keyHash(
    [
      JSON.stringify([run.options.dev ?? false, site.config, site.assets, site.withoutBlog ?? false, site.withChangelog ?? false]),
      sidebarsJson,
      order,
      versions,
    ].join("\0"),
  );
}
