import { withBase, type SidebarViewItem } from "../../shared/index.ts";
import { hashedAsset, type ClientBundle } from "./bundle-client.ts";
import { SEARCH_INDEX_PATHS } from "./search-assets.ts";

/**
 * Returns the bundle plus the hashed data files the client loads on demand: the schema SDL (and each released API
 * version's, in `schemas` by name, for its own playground), each sidebar's whole tree, and where the search index is.
 */
export function addSiteAssets(
  client: ClientBundle,
  sdl: string | undefined,
  trees: Record<string, SidebarViewItem[]>,
  baseUrl: string,
  versionSdls: [string, string][] = [],
): ClientBundle {
  const bundle: ClientBundle = { manifest: { ...client.manifest }, files: [...client.files] };
  if (sdl !== undefined) {
    const schema = hashedAsset("schema", "graphql", sdl, baseUrl);
    bundle.files.push(schema.file);
    bundle.manifest.schema = schema.url;
  }
  for (const [name, text] of versionSdls) {
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
