import { readFileSync } from "node:fs";
import { withBase, type SidebarTree } from "../../shared/index.ts";
import { hashedAsset, type ClientBundle } from "./bundle-client.ts";
import { SEARCH_INDEX_PATHS } from "./search-assets.ts";

/** The stylesheet of the docs versions' banner and menu: only a site with docs versions links it. */
const VERSIONS_CSS = new URL("../../../templates/styles/versions.css", import.meta.url);

/** What a site with versions adds to its assets. */
export interface VersionAssets {
  /** Each released API version's SDL, by name: its playground loads it (`schemas` in the bundle). */
  apiSdls?: [name: string, sdl: string][];
  /** The site has docs versions: their stylesheet. */
  docs?: boolean;
}

/**
 * Returns the bundle plus the hashed data files the client loads on demand: the schema SDL, each sidebar's whole
 * tree, and where the search index is; with `versions`, each released API version's SDL and the docs versions'
 * stylesheet.
 */
export function addSiteAssets(
  client: ClientBundle,
  sdl: string | undefined,
  trees: Record<string, SidebarTree>,
  baseUrl: string,
  versions: VersionAssets = {},
): ClientBundle {
  const bundle: ClientBundle = { manifest: { ...client.manifest }, files: [...client.files] };
  if (versions.docs) {
    const css = hashedAsset("versions", "css", readFileSync(VERSIONS_CSS, "utf8"), baseUrl);
    bundle.files.push(css.file);
    bundle.manifest.versionsCss = css.url;
  }
  if (sdl !== undefined) {
    const schema = hashedAsset("schema", "graphql", sdl, baseUrl);
    bundle.files.push(schema.file);
    bundle.manifest.schema = schema.url;
  }
  for (const [name, text] of versions.apiSdls ?? []) {
    const schema = hashedAsset(`schema-${name}`, "graphql", text, baseUrl);
    bundle.files.push(schema.file);
    bundle.schemas = { ...bundle.schemas, [name]: schema.url };
  }
  bundle.manifest.sidebars = {};
  for (const [id, items] of Object.entries(trees).sort()) {
    const tree = hashedAsset(`sidebar-${id}`, "json", JSON.stringify(items), baseUrl);
    bundle.files.push(tree.file);
    bundle.manifest.sidebars[id] = tree.url;
  }
  bundle.manifest.searchIndex = {
    quick: withBase(baseUrl, `/${SEARCH_INDEX_PATHS.quick}`),
    full: withBase(baseUrl, `/${SEARCH_INDEX_PATHS.full}`),
  };
  return bundle;
}
