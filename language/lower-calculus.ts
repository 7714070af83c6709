/**
 * Lowering the calculus: derivatives (`\frac{d}{dx}`, `f'(x)`), integrals, and sums and products whose
 * bounds vary per point.
 *
 * A derivative is taken by a leaf of the program tree. When its variable's value here is a leaf already
 * (the input `x`, an integration variable) the body is lowered as it is and differentiated by that leaf;
 * every definition that reads `x` has been lowered with that same leaf, so the chain rule runs through
 * definitions by itself. When the value is something else (a slider's number, a function's argument), the
 * body is lowered again with a stand-in leaf for the name, together with every definition that depends on
 * the name, differentiated by the stand-in, and the value is substituted for it afterwards.
 */
import type { ApplyNode, DerivativeNode, ExpressionNode, IntegralNode, RepeatNode } from './ast';
import { freeNames } from './definitions';
import { bindingScope } from './lower-bindings';
import { differentiate, substituteLeaf } from './derivative';
import { lowerExpression, resolveName, type LoweringContext, type UserFunction } from './lower';
import { ParseError } from './parse-error';
import type { BoundVariable, ProgramNode, ScopeOperation } from './program';
import { isLeaf, type ProgramLeaf } from './program-tree';
import { makeScope } from './scopes';
import { displayName } from './symbols';
import { broadcast, numberValue, typeError, type ItemValue, type Value } from './values';

function leafFor(variable: BoundVariable): ProgramLeaf {
  return { kind: 'variable', variable };
}

/** Applies `transform` to every number of a value (list items and point coordinates included). */
function mapNumbers(value: Value, transform: (node: ProgramNode) => ProgramNode): Value {
  const mapItem = (item: ItemValue): ItemValue =>
    item.kind === 'number'
      ? numberValue(transform(item.node))
      : { kind: 'point', x: transform(item.x), y: transform(item.y) };
  return value.kind === 'list' ? { kind: 'list', items: value.items.map(mapItem) } : mapItem(value);
}

function differentiateTimes(node: ProgramNode, leaf: ProgramLeaf, order: number, context: LoweringContext) {
  let result = node;
  for (let step = 0; step < order; step++) result = differentiate(result, leaf, context.budget);
  return result;
}

/** `derived` with `value` (a number or a list of them, broadcast) in place of the stand-in leaf. */
function substituteValue(
  derived: Value,
  leaf: ProgramLeaf,
  value: Value,
  span: ExpressionNode,
  context: LoweringContext,
): Value {
  const substitute = (node: ProgramNode, replacement: ProgramNode) =>
    substituteLeaf(node, leaf, replacement, context.budget);
  return broadcast(
    [derived, value],
    span,
    ([node, replacement]) => substitute(node, replacement),
    ([item, replacement]) => {
      if (item.kind !== 'point' || replacement.kind !== 'number') {
        return typeError('A derivative is taken at a number, not at a point', span);
      }
      return {
        kind: 'point',
        x: substitute(item.x, replacement.node),
        y: substitute(item.y, replacement.node),
      };
    },
  );
}

export function lowerDerivative(node: DerivativeNode, context: LoweringContext): Value {
  const name = node.variable.name;
  const current = resolveName(name, context);
  if (!current) {
    throw new ParseError(
      'undefined-variable',
      `Undefined variable: ${displayName(name)}`,
      node.variable.start,
      node.variable.end,
    );
  }
  if (current.kind === 'distribution')
    return typeError('A derivative by a distribution has no meaning', node);
  if (current.kind === 'number' && isLeaf(current.node)) {
    const leaf = current.node;
    return mapNumbers(lowerExpression(node.body, context), (body) =>
      differentiateTimes(body, leaf, node.order, context),
    );
  }
  const leaf = leafFor({ name });
  const standIn = numberValue(leaf);
  // Bound like a `with` binding: the definitions that depend on the name are lowered again with it.
  const body = lowerExpression(node.body, bindingScope(context, [name]).contextFor([standIn]));
  const derived = mapNumbers(body, (item) => differentiateTimes(item, leaf, node.order, context));
  return substituteValue(derived, leaf, current, node, context);
}

/** `f''(x)`: the derivative of a one-parameter function's body by its parameter, at the argument. */
export function lowerPrime(node: ApplyNode, definition: UserFunction, context: LoweringContext): Value {
  if (definition.parameters.length !== 1 || node.arguments.length !== 1) {
    const written = `${displayName(definition.name)}${"'".repeat(node.primes ?? 1)}`;
    throw new ParseError(
      'invalid-derivative',
      `Prime notation needs a function of one variable: '${written}' cannot be used with ${Math.max(definition.parameters.length, node.arguments.length)} arguments`,
      node.start,
      node.end,
    );
  }
  const leaf = leafFor({ name: definition.parameters[0] });
  const body = lowerExpression(definition.body, {
    ...context,
    bound: new Map([[definition.parameters[0], numberValue(leaf)]]),
  });
  const derived = mapNumbers(body, (item) => differentiateTimes(item, leaf, node.primes ?? 1, context));
  return substituteValue(derived, leaf, lowerExpression(node.arguments[0], context), node, context);
}

/** A scope over `variable`'s name: its body lowered with the name bound to a fresh variable, then broadcast. */
function lowerScope(
  operation: ScopeOperation,
  name: string,
  lowerNode: ExpressionNode,
  upperNode: ExpressionNode,
  bodyNode: ExpressionNode,
  span: ExpressionNode,
  context: LoweringContext,
): Value {
  const lower = lowerExpression(lowerNode, context);
  const upper = lowerExpression(upperNode, context);
  const variable: BoundVariable = { name };
  const body = lowerExpression(bodyNode, {
    ...context,
    bound: new Map(context.bound).set(name, numberValue(leafFor(variable))),
  });
  // Points have no integral or sum here: broadcast refuses them with a type error.
  return broadcast([lower, upper, body], span, ([a, b, term]) => makeScope(operation, variable, a, b, term));
}

export function lowerIntegral(node: IntegralNode, context: LoweringContext): Value {
  const name = node.variable.name;
  const clash = [...freeNames(node.lower), ...freeNames(node.upper)].find((use) => use.name === name);
  if (clash) {
    throw new ParseError(
      'invalid-integral',
      `The integration variable '${displayName(name)}' also appears in a bound: integrate by another letter`,
      clash.start,
      clash.end,
    );
  }
  return lowerScope('INTEGRAL', name, node.lower, node.upper, node.body, node, context);
}

/** `\sum_{n=1}^{x}`: bounds that vary per point make a range scope, run by the VM. */
export function lowerRangeScope(node: RepeatNode, context: LoweringContext): Value {
  const operation = node.operator === 'sum' ? 'SUM_RANGE' : 'PRODUCT_RANGE';
  return lowerScope(operation, node.index.name, node.from, node.to, node.body, node, context);
}
