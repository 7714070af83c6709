/**
 * Lowering of lists: literals `[1,2,3]`, ranges `[1...10]` and `[1,3,...,9]` (whose bounds must be known
 * before graphing, so the list's length is), 1-based indexing `L[2]` and `L[[1,3]]`, slices `L[2...5]`,
 * and filters `L[L>5]`. Whatever decides a list's length (range bounds, slice bounds, a filter's
 * condition) must be known before graphing; the elements themselves may vary per point.
 */
import type { ComparisonNode, IndexNode, ListNode, SliceNode } from './ast';
import { lowerComparison, lowerExpression, type LoweringContext } from './lower';
import { ParseError } from './parse-error';
import type { ProgramNode } from './program';
import {
  constant,
  expectNumber,
  isConstant,
  listItem,
  listLength,
  listOf,
  numberValue,
  operate,
  packedList,
  typeError,
  type ItemValue,
  type ListValue,
  type Value,
} from './values';

/** Most elements a list may have. */
export const MAX_LIST_LENGTH = 100_000;

/** Most elements a list indexed by a value that varies per point may have (each is one SELECT). */
const MAX_VARYING_INDEX_LENGTH = 256;

function constantOf(value: Value, node: { start: number; end: number }): number {
  const number = expectNumber(value, node, 'A range bound');
  if (!isConstant(number) || !Number.isFinite(number.value)) {
    throw new ParseError('invalid-range', 'The bounds of a range must be numbers', node.start, node.end);
  }
  return number.value;
}

export function lowerList(node: ListNode, context: LoweringContext): Value {
  const values = node.elements.map((element) => lowerExpression(element, context));
  if (!node.rangeEnd) {
    const items = values.map((value, index): ItemValue => {
      if (value.kind !== 'list') return value;
      const element = node.elements[index];
      if (element.type === 'comprehension') {
        return typeError("A comprehension with 'for' must be the only element of its list", element);
      }
      return typeError('Lists cannot contain lists', element);
    });
    if (items.length > MAX_LIST_LENGTH) tooLong(node);
    return listOf(items);
  }
  const first = constantOf(values[0], node.elements[0]);
  const last = constantOf(lowerExpression(node.rangeEnd, context), node.rangeEnd);
  const step = values.length >= 2 ? constantOf(values[1], node.elements[1]) - first : last >= first ? 1 : -1;
  if (values.length > 2) {
    throw new ParseError('invalid-range', 'A range is written [a...b] or [a,b,...,c]', node.start, node.end);
  }
  if (step === 0 || Math.sign(step) !== Math.sign(last - first || step)) {
    throw new ParseError(
      'invalid-range',
      'The step of a range must lead from its start to its end',
      node.start,
      node.end,
    );
  }
  const count = Math.floor((last - first) / step + 1e-9) + 1;
  if (count > MAX_LIST_LENGTH) tooLong(node);
  context.budget.spendOnElements(count);
  const numbers = new Float64Array(count);
  for (let index = 0; index < count; index++) numbers[index] = first + index * step;
  return packedList(numbers);
}

function tooLong(node: ListNode): never {
  throw new ParseError(
    'invalid-range',
    `A list may have at most ${MAX_LIST_LENGTH} elements`,
    node.start,
    node.end,
  );
}

/** `L[i]`: the i-th element (1-based; out of range is undefined); a list of indices picks several. */
export function lowerIndex(node: IndexNode, context: LoweringContext): Value {
  const list = lowerExpression(node.list, context);
  if (list.kind !== 'list') return typeError('Only a list can be indexed', node.list);
  if (node.index.type === 'comparison') return lowerFilter(list, node.index, context);
  const index = lowerExpression(node.index, context);
  const pick = (position: ProgramNode): ItemValue => {
    if (isConstant(position)) {
      const item = Number.isInteger(position.value) ? listItem(list, position.value - 1) : undefined;
      return item ?? numberValue(constant(NaN));
    }
    if (listLength(list) > MAX_VARYING_INDEX_LENGTH || list.items.some((item) => item.kind !== 'number')) {
      return typeError('This list is too long to index by a value that varies', node.index);
    }
    let result: ProgramNode = constant(NaN);
    for (let position1 = list.items.length; position1 >= 1; position1--) {
      const item = list.items[position1 - 1] as { node: ProgramNode };
      const isHere = operate('EQUAL', [position, constant(position1)], context.budget);
      result = operate('SELECT', [isHere, item.node, result], context.budget);
    }
    return numberValue(result);
  };
  if (index.kind === 'list') {
    const positions = index.packed && !index.packed.y ? index.packed.x : undefined;
    if (positions && positions.every((position) => Number.isInteger(position))) {
      // Constant positions, all whole numbers: picked from the packed numbers, no node per element.
      context.budget.spendOnElements(positions.length);
      const inside = positions.every((position) => position >= 1 && position <= listLength(list));
      if (inside)
        return pickPositions(
          list,
          Int32Array.from(positions, (position) => position - 1),
        );
    }
    return listOf(index.items.map((item) => pick(expectNumber(item, node.index, 'An index'))));
  }
  return pick(expectNumber(index, node.index, 'An index'));
}

/** The items at 0-based positions (all inside the list), packed where the list is. */
export function pickPositions(list: ListValue, positions: Int32Array): ListValue {
  const packed = list.packed;
  if (packed) {
    const pickNumbers = (numbers: Float64Array) => {
      const picked = new Float64Array(positions.length);
      for (let index = 0; index < positions.length; index++) picked[index] = numbers[positions[index]];
      return picked;
    };
    return packedList(pickNumbers(packed.x), packed.y && pickNumbers(packed.y));
  }
  const items = new Array<ItemValue>(positions.length);
  for (let index = 0; index < positions.length; index++) items[index] = list.items[positions[index]];
  return listOf(items);
}

/**
 * `L[a...b]` and `L[a...]` (to the end): the elements at positions a, a±1, …, b, rounded, leaving out
 * positions the list does not have (so `L[1...n]` is at most the whole list); `L[5...1]` is reversed.
 */
export function lowerSlice(node: SliceNode, context: LoweringContext): Value {
  const list = lowerExpression(node.list, context);
  if (list.kind !== 'list') return typeError('Only a list can be sliced', node.list);
  const length = listLength(list);
  const from = Math.round(constantOf(lowerExpression(node.from, context), node.from));
  const to = node.to ? Math.round(constantOf(lowerExpression(node.to, context), node.to)) : length;
  const low = Math.max(Math.min(from, to), 1);
  const high = Math.min(Math.max(from, to), length);
  const count = Math.max(high - low + 1, 0);
  context.budget.spendOnElements(count);
  const positions = new Int32Array(count);
  for (let index = 0; index < count; index++)
    positions[index] = from <= to ? low - 1 + index : high - 1 - index;
  return pickPositions(list, positions);
}

/**
 * `L[L>5]`: the elements whose condition holds, in order. The condition broadcasts (a list of conditions
 * meets the list at the shorter length; one condition keeps all or nothing) and must be known before
 * graphing; an undefined condition drops its element.
 */
function lowerFilter(list: ListValue, condition: ComparisonNode, context: LoweringContext): Value {
  const holds = lowerComparison(condition, context);
  const known = (node: ProgramNode): number =>
    isConstant(node)
      ? node.value
      : typeError("A filter's condition must be known before graphing, not vary with x", condition);
  if (holds.kind !== 'list') {
    const value = known(expectNumber(holds, condition, 'A condition'));
    return value !== 0 && !Number.isNaN(value) ? list : listOf([]);
  }
  const length = Math.min(listLength(list), listLength(holds));
  context.budget.spendOnElements(length);
  const numbers = holds.packed && !holds.packed.y ? holds.packed.x : undefined;
  const kept: number[] = [];
  for (let index = 0; index < length; index++) {
    const value = numbers
      ? numbers[index]
      : known(expectNumber(holds.items[index], condition, 'A condition'));
    if (value !== 0 && !Number.isNaN(value)) kept.push(index);
  }
  return pickPositions(list, Int32Array.from(kept));
}
