import type { Nodes as HastNodes, Parents as HastParents } from 'hast';
import type { Nodes as MdastNodes, Parents as MdastParents } from 'mdast';
import type { Node, Parent } from 'unist';

/**
 * `unist-util-visit`'s `visit` (preorder, one visitor, a type name or a function as the test), the
 * same walk and the same answers to the visitor's results, without its cost per node: version 5
 * makes a closure for each node, names it with `Object.defineProperty` (a string built for a
 * debugger) and copies the list of ancestors for each parent. Every page runs about a dozen walks
 * (the remark and rehype plugins here); on 200 generated guides all walks took 0.28 s of the main
 * thread's 3.7 s through `unist-util-visit`, and 0.08 s once ours went through this (rehype-slug's,
 * still the library's, included).
 */

/** Go on (into the node's children, then its next sibling). */
export const CONTINUE = true;
/** Stop the whole walk. */
export const EXIT = false;
/** Do not go into this node's children; go on with its next sibling. */
export const SKIP = 'skip';

type Action = typeof CONTINUE | typeof EXIT | typeof SKIP;

/** What a visitor returns: an action, the index of the sibling to visit next, or both. */
export type VisitorResult = Action | number | [Action?, number?] | undefined;

/** Which nodes the visitor is called for: those of a type, those a function accepts. */
export type Test = string | ((node: Node, index: number | undefined, parent: Parent | undefined) => boolean);

// biome-ignore lint/suspicious/noConfusingVoidType: a visitor may return nothing, as unist-util-visit's own Visitor type allows
export type Visitor<N extends Node = Node, P extends Parent = Parent> = (node: N, index: number | undefined, parent: P | undefined) => VisitorResult | void;

/** The nodes a tree of `T` can hold (Markdown's, HTML's, or any). */
type TreeNodes<T> = T extends MdastNodes ? MdastNodes : T extends HastNodes ? HastNodes : Node;
/** The parents a tree of `T` can hold. */
type TreeParents<T> = T extends MdastNodes ? MdastParents : T extends HastNodes ? HastParents : Parent;
/** The nodes of type `Type` in a tree of `T` (any node where the tree's types do not name it). */
type OfType<T, Type extends string> = [Extract<TreeNodes<T>, { type: Type }>] extends [never] ? Node : Extract<TreeNodes<T>, { type: Type }>;

/**
 * Calls `visitor` for each node of `tree` that passes `test` (every node without one), parents
 * before their children, children in order. The visitor may replace or remove the node and its
 * later siblings in its parent and say where to go on (`[SKIP, index]`); the children walked are
 * those of the node it was called with.
 */
export function visit<T extends Node>(tree: T, visitor: Visitor<TreeNodes<T>, TreeParents<T>>): void;
export function visit<T extends Node, Type extends string>(tree: T, test: Type, visitor: Visitor<OfType<T, Type>, TreeParents<T>>): void;
export function visit<T extends Node>(tree: T, test: Exclude<Test, string> | null | undefined, visitor: Visitor<TreeNodes<T>, TreeParents<T>>): void;
export function visit(tree: Node, testOrVisitor: Test | Visitor | null | undefined, maybeVisitor?: Visitor): void {
  const visitor = (maybeVisitor ?? testOrVisitor) as Visitor;
  const test = maybeVisitor ? (testOrVisitor as Test | null | undefined) : undefined;
  const matches: (node: Node, index: number | undefined, parent: Parent | undefined) => boolean =
    typeof test === 'string'
      ? (node) => node.type === test
      : typeof test === 'function'
        ? (node, index, parent) => test(node, index, parent) === true
        : () => true;

  /** Visits a node and its descendants: EXIT, the index of the sibling to go on with, or undefined (the next one). */
  function walk(node: Node, index: number | undefined, parent: Parent | undefined): number | typeof EXIT | undefined {
    let action: Action | undefined;
    let next: number | undefined;
    if (matches(node, index, parent)) {
      const result = visitor(node, index, parent);
      if (Array.isArray(result)) [action, next] = result;
      else if (typeof result === 'number') next = result;
      else action = result ?? undefined;
      if (action === EXIT) return EXIT;
    }
    const children = (node as Partial<Parent>).children;
    if (children && action !== SKIP) {
      for (let offset = 0; offset > -1 && offset < children.length; ) {
        const after = walk(children[offset]!, offset, node as Parent);
        if (after === EXIT) return EXIT;
        offset = typeof after === 'number' ? after : offset + 1;
      }
    }
    return typeof next === 'number' ? next : undefined;
  }

  walk(tree, undefined, undefined);
}
