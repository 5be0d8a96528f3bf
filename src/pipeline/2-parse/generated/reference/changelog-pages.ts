import type { GraphQLSchema } from "graphql";
import type { ListItem, PhrasingContent, Root } from "mdast";
import { VFile } from "vfile";
import type { ReferenceConfig } from "../../../0-config/index.ts";
import type { CategoryMeta, RoutedPage } from "../../../1-content/index.ts";
import { CHANGELOG_FEED, CHANGELOG_ROUTE, changelogRoute } from "./version-routes.ts";
import { CHANGE_ACTIONS, type SchemaChange } from "../../schema/schema-change.ts";
import { schemaChanges } from "../../schema/schema-changes.ts";
import { itemRoute } from "./item-route.ts";
import { badge, heading, inlineCode, link, markdownInline, paragraph, root, type Inline } from "./mdast.ts";

/** A version of the API: its name, its release date (`YYYY-MM-DD`), its schema and the file the schema is read from. */
export interface ApiVersion {
  name: string;
  date: string;
  schema: GraphQLSchema;
  path: string;
}

/** What the changelog's Atom feed says of one page. */
export interface ChangelogEntry {
  route: string;
  title: string;
  date: string;
  summary: string;
}

export interface ChangelogOutput {
  pages: RoutedPage[];
  categories: Map<string, CategoryMeta>;
  /** One per page, newest first. */
  entries: ChangelogEntry[];
}

const SECTION_TITLES: Record<SchemaChange["action"], string> = { added: "Added", changed: "Changed", deprecated: "Deprecated", removed: "Removed" };

/**
 * Returns the changelog: one page per pair of consecutive versions (oldest first in `versions`), listing what changed
 * from one to the next (`schemaChanges`) with each entry linked to the item in both versions where it exists, under a
 * "Changelog" category after the reference's kinds, newest first.
 */
export function buildChangelogPages(versions: ApiVersion[], options: ReferenceConfig = {}): ChangelogOutput {
  const dir = CHANGELOG_ROUTE.replace(/^\/docs\//, "");
  const apiName = options.apiName ?? "GraphQL API";
  const pages: RoutedPage[] = [];
  const entries: ChangelogEntry[] = [];
  for (let i = versions.length - 1; i > 0; i--) {
    const [from, to] = [versions[i - 1]!, versions[i]!];
    const changes = schemaChanges(from.schema, to.schema);
    const summary = `What changed in the ${apiName} from ${from.name} to ${to.name}: ${countsOf(changes)}.`;
    const route = changelogRoute(to.name);
    const name = route.slice(route.lastIndexOf("/") + 1);
    pages.push({
      kind: "doc",
      file: new VFile({ path: `content/docs/${dir}/${name}.md`, value: "", data: { source: to.path } }),
      tree: () => changelogTree(from, to, changes),
      frontMatter: { title: to.name, description: summary, sidebar_position: versions.length - i },
      dir,
      name,
      generated: true,
      route,
      docId: route.replace(/^\/docs\//, ""),
    });
    entries.push({ route, title: `${apiName} ${to.name}`, date: to.date, summary });
  }
  const place = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  const description = `Every change to the ${apiName} from one version to the next.`;
  const category: CategoryMeta = {
    label: "Changelog",
    position: 11,
    link: { type: "generated-index", slug: `/${dir}`, route: `/docs/${dir}`, description, place },
  };
  return { pages, categories: new Map(pages.length ? [[dir, category]] : []), entries };
}

/** Returns "4 changes, 1 breaking, 2 dangerous" (the marks only when there are some). */
function countsOf(changes: SchemaChange[]): string {
  const breaking = changes.filter((c) => c.severity === "breaking").length;
  const dangerous = changes.filter((c) => c.severity === "dangerous").length;
  const marks = [breaking && `${breaking} breaking`, dangerous && `${dangerous} dangerous`].filter(Boolean);
  return [`${changes.length} ${changes.length === 1 ? "change" : "changes"}`, ...marks].join(", ");
}

/** Returns a changelog page's content: when the version came out, then a section per kind of change. */
function changelogTree(from: ApiVersion, to: ApiVersion, changes: SchemaChange[]): Root {
  const sections = CHANGE_ACTIONS.flatMap((action) => {
    const items = changes.filter((c) => c.action === action).map((c) => changeItem(c, from, to));
    return items.length ? [heading(2, SECTION_TITLES[action]), { type: "list" as const, ordered: false, spread: false, children: items }] : [];
  });
  return root([
    paragraph(
      `Version ${to.name} came out on ${to.date}. It changes version ${from.name} as listed below; `,
      "a change that graphql-js finds breaking or dangerous for existing clients is marked so.",
    ),
    paragraph("Each new version's changes come in the changelog's ", link(CHANGELOG_FEED, "Atom feed"), "."),
    ...(sections.length ? sections : [paragraph("The schema did not change.")]),
  ]);
}

/**
 * Returns a deprecation's reason as its item's page shows it (markdown), its links as their text: the entry links that
 * page, where they work; a relative one would not from here.
 */
function reasonInline(reason: string): PhrasingContent[] {
  const unlinked = (nodes: PhrasingContent[]): PhrasingContent[] =>
    nodes.flatMap((node) =>
      node.type === "link"
        ? unlinked(node.children)
        : "children" in node
          ? [{ ...node, children: unlinked(node.children as PhrasingContent[]) } as PhrasingContent]
          : [node],
    );
  return unlinked(markdownInline(reason));
}

/** Returns one entry: its mark, the item, the sentence, and links to the item in each version that has it. */
function changeItem(change: SchemaChange, from: ApiVersion, to: ApiVersion): ListItem {
  const links = [from, to].flatMap((version): Inline[] => {
    const route = change.coordinate ? itemRoute(version.schema, change.coordinate) : undefined;
    return route ? [link(route, `in ${version.name}`)] : [];
  });
  const line = paragraph(
    change.severity && [badge(change.severity), " "],
    change.coordinate && [inlineCode(change.coordinate), ": "],
    change.reason === undefined ? change.description : [change.description.slice(0, -change.reason.length || undefined), reasonInline(change.reason)],
    links.length > 0 && [" (", links.map((l, i) => [i ? ", " : "", l]), ")"],
  )!;
  return { type: "listItem", spread: false, checked: null, children: [line] };
}
