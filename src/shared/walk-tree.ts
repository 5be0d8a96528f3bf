import type { Nodes as HastNodes, Parents as HastParents, Root as HastRoot } from "hast";
import type { Nodes as MdastNodes, Parents as MdastParents, Root as MdastRoot } from "mdast";

/** Returned by a visitor: do not walk into this node's children. */
export const SKIP = "skip";

/**
 * What a visitor returns: nothing (go on), `SKIP`, the index to go on at in the parent (after the visitor changed
 * the parent's children), or both.
 */
export type WalkAction = void | typeof SKIP | number | [typeof SKIP, number];

type Visitor<N, P> = (node: N, index: number | undefined, parent: P | undefined) => WalkAction;
type Walked = { type: string; children?: Walked[] };

/**
 * Calls `visitor` on every node of `tree` in document order (preorder), or on those of one `type`, with the same
 * contract as unist-util-visit's `visit` without EXIT: the visitor may change its parent's children and return the
 * index to go on at, and a node's children are walked after the visitor has seen the node. The index a visitor gets
 * is the node's place in the walk, where unist-util-visit looks it up (`indexOf`): the two differ only for a node
 * that stands twice in one array.
 *
 * Ours because unist-util-visit renames a function for every node it visits (a debugging aid), which showed in the
 * build's profile with seven passes a page (PERFORMANCE.md, "Parsing and transforming").
 */
export function walkTree(tree: MdastRoot, visitor: Visitor<MdastNodes, MdastParents>): void;
export function walkTree<K extends MdastNodes["type"]>(tree: MdastRoot, type: K, visitor: Visitor<Extract<MdastNodes, { type: K }>, MdastParents>): void;
export function walkTree(tree: HastRoot, visitor: Visitor<HastNodes, HastParents>): void;
export function walkTree<K extends HastNodes["type"]>(tree: HastRoot, type: K, visitor: Visitor<Extract<HastNodes, { type: K }>, HastParents>): void;
export function walkTree(tree: Walked, ...args: unknown[]): void {
  const [type, visitor] = (args.length === 1 ? [undefined, args[0]] : args) as [string | undefined, Visitor<Walked, Walked>];
  visitNode(tree, undefined, undefined, type, visitor);
}

/** Visits `node`, then its children unless told to skip them; returns the index the parent goes on at, if any. */
function visitNode(
  node: Walked,
  index: number | undefined,
  parent: Walked | undefined,
  type: string | undefined,
  visitor: Visitor<Walked, Walked>,
): number | undefined {
  const action = type === undefined || node.type === type ? visitor(node, index, parent) : undefined;
  const skip = action === SKIP || Array.isArray(action);
  const next = typeof action === "number" ? action : Array.isArray(action) ? action[1] : undefined;
  if (!skip && node.children) {
    // Read again at each step, as unist-util-visit does: a visitor may give its parent a new array of children.
    let at = 0;
    while (at > -1 && at < node.children.length) at = visitNode(node.children[at]!, at, node, type, visitor) ?? at + 1;
  }
  return next;
}
