import type { Sidebars } from "../transform/index.ts";
import { sidebarView } from "../transform/index.ts";
import { hashedAsset, type ClientBundle } from "./bundle-client.ts";

/** Adds the hashed data files the client loads on demand to the bundle: the schema SDL and each sidebar's whole tree. */
export function addSiteAssets(bundle: ClientBundle, sdl: string | undefined, sidebars: Sidebars, baseUrl: string): void {
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
}
