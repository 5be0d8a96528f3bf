import assert from "node:assert/strict";
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import {
  buildSchema,
  findBreakingChanges,
  findDangerousChanges,
  isEnumType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { buildSite } from "../../src/orchestration/build-site.ts";
import { formatMessages } from "../../src/report/index.ts";
import { kindOfType, referenceRoute } from "../../src/shared/reference-routes.ts";
import { FIXTURES } from "../support.ts";

const root = mkdtempSync(join(tmpdir(), "versioned-"));
cpSync(join(FIXTURES, "versioned-site"), root, { recursive: true });
const sdl = (path: string) => buildSchema(readFileSync(join(root, "content/schema", path), "utf8"));
const VERSIONS: [string, GraphQLSchema][] = [
  ["2024-01", sdl("versions/2024-01.graphql")],
  ["2024-07", sdl("versions/2024-07.graphql")],
  ["2025-01", sdl("admin-api.graphql")],
];
const built = buildSite({ root });

/** Returns a built page's entries of a changelog section ("Added", …): the text of each, and its mark if any. */
function changelogEntries(version: string): { section: string; text: string; mark?: string }[] {
  const html = readFileSync(join(root, `build/docs/api/type-definitions/admin-api/changelog/${version}/index.html`), "utf8");
  const entries: { section: string; text: string; mark?: string }[] = [];
  let section = "";
  // Headings and list items in document order: each entry is under the last heading before it.
  for (const node of selectAll("article h2, article ul > li", fromHtml(html))) {
    if (node.tagName === "h2") section = toString(node).replace(/#$/, "");
    else if (section) entries.push({ section, text: toString(node), mark: select(".badge", node) ? toString(select(".badge", node)!) : undefined });
  }
  return entries;
}

test("should build the versioned fixture site whole: every link checked, by the build's crawl too", async () => {
  const result = await built;
  assert.equal(formatMessages(result.files), "");
  assert.equal(result.ok, true);
});

test("should give each version a page for every query, type and custom directive of its own schema, below its route base", async () => {
  await built;
  for (const [name, schema] of VERSIONS) {
    const base = name === "2025-01" ? "/docs/" : `/docs/${name}/`;
    const types = Object.values(schema.getTypeMap()).filter((t: GraphQLNamedType) => !t.name.startsWith("__") && t !== schema.getQueryType());
    const routes = [
      ...Object.keys(schema.getQueryType()!.getFields()).map((field) => referenceRoute(schema, "queries", field)),
      ...types.map((type) => referenceRoute(schema, kindOfType(type), type.name)),
      referenceRoute(schema, "directives", "auth"),
    ];
    for (const route of routes) {
      const file = join(root, "build", route.replace("/docs/", base), "index.html");
      assert.ok(existsSync(file), `${name}: ${file}`);
    }
  }
});

test("should badge each reference page with its API version, the current one's too, and the changelog with the site's label", async () => {
  await built;
  const badge = (route: string) => {
    const node = select(".version-badge", fromHtml(readFileSync(join(root, "build", route, "index.html"), "utf8")));
    return node && toString(node);
  };
  assert.deepEqual(
    [
      "docs/api/type-definitions/admin-api/objects/order",
      "docs/2024-07/api/type-definitions/admin-api/objects/order",
      "docs/api/type-definitions/admin-api/queries",
      "docs/api/type-definitions/admin-api/changelog/2025-01",
      "docs/intro",
    ].map(badge),
    ["Version: 2025-01", "Version: 2024-07", "Version: 2025-01", "Version: Next", "Version: Next"],
  );
});

test("should list on each changelog page every change graphql-js finds, marked as it marks it, and mark nothing else", async () => {
  await built;
  for (let i = 1; i < VERSIONS.length; i++) {
    const [[, before], [name, after]] = [VERSIONS[i - 1]!, VERSIONS[i]!];
    const entries = changelogEntries(name);
    const listed = [
      ...findBreakingChanges(before, after).map((c) => ["breaking", c.description]),
      ...findDangerousChanges(before, after).map((c) => ["dangerous", c.description]),
    ];
    for (const [mark, description] of listed) {
      assert.ok(
        entries.some((entry) => entry.mark === mark && entry.text.includes(description!)),
        `${name}: ${mark} ${description}`,
      );
    }
    assert.equal(entries.filter((entry) => entry.mark).length, listed.length, name);
  }
});

test("should list every type, field and enum value added, and every field deprecated, as the SDL of each pair shows them", async () => {
  await built;
  for (let i = 1; i < VERSIONS.length; i++) {
    const [[, before], [name, after]] = [VERSIONS[i - 1]!, VERSIONS[i]!];
    const entries = changelogEntries(name);
    const has = (section: string, coordinate: string) =>
      entries.some((e) => e.section === section && e.text.startsWith(`${e.mark ?? ""} ${coordinate}:`.trim()));
    for (const type of Object.values(after.getTypeMap())) {
      if (type.name.startsWith("__")) continue;
      const old = before.getType(type.name);
      if (!old) assert.ok(has("Added", type.name), `${name}: ${type.name} added`);
      if ((isObjectType(type) || isInterfaceType(type)) && old && (isObjectType(old) || isInterfaceType(old))) {
        for (const field of Object.values(type.getFields())) {
          const was = old.getFields()[field.name];
          if (!was) assert.ok(has("Added", `${type.name}.${field.name}`), `${name}: ${type.name}.${field.name} added`);
          if (was && field.deprecationReason && !was.deprecationReason) assert.ok(has("Deprecated", `${type.name}.${field.name}`), `${name}: deprecated`);
        }
      }
      if (isEnumType(type) && old && isEnumType(old)) {
        for (const value of type.getValues()) if (!old.getValue(value.name)) assert.ok(has("Added", `${type.name}.${value.name}`), `${name}: value added`);
      }
    }
  }
});

test("should list exactly the fixture's changes", async () => {
  await built;
  assert.deepEqual(
    changelogEntries("2025-01").map((e) => `${e.section}: ${e.text.replace(/ \(in .*$/, "")}`),
    [
      "Added: breaking Query.order(shop:): A required arg shop on Query.order was added.",
      "Added: dangerous Query.orders(after:): An optional arg after on Query.orders was added.",
      "Changed: breaking @auth: OBJECT was removed from auth.",
      "Changed: @auth: Repeatable flag was added to auth.",
      "Changed: breaking Money: Money changed from an Object type to a Scalar type.",
      "Removed: breaking Report: Report was removed.",
    ],
  );
  assert.deepEqual(
    changelogEntries("2024-07").map((e) => `${e.section}: ${e.text.replace(/ \(in .*$/, "")}`),
    [
      "Added: Order.amount: Order.amount was added.",
      "Added: dangerous OrderStatus.CANCELLED: CANCELLED was added to enum type OrderStatus.",
      "Changed: @auth: OBJECT was added to auth.",
      "Changed: dangerous Query.orders(first:): Query.orders arg first has changed defaultValue from 10 to 20.",
      "Deprecated: Order.total: Order.total was deprecated: Use amount.",
    ],
  );
  // A deprecation's reason is markdown, as on the item's own page.
  const page = readFileSync(join(root, "build/docs/api/type-definitions/admin-api/changelog/2024-07/index.html"), "utf8");
  assert.match(page, /was deprecated: Use <code>amount<\/code>\./);
});

test("should write the changelog's Atom feed as valid XML, one entry per pair of versions, linked from every page", async () => {
  await built;
  const feedRoute = "/docs/api/type-definitions/admin-api/changelog/atom.xml";
  const xml = readFileSync(join(root, `build${feedRoute}`), "utf8");
  for (const page of ["docs/intro/index.html", "docs/api/type-definitions/admin-api/changelog/2024-07/index.html"]) {
    const head = select("head", fromHtml(readFileSync(join(root, "build", page), "utf8")))!;
    assert.equal(select(`link[rel=alternate][type="application/atom+xml"][title="API changelog (Atom)"]`, head)?.properties.href, feedRoute, page);
  }
  assert.equal(
    select(
      `article a[href="${feedRoute}"]`,
      fromHtml(readFileSync(join(root, "build/docs/api/type-definitions/admin-api/changelog/2024-07/index.html"), "utf8")),
    )?.children.length,
    1,
  );
  assert.equal(XMLValidator.validate(xml), true);
  const feed = new XMLParser({ ignoreAttributes: false }).parse(xml).feed;
  // RFC 4287: a feed whose entries name no author names its own.
  assert.ok(feed.author?.name, "the feed's author");
  assert.deepEqual(
    feed.entry.map((entry: { title: string; updated: string }) => [entry.title, entry.updated]),
    [
      ["Admin API 2025-01", "2025-01-15T00:00:00Z"],
      ["Admin API 2024-07", "2024-07-15T00:00:00Z"],
    ],
  );
});

test("should make a version's pages again when only its schema changed, the page cache and the crawl notwithstanding", async () => {
  await built;
  const path = join(root, "content/schema/versions/2024-01.graphql");
  // A field's description: in no page's front matter, only in the page's content.
  writeFileSync(path, readFileSync(path, "utf8").replace(`"The order's total."`, `"The order's total, in the old store."`));
  const again = await buildSite({ root });
  assert.equal(again.ok, true);
  const page = readFileSync(join(root, "build/docs/2024-01/api/type-definitions/admin-api/objects/order/index.html"), "utf8");
  assert.match(page, /total, in the old store\./);
});
