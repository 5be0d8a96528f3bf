import { buildSearchIndex } from "../render/index.ts";
import type { PageModel } from "../transform/index.ts";
import { hashedAsset, type ClientBundle } from "./bundle-client.ts";

/** Adds the two search index files to the bundle as hashed assets and records their addresses in the manifest pages share. */
export function addSearchIndex(bundle: ClientBundle, models: PageModel[], baseUrl: string): void {
  const { quick, full } = buildSearchIndex(models);
  const quickAsset = hashedAsset("search-quick", "json", quick, baseUrl);
  const fullAsset = hashedAsset("search-full", "json", full, baseUrl);
  bundle.files.push(quickAsset.file, fullAsset.file);
  bundle.manifest.searchIndex = { quick: quickAsset.url, full: fullAsset.url };
}
