import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { buildSchema } from "graphql";
import { VFile } from "vfile";
import { buildReferencePages, buildUsedBy, reportMissingScopeDirective } from "../../../../../src/pipeline/2-parse/index.ts";
import { formatMessage } from "../../../../../src/report/index.ts";
import { FIXTURES } from "../../../../support.ts";

const portal = buildSchema(readFileSync(join(FIXTURES, "site/content/schema/admin-api.graphql"), "utf8"));
const projects = buildSchema(readFileSync(join(FIXTURES, "reference/projects-api.graphql"), "utf8"));

/** Returns the text of each page's first paragraph, by route. */
function firstLines(schema: typeof portal, scopeDirective?: string): Map<string, string> {
  const { pages } = buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: new Map(), options: { scopeDirective } });
  return new Map(pages.map((page) => [page.route.replace(/.*admin-api\//, ""), JSON.stringify(page.tree?.().children[0])]));
}

test("should list the scopes the configured directive names, linked to its enum's page", () => {
  const lines = firstLines(portal, "scope");
  assert.match(lines.get("queries/list-order")!, /Required scopes: /);
  assert.match(lines.get("queries/list-order")!, /"url":"\/docs\/api\/type-definitions\/admin-api\/enums\/app-scope".*"value":"READ_ORDERS"/);
  assert.deepEqual(firstLines(portal, "@scope").get("mutations/cancel-order"), lines.get("mutations/cancel-order"));
});

test("should say nothing about scopes when no directive is configured", () => {
  for (const [route, line] of firstLines(portal)) assert.doesNotMatch(line ?? "", /scope/i, route);
});

test("should say nothing about scopes when the schema has no such directive", () => {
  const lines = firstLines(projects, "scope");
  assert.ok(lines.has("queries/projects"));
  for (const [route, line] of lines) assert.doesNotMatch(line ?? "", /scope/i, route);
});

test("should name the API from config in a description the schema does not give", () => {
  const page = (apiName?: string) =>
    buildReferencePages({ schema: projects, usedBy: new Map(), guideUsage: new Map(), options: { apiName } }).pages.find((p) =>
      p.route.endsWith("/objects/project-edge"),
    );
  assert.equal(page()!.frontMatter.description, "A project and its cursor.");
  const bare = buildSchema("type Query { a: Thing }\ntype Thing { b: Int }\n");
  const thing = (apiName?: string) =>
    buildReferencePages({ schema: bare, usedBy: new Map(), guideUsage: new Map(), options: { apiName } }).pages.find((p) =>
      p.route.endsWith("/objects/thing"),
    )!;
  assert.equal(thing("Projects API").frontMatter.description, "The Thing object of the Projects API.");
  assert.equal(thing().frontMatter.description, "The Thing object of the GraphQL API.");
});

test("should warn at reference.scopeDirective in config.yaml when the schema defines no such directive, and not when it does", () => {
  const yaml = "title: Docs\nreference:\n  scopeDirective: scope\n";
  const file = new VFile({ path: "config.yaml", value: yaml });
  reportMissingScopeDirective(projects, "scope", file);
  assert.deepEqual(
    file.messages.map((m) => formatMessage(m, "config.yaml").split("\n")[0]),
    ["config.yaml:3:3-3:17: Unexpected `reference.scopeDirective: scope`, expected a directive the schema defines [unknown-scope-directive]"],
  );
  const portalFile = new VFile({ path: "config.yaml", value: yaml });
  reportMissingScopeDirective(portal, "@scope", portalFile);
  reportMissingScopeDirective(projects, undefined, portalFile);
  assert.deepEqual(portalFile.messages, []);
});
