/**
 * Lowering of lists: literals `[1,2,3]`, ranges `[1...10]` and `[1,3,...,9]` (whose bounds must be known
 * before graphing, so the list's length is), and 1-based indexing `L[2]`.
 */
import type { IndexNode, ListNode } from './ast';
import { lowerExpression, type LoweringContext } from './lower';
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
      if (value.kind === 'list') return typeError('Lists cannot contain lists', node.elements[index]);
      return value;
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
    return listOf(index.items.map((item) => pick(expectNumber(item, node.index, 'An index'))));
  }
  return pick(expectNumber(index, node.index, 'An index'));
}
