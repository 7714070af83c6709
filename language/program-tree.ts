/**
 * Walks over program trees that the calculus needs: the children of a node, whether a subtree reads a
 * leaf (an input or a bound variable), and rebuilding a tree with leaves replaced. Trees are immutable
 * DAGs (inlining shares subtrees), so every walk remembers the nodes it has seen and a rebuilt tree
 * shares what the original shared.
 */
import type { BoundVariable, ProgramNode } from './program';

/** A leaf that a derivative is taken by or a value is substituted for: an input or a bound variable. */
export type ProgramLeaf = Extract<ProgramNode, { kind: 'input' } | { kind: 'variable' }>;

export function childrenOfProgram(node: ProgramNode): readonly ProgramNode[] {
  if (node.kind === 'operation') return node.operands;
  if (node.kind === 'scope') return [...node.operands, node.body];
  return [];
}

export function isLeaf(node: ProgramNode): node is ProgramLeaf {
  return node.kind === 'input' || node.kind === 'variable';
}

export function isSameLeaf(node: ProgramNode, leaf: ProgramLeaf): boolean {
  if (node.kind === 'input') return leaf.kind === 'input' && node.input === leaf.input;
  if (node.kind === 'variable') return leaf.kind === 'variable' && node.variable === leaf.variable;
  return false;
}

/** A memoized test of whether each subtree reads `leaf`. */
export function readerOf(leaf: ProgramLeaf): (node: ProgramNode) => boolean {
  const known = new Map<ProgramNode, boolean>();
  const reads = (node: ProgramNode): boolean => {
    if (node.kind === 'constant') return false;
    if (isLeaf(node)) return isSameLeaf(node, leaf);
    let result = known.get(node);
    if (result === undefined) {
      result = childrenOfProgram(node).some(reads);
      known.set(node, result);
    }
    return result;
  };
  return reads;
}

/** Bound variables read in the tree that no scope inside it binds. */
export function freeVariables(root: ProgramNode): Set<BoundVariable> {
  const found = new Set<BoundVariable>();
  const seen = new Set<ProgramNode>();
  const visit = (node: ProgramNode, bound: ReadonlySet<BoundVariable>): void => {
    if (node.kind === 'variable') {
      if (!bound.has(node.variable)) found.add(node.variable);
      return;
    }
    if (node.kind === 'scope') {
      node.operands.forEach((operand) => visit(operand, bound));
      visit(node.body, new Set(bound).add(node.variable));
      return;
    }
    // A shared subtree outside any scope gives the same answer each time it is met.
    if (bound.size === 0) {
      if (seen.has(node)) return;
      seen.add(node);
    }
    for (const child of childrenOfProgram(node)) visit(child, bound);
  };
  visit(root, new Set());
  return found;
}

/**
 * The tree with every leaf for which `replace` answers a node replaced by it; the nodes above are rebuilt
 * by `rebuild` (which folds and simplifies), the untouched ones kept as they are.
 */
export function replaceLeaves(
  root: ProgramNode,
  replace: (leaf: ProgramLeaf) => ProgramNode | undefined,
  rebuild: (node: ProgramNode, children: readonly ProgramNode[]) => ProgramNode,
): ProgramNode {
  const done = new Map<ProgramNode, ProgramNode>();
  const visit = (node: ProgramNode): ProgramNode => {
    if (node.kind === 'constant') return node;
    if (isLeaf(node)) return replace(node) ?? node;
    let result = done.get(node);
    if (result === undefined) {
      const children = childrenOfProgram(node);
      const replaced = children.map(visit);
      result = replaced.every((child, index) => child === children[index]) ? node : rebuild(node, replaced);
      done.set(node, result);
    }
    return result;
  };
  return visit(root);
}
