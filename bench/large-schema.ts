import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Words the generated names are made of: a prefix and a noun per record type, then a number once the 12 × 24 pairs are used. */
const PREFIXES = ["Billing", "Catalog", "Client", "Delivery", "Inventory", "Loyalty", "Marketing", "Payment", "Pricing", "Review", "Routing", "Storage"];
const NOUNS = [
  "Account",
  "Archive",
  "Batch",
  "Channel",
  "Comment",
  "Contract",
  "Device",
  "Document",
  "Event",
  "Folder",
  "Group",
  "Invoice",
  "Job",
  "Label",
  "Ledger",
  "Message",
  "Note",
  "Policy",
  "Project",
  "Report",
  "Rule",
  "Session",
  "Task",
  "Token",
];
/** What each interface is about: `Has<Word>`, each with two fields of its own. */
const TRAITS = ["Owner", "Tags", "Notes", "History", "Audit", "Position", "Schedule", "Budget", "Quota", "Region", "Locale", "Version"];
/** Types every schema has besides the records: Node, PageInfo, UserError, DateTime, URL, SortDirection, Query, Mutation. */
const SHARED_TYPES = 8;
/** Types per record: the object, its connection and edge, its status enum, its input and filter, its mutation payload. */
const PER_RECORD = 7;

const camel = (name: string) => name[0]!.toLowerCase() + name.slice(1);

/**
 * Returns the SDL of a deterministic schema with `types` named types (2,000 by default): records that implement `Node`
 * and interfaces (some of which implement another), Relay connections between them, unions of records, enums with a
 * deprecated value, inputs with defaults, a `Query` with a connection per record and a search per union, and a
 * `save` mutation per record. Descriptions are one line, and every tenth a paragraph and a list.
 */
export function largeSchemaSdl(types = 2000): string {
  const interfaces = TRAITS.map((trait) => `Has${trait}`);
  const unions = PREFIXES.flatMap((prefix) => [`${prefix}SearchResult`, `${prefix}Subject`]);
  const records = Math.floor((types - SHARED_TYPES - interfaces.length - unions.length) / PER_RECORD);

  // The types left over after whole records: enums of their own, each used by one record.
  const extras = types - SHARED_TYPES - interfaces.length - unions.length - records * PER_RECORD;
  // Past the 288 prefix-noun pairs, names take a number: `BillingAccount2`.
  const pairs = PREFIXES.length * NOUNS.length;
  const names = Array.from(
    { length: records },
    (_, i) => `${PREFIXES[i % PREFIXES.length]}${NOUNS[Math.floor(i / PREFIXES.length) % NOUNS.length]}${i < pairs ? "" : Math.floor(i / pairs) + 1}`,
  );
  const out: string[] = [];
  const describe = (text: string, i: number, indent = "") =>
    i % 10 === 0
      ? `${indent}"""\n${indent}${text}\n${indent}\n${indent}It is read with:\n${indent}\n${indent}- its own query, paginated;\n${indent}- the connections of the records that link it.\n${indent}"""\n`
      : `${indent}"${text}"\n`;
  out.push(`"An object with a globally unique identifier."\ninterface Node {\n  "The identifier, stable across requests."\n  id: ID!\n}\n`);
  out.push(
    `"Where a page of a connection starts and ends."\ntype PageInfo {\n  hasNextPage: Boolean!\n  hasPreviousPage: Boolean!\n  startCursor: String\n  endCursor: String\n}\n`,
  );
  out.push(
    `"A problem with the input of a mutation."\ntype UserError {\n  "The path of the input field at fault."\n  field: [String!]\n  message: String!\n}\n`,
  );
  out.push(`"An ISO 8601 date and time, such as \`2025-01-31T12:00:00Z\`."\nscalar DateTime\n`);
  out.push(`"An absolute URL, such as \`https://example.com/a\`."\nscalar URL\n`);
  out.push(`"The order of a sorted list."\nenum SortDirection {\n  ASC\n  DESC\n}\n`);
  // Odd interfaces implement the one before them, as well as Node.
  const traitFields = (k: number) => [`  "The ${TRAITS[k]!.toLowerCase()} label."\n  ${camel(TRAITS[k]!)}Label: String`, `  ${camel(TRAITS[k]!)}Count: Int!`];
  const traitsOf = (k: number): number[] => (k % 2 ? [k - 1, k] : [k]);
  interfaces.forEach((name, k) => {
    const implemented = [
      "Node",
      ...traitsOf(k)
        .slice(0, -1)
        .map((j) => interfaces[j]),
    ].join(" & ");
    const fields = ["  id: ID!", ...traitsOf(k).flatMap(traitFields)];
    out.push(
      `${describe(`A record with ${TRAITS[k]!.toLowerCase()} information.`, k + 1)}interface ${name} implements ${implemented} {\n${fields.join("\n")}\n}\n`,
    );
  });
  unions.forEach((name, u) => {
    const members = Array.from({ length: 3 + (u % 4) }, (_, m) => names[(u * 11 + m * 17) % records]!);
    out.push(
      `${describe(`One of the records a ${name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`).trim()} can be.`, u + 1)}union ${name} = ${[...new Set(members)].join(" | ")}\n`,
    );
  });
  const query: string[] = [`  "Returns the record with this identifier, of any type."\n  node(id: ID!): Node`];
  const mutation: string[] = [];
  names.forEach((name, i) => {
    const traits = [...new Set([...traitsOf(i % TRAITS.length), ...traitsOf((i * 5 + 3) % TRAITS.length)])].sort((a, b) => a - b);
    const implemented = ["Node", ...traits.map((k) => interfaces[k])].join(" & ");
    const related = names[(i * 7 + 3) % records]!;
    const listed = names[(i * 13 + 5) % records]!;
    const union = unions[(i * 3) % unions.length]!;
    const extra = i < extras ? `  "How the record is kept."\n  retention: ${name}Retention\n` : "";
    out.push(
      `${describe(`A ${name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`).trim()} record.`, i)}type ${name} implements ${implemented} {\n` +
        `  id: ID!\n  "The display name."\n  name: String!\n  description: String\n  createdAt: DateTime!\n  url: URL\n  status: ${name}Status!\n` +
        `${traits.flatMap(traitFields).join("\n")}\n` +
        `  "The record this one belongs with."\n  related: ${related}\n` +
        `  "The ${camel(listed)} records this one lists, a page at a time."\n` +
        `  items(\n    "Returns the first n records."\n    first: Int\n    "Returns the records after this cursor."\n    after: String\n    last: Int\n    before: String\n    filter: ${listed}Filter\n  ): ${listed}Connection!\n` +
        `  "What the record is about."\n  subject: ${union}\n${extra}}\n`,
    );
    out.push(
      `"A page of ${name} records."\ntype ${name}Connection {\n  edges: [${name}Edge!]!\n  nodes: [${name}!]!\n  pageInfo: PageInfo!\n  totalCount: Int!\n}\n`,
    );
    out.push(`"A ${name} in a connection, with its cursor."\ntype ${name}Edge {\n  cursor: String!\n  node: ${name}!\n}\n`);
    const legacy = i % 4 === 0 ? `\n  LEGACY @deprecated(reason: "Use \`ARCHIVED\`.")` : "";
    out.push(`"Where a ${name} is in its life."\nenum ${name}Status {\n  "In use."\n  ACTIVE\n  ARCHIVED\n  DRAFT${legacy}\n}\n`);
    out.push(
      `"The fields of a ${name} to create or change."\ninput ${name}Input {\n  "Set to change a record; unset, a record is created."\n  id: ID\n  name: String!\n  description: String\n  status: ${name}Status = ACTIVE\n}\n`,
    );
    out.push(
      `"Which ${name} records to list."\ninput ${name}Filter {\n  status: [${name}Status!]\n  createdAfter: DateTime\n  nameContains: String\n  sort: SortDirection = ASC\n}\n`,
    );
    out.push(`"What saving a ${name} returns."\ntype ${name}Payload {\n  record: ${name}\n  userErrors: [UserError!]!\n}\n`);
    if (extra) out.push(`"How long a ${name} is kept."\nenum ${name}Retention {\n  DAYS_30\n  DAYS_365\n  FOREVER\n}\n`);
    const plural = `list${name}s`;
    query.push(
      `  "Returns ${name} records, a page at a time."\n  ${plural}(first: Int = 20, after: String, last: Int, before: String, filter: ${name}Filter): ${name}Connection!`,
    );
    mutation.push(`  "Creates or changes a ${name}."\n  save${name}(input: ${name}Input!): ${name}Payload!`);
  });
  PREFIXES.forEach((prefix) =>
    query.push(
      `  "Returns the ${prefix.toLowerCase()} records whose name contains the text."\n  search${prefix}(text: String!, first: Int = 10): [${prefix}SearchResult!]!`,
    ),
  );
  out.push(`"Read operations."\ntype Query {\n${query.join("\n")}\n}\n`);
  out.push(`"Write operations."\ntype Mutation {\n${mutation.join("\n")}\n}\n`);
  return out.join("\n");
}

/**
 * Writes a reference-only site around `largeSchemaSdl(types)` into a temporary folder and returns its root: the schema,
 * one intro page, and a config whose only sidebar is the intro and the generated reference. With `released`, the API
 * has versions too: `v1`, `v2`, … of `largeSchemaSdl(released[i])` types, oldest first, and the current schema last.
 */
export function writeLargeSchemaSite(engineRoot: string, types = 2000, released: number[] = []): string {
  const root = mkdtempSync(join(tmpdir(), "bench-schema-"));
  mkdirSync(join(root, "content/schema/versions"), { recursive: true });
  released.forEach((count, i) => writeFileSync(join(root, `content/schema/versions/v${i + 1}.graphql`), largeSchemaSdl(count)));
  mkdirSync(join(root, "content/docs"), { recursive: true });
  writeFileSync(join(root, "content/schema/admin-api.graphql"), largeSchemaSdl(types));
  // The favicon every page's shell links: without it each page has a broken link, which the crawl reports.
  cpSync(join(engineRoot, "content/static/favicon.svg"), join(root, "content/static/favicon.svg"));
  writeFileSync(
    join(root, "content/docs/intro.md"),
    `---\ntitle: Introduction\ndescription: A reference generated from a schema of ${types} types.\n---\n\nThe sidebar lists every type of the schema, each with a page of its own.\n`,
  );
  const names = [...released, types].map((_, i) => `    - name: v${i + 1}\n      date: "2025-0${Math.min(i + 1, 9)}-01"\n`);
  writeFileSync(join(root, "config.yaml"), released.length ? `${CONFIG}reference:\n  versions:\n${names.join("")}` : CONFIG);
  return root;
}

const CONFIG = `title: Large schema
tagline: A reference generated from a large schema.
url: https://docs.example.com
baseUrl: /
titleDelimiter: "|"
versionLabel: Next
baseUrlIssueBanner: false
navbar:
  title: Large schema
  items:
    - label: Reference
      to: /docs/intro
      sidebar: apiDocsSidebar
footer:
  columns:
    - title: Docs
      items:
        - label: Intro
          to: /docs/intro
  copyright: Generated for the bench.
home:
  heroTitle: Large schema
  heroText: A reference generated from a large schema.
  cards:
    - title: Reference
      text: Every type of the schema.
      to: /docs/intro
blog:
  title: Blog
  description: No posts.
  postsPerPage: 10
build:
  onBrokenLinks: throw
  onBrokenAnchors: throw
  onBrokenMarkdownLinks: warn
  onDuplicateRoutes: warn
sidebars:
  apiDocsSidebar:
    - doc: intro
    - category: Reference
      items:
        - autogenerated: api/type-definitions/admin-api
  appDevelopmentSidebar: []
  dashboardDevelopmentSidebar: []
  partnerDevelopmentSidebar: []
  themeDevelopmentSidebar: []
`;
