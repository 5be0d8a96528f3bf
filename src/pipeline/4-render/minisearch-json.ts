import type { Options } from "minisearch";

/** A document as `minisearchJson` reads it: its id, and its fields' texts by name. */
export interface IndexedDocument {
  id: number;
}

/** The options `minisearchJson` reads; an index made with others is not MiniSearch's. */
export type IndexedOptions = Required<Pick<Options<IndexedDocument>, "fields" | "tokenize" | "processTerm">>;

/**
 * Returns, as JSON text, what MiniSearch's `toJSON` gives after `addAll(documents)` with these options (`fields`,
 * `tokenize`, `processTerm`, no stored fields), with one difference: the terms are in the order each first occurs,
 * not in the order of MiniSearch's radix tree. `MiniSearch.loadJS` reads it into the same index; a test holds it to
 * that, term by term.
 *
 * MiniSearch finds each token of each document in its radix tree and counts it in a map per term and field, and a
 * build made it again after every edit. Here a token costs one map lookup, its counts are kept in flat lists, and the
 * JSON is written as text: the tree is left to the browser, which builds it from the terms when it loads the index.
 */
export function minisearchJson(documents: readonly IndexedDocument[], { fields, tokenize, processTerm }: IndexedOptions): string {
  // term → per field id: short document id, count, short document id, count, …
  const postings = new Map<string, number[][]>();
  // By short document id, for documents with at least one field, as MiniSearch keeps them.
  const fieldLength: Record<number, number[]> = {};
  const averageFieldLength: number[] = [];
  const ids = new Set<unknown>();
  documents.forEach((document, shortId) => {
    // As MiniSearch's `add`: a document needs an id of its own.
    if (document.id == null) throw new Error('MiniSearch: document does not have ID field "id"');
    if (ids.has(document.id)) throw new Error(`MiniSearch: duplicate ID ${document.id}`);
    ids.add(document.id);
    fields.forEach((field, fieldId) => {
      const value = (document as unknown as Record<string, unknown>)[field];
      if (value == null) return;
      const tokens = tokenize(String(value), field);
      // As MiniSearch's `addFieldLength`: a field's length is its distinct tokens, its average kept as documents come.
      const length = new Set(tokens).size;
      (fieldLength[shortId] ??= [])[fieldId] = length;
      averageFieldLength[fieldId] = ((averageFieldLength[fieldId] || 0) * shortId + length) / (shortId + 1);
      for (const token of tokens) {
        const processed = processTerm(token, field);
        // As MiniSearch's `add`: each term of a list is counted, a single term only when it is not empty.
        if (Array.isArray(processed)) for (const term of processed) count(postings, term, fieldId, shortId);
        else if (processed) count(postings, processed, fieldId, shortId);
      }
    });
  });
  const json = (value: unknown) => JSON.stringify(value);
  const index = [...postings].map(([term, byField]) => `[${json(term)},{${fieldEntries(byField)}}]`);
  return (
    `{"documentCount":${documents.length},"nextId":${documents.length},` +
    `"documentIds":${json(Object.fromEntries(documents.map((document, shortId) => [shortId, document.id])))},` +
    `"fieldIds":${json(Object.fromEntries(fields.map((field, i) => [field, i])))},` +
    `"fieldLength":${json(fieldLength)},"averageFieldLength":${json(averageFieldLength)},` +
    `"storedFields":{},"dirtCount":0,"index":[${index.join(",")}],"serializationVersion":2}`
  );
}

/** Counts one more `term` in a field of a document; documents come in order, so its count is last in the list if any. */
function count(postings: Map<string, number[][]>, term: string, fieldId: number, shortId: number): void {
  let byField = postings.get(term);
  if (!byField) postings.set(term, (byField = []));
  const list = (byField[fieldId] ??= []);
  if (list[list.length - 2] === shortId) list[list.length - 1]!++;
  else list.push(shortId, 1);
}

/** Returns a term's counts as MiniSearch writes them: `"fieldId":{"shortId":count,…}`, fields in order. */
function fieldEntries(byField: number[][]): string {
  const entries: string[] = [];
  byField.forEach((list, fieldId) => {
    const counts: string[] = [];
    for (let i = 0; i < list.length; i += 2) counts.push(`"${list[i]}":${list[i + 1]}`);
    entries.push(`"${fieldId}":{${counts.join(",")}}`);
  });
  return entries.join(",");
}
