/**
 * What an expression lowers to: a number, a point, or a list of numbers or points, each number being a
 * tree of registry operations (`ProgramNode`). Lists have a length known before graphing, so list
 * arithmetic broadcasts here, at compile time, and every element becomes its own program: `[1,2,3]x`
 * is three curves. Constant subtrees are folded as they are built (see `operate`).
 *
 * A list of constants is also kept packed, its numbers (or its points' coordinates) in Float64Arrays:
 * ranges, columns and the arithmetic on them stay packed, so a list of 100,000 points is built without a
 * node per element; `items` is made from the numbers only when something needs the nodes.
 */
import type { SourceSpan } from './ast';
import type { DistributionName } from './distributions';
import { OPERATIONS, type OperationDefinition, type OperationName } from './operations';
import { ParseError } from './parse-error';
import type { ProgramNode } from './program';
import { childrenOfProgram } from './program-tree';

export type NumberValue = { readonly kind: 'number'; readonly node: ProgramNode };
export type PointValue = { readonly kind: 'point'; readonly x: ProgramNode; readonly y: ProgramNode };
export type ItemValue = NumberValue | PointValue;
export type ListValue = {
  readonly kind: 'list';
  readonly items: readonly ItemValue[];
  /** Present when every item is a constant: the numbers, or with `y` the points' coordinates. */
  readonly packed?: PackedItems;
};
export type PackedItems = { readonly x: Float64Array; readonly y?: Float64Array };
export type Value = ItemValue | ListValue;
/**
 * A probability distribution (`\operatorname{normaldist}(0,1)`): not a number, so only the functions of
 * distributions take it (pdf, cdf, quantile, random, mean, …) and an entry of its own graphs its density.
 * Its parameters are numbers known before graphing.
 */
export type DistributionValue = {
  readonly kind: 'distribution';
  readonly name: DistributionName;
  readonly parameters: readonly number[];
};
/** What lowering may give: a value, or a distribution where a function of distributions asked for one. */
export type LoweredValue = Value | DistributionValue;

/** Most operations one expression may build (after inlining definitions and unrolling sums). */
export const MAX_OPERATIONS = 600_000;

const OPERATION_BY_NAME: ReadonlyMap<string, OperationDefinition> = new Map(
  OPERATIONS.map((definition) => [definition.name, definition]),
);

export function constant(value: number): ProgramNode {
  return { kind: 'constant', value };
}

export function numberValue(node: ProgramNode): NumberValue {
  return { kind: 'number', node };
}

/**
 * A list of constants held packed: numbers, or points when `y` is given. `items`, when the caller already
 * has them, are kept as they are; otherwise they are made from the numbers the first time they are read.
 */
export function packedList(x: Float64Array, y?: Float64Array, items?: readonly ItemValue[]): ListValue {
  let made = items;
  return {
    kind: 'list',
    packed: y ? { x, y } : { x },
    get items(): readonly ItemValue[] {
      made ??= itemsOfPacked(x, y);
      return made;
    },
  };
}

function itemsOfPacked(x: Float64Array, y: Float64Array | undefined): ItemValue[] {
  const items = new Array<ItemValue>(x.length);
  for (let index = 0; index < x.length; index++) items[index] = packedItem(x, y, index);
  return items;
}

function packedItem(x: Float64Array, y: Float64Array | undefined, index: number): ItemValue {
  return y
    ? { kind: 'point', x: constant(x[index]), y: constant(y[index]) }
    : numberValue(constant(x[index]));
}

/** A list of numbers, packed when every one is a constant. */
export function listOf(items: readonly ItemValue[]): ListValue {
  const numbers = new Float64Array(items.length);
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (item.kind !== 'number' || item.node.kind !== 'constant') return { kind: 'list', items };
    numbers[index] = item.node.value;
  }
  return packedList(numbers, undefined, items);
}

export function listLength(list: ListValue): number {
  return list.packed ? list.packed.x.length : list.items.length;
}

/** The item at a 0-based index (undefined past the end), without making the items of a packed list. */
export function listItem(list: ListValue, index: number): ItemValue | undefined {
  if (!list.packed) return list.items[index];
  if (!(index >= 0 && index < list.packed.x.length)) return undefined;
  return packedItem(list.packed.x, list.packed.y, index);
}

export function isConstant(node: ProgramNode, value?: number): node is { kind: 'constant'; value: number } {
  return node.kind === 'constant' && (value === undefined || Object.is(node.value, value));
}

/**
 * Elements of packed lists one expression may make or visit (ranges, slices, filters, statistics, sorts,
 * comprehensions): each costs nanoseconds, not the microsecond of a node, so they have their own, larger
 * allowance, which still stops `[\operatorname{total}([1...n]) \operatorname{for} n=[1...10^5]]` (5·10⁹
 * elements) in a few hundred milliseconds instead of minutes.
 */
export const MAX_ELEMENT_WORK = 10_000_000;

/** Counts the operations built for one expression, and stops runaway inlining or unrolling. */
export class OperationBudget {
  private used = 0;
  private elements = 0;
  constructor(private readonly span: SourceSpan) {}

  spend(): void {
    if (++this.used > MAX_OPERATIONS) this.exceeded();
  }

  /** Work on `count` elements of packed lists (see `MAX_ELEMENT_WORK`). */
  spendOnElements(count: number): void {
    this.elements += count;
    if (this.elements > MAX_ELEMENT_WORK) this.exceeded();
  }

  private exceeded(): never {
    throw new ParseError(
      'too-complex',
      'Expression is too complex to compute',
      this.span.start,
      this.span.end,
    );
  }
}

/**
 * What `combine` computes, on numbers: lets a packed list skip building a node per element. It must give
 * exactly what folding `combine`'s nodes would, and spend the budget as `operate` does.
 */
export type NumberFold = (a: number, b?: number) => number;

/** The fold of one registry operation (undefined without a reference implementation). */
export function foldOf(operation: OperationName, budget: OperationBudget): NumberFold | undefined {
  const definition = OPERATION_BY_NAME.get(operation);
  const reference = definition?.reference;
  if (!reference) return undefined;
  // Called with exactly its arity: a reference may read its argument count.
  if (definition.arity === 1) {
    return (a) => {
      budget.spend();
      return reference(a);
    };
  }
  if (definition.arity === 2) {
    return (a, b) => {
      budget.spend();
      return reference(a, b!);
    };
  }
  return undefined;
}

/** An operation node, folded to a constant when every operand is one, with the power peepholes applied. */
export function operate(
  operation: OperationName,
  operands: readonly ProgramNode[],
  budget?: OperationBudget,
): ProgramNode {
  budget?.spend();
  const reference = OPERATION_BY_NAME.get(operation)?.reference;
  if (reference && operands.every((operand) => operand.kind === 'constant')) {
    // Without spreading for the usual arities: a 100,000-element list folds this once per element.
    const [a, b, c] = operands as readonly { value: number }[];
    if (operands.length === 1) return constant(reference(a.value));
    if (operands.length === 2) return constant(reference(a.value, b.value));
    if (operands.length === 3) return constant(reference(a.value, b.value, c.value));
    return constant(reference(...operands.map((operand) => (operand as { value: number }).value)));
  }
  if (operation === 'POW') {
    const [base, exponent] = operands;
    // x² is the most common power; SQUARE is one multiply where POW is a library call.
    if (isConstant(exponent, 2)) return operate('SQUARE', [base]);
    // e^z through exp is both faster and more accurate than pow(2.718…, z).
    if (isConstant(base, Math.E)) return operate('EXP', [exponent]);
  }
  return { kind: 'operation', operation, operands };
}

export function typeError(message: string, span: SourceSpan): never {
  throw new ParseError('type-error', message, span.start, span.end);
}

/** The number a value holds, or a type error naming what it is instead. */
export function expectNumber(value: Value, span: SourceSpan, role: string): ProgramNode {
  if (value.kind === 'number') return value.node;
  return typeError(`${role} must be a number, not ${describeValue(value)}`, span);
}

export function describeValue(value: LoweredValue): string {
  if (value.kind === 'distribution') return 'a distribution';
  return value.kind === 'number' ? 'a number' : value.kind === 'point' ? 'a point' : 'a list';
}

/**
 * Applies a function of numbers elementwise: lists broadcast (to the shortest list's length, as graphing
 * calculators do), points do not (an operation on points is a type error unless `combinePoints` handles it).
 */
export function broadcast(
  values: readonly Value[],
  span: SourceSpan,
  combine: (nodes: ProgramNode[]) => ProgramNode,
  combinePoints?: (items: ItemValue[]) => ItemValue,
  fold?: NumberFold,
): Value {
  const lists = values.filter((value): value is ListValue => value.kind === 'list');
  if (lists.length > 0) {
    const length = Math.min(...lists.map(listLength));
    const packed = broadcastPacked(values, length, combine, fold);
    if (packed) return packedList(packed);
    const items = new Array<ItemValue>(length);
    const row = new Array<ItemValue>(values.length);
    const nodes = new Array<ProgramNode>(values.length);
    // The hot loop of lowering for lists of 100,000 elements: one pass per element, no nested broadcast;
    // each combine gets its own copy of the row, since an operation node keeps its operands array.
    for (let index = 0; index < length; index++) {
      let hasPoint = false;
      for (let position = 0; position < values.length; position++) {
        const value = values[position];
        const item = value.kind === 'list' ? value.items[index] : value;
        row[position] = item;
        if (item.kind === 'point') hasPoint = true;
        else nodes[position] = item.node;
      }
      items[index] = hasPoint
        ? combineItems(row.slice(), span, combinePoints)
        : numberValue(combine(nodes.slice()));
    }
    return { kind: 'list', items };
  }
  const items = values as ItemValue[];
  if (items.some((item) => item.kind === 'point')) return combineItems(items, span, combinePoints);
  return numberValue(combine(items.map((item) => (item as NumberValue).node)));
}

/** Where an operand of a packed broadcast comes from: a packed list's numbers, or one constant. */
type PackedOperand = { readonly numbers?: Float64Array; readonly node: { kind: 'constant'; value: number } };

/**
 * `broadcast` over packed lists of numbers and constants: `combine` folds each element to a constant,
 * which is read at once, so its operands can be one reused node per position instead of a node per
 * element. Undefined when an operand is not packed or constant, or when an element does not fold (an
 * operation without a reference): the caller then builds the nodes.
 */
function broadcastPacked(
  values: readonly Value[],
  length: number,
  combine: (nodes: ProgramNode[]) => ProgramNode,
  fold: NumberFold | undefined,
): Float64Array | undefined {
  const operands: PackedOperand[] = [];
  for (const value of values) {
    if (value.kind === 'list' && value.packed && !value.packed.y) {
      operands.push({ numbers: value.packed.x, node: { kind: 'constant', value: 0 } });
    } else if (value.kind === 'number' && value.node.kind === 'constant') {
      operands.push({ node: value.node });
    } else {
      return undefined;
    }
  }
  const result = new Float64Array(length);
  if (fold && operands.length <= 2) {
    const [a, b] = operands.map(
      (operand) => operand.numbers ?? new Float64Array(length).fill(operand.node.value),
    );
    for (let index = 0; index < length; index++) result[index] = fold(a[index], b?.[index]);
    return result;
  }
  const nodes: ProgramNode[] = operands.map((operand) => operand.node);
  for (let index = 0; index < length; index++) {
    for (const operand of operands) if (operand.numbers) operand.node.value = operand.numbers[index];
    // A fresh array each call: an operation node that does not fold keeps its operands array.
    const combined = combine(nodes.slice());
    if (combined.kind !== 'constant') return undefined;
    result[index] = combined.value;
  }
  return result;
}

function combineItems(
  items: ItemValue[],
  span: SourceSpan,
  combinePoints?: (items: ItemValue[]) => ItemValue,
): ItemValue {
  if (combinePoints) return combinePoints(items);
  return typeError('This operation is not defined for points', span);
}

/** Arithmetic with points: p±q componentwise, k·p, p·k and p/k. */
export function combinePointArithmetic(
  operation: 'ADD' | 'SUB' | 'MUL' | 'DIV',
  span: SourceSpan,
  budget: OperationBudget,
): (items: ItemValue[]) => ItemValue {
  return ([left, right]) => {
    const apply = (a: ProgramNode, b: ProgramNode) => operate(operation, [a, b], budget);
    if (left.kind === 'point' && right.kind === 'point' && (operation === 'ADD' || operation === 'SUB')) {
      return { kind: 'point', x: apply(left.x, right.x), y: apply(left.y, right.y) };
    }
    if (left.kind === 'point' && right.kind === 'number' && (operation === 'MUL' || operation === 'DIV')) {
      return { kind: 'point', x: apply(left.x, right.node), y: apply(left.y, right.node) };
    }
    if (left.kind === 'number' && right.kind === 'point' && operation === 'MUL') {
      return { kind: 'point', x: apply(left.node, right.x), y: apply(left.node, right.y) };
    }
    return typeError(
      `Cannot ${OPERATION_VERBS[operation]} ${describeValue(left)} and ${describeValue(right)}`,
      span,
    );
  };
}

const OPERATION_VERBS = { ADD: 'add', SUB: 'subtract', MUL: 'multiply', DIV: 'divide' } as const;

/**
 * Most operations one emitted program may hold. Inlining shares subtrees (`g(x)=x+x` applied 30 times is a
 * 30-node graph), but the bytecode is a tree walk that repeats shared parts, so its size can double per
 * level; a program past this size is refused before it is emitted.
 */
export const MAX_PROGRAM_SIZE = 100_000;

/** Whether the tree, with shared subtrees counted each time they occur, exceeds `MAX_PROGRAM_SIZE`. */
export function exceedsProgramSize(root: ProgramNode): boolean {
  const sizes = new Map<ProgramNode, number>();
  const sizeOf = (node: ProgramNode): number => {
    if (node.kind !== 'operation' && node.kind !== 'scope') return 1;
    let size = sizes.get(node);
    if (size === undefined) {
      size = 1;
      for (const operand of childrenOfProgram(node))
        size = Math.min(size + sizeOf(operand), MAX_PROGRAM_SIZE + 1);
      sizes.set(node, size);
    }
    return size;
  };
  return sizeOf(root) > MAX_PROGRAM_SIZE;
}

/** Inputs read below each node: trees are immutable and shared (DAGs after inlining), so this is cached. */
const inputsBelow = new WeakMap<ProgramNode, ReadonlySet<string>>();
const NO_INPUTS: ReadonlySet<string> = new Set();

function inputsOfNode(root: ProgramNode): ReadonlySet<string> {
  // Constants are most nodes of a long list: answered without a WeakMap entry each.
  if (root.kind === 'constant') return NO_INPUTS;
  // Iterative post-order over the graph: each shared node is visited once, whatever the depth.
  const pending: ProgramNode[] = [root];
  while (pending.length > 0) {
    const node = pending[pending.length - 1];
    if (inputsBelow.has(node)) {
      pending.pop();
      continue;
    }
    if (node.kind === 'constant' || node.kind === 'variable') {
      inputsBelow.set(node, NO_INPUTS);
    } else if (node.kind === 'input') {
      inputsBelow.set(node, new Set([node.input]));
    } else {
      const children = childrenOfProgram(node);
      const missing = children.filter((operand) => !inputsBelow.has(operand));
      if (missing.length > 0) {
        pending.push(...missing);
        continue;
      }
      const found = new Set<string>();
      for (const operand of children) for (const input of inputsBelow.get(operand)!) found.add(input);
      inputsBelow.set(node, found.size === 0 ? NO_INPUTS : found);
    }
    pending.pop();
  }
  return inputsBelow.get(root)!;
}

/** The input variables a program tree reads. */
export function inputsOf(nodes: readonly ProgramNode[]): Set<string> {
  const found = new Set<string>();
  for (const node of nodes) for (const input of inputsOfNode(node)) found.add(input);
  return found;
}

/** Every number of a value, flattened (points give x then y). */
export function nodesOf(value: Value): ProgramNode[] {
  if (value.kind === 'number') return [value.node];
  if (value.kind === 'point') return [value.x, value.y];
  // A loop, not flatMap: a list of 100,000 points would allocate as many small arrays.
  const nodes: ProgramNode[] = [];
  for (const item of value.items) {
    if (item.kind === 'number') nodes.push(item.node);
    else nodes.push(item.x, item.y);
  }
  return nodes;
}
