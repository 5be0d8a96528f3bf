import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Returns the base URL a build was made for (recorded in csp.json's sibling site.json), or `/`. */
export function readBaseUrl(root: string): string {
  try {
    return (JSON.parse(readFileSync(join(root, "site.json"), "utf8")) as { baseUrl: string }).baseUrl;
  } catch {
    return "/";
  }
}
