/**
 * Lowering of the functions of whole lists: sizes (`length`, `count`), aggregates (`total`, `mean`,
 * `median`, `stdev`, `var`, `mad`, `stats`, …), functions of two lists (`cov`, `corr`, `spearman`),
 * quantiles, and the list builders `sort`, `join` and `unique`.
 *
 * Aggregates do not broadcast: they take one list, or several numbers as one list
 * (`\operatorname{mean}(1,2,3)`), and give one number. Their numbers must be known before graphing, and
 * they are computed here on packed Float64Arrays (statistics.ts), never a node per element; only `total`
 * and `mean` also build a program when an element varies per point (`\operatorname{total}([x,2x])`).
 * `quantile` and `quartile` broadcast over their second argument (`quantile(L,[0.25,0.75])`).
 */
import type { CallNode } from './ast';
import { MAX_LIST_LENGTH, pickPositions } from './lower-lists';
import { ParseError } from './parse-error';
import type { ProgramNode } from './program';
import * as statistics from './statistics';
import {
  constant,
  isConstant,
  listLength,
  listOf,
  numberValue,
  operate,
  packedList,
  typeError,
  type ItemValue,
  type ListValue,
  type OperationBudget,
  type Value,
} from './values';

/** Aggregates of one list (or of several numbers), computed from the numbers. */
const NUMBER_AGGREGATES: ReadonlyMap<string, (values: Float64Array) => number> = new Map([
  ['median', (values: Float64Array) => median(values)],
  ['stdev', statistics.standardDeviation],
  ['stddev', statistics.standardDeviation],
  ['stdevp', statistics.populationStandardDeviation],
  ['var', statistics.variance],
  ['variance', statistics.variance],
  ['varp', statistics.populationVariance],
  ['mad', statistics.meanAbsoluteDeviation],
]);

/** Functions of two lists of numbers, paired to the shorter list's length. */
const PAIR_FUNCTIONS: ReadonlyMap<string, (xs: Float64Array, ys: Float64Array) => number> = new Map([
  ['cov', statistics.covariance],
  ['covp', statistics.populationCovariance],
  ['corr', statistics.correlation],
  ['spearman', statistics.spearman],
]);

function median(values: Float64Array): number {
  return new statistics.OrderStatistics(values).median();
}

function argumentCount(node: CallNode, expected: string): never {
  throw new ParseError(
    'wrong-argument-count',
    `'${node.name}' takes ${expected}, not ${node.arguments.length}`,
    node.start,
    node.end,
  );
}

function number(value: number): Value {
  return numberValue(constant(value));
}

/** The list an aggregate works on: its one list argument, one number as a list of one, or its numbers. */
function aggregateList(node: CallNode, args: readonly Value[]): ListValue {
  if (args.length === 0) argumentCount(node, 'a list');
  if (args.length === 1) return args[0].kind === 'list' ? args[0] : listOf([args[0]]);
  const items = args.map((arg, index): ItemValue => {
    if (arg.kind === 'list') {
      return typeError(`'${node.name}' takes one list, or numbers`, node.arguments[index]);
    }
    return arg;
  });
  return listOf(items);
}

/** The numbers of a list, which must be known before graphing (packed lists are read as they are). */
export function constantNumbers(
  node: CallNode,
  list: ListValue,
  span: { start: number; end: number } = node,
) {
  if (list.packed) {
    if (list.packed.y) return typeError(`'${node.name}' needs a list of numbers, not of points`, span);
    return list.packed.x;
  }
  const numbers = new Float64Array(list.items.length);
  list.items.forEach((item, index) => {
    if (item.kind !== 'number') typeError(`'${node.name}' needs a list of numbers, not of points`, span);
    if (!isConstant(item.node)) {
      typeError(`'${node.name}' needs numbers known before graphing, not ones that vary with x`, span);
    }
    numbers[index] = item.node.value;
  });
  return numbers;
}

/** A list argument: a list, or one number or point as a list of one. */
function asList(value: Value): ListValue {
  return value.kind === 'list' ? value : listOf([value]);
}

/** Elements a list function visits: its arguments' elements, n·log₂n of them for a sort. */
function spendOnArguments(node: CallNode, args: readonly Value[], budget: OperationBudget): void {
  const count = args.reduce((sum, arg) => sum + (arg.kind === 'list' ? listLength(arg) : 1), 0);
  const passes = node.name === 'sort' || node.name === 'spearman' ? Math.ceil(Math.log2(count + 1)) : 1;
  budget.spendOnElements(count * passes);
}

export function lowerListFunction(node: CallNode, args: readonly Value[], budget: OperationBudget): Value {
  spendOnArguments(node, args, budget);
  const name = node.name;
  const aggregate = NUMBER_AGGREGATES.get(name);
  if (aggregate) return number(aggregate(constantNumbers(node, aggregateList(node, args))));
  const pair = PAIR_FUNCTIONS.get(name);
  if (pair) {
    if (args.length !== 2) argumentCount(node, '2 lists');
    const [xs, ys] = args.map((arg, index) => constantNumbers(node, asList(arg), node.arguments[index]));
    return number(pair(xs, ys));
  }
  switch (name) {
    case 'length':
    case 'count':
      return number(listLength(aggregateList(node, args)));
    case 'total':
    case 'mean':
      return lowerTotal(node, aggregateList(node, args));
    case 'stats':
      return packedList(statistics.fiveNumberSummary(constantNumbers(node, aggregateList(node, args))));
    case 'quantile':
    case 'quartile':
      return lowerQuantile(node, args, budget);
    case 'sort':
      return lowerSort(node, args);
    case 'join':
      return lowerJoin(node, args);
    case 'unique':
      if (args.length !== 1) argumentCount(node, '1 list');
      return lowerUnique(node, asList(args[0]));
  }
  return typeError(`Unknown list function '${name}'`, node);
}

/**
 * `total` and `mean`: of numbers known before graphing, compensated sums; of points, coordinate by
 * coordinate; of elements that vary per point, a program (a sum of the nodes).
 */
function lowerTotal(node: CallNode, list: ListValue): Value {
  const isMean = node.name === 'mean';
  const count = listLength(list);
  const ofNumbers = (numbers: Float64Array) =>
    isMean ? statistics.mean(numbers) : statistics.total(numbers);
  if (list.packed) {
    const x = ofNumbers(list.packed.x);
    return list.packed.y
      ? { kind: 'point', x: constant(x), y: constant(ofNumbers(list.packed.y)) }
      : number(x);
  }
  const items = list.items;
  const allNumbers = items.every((item) => item.kind === 'number');
  const allPoints = items.every((item) => item.kind === 'point');
  if (!allNumbers && !allPoints) return typeError(`'${node.name}' cannot mix numbers and points`, node);
  const sumOf = (nodes: readonly ProgramNode[]): ProgramNode => {
    if (nodes.length === 0) return constant(isMean ? NaN : 0);
    if (nodes.every((item) => isConstant(item))) {
      return constant(ofNumbers(Float64Array.from(nodes, (item) => (item as { value: number }).value)));
    }
    const sum = nodes.reduce((accumulated, item) => operate('ADD', [accumulated, item]));
    return isMean ? operate('DIV', [sum, constant(count)]) : sum;
  };
  if (allNumbers) return numberValue(sumOf(items.map((item) => (item as { node: ProgramNode }).node)));
  const points = items as readonly { x: ProgramNode; y: ProgramNode }[];
  return {
    kind: 'point',
    x: sumOf(points.map((point) => point.x)),
    y: sumOf(points.map((point) => point.y)),
  };
}

/** `quantile(L, p)` and `quartile(L, q)`, broadcast over p or q (numbers known before graphing). */
function lowerQuantile(node: CallNode, args: readonly Value[], budget: OperationBudget): Value {
  if (args.length !== 2) argumentCount(node, '2 arguments: a list and a number');
  const order = new statistics.OrderStatistics(constantNumbers(node, asList(args[0]), node.arguments[0]));
  const at = (p: number) => (node.name === 'quantile' ? order.quantile(p) : order.quartile(p));
  const positions = args[1];
  if (positions.kind === 'list') {
    // A few quantiles are a selection each (a pass over the list); many are read off one sort.
    const passes = Math.ceil(Math.log2(order.count + 1));
    if (listLength(positions) > passes) order.sortAll();
    budget.spendOnElements(order.count * Math.min(listLength(positions), passes));
    return packedList(constantNumbers(node, positions, node.arguments[1]).map(at));
  }
  return number(at(constantNumbers(node, asList(positions), node.arguments[1])[0]));
}

/**
 * `sort(L)`: numbers ascending (undefined ones last). `sort(L, K)`: the elements of L (numbers or points,
 * which may vary per point) in the order of their keys K, stably, to the shorter list's length.
 */
function lowerSort(node: CallNode, args: readonly Value[]): Value {
  if (args.length !== 1 && args.length !== 2) argumentCount(node, '1 or 2 lists');
  const list = asList(args[0]);
  if (args.length === 1) {
    if (list.packed?.y || list.items.some((item) => item.kind === 'point')) {
      return typeError("'sort' orders numbers: give points keys to sort by, e.g. sort(P, P.x)", node);
    }
    // A typed array sorts numerically without a comparator, NaN last, in native code.
    return packedList(constantNumbers(node, list).slice().sort());
  }
  const keys = constantNumbers(node, asList(args[1]), node.arguments[1]);
  const count = Math.min(listLength(list), keys.length);
  const order = new Int32Array(count);
  for (let index = 0; index < count; index++) order[index] = index;
  order.sort((a, b) => {
    const [keyA, keyB] = [keys[a], keys[b]];
    if (Number.isNaN(keyA) || Number.isNaN(keyB))
      return Number.isNaN(keyA) ? (Number.isNaN(keyB) ? a - b : 1) : -1;
    return keyA - keyB || a - b;
  });
  return pickPositions(list, order);
}

/** `join(L, M, 3, …)`: the lists and single values one after another (numbers, or points, not both). */
function lowerJoin(node: CallNode, args: readonly Value[]): Value {
  if (args.length === 0) argumentCount(node, 'at least 1 argument');
  const lists = args.map(asList);
  const count = lists.reduce((sum, list) => sum + listLength(list), 0);
  if (count > MAX_LIST_LENGTH) {
    throw new ParseError(
      'invalid-range',
      `A list may have at most ${MAX_LIST_LENGTH} elements`,
      node.start,
      node.end,
    );
  }
  const isPoints = (list: ListValue) =>
    list.packed ? list.packed.y !== undefined : list.items.some((item) => item.kind === 'point');
  const pointLists = lists.filter((list) => listLength(list) > 0 && isPoints(list));
  const nonEmpty = lists.filter((list) => listLength(list) > 0);
  if (pointLists.length > 0 && pointLists.length < nonEmpty.length) {
    return typeError("'join' cannot mix numbers and points", node);
  }
  if (lists.every((list) => list.packed)) {
    const concatenate = (part: (list: ListValue) => Float64Array | undefined) => {
      const result = new Float64Array(count);
      let offset = 0;
      for (const list of lists) {
        const numbers = part(list);
        if (numbers) result.set(numbers, offset);
        offset += listLength(list);
      }
      return result;
    };
    const y = pointLists.length > 0 ? concatenate((list) => list.packed!.y) : undefined;
    return packedList(
      concatenate((list) => list.packed!.x),
      y,
    );
  }
  return listOf(lists.flatMap((list) => list.items));
}

/** `unique(L)`: each distinct value once, where it first occurs (NaN counts as one value). */
function lowerUnique(node: CallNode, list: ListValue): Value {
  const packed = list.packed;
  const count = listLength(list);
  const kept: number[] = [];
  if (packed && !packed.y) {
    const seen = new Set<number>();
    for (let index = 0; index < count; index++) {
      if (seen.has(packed.x[index])) continue;
      seen.add(packed.x[index]);
      kept.push(index);
    }
    return pickPositions(list, Int32Array.from(kept));
  }
  const coordinates = (item: ItemValue): readonly ProgramNode[] =>
    item.kind === 'number' ? [item.node] : [item.x, item.y];
  const seen = new Set<string>();
  list.items.forEach((item, index) => {
    const parts = coordinates(item).map((part) =>
      isConstant(part)
        ? part.value
        : typeError(`'unique' needs values known before graphing, not ones that vary with x`, node),
    );
    // Object.is-like keys: -0 and 0 are one value (as Set treats numbers), NaN is one value.
    const key = `${item.kind}:${parts.map((part) => (part === 0 ? 0 : part)).join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    kept.push(index);
  });
  return pickPositions(list, Int32Array.from(kept));
}
