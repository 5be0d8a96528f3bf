import { createHash } from "node:crypto";
import type { SiteConfig } from "../0-config/index.ts";
import { BASE_URL_BANNER_SCRIPT } from "../../shared/index.ts";

export interface CspSources {
  scriptHashes: string[];
  styleHosts: string[];
  fontHosts: string[];
}

/** Returns what the Content-Security-Policy must allow: the banner script's hash and the web font's hosts. */
export function cspSources(config: SiteConfig): CspSources {
  const font = config.fontStylesheet ? new URL(config.fontStylesheet).origin : undefined;
  const banner = `sha256-${createHash("sha256").update(BASE_URL_BANNER_SCRIPT).digest("base64")}`;
  return {
    scriptHashes: config.baseUrlIssueBanner ? [banner] : [],
    styleHosts: font ? [font] : [],
    fontHosts: font?.includes("googleapis") ? ["https://fonts.gstatic.com"] : [],
  };
}
