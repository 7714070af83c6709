/**
 * Symbolic derivatives of program trees, by the rules each operation carries in the registry
 * (operations.ts), and substitution of a value for a leaf.
 *
 * `differentiate(tree, leaf)` walks the tree once, remembering each node's derivative, so a subtree that
 * inlining shared gets one shared derivative. A derivative that is exactly zero (a subtree that does not
 * read the leaf) is `undefined` while the rules build, so no `0·…` or `…+0` terms are made; the builder
 * folds constants and drops `·1`, `+0`, `−0`, `/1` and `−−` as it goes. The result is ordinary bytecode
 * for the point VM and the interval VM alike.
 *
 * Scopes follow Leibniz's rule: d/dv ∫ₐᵇ g dt = g(b)·b′ − g(a)·a′ + ∫ₐᵇ ∂g/∂v dt; a range sum's terms are
 * differentiated one by one (its integer bounds only jump), a range product by Π·Σ(g′/g).
 */
import { operationForName, type DerivativeBuilder, type OperationName } from './operations';
import { ParseError } from './parse-error';
import type { ProgramNode, ScopeNode } from './program';
import { isSameLeaf, readerOf, replaceLeaves, type ProgramLeaf } from './program-tree';
import { makeScope } from './scopes';
import { constant, isConstant, operate, type OperationBudget } from './values';

function isZero(node: ProgramNode): boolean {
  return isConstant(node, 0) || isConstant(node, -0);
}

/** Builds operations folded and with the identities a derivative produces most removed. */
function builderFor(budget: OperationBudget): DerivativeBuilder {
  const apply = (operation: OperationName, ...operands: ProgramNode[]): ProgramNode => {
    const [a, b] = operands;
    switch (operation) {
      case 'MUL':
        if (isConstant(a, 1)) return b;
        if (isConstant(b, 1)) return a;
        if (isConstant(a, -1)) return apply('NEG', b);
        if (isConstant(b, -1)) return apply('NEG', a);
        break;
      case 'ADD':
        if (isZero(a)) return b;
        if (isZero(b)) return a;
        if (b.kind === 'operation' && b.operation === 'NEG') return apply('SUB', a, b.operands[0]);
        break;
      case 'SUB':
        if (isZero(b)) return a;
        if (isZero(a)) return apply('NEG', b);
        break;
      case 'DIV':
        if (isConstant(b, 1)) return a;
        break;
      case 'NEG':
        if (a.kind === 'operation' && a.operation === 'NEG') return a.operands[0];
        break;
    }
    return operate(operation, operands, budget);
  };
  return {
    constant,
    apply,
    add: (...terms) =>
      terms.reduce<ProgramNode | undefined>(
        (sum, term) => (term === undefined ? sum : sum === undefined ? term : apply('ADD', sum, term)),
        undefined,
      ),
    chain: (partial, derivative) => derivative && apply('MUL', partial, derivative),
  };
}

/** The tree with the leaf replaced by `value`, folded again (a constant makes constant subtrees). */
export function substituteLeaf(
  root: ProgramNode,
  leaf: ProgramLeaf,
  value: ProgramNode,
  budget: OperationBudget,
): ProgramNode {
  return replaceLeaves(
    root,
    (candidate) => (isSameLeaf(candidate, leaf) ? value : undefined),
    (node, children) => rebuild(node, children, budget),
  );
}

function rebuild(node: ProgramNode, children: readonly ProgramNode[], budget: OperationBudget): ProgramNode {
  if (node.kind === 'scope')
    return makeScope(node.operation, node.variable, children[0], children[1], children[2]);
  if (node.kind === 'operation') return operate(node.operation, children, budget);
  return node;
}

/** d(tree)/d(leaf); a tree that does not read the leaf has derivative 0. */
export function differentiate(root: ProgramNode, leaf: ProgramLeaf, budget: OperationBudget): ProgramNode {
  const d = builderFor(budget);
  const reads = readerOf(leaf);
  const derivatives = new Map<ProgramNode, ProgramNode | undefined>();

  const derive = (node: ProgramNode): ProgramNode | undefined => {
    if (!reads(node)) return undefined;
    if (node.kind === 'input' || node.kind === 'variable') return constant(1);
    if (derivatives.has(node)) return derivatives.get(node);
    let result: ProgramNode | undefined;
    if (node.kind === 'scope') {
      result = deriveScope(node);
    } else if (node.kind === 'operation') {
      const rule = operationForName(node.operation)?.derivative;
      if (!rule) throw new ParseError('internal-error', `'${node.operation}' has no derivative rule`, 0, 0);
      result = rule(d, node.operands, node.operands.map(derive), node);
    }
    derivatives.set(node, result);
    return result;
  };

  const deriveScope = (node: ScopeNode): ProgramNode | undefined => {
    const [lower, upper] = node.operands;
    const variable: ProgramLeaf = { kind: 'variable', variable: node.variable };
    const bodyDerivative = derive(node.body);
    if (node.operation === 'SUM_RANGE') {
      return bodyDerivative && makeScope('SUM_RANGE', node.variable, lower, upper, bodyDerivative);
    }
    if (node.operation === 'PRODUCT_RANGE') {
      if (!bodyDerivative) return undefined;
      const logarithmic = d.apply('DIV', bodyDerivative, node.body);
      return d.apply('MUL', node, makeScope('SUM_RANGE', node.variable, lower, upper, logarithmic));
    }
    const at = (bound: ProgramNode) => substituteLeaf(node.body, variable, bound, budget);
    const upperDerivative = derive(upper);
    const lowerDerivative = derive(lower);
    return d.add(
      d.chain(at(upper), upperDerivative),
      lowerDerivative && d.apply('NEG', d.apply('MUL', at(lower), lowerDerivative)),
      bodyDerivative && makeScope('INTEGRAL', node.variable, lower, upper, bodyDerivative),
    );
  };

  return derive(root) ?? constant(0);
}
