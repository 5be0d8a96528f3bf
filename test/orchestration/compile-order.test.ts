import assert from "node:assert/strict";
import { test } from "node:test";
import { compileOrder } from "../../src/orchestration/compile-pages.ts";

const page = (name: string, generated?: boolean) => ({ name, generated });
const names = (pages: { name: string }[]) => pages.map((p) => p.name).join(" ");

test("should spread the generated pages evenly between the written ones, each kind in its own order", () => {
  const written = ["w1", "w2", "w3"].map((name) => page(name));
  const generated = ["g1", "g2", "g3", "g4", "g5", "g6", "g7"].map((name) => page(name, true));
  assert.equal(names(compileOrder([...written, ...generated])), "w1 g1 g2 w2 g3 g4 g5 w3 g6 g7");
  // Where the generated pages stood among the written ones does not matter, only each kind's own order.
  assert.equal(names(compileOrder([...generated, ...written])), "w1 g1 g2 w2 g3 g4 g5 w3 g6 g7");
});

test("should keep every page once when one kind is missing or outnumbered", () => {
  assert.equal(names(compileOrder([page("w1"), page("w2")])), "w1 w2");
  assert.equal(names(compileOrder([page("g1", true), page("g2", true)])), "g1 g2");
  assert.equal(names(compileOrder([page("w1"), page("w2"), page("w3"), page("g1", true)])), "w1 w2 g1 w3");
  assert.equal(names(compileOrder([])), "");
});
