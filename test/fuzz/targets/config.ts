/** Fuzz target of config.test.ts: one config.yaml loaded, and the sidebars and CSP built from it when it is valid. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { VFileMessage } from "vfile-message";
import { loadConfig } from "../../../src/pipeline/0-config/index.ts";
import { assignRoutes, discoverContent } from "../../../src/pipeline/1-content/index.ts";
import { buildSidebars, configLinks } from "../../../src/pipeline/3-transform/index.ts";
import { cspSources } from "../../../src/pipeline/4-render/index.ts";
import { nginxCspFile } from "../../../src/pipeline/5-write/index.ts";
import { FIXTURES } from "../../support.ts";

const dir = mkdtempSync(join(tmpdir(), "fuzz-config-"));
const fixture = discoverContent(join(FIXTURES, "site"));
const docs = assignRoutes(fixture.pages).filter((page) => page.kind === "doc");

/** Returns the messages of loading `text` as config.yaml (with `baseUrl` given on the command line, if any), or a problem. */
export function run(text: string, baseUrl?: unknown): VFileMessage[] | string {
  writeFileSync(join(dir, "config.yaml"), text);
  const { config, file } = loadConfig(dir, { baseUrl: baseUrl as string | undefined });
  if (!config && file.messages.length === 0) return "no config and no message";
  if (config) {
    nginxCspFile(cspSources(config));
    buildSidebars(docs, fixture.categories, config, file);
    configLinks(config, file);
  }
  return file.messages;
}
