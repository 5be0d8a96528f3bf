import type { Element, ElementContent, Root } from "hast";
import type { SidebarId } from "../0-config/index.ts";
import {
  EXACT_NAME_BOOST,
  FULL_FIELDS,
  QUICK_FIELDS,
  REFERENCE_ROUTE,
  headingText,
  indexOptions,
  pageHref,
  type PageUrls,
  type SearchDocument,
  type SearchIndexFile,
  type SearchPage,
  type SearchSection,
} from "../../shared/index.ts";
import type { PageSummary } from "../../shared/index.ts";
import { minisearchJson } from "./minisearch-json.ts";

export interface SearchIndexFiles {
  /** Titles, headings and API names: what the first results need. */
  quick: string;
  /** The same with every section's body text, loaded after the quick one. */
  full: string;
}

const SECTION_LABELS: Record<SidebarId, string> = {
  apiDocsSidebar: "API reference",
  appDevelopmentSidebar: "Apps",
  themeDevelopmentSidebar: "Themes",
  dashboardDevelopmentSidebar: "Dashboard",
  partnerDevelopmentSidebar: "Partners",
};

/** Pages whose title is an API name, and the boost of a query equal to it: the GraphQL reference and the theme API reference. */
const NAME_PAGES: [prefix: string, boost: number][] = [
  [`${REFERENCE_ROUTE}/`, EXACT_NAME_BOOST.graphql],
  ["/docs/theme/api/", EXACT_NAME_BOOST.theme],
];

/**
 * Returns the label a page's results carry: its section of the site, and for a released API version's reference page
 * that version, since each version has a page of the same name.
 */
function searchLabel(model: PageSummary): string {
  if (model.kind === "blog-post") return "Blog";
  if (model.apiVersion !== undefined) return `${SECTION_LABELS.apiDocsSidebar} ${model.apiVersion}`;
  return model.doc?.sidebarId ? (SECTION_LABELS[model.doc.sidebarId] ?? "") : "";
}

/** One part of a page for the search index: the intro (id '') or an h2/h3 with the text up to the next one, its white space collapsed. */
export interface SearchSectionText {
  id: string;
  heading: string;
  text: string;
}

/**
 * Returns the search index files of the site: every doc page and blog post split into sections at its h2 and h3
 * headings (`sectionsOf`, `searchSections` of its content), each page linked under the site's `urls`.
 */
export function buildSearchIndex(models: PageSummary[], urls: PageUrls, sectionsOf: (model: PageSummary) => SearchSectionText[] | undefined): SearchIndexFiles {
  const pages: SearchPage[] = [];
  const sections: SearchSection[] = [];
  const documents: SearchDocument[] = [];
  // Unlisted pages are found by their URL only, as in Docusaurus: never by search.
  const sorted = models.filter((m) => (m.kind === "doc" || m.kind === "blog-post") && !m.unlisted).sort((a, b) => (a.route < b.route ? -1 : 1));
  for (const model of sorted) {
    const split = sectionsOf(model);
    if (!split) continue;
    const label = searchLabel(model);
    const entry: SearchPage = [model.title, pageHref(urls, model.route), label];
    if (model.version !== undefined) entry.push(model.version.label, ...(model.version.docs ? [model.version.docs] : []));
    const page = pages.push(entry) - 1;
    const exact = NAME_PAGES.find(([prefix]) => model.route.startsWith(prefix))?.[1] ?? 0;
    for (const section of split) {
      const name = exact ? (section.id === "" ? model.title : /^[A-Za-z_]\w*$/.test(section.heading) ? section.heading : "") : "";
      const id = documents.length;
      sections.push([page, section.id, section.heading, name.toLowerCase(), name ? exact : 0]);
      documents.push({
        id,
        title: section.id === "" ? model.title : "",
        heading: section.heading,
        names: name,
        text: section.text,
      });
    }
  }
  // One index at a time, written out before the next is made: each is about as large as the site's text.
  const quick = indexFile({ version: 1, pages, sections }, documents, QUICK_FIELDS);
  const full = indexFile({ version: 1, pages, sections, texts: documents.map((d) => d.text!) }, documents, FULL_FIELDS);
  return { quick, full };
}

/** Returns the JSON of an index file: `file` with MiniSearch's index of the documents' `fields` (`minisearchJson`). */
function indexFile(file: Omit<SearchIndexFile, "index">, documents: SearchDocument[], fields: readonly string[]): string {
  const { tokenize, processTerm } = indexOptions(fields);
  const index = minisearchJson(documents, { fields: [...fields], tokenize: tokenize!, processTerm: processTerm! });
  return `${JSON.stringify(file).slice(0, -1)},"index":${index}}`;
}

/** Returns a page's intro (kept even when empty: it is where a title search lands) and each h2/h3 with the text up to the next one; code blocks and heading anchors are left out. */
export function searchSections(tree: Root): SearchSectionText[] {
  const sections: (Omit<SearchSectionText, "text"> & { text: string[] })[] = [{ id: "", heading: "", text: [] }];
  const walk = (nodes: (Root | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type === "text") sections.at(-1)!.text.push(node.value);
      if (node.type !== "element" && node.type !== "root") continue;
      if (node.type === "element") {
        if (node.tagName === "pre" || classes(node).includes("hash-link")) continue;
        if ((node.tagName === "h2" || node.tagName === "h3") && typeof node.properties.id === "string") {
          sections.push({ id: node.properties.id, heading: headingText(node).trim(), text: [] });
          continue;
        }
        if (/^(p|li|h[1-6]|td|th|div|blockquote|dd|dt|br)$/.test(node.tagName)) sections.at(-1)!.text.push(" ");
      }
      walk(node.children as ElementContent[]);
    }
  };
  walk([tree]);
  // One string a section: a page's thousands of text nodes, kept until the site's index is made, would take more room.
  return sections.map((section) => ({ ...section, text: section.text.join(" ").replace(/\s+/g, " ").trim() }));
}

/** Returns an element's class names. */
function classes(node: Element): string[] {
  return (node.properties.className as string[] | undefined) ?? [];
}
