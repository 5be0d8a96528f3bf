import type { ChangelogEntry } from "../pipeline/2-parse/index.ts";
import type { SiteConfig } from "../pipeline/0-config/index.ts";
import type { Sidebars } from "../pipeline/3-transform/index.ts";
import { changelogFeed, cspSources, renderLlmsFiles, renderSiteFiles } from "../pipeline/4-render/index.ts";
import { nginxCspFile, searchIndexFiles, type ClientBundle, type OutputFile } from "../pipeline/5-write/index.ts";
import { markdownTwinFile } from "../shared/index.ts";
import type { CompiledPages } from "./compile-pages.ts";
import type { CompileRun } from "./compile-run.ts";

/**
 * Returns the site-wide files (feeds, sitemap, llms.txt, markdown twins, CSP, search index) and the search index's
 * maker. A build that writes as it goes (`onFile`) is given each as it is made, and the twins are let go once
 * llms-full.txt holds them: on a large site each of these is as large as the site's text.
 */
export function siteOutputs(
  run: CompileRun,
  config: SiteConfig,
  bundle: ClientBundle,
  compiled: CompiledPages,
  sidebars: Sidebars,
  changelog: ChangelogEntry[],
) {
  const { stage, options } = run;
  const { models, markdown, sections } = compiled;
  models.sort((a, b) => (a.route < b.route ? -1 : 1));
  compiled.rendered.sort((a, b) => (a.route < b.route ? -1 : 1));
  const outputs: OutputFile[] = options.onFile ? [] : [...bundle.files];
  const emit = (files: OutputFile[]) => (options.onFile ? files.forEach(options.onFile) : outputs.push(...files));
  emit(stage("render", () => [...renderSiteFiles(models, config), ...changelogFeed(changelog, config)]));
  emit(stage("render", () => renderLlmsFiles(new Map(models.map((m) => [m.route, m])), markdown, sidebars, config)));
  // The twins went to `onFile` with their pages.
  if (options.onFile) markdown.clear();
  else outputs.push(...[...markdown].sort(([a], [b]) => (a < b ? -1 : 1)).map(([route, contents]) => ({ path: markdownTwinFile(route), contents })));
  const csp = cspSources(config);
  emit([{ path: "csp.json", contents: JSON.stringify(csp) }, nginxCspFile(csp), { path: "site.json", contents: JSON.stringify({ baseUrl: config.baseUrl }) }]);
  const searchIndex = () => searchIndexFiles(models, config, (model) => sections.get(model.route));
  // Indexing takes most of a second: author mode defers it, so a save shows first and the index follows.
  if (!options.dev) emit(stage("search", searchIndex));
  return { outputs, searchIndex };
}
