import type { SidebarId, SiteConfig } from "../0-config/index.ts";
import { markdownTwinFile, withBase } from "../../shared/index.ts";
import type { PageSummary } from "../../shared/index.ts";
import type { Sidebars } from "../3-transform/index.ts";
import type { SiteFile } from "./site-files.ts";

const SECTIONS: [SidebarId, string][] = [
  ["apiDocsSidebar", "API Docs"],
  ["appDevelopmentSidebar", "Apps"],
  ["themeDevelopmentSidebar", "Themes"],
  ["dashboardDevelopmentSidebar", "Dashboard"],
  ["partnerDevelopmentSidebar", "Partners"],
];

/**
 * Returns `/llms.txt` (every section and page with its one-line description) and `/llms-full.txt` (all pages as
 * markdown, as UTF-8 bytes).
 */
export function renderLlmsFiles(
  models: Map<string, PageSummary>,
  markdown: Map<string, string>,
  sidebars: Sidebars,
  config: SiteConfig,
): (SiteFile | { path: string; contents: Uint8Array })[] {
  const origin = config.url.replace(/\/$/, "");
  const twin = (route: string) => `${origin}${withBase(config.baseUrl, markdownTwinFile(route))}`;
  // Sidebars beyond the five (more in config.yaml, Docusaurus sidebars files) follow, named as the navbar names them.
  const more = Object.keys(sidebars.readingOrder).filter((id) => !SECTIONS.some(([known]) => known === id));
  const named = more.map((id): [SidebarId, string] => [id, config.navbar.items.find((item) => item.sidebar === id)?.label ?? id]);
  const sections = [...SECTIONS, ...named].map(([id, label]) => [label, sidebars.readingOrder[id]!.map((doc) => doc.route)] as const);
  const posts = [...models.values()]
    .filter((m) => m.kind === "blog-post")
    .sort((a, b) => (a.post!.date < b.post!.date ? 1 : -1))
    .map((m) => m.route);
  const all: (readonly [string, string[]])[] = [...sections, ["Blog", posts]];
  const index = [
    `# ${config.title}`,
    "",
    `> ${config.tagline} Every page below is also available as markdown at its address with \`.md\` appended.`,
    "",
    ...all.flatMap(([label, routes]) => [
      `## ${label}`,
      "",
      ...routes.flatMap((route) => {
        const model = models.get(route);
        return model ? [`- [${model.title}](${twin(route)}): ${model.description}`] : [];
      }),
      "",
    ]),
  ].join("\n");
  const pages = all.flatMap(([, routes]) => routes.flatMap((route) => (markdown.has(route) ? [markdown.get(route)!.trim()] : [])));
  return [
    { path: "llms.txt", contents: `${index.trim()}\n` },
    { path: "llms-full.txt", contents: joinedBytes(pages, "\n\n---\n\n", "\n") },
  ];
}

/**
 * Returns the texts joined by `separator` and ended by `end`, as UTF-8 bytes written straight into one buffer: the
 * text of every page of a large site, joined as a string, is as large again, twice over where it is not Latin-1.
 */
function joinedBytes(texts: string[], separator: string, end: string): Uint8Array {
  const size = texts.reduce((n, text, i) => n + Buffer.byteLength(text) + (i ? Buffer.byteLength(separator) : 0), Buffer.byteLength(end));
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  texts.forEach((text, i) => {
    if (i) at += bytes.write(separator, at);
    at += bytes.write(text, at);
  });
  bytes.write(end, at);
  return bytes;
}
