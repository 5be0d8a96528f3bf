import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { buildSchema } from "graphql";
import { buildReferencePages, buildUsedBy } from "../../../../../src/pipeline/2-parse/index.ts";
import { createMarkdownPrinter } from "../../../../../src/pipeline/4-render/index.ts";
import { FIXTURES } from "../../../../support.ts";
import { twinEntries } from "./twin.ts";

const BASE = "/docs/api/type-definitions/admin-api";
const DIRECTIVE = `${BASE}/directives/access-restricted`;
const schema = buildSchema(readFileSync(join(FIXTURES, "reference-kinds/applied-directives.graphql"), "utf8"));
const printer = createMarkdownPrinter();
const pages = new Map<string, string>(
  buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: new Map() }).pages.map((p) => [
    p.route.slice(BASE.length + 1),
    printer.stringify(p.tree!()),
  ]),
);

/** Returns the markdown of a shown `@accessRestricted` with its reason, linked to the directive's page. */
const shown = (reason: string) => `[\`@accessRestricted(reason: "${reason}")\`](${DIRECTIVE})`;

/** Returns the lines of a page that show a directive's application (its Definition block left out). */
function shownLines(route: string): string[] {
  const page = pages.get(route)!.replace(/```graphql signature\n[\s\S]*?```/g, "");
  return page.split("\n").filter((line) => line.includes("@"));
}

test("should show a described custom directive on the operation, its arguments, the type, its fields, arguments, input fields and enum values", () => {
  const report = pages.get("queries/report")!;
  assert.deepEqual(shownLines("queries/report"), [
    `Directives: ${shown("Requires the read_x approval scope.")}.`,
    `  Directives: ${shown("Requires the filter approval scope.")}.`,
  ]);
  assert.equal(twinEntries(report, "Arguments").get("filter")!.body, `Directives: ${shown("Requires the filter approval scope.")}.`);
  const object = pages.get("objects/report")!;
  assert.equal(shownLines("objects/report")[0], `Directives: ${shown("Requires the read_reports approval scope.")}.`);
  assert.equal(shownLines("objects/report").length, 2);
  assert.match(
    twinEntries(object, "Fields").get("body")!.nested.get("raw")!.body,
    new RegExp(`Directives: ${escape(shown("Requires the read_raw approval scope."))}\\.$`),
  );
  assert.match(
    twinEntries(pages.get("inputs/report-filter")!, "Fields").get("secret")!.body,
    new RegExp(`Directives: ${escape(shown("Requires the read_secret approval scope."))}\\.$`),
  );
  assert.match(
    twinEntries(pages.get("enums/visibility")!, "Values").get("PRIVATE")!.body,
    new RegExp(`Directives: ${escape(shown("Requires the read_private approval scope."))}\\.$`),
  );
});

test("should not show a directive whose definition has no description, nor @deprecated a second time", () => {
  for (const [route, page] of pages) {
    if (route.startsWith("directives/")) continue;
    const outside = page.replace(/```graphql signature\n[\s\S]*?```/g, "");
    assert.doesNotMatch(outside, /@internal/, route);
    assert.doesNotMatch(outside, /@deprecated/, route);
  }
  assert.equal((pages.get("queries/report")!.match(/\*\*Deprecated:\*\*/g) ?? []).length, 1);
});

test("should leave out the scope directive on an operation page, which shows it as its required scopes", () => {
  const output = buildReferencePages({ schema, usedBy: buildUsedBy(schema), guideUsage: new Map(), options: { scopeDirective: "accessRestricted" } });
  const page = printer.stringify(output.pages.find((p) => p.route === `${BASE}/queries/report`)!.tree!());
  assert.doesNotMatch(page.split("## Signature")[0]!, /Directives:/);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
