import type { Sidebars } from "../transform/index.ts";
import { sidebarView } from "../transform/index.ts";
import { hashedAsset, type ClientBundle } from "./bundle-client.ts";

/** Returns the bundle plus the hashed data files the client loads on demand: the schema SDL and each sidebar's whole tree. */
export function addSiteAssets(client: ClientBundle, sdl: string | undefined, sidebars: Sidebars, baseUrl: string): ClientBundle {
  const bundle: ClientBundle = { manifest: { ...client.manifest }, files: [...client.files] };
  if (sdl !== undefined) {
    const schema = hashedAsset("schema", "graphql", sdl, baseUrl);
    bundle.files.push(schema.file);
    bundle.manifest.schema = schema.url;
  }
  bundle.manifest.sidebars = {};
  for (const [id, items] of Object.entries(sidebars.byId).sort()) {
    const tree = hashedAsset(`sidebar-${id}`, "json", JSON.stringify(sidebarView(items, "", baseUrl, false)), baseUrl);
    bundle.files.push(tree.file);
    bundle.manifest.sidebars[id] = tree.url;
  }
  return bundle;
}
