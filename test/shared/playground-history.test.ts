import assert from "node:assert/strict";
import { afterEach, beforeEach, test } from "node:test";
import { readHistory, saveHistory } from "../../src/shared/playground-history.ts";

/** A localStorage of a Map, as the browser's, or one that refuses every write (a full quota). */
function storage(full = false) {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new Error("QuotaExceededError");
      items.set(key, value);
    },
  };
}

const global = globalThis as { localStorage?: unknown };
beforeEach(() => (global.localStorage = storage()));
afterEach(() => delete global.localStorage);

test("should keep the newest run first, once, and at most ten", () => {
  for (let i = 0; i < 12; i++) saveHistory({ query: `{ q${i} }`, variables: "" });
  saveHistory({ query: "{ q5 }", variables: "" });
  const runs = readHistory();
  assert.equal(runs.length, 10);
  assert.deepEqual(
    runs.slice(0, 3).map((run) => run.query),
    ["{ q5 }", "{ q11 }", "{ q10 }"],
  );
  assert.equal(runs.filter((run) => run.query === "{ q5 }").length, 1);
});

test("should read no runs from storage that holds something else or is missing, and still answer when it is full", () => {
  (global.localStorage as ReturnType<typeof storage>).setItem("playground-history", '{"query": 1}');
  assert.deepEqual(readHistory(), []);
  delete global.localStorage;
  assert.deepEqual(readHistory(), []);
  global.localStorage = storage(true);
  assert.deepEqual(saveHistory({ query: "{ a }", variables: "{}" }), [{ query: "{ a }", variables: "{}" }]);
});
