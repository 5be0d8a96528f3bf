import assert from "node:assert/strict";
import { test } from "node:test";
import type { Nodes, Parents, Root } from "mdast";
import { SKIP as VISIT_SKIP, visit } from "unist-util-visit";
import { SKIP, walkTree, type WalkAction } from "../../src/shared/index.ts";

/** `# A *b*` then a paragraph `c [d](x) e`: a small tree with nesting on both sides. */
function sample(): Root {
  return {
    type: "root",
    children: [
      {
        type: "heading",
        depth: 1,
        children: [
          { type: "text", value: "A " },
          { type: "emphasis", children: [{ type: "text", value: "b" }] },
        ],
      },
      {
        type: "paragraph",
        children: [
          { type: "text", value: "c " },
          { type: "link", url: "x", children: [{ type: "text", value: "d" }] },
          { type: "text", value: " e" },
        ],
      },
    ],
  };
}

const label = (node: { type: string; value?: string }) => (node.value === undefined ? node.type : `${node.type}:${node.value}`);

test("should visit every node in document order, the root first, with its index and parent", () => {
  const seen: string[] = [];
  walkTree(sample(), (node, index, parent) => void seen.push(`${label(node)}@${index ?? "-"}<${parent?.type ?? "-"}`));
  assert.deepEqual(seen, [
    "root@-<-",
    "heading@0<root",
    "text:A @0<heading",
    "emphasis@1<heading",
    "text:b@0<emphasis",
    "paragraph@1<root",
    "text:c @0<paragraph",
    "link@1<paragraph",
    "text:d@0<link",
    "text: e@2<paragraph",
  ]);
});

test("should visit only the nodes of the type asked for", () => {
  const seen: string[] = [];
  walkTree(sample(), "text", (node) => void seen.push(node.value));
  assert.deepEqual(seen, ["A ", "b", "c ", "d", " e"]);
});

test("should not walk into a node whose visitor returns SKIP, alone or with an index", () => {
  const actions: ((index: number) => WalkAction)[] = [() => SKIP, (index) => [SKIP, index + 1]];
  for (const action of actions) {
    const seen: string[] = [];
    walkTree(sample(), (node, index) => {
      seen.push(label(node));
      if (node.type === "heading") return action(index!);
    });
    assert.deepEqual(seen, ["root", "heading", "paragraph", "text:c ", "link", "text:d", "text: e"]);
  }
});

test("should go on at the index a visitor returns after replacing a node by its children", () => {
  const tree = sample();
  const seen: string[] = [];
  walkTree(tree, (node, index, parent) => {
    seen.push(label(node));
    if (node.type === "link" && parent && index !== undefined) {
      parent.children.splice(index, 1, ...(node.children as never[]));
      return index;
    }
  });
  // As with unist-util-visit: the replaced node's children are walked, then the walk goes on from the index returned.
  assert.deepEqual(seen.slice(7), ["link", "text:d", "text:d", "text: e"]);
  assert.deepEqual(tree.children[1], {
    type: "paragraph",
    children: [
      { type: "text", value: "c " },
      { type: "text", value: "d" },
      { type: "text", value: " e" },
    ],
  });
});

test("should walk as unist-util-visit does, visitor for visitor, when visitors remove, replace and skip", () => {
  // One visitor that does all a visitor may do; the walk it sees and the tree it leaves must be the library's.
  const edit =
    (seen: string[], skip: unknown) =>
    (node: Nodes, index: number | undefined, parent: Parents | undefined): unknown => {
      seen.push(`${label(node)}@${index ?? "-"}`);
      if (!parent || index === undefined) return;
      if (node.type === "emphasis") return skip;
      if (node.type === "link") {
        parent.children.splice(index, 1, ...(node.children as never[]));
        return index;
      }
      if (node.type === "text" && node.value === " e") {
        parent.children.splice(index, 1);
        return index;
      }
      if (node.type === "heading") return [skip, index + 1];
    };
  const ours = { tree: sample(), seen: [] as string[] };
  const theirs = { tree: sample(), seen: [] as string[] };
  walkTree(ours.tree, edit(ours.seen, SKIP) as never);
  visit(theirs.tree, edit(theirs.seen, VISIT_SKIP) as never);
  assert.deepEqual(ours.seen, theirs.seen);
  assert.deepEqual(ours.tree, theirs.tree);
  assert.ok(ours.seen.length > 4);
});

test("should go on at the index a visitor returns, past the nodes it put in its own place", () => {
  const tree = sample();
  const seen: string[] = [];
  walkTree(tree, "text", (node, index, parent) => {
    seen.push(node.value);
    if (node.value === "c " && parent && index !== undefined) {
      parent.children.splice(index, 1, { type: "text", value: "C" }, { type: "text", value: "c2" });
      return index + 1;
    }
  });
  assert.deepEqual(seen, ["A ", "b", "c ", "c2", "d", " e"]);
});
