/**
 * `random` and `shuffle`: lists of seeded random numbers, made while the entry is analyzed, so that they
 * are constants of the analysis (known before graphing, packed) and the same in every analysis until the
 * seed changes (random.ts says where the numbers come from).
 *
 *   random()            one number, uniform in (0, 1)
 *   random(n)           n numbers              random(n, s)     with the explicit seed s
 *   random(L)           one element of L       random(L, n)     n elements of L, drawn with replacement
 *   random(D)           one draw of D          random(D, n)     n draws (by inversion: quantile(D, u))
 *   shuffle(L)          L in a random order    shuffle(L, s)    with the explicit seed s
 *
 * A third argument is the seed for the forms with a list or a distribution. Counts and seeds must be
 * known before graphing; a count is rounded, and one past the list limit is `invalid-range`.
 */
import type { CallNode } from './ast';
import { quantile } from './distributions';
import { distributionOf } from './lower-distributions';
import { MAX_LIST_LENGTH, pickPositions } from './lower-lists';
import { ParseError } from './parse-error';
import { callSiteStream, explicitSeedStream, type RandomStream } from './random';
import {
  constant,
  describeValue,
  isConstant,
  listItem,
  listLength,
  numberValue,
  packedList,
  typeError,
  type ListValue,
  type LoweredValue,
  type OperationBudget,
  type Value,
} from './values';

function argumentCount(node: CallNode, expected: string): never {
  throw new ParseError(
    'wrong-argument-count',
    `'${node.name}' takes ${expected}, not ${node.arguments.length}`,
    node.start,
    node.end,
  );
}

/** A count or a seed: one number known before graphing. */
function constantArgument(node: CallNode, value: LoweredValue, index: number, role: string): number {
  const span = node.arguments[index];
  if (value.kind !== 'number')
    return typeError(`${role} must be a number, not ${describeValue(value)}`, span);
  if (!isConstant(value.node)) return typeError(`${role} must be known before graphing`, span);
  return value.node.value;
}

function countOf(node: CallNode, value: LoweredValue, index: number): number {
  const count = Math.round(constantArgument(node, value, index, 'The count'));
  if (!(count >= 0) || count > MAX_LIST_LENGTH) {
    const span = node.arguments[index];
    throw new ParseError(
      'invalid-range',
      `The count must be a whole number from 0 to ${MAX_LIST_LENGTH}`,
      span.start,
      span.end,
    );
  }
  return count;
}

function streamFor(
  node: CallNode,
  seed: LoweredValue | undefined,
  index: number,
  entrySeed: string,
  element: number,
): RandomStream {
  if (seed === undefined) return callSiteStream(entrySeed, node.start, element);
  return explicitSeedStream(constantArgument(node, seed, index, 'The seed'));
}

export function lowerRandom(
  node: CallNode,
  args: readonly LoweredValue[],
  budget: OperationBudget,
  entrySeed: string,
  element = 0,
): Value {
  if (node.name === 'shuffle') return lowerShuffle(node, args, budget, entrySeed, element);
  if (args.length > 3) argumentCount(node, 'at most 3 arguments');
  const [first, second, third] = args;
  if (first === undefined)
    return numberValue(constant(callSiteStream(entrySeed, node.start, element).uniforms(1)[0]));
  if (first.kind === 'number') {
    if (args.length > 2) argumentCount(node, '1 or 2 arguments after a count (the count and a seed)');
    const count = countOf(node, first, 0);
    budget.spendOnElements(count);
    return packedList(streamFor(node, second, 1, entrySeed, element).uniforms(count));
  }
  const single = second === undefined;
  const count = single ? 1 : countOf(node, second, 1);
  const uniforms = streamFor(node, third, 2, entrySeed, element).uniforms(count);
  if (first.kind === 'distribution') {
    const distribution = distributionOf(first);
    // Inversion costs a few cdf evaluations per draw for the t, χ², Poisson and binomial laws.
    budget.spendOnElements(count * 20);
    const draws = uniforms.map((u) => quantile(distribution, u));
    return single ? numberValue(constant(draws[0])) : packedList(draws);
  }
  if (first.kind !== 'list')
    return typeError(
      `'random' draws from a list or a distribution, not ${describeValue(first)}`,
      node.arguments[0],
    );
  const length = listLength(first);
  budget.spendOnElements(count);
  if (length === 0) return single ? numberValue(constant(NaN)) : packedList(new Float64Array(0));
  const positions = Int32Array.from(uniforms, (u) => Math.min(length - 1, Math.floor(u * length)));
  if (single) return listItem(first, positions[0]) ?? numberValue(constant(NaN));
  return pickPositions(first, positions);
}

/** `shuffle(L)`: Fisher–Yates with the call site's numbers (Durstenfeld's form, from the end). */
function lowerShuffle(
  node: CallNode,
  args: readonly LoweredValue[],
  budget: OperationBudget,
  entrySeed: string,
  element: number,
): Value {
  if (args.length < 1 || args.length > 2) argumentCount(node, '1 or 2 arguments: a list and a seed');
  const list: ListValue | undefined = args[0].kind === 'list' ? args[0] : undefined;
  if (!list) return typeError(`'shuffle' needs a list, not ${describeValue(args[0])}`, node.arguments[0]);
  const length = listLength(list);
  budget.spendOnElements(length);
  const uniforms = streamFor(node, args[1], 1, entrySeed, element).uniforms(length);
  const order = new Int32Array(length);
  for (let index = 0; index < length; index++) order[index] = index;
  for (let index = length - 1; index > 0; index--) {
    const other = Math.floor(uniforms[index] * (index + 1));
    [order[index], order[other]] = [order[other], order[index]];
  }
  return pickPositions(list, order);
}
