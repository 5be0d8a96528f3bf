import { getNamedType, isSpecifiedDirective, type GraphQLField, type GraphQLNamedType, type GraphQLSchema } from "graphql";
import type { Root } from "mdast";
import { VFile } from "vfile";
import type { CategoryMeta, RoutedPage } from "../../../1-content/index.ts";
import { executeMocked } from "../../../../shared/index.ts";
import { directivesParagraph } from "./applied-directives.ts";
import { describedBlocks, guides, signatureOf } from "./blocks.ts";
import { descriptionPlace } from "./description-place.ts";
import { directivePage } from "./directive-page.ts";
import { exampleOperation } from "./example-operation.ts";
import { argumentList } from "./items.ts";
import { badge, code, heading, link, markdownInline, paragraph, plainText, root } from "./mdast.ts";
import { firstSentence } from "./first-sentence.ts";
import { typeLink } from "./type-link.ts";
import { typeDescription } from "./spec-notes.ts";
import { scopeRequirement } from "./scopes.ts";
import { typePage, unionsByMember } from "./type-page.ts";
import { versionNote } from "./version-notes.ts";
import { KIND_LABELS, REFERENCE_KINDS, kindOfType, type ReferenceKind } from "../../../../shared/reference-routes.ts";
import { pageRoute, referenceRouteOf } from "./version-routes.ts";
import type { ReferenceInput } from "./reference-input.ts";
import type { ReferenceConfig } from "../../../0-config/index.ts";

export interface ReferenceOutput {
  pages: RoutedPage[];
  categories: Map<string, CategoryMeta>;
}

/**
 * Returns one generated page per query, mutation, subscription, object, interface, union, input, enum, scalar and
 * custom directive, each page's content built as mdast, and a sidebar category per kind that has pages.
 */
export function buildReferencePages(input: ReferenceInput): ReferenceOutput {
  const { schema } = input;
  const pages: RoutedPage[] = [];
  const roots = [
    ["query", "queries", schema.getQueryType()],
    ["mutation", "mutations", schema.getMutationType()],
    ["subscription", "subscriptions", schema.getSubscriptionType()],
  ] as const;
  for (const [operation, kind, root] of roots) {
    for (const field of Object.values(root?.getFields() ?? {}).sort(byName)) {
      pages.push(page(schema, kind, field, () => operationPage(operation, field, input), input.options));
    }
  }
  const rootTypes = new Set<GraphQLNamedType | null | undefined>(roots.map(([, , root]) => root));
  const types = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith("__") && !rootTypes.has(type))
    .sort(byName);
  const memberOf = unionsByMember(schema);
  for (const type of types) {
    const documented = { name: type.name, description: typeDescription(type), astNode: type.astNode };
    pages.push(page(schema, kindOfType(type), documented, () => typePage(type, input, memberOf), input.options));
  }
  for (const directive of schema
    .getDirectives()
    .filter((d) => !isSpecifiedDirective(d))
    .sort(byName)) {
    pages.push(page(schema, "directives", directive, () => directivePage(directive, input), input.options));
  }
  const dir = referenceDir(schema);
  const present = REFERENCE_KINDS.filter((kind) => pages.some((p) => p.dir === `${dir}/${kind}`));
  const source = pages.find((p) => p.file.data.source)?.file.data.source;
  const categories = new Map<string, CategoryMeta>(present.map((kind, i) => [`${dir}/${kind}`, kindCategory(dir, kind, i + 1, input.options ?? {}, source)]));
  return { pages, categories };
}

/**
 * Returns the sidebar category of a kind: its link is a generated index that lists every page of the kind with its
 * first sentence, which is where a sidebar too long to show whole sends its reader (`pageSidebar`).
 */
function kindCategory(dir: string, kind: ReferenceKind, position: number, options: ReferenceConfig, source: string | undefined): CategoryMeta {
  // The index has no place of its own: a message about it (a page already has its route) is at the schema's start.
  const place = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  const description = `${KIND_DESCRIPTIONS[kind]} of the ${options.apiName ?? "GraphQL API"}.`;
  const link = { type: "generated-index" as const, slug: `/${dir}/${kind}`, route: `/docs/${dir}/${kind}`, description, place };
  return { label: KIND_LABELS[kind], position, link, source };
}

/** Returns the folder below content/docs a schema's reference pages are in: its route without `/docs/`. */
function referenceDir(schema: GraphQLSchema): string {
  return referenceRouteOf(schema).replace(/^\/docs\//, "");
}

const KIND_DESCRIPTIONS: Record<ReferenceKind, string> = {
  queries: "Every query",
  mutations: "Every mutation",
  subscriptions: "Every subscription",
  objects: "Every object type",
  interfaces: "Every interface",
  unions: "Every union",
  inputs: "Every input type",
  enums: "Every enum",
  scalars: "Every scalar",
  directives: "Every custom directive",
};

/** What one page of a kind documents, in a sentence: "The `listOrder` query of the Admin API." */
const KIND_SINGULAR: Record<ReferenceKind, string> = {
  queries: "query",
  mutations: "mutation",
  subscriptions: "subscription",
  objects: "object",
  interfaces: "interface",
  unions: "union",
  inputs: "input",
  enums: "enum",
  scalars: "scalar",
  directives: "directive",
};

function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** What a reference page documents: an operation's field, a named type or a directive, as graphql-js gives it. */
interface Documented {
  name: string;
  description?: string | null;
  astNode?: { loc?: { source: { name: string } } } | null;
}

function page(
  schema: GraphQLSchema,
  kind: ReferenceKind,
  { name, description, astNode }: Documented,
  tree: () => Root,
  options: ReferenceConfig = {},
): RoutedPage {
  const dir = `${referenceDir(schema)}/${kind}`;
  const route = pageRoute(schema, kind, name);
  const slug = route.slice(route.lastIndexOf("/") + 1);
  const source = astNode?.loc?.source.name;
  return {
    kind: "doc",
    file: new VFile({ path: `content/docs/${dir}/${slug}.md`, value: "", data: source ? { source } : {} }),
    tree,
    frontMatter: {
      title: name,
      description: firstSentence(plainText(description), `The ${name} ${KIND_SINGULAR[kind]} of the ${options.apiName ?? "GraphQL API"}.`),
    },
    dir,
    name: slug,
    generated: true,
    route,
    docId: route.replace(/^\/docs\//, ""),
  };
}

type Operation = "query" | "mutation" | "subscription";

function operationPage(operation: Operation, field: GraphQLField<unknown, unknown>, input: ReferenceInput): Root {
  const { schema } = input;
  const scopes = scopeRequirement(schema, field, input.options?.scopeDirective);
  const mocks = { vocabulary: input.options?.mockVocabulary };
  // exampleOperation writes the operation keyword it is given; a subscription's example runs as a query would.
  const example = exampleOperation(operation as "query", field, mocks);
  const response = executeMocked(schema, example.query, example.variables, mocks);
  // Guides are keyed by the root type's own name, which need not be `Query` (`query_root`, `RootQueryType`).
  const rootName = (operation === "query" ? schema.getQueryType() : operation === "mutation" ? schema.getMutationType() : schema.getSubscriptionType())?.name;
  const returned = typeDescription(getNamedType(field.type));
  return root([
    paragraph(
      badge(operation),
      scopes && [
        " ",
        scopes.scopes.length
          ? ["Required scopes: ", scopes.scopes.map((s, i) => [i ? " " : "", scopes.route ? link(scopes.route, badge(s)) : badge(s)])]
          : "Requires no scope.",
      ],
    ),
    ...describedBlocks(field.description, field, descriptionPlace(field.astNode?.description)),
    versionNote(input.history, `${rootName}.${field.name}`),
    // The scope directive is already shown as the "Required scopes" line above.
    directivesParagraph(field, schema, input.options?.scopeDirective?.replace(/^@/, "")),
    heading(2, "Signature"),
    code("graphql", signatureOf(field), "signature"),
    field.args.length > 0 && heading(2, "Arguments"),
    argumentList(field.args, schema),
    heading(2, "Returns"),
    paragraph(typeLink(field.type, schema), ": ", markdownInline(firstSentence(returned, ""))),
    heading(2, "Example"),
    code("graphql", example.query),
    code("json", JSON.stringify(example.variables, null, 2), "variables"),
    heading(3, "Response"),
    paragraph("The response below was produced at build time by running the example against the schema with mocked data."),
    code("json", JSON.stringify(response, null, 2), 'title="Response"'),
    ...guides(input.guideUsage.get(`${rootName}.${field.name}`)),
  ]);
}
