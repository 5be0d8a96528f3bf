import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import MiniSearch, { type AsPlainObject } from "minisearch";
import { minisearchJson } from "../../../src/pipeline/4-render/minisearch-json.ts";
import { FULL_FIELDS, indexOptions, QUICK_FIELDS, searchOptions, type SearchDocument, type SearchSection } from "../../../src/shared/index.ts";
import { FIXTURES } from "../../support.ts";

/** Sections with what the index meets: names in camelCase and snake_case, accents, digits, repeats, empty fields. */
const SECTIONS: SearchDocument[] = [
  { id: 0, title: "listOrder", heading: "", names: "listOrder", text: "Returns a page of the store's orders, order by order." },
  { id: 1, title: "", heading: "Arguments", names: "", text: "first_page, after: the cursor; HTTPStatus 404 and 429." },
  { id: 2, title: "Café orders", heading: "", names: "", text: "Crème brûlée, café au lait: ORDER order Order." },
  { id: 3, title: "", heading: "Empty", names: "", text: "" },
  { id: 4, title: "OrderLineItem", heading: "", names: "OrderLineItem", text: "One line of an order, with its quantity (2) and price." },
];

/** The markdown fixtures' sources, one document per file: real sentences in numbers. */
function fixtureDocuments(): SearchDocument[] {
  const dir = join(FIXTURES, "markdown");
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((name) => /\.mdx?$/.test(name)).sort();
  return files.map((name, id) => ({ id, title: name, heading: "", names: "", text: readFileSync(join(dir, name), "utf8") }));
}

/** Sorts an index's terms: MiniSearch writes them in the order of its tree, `minisearchJson` in the order they come. */
function sortedTerms(json: AsPlainObject): AsPlainObject {
  return { ...json, index: [...json.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) };
}

/** MiniSearch's own JSON of the documents. */
function minisearchOwn(documents: SearchDocument[], fields: readonly string[]): AsPlainObject {
  const index = new MiniSearch<SearchDocument>(indexOptions(fields));
  index.addAll(documents);
  return JSON.parse(JSON.stringify(index)) as AsPlainObject;
}

const ours = (documents: SearchDocument[], fields: readonly string[]): AsPlainObject => {
  const { tokenize, processTerm } = indexOptions(fields);
  return JSON.parse(minisearchJson(documents, { fields: [...fields], tokenize: tokenize!, processTerm: processTerm! })) as AsPlainObject;
};

test("should give MiniSearch's own JSON, term by term, the terms in the order they first come", () => {
  for (const documents of [SECTIONS, fixtureDocuments()]) {
    assert.ok(documents.length >= 5, `${documents.length} documents`);
    for (const fields of [QUICK_FIELDS, FULL_FIELDS]) assert.deepEqual(sortedTerms(ours(documents, fields)), sortedTerms(minisearchOwn(documents, fields)));
  }
});

test("should write the terms in the order they first come, so the same documents give the same text", () => {
  const json = ours(SECTIONS, QUICK_FIELDS);
  assert.deepEqual(
    json.index.slice(0, 4).map(([term]) => term),
    ["listorder", "list", "order", "arguments"],
  );
  assert.equal(JSON.stringify(ours(SECTIONS, FULL_FIELDS)), JSON.stringify(ours(structuredClone(SECTIONS), FULL_FIELDS)));
});

test("should be read back by MiniSearch into an index that finds what MiniSearch's own finds, with the same scores to the last bits", () => {
  const documents = fixtureDocuments();
  const options = indexOptions(FULL_FIELDS);
  const sections = documents.map((d): SearchSection => [d.id, "", d.heading, "", 0]);
  const loaded = MiniSearch.loadJS(ours(documents, FULL_FIELDS), options);
  const own = new MiniSearch<SearchDocument>(options);
  own.addAll(documents);
  // A prefix or fuzzy query adds up the scores of several terms, in the order of the tree: the last bit may differ.
  const byId = (results: { id: number; score: number }[]) => results.map(({ id, score }) => ({ id, score: score.toPrecision(12) })).sort((a, b) => a.id - b.id);
  for (const query of ["order", "intro", "link", "page", "ordr", "sideb", "the docs"]) {
    const found = loaded.search(query, searchOptions(sections, FULL_FIELDS));
    assert.ok(found.length > 0, query);
    assert.deepEqual(byId(found), byId(own.search(query, searchOptions(sections, FULL_FIELDS))), query);
  }
});

test("should match MiniSearch where a document has no field, a term is a list holding an empty one, and throw as it does on an id twice", () => {
  const options = {
    fields: ["a", "b"],
    tokenize: (text: string) => text.split(" "),
    processTerm: (term: string) => (term === "x" ? ["x", ""] : term === "skip" ? null : term.toLowerCase()),
  };
  const documents = [{ id: 1, a: "Hello x skip", b: null }, { id: 2 }, { id: 3, a: "", b: "hello World x" }];
  const index = new MiniSearch<(typeof documents)[number]>(options);
  index.addAll(documents);
  const own = JSON.parse(JSON.stringify(index)) as AsPlainObject;
  assert.deepEqual(sortedTerms(JSON.parse(minisearchJson(documents, options)) as AsPlainObject), sortedTerms(own));
  assert.throws(() => minisearchJson([{ id: 1 }, { id: 1 }], options), /^Error: MiniSearch: duplicate ID 1$/);
});
