/**
 * Lowering: a checked syntax tree to values over registry operations (`values.ts`), ready to emit.
 *
 * This is where the language's meaning is decided: implicit and explicit products are both MUL, `\sqrt[n]`
 * is a power with exponent 1/n (realPower gives odd roots of negative numbers), `\log_b` is ln/ln, in
 * degree mode trig arguments are scaled by π/180 and inverse trig results by 180/π, user definitions are
 * inlined (a function call binds its parameters to the argument values), sums and products are unrolled,
 * and piecewise definitions become SELECT chains.
 *
 * Constant subtrees are folded with the registry's reference implementations (so `2\pi` is one constant).
 * Only whole-constant subtrees fold: `0x` stays a product, because 0·∞ and 0·NaN are not 0.
 */
import type { ApplyNode, ComparisonNode, ExpressionNode, PiecewiseNode, RepeatNode } from './ast';
import { lowerDerivative, lowerIntegral, lowerPrime, lowerRangeScope } from './lower-calculus';
import { lowerComprehension, lowerSubstitution } from './lower-bindings';
import { lowerCall } from './lower-calls';
import { lowerIndex, lowerList, lowerSlice } from './lower-lists';
import { ParseError } from './parse-error';
import type { ProgramNode } from './program';
import { BUILTIN_CONSTANTS, displayName } from './symbols';
import {
  broadcast,
  combinePointArithmetic,
  constant,
  expectNumber,
  foldOf,
  isConstant,
  type LoweredValue,
  listLength,
  listOf,
  numberValue,
  operate,
  packedList,
  type OperationBudget,
  type PointValue,
  typeError,
  type Value,
} from './values';

export interface LoweringOptions {
  readonly degreeMode: boolean;
  /**
   * The seed of the entry being lowered (the calculator's and the expression's, see random.ts): with a
   * call's position it keys that call's random numbers. Absent: the empty seed.
   */
  readonly randomSeed?: string;
}

export interface UserFunction {
  readonly name: string;
  readonly parameters: readonly string[];
  readonly body: ExpressionNode;
}

/** Everything lowering needs to resolve names; `bound` holds parameters and sum indices. */
export interface LoweringContext extends LoweringOptions {
  readonly budget: OperationBudget;
  readonly bound: ReadonlyMap<string, Value>;
  /** Names the engine supplies per point in this expression (`x`, `y`, and `t` or `\theta` where they apply). */
  readonly inputs: ReadonlyMap<string, ProgramNode>;
  /** The value of a user-defined variable, lowered once per analysis. */
  readonly variable: (name: string) => LoweredValue | undefined;
  readonly userFunction: (name: string) => UserFunction | undefined;
  /** The body of a variable definition, for a derivative by a name others depend on (lower-calculus.ts). */
  readonly variableDefinition?: (name: string) => ExpressionNode | undefined;
  /**
   * Which element of the comprehensions around this lowering it is for, from 1 (0 or absent: none): a
   * random call keys its numbers by it, so each element draws its own (random.ts).
   */
  readonly randomElement?: number;
}

/** Most terms one `\sum` or `\prod` may unroll to. */
export const MAX_REPEAT_TERMS = 10_000;

const BINARY_OPERATIONS = { '+': 'ADD', '-': 'SUB', '*': 'MUL', '/': 'DIV' } as const;

const COMPARISON_OPERATIONS = {
  '<': 'LESS',
  '<=': 'LESS_EQUAL',
  '>': 'GREATER',
  '>=': 'GREATER_EQUAL',
  '=': 'EQUAL',
} as const;

function fail(message: string, node: ExpressionNode): never {
  throw new ParseError('internal-error', message, node.start, node.end);
}

/** A value: a number, a point or a list (a distribution here is a type error; see `lowerValue`). */
export function lowerExpression(node: ExpressionNode, context: LoweringContext): Value {
  const value = lowerValue(node, context);
  if (value.kind === 'distribution') {
    return typeError(
      'A distribution is not a number: use it in pdf, cdf, quantile, random, mean, median, stdev or var',
      node,
    );
  }
  return value;
}

/** Any lowered value, distributions included: for the functions of distributions and for whole entries. */
export function lowerValue(node: ExpressionNode, context: LoweringContext): LoweredValue {
  switch (node.type) {
    case 'number':
      return numberValue(constant(node.value));
    case 'identifier':
      return (
        resolveName(node.name, context) ?? fail(`Cannot compile the unresolved name '${node.name}'`, node)
      );
    case 'negate':
      return broadcast(
        [lowerExpression(node.operand, context)],
        node,
        ([operand]) => operate('NEG', [operand], context.budget),
        undefined,
        foldOf('NEG', context.budget),
      );
    case 'binary': {
      // `c(1+1)^2` with c a variable is c·(1+1)², not (c·(1+1))²: the exponent belongs to the parentheses.
      const left = node.left;
      if (node.operator === '^' && left.type === 'apply' && !isFunctionName(left.callee.name, context)) {
        const power = { ...node, left: parenthesized(left) };
        return lowerBinary('*', left.callee, power, node, context);
      }
      return lowerBinary(node.operator, node.left, node.right, node, context);
    }
    case 'call':
      return lowerCall(node, context);
    case 'apply':
      return lowerApply(node, context);
    case 'tuple': {
      if (node.elements.length !== 2) {
        return typeError(`Points have two coordinates, not ${node.elements.length}`, node);
      }
      const [x, y] = node.elements.map((element) => lowerExpression(element, context));
      if (x.kind === 'list' || y.kind === 'list') {
        const length = Math.min(
          ...[x, y].map((value) => (value.kind === 'list' ? listLength(value) : Infinity)),
        );
        const packed = packedPoints(x, y, length);
        if (packed) return packed;
        const itemAt = (value: Value, index: number) => (value.kind === 'list' ? value.items[index] : value);
        const items = Array.from({ length }, (_, index): PointValue => ({
          kind: 'point',
          x: expectNumber(itemAt(x, index), node.elements[0], 'A coordinate'),
          y: expectNumber(itemAt(y, index), node.elements[1], 'A coordinate'),
        }));
        return { kind: 'list', items };
      }
      return {
        kind: 'point',
        x: expectNumber(x, node.elements[0], 'A coordinate'),
        y: expectNumber(y, node.elements[1], 'A coordinate'),
      };
    }
    case 'list':
      return lowerList(node, context);
    case 'index':
      return lowerIndex(node, context);
    case 'slice':
      return lowerSlice(node, context);
    case 'comprehension':
      return lowerComprehension(node, context);
    case 'substitution':
      return lowerSubstitution(node, context);
    case 'member': {
      const object = lowerExpression(node.object, context);
      const pick = (item: Value): Value =>
        item.kind === 'point'
          ? numberValue(node.property === 'x' ? item.x : item.y)
          : typeError(
              `'.${node.property}' needs a point, not ${item.kind === 'number' ? 'a number' : 'a list'}`,
              node,
            );
      if (object.kind === 'list') {
        const packed = object.packed;
        if (packed?.y) return packedList(node.property === 'x' ? packed.x : packed.y);
        return listOf(object.items.map((item) => pick(item) as never));
      }
      return pick(object);
    }
    case 'comparison':
      return lowerComparison(node, context);
    case 'piecewise':
      return lowerPiecewise(node, context);
    case 'repeat':
      return lowerRepeat(node, context);
    case 'derivative':
      return lowerDerivative(node, context);
    case 'integral':
      return lowerIntegral(node, context);
  }
}

export function resolveName(name: string, context: LoweringContext): LoweredValue | undefined {
  const bound = context.bound.get(name);
  if (bound) return bound;
  const input = context.inputs.get(name);
  if (input && (name === 'x' || name === 'y')) return numberValue(input);
  const variable = context.variable(name);
  if (variable) return variable;
  if (input) return numberValue(input);
  const builtin = BUILTIN_CONSTANTS.get(name);
  return builtin === undefined ? undefined : numberValue(constant(builtin));
}

function lowerBinary(
  operator: '+' | '-' | '*' | '/' | '^',
  leftNode: ExpressionNode,
  rightNode: ExpressionNode,
  span: ExpressionNode,
  context: LoweringContext,
): Value {
  const left = lowerExpression(leftNode, context);
  const right = lowerExpression(rightNode, context);
  const budget = context.budget;
  if (operator === '^') {
    return broadcast(
      [left, right],
      span,
      ([base, exponent]) => operate('POW', [base, exponent], budget),
      undefined,
      foldOf('POW', budget),
    );
  }
  const operation = BINARY_OPERATIONS[operator];
  return broadcast(
    [left, right],
    span,
    ([a, b]) => operate(operation, [a, b], budget),
    combinePointArithmetic(operation, span, budget),
    foldOf(operation, budget),
  );
}

function isFunctionName(name: string, context: LoweringContext): boolean {
  return !context.bound.has(name) && context.userFunction(name) !== undefined;
}

/** The parenthesized part of `name(…)` on its own: one value, or a point. */
function parenthesized(node: ApplyNode): ExpressionNode {
  return node.arguments.length === 1
    ? node.arguments[0]
    : { type: 'tuple', elements: node.arguments, start: node.callee.end, end: node.end };
}

/**
 * `f(x+1)`: a call when `f` is a defined function; otherwise the product of the name's value and the
 * parenthesized value (`x(x+1)`, `a(1,2)` is a scaled point).
 */
function lowerApply(node: ApplyNode, context: LoweringContext): Value {
  const callee = node.callee.name;
  const definition = context.bound.has(callee) ? undefined : context.userFunction(callee);
  if (node.primes) {
    if (definition) return lowerPrime(node, definition, context);
    throw new ParseError(
      'invalid-derivative',
      `Prime notation needs a function: '${displayName(callee)}' is not defined as one`,
      node.callee.start,
      node.callee.end,
    );
  }
  if (!definition) return lowerBinary('*', node.callee, parenthesized(node), node, context);
  if (definition.parameters.length !== node.arguments.length) {
    const expected = definition.parameters.length;
    throw new ParseError(
      'wrong-argument-count',
      `'${callee}' takes ${expected} argument${expected === 1 ? '' : 's'}, not ${node.arguments.length}`,
      node.start,
      node.end,
    );
  }
  const bound = new Map<string, Value>();
  definition.parameters.forEach((parameter, index) => {
    bound.set(parameter, lowerExpression(node.arguments[index], context));
  });
  return lowerExpression(definition.body, { ...context, bound });
}

/** A comparison chain of numbers as 1 (holds), 0 (fails) or NaN: `a<b<c` is (a<b)·(b<c). */
function chainComparisons(
  node: ComparisonNode,
  operands: readonly ProgramNode[],
  context: LoweringContext,
): ProgramNode {
  let result: ProgramNode | undefined;
  node.operators.forEach((operator, index) => {
    const test = operate(
      COMPARISON_OPERATIONS[operator],
      [operands[index], operands[index + 1]],
      context.budget,
    );
    result = result ? operate('MUL', [result, test], context.budget) : test;
  });
  return result ?? fail('A comparison without an operator', node);
}

/** A comparison chain of numbers (see `chainComparisons`); a list is a type error here. */
export function lowerCondition(node: ComparisonNode, context: LoweringContext): ProgramNode {
  const operands = node.operands.map((operand) =>
    expectNumber(lowerExpression(operand, context), operand, 'A compared value'),
  );
  return chainComparisons(node, operands, context);
}

/** A comparison chain that broadcasts over lists: `L>5` is a list of 1s and 0s (a filter's condition). */
export function lowerComparison(node: ComparisonNode, context: LoweringContext): Value {
  const operands = node.operands.map((operand) => lowerExpression(operand, context));
  const single = node.operators.length === 1 ? COMPARISON_OPERATIONS[node.operators[0]] : undefined;
  return broadcast(
    operands,
    node,
    (nodes) => chainComparisons(node, nodes, context),
    undefined,
    single && foldOf(single, context.budget),
  );
}

/**
 * `\{c_1: v_1, c_2: v_2, w\}` as a SELECT chain. Where a condition or a value is a list, the whole
 * chain broadcasts (`\{L>2: L, 0\}` is a list), to the shortest list's length.
 */
function lowerPiecewise(node: PiecewiseNode, context: LoweringContext): Value {
  const conditions = node.branches.map((branch) => lowerComparison(branch.condition, context));
  const values = node.branches.map((branch) =>
    branch.value ? lowerExpression(branch.value, context) : numberValue(constant(1)),
  );
  const otherwise = node.otherwise ? lowerExpression(node.otherwise, context) : numberValue(constant(NaN));
  const chain = (nodes: readonly ProgramNode[]): ProgramNode => {
    // nodes: condition and value of each branch in turn, then the otherwise value.
    let result = nodes[nodes.length - 1];
    for (let index = node.branches.length - 1; index >= 0; index--) {
      result = operate('SELECT', [nodes[2 * index], nodes[2 * index + 1], result], context.budget);
    }
    return result;
  };
  const parts = [...conditions.flatMap((condition, index) => [condition, values[index]]), otherwise];
  if (parts.some((part) => part.kind === 'list')) return broadcast(parts, node, chain);
  const spans = [...node.branches.flatMap((branch) => [branch.condition, branch.value ?? branch.condition])];
  const numbers = parts.map((part, index) =>
    expectNumber(
      part,
      spans[index] ?? node.otherwise ?? node,
      index % 2 === 0 && index < spans.length ? 'A compared value' : 'A piecewise value',
    ),
  );
  return numberValue(chain(numbers));
}

/** A bound known before graphing, rounded; undefined for one that varies per point (or is a list). */
function integerBound(node: ExpressionNode, context: LoweringContext): number | undefined {
  const value = lowerExpression(node, context);
  if (value.kind !== 'number' || !isConstant(value.node)) return undefined;
  if (!Number.isFinite(value.node.value)) {
    throw new ParseError(
      'invalid-range',
      'The bounds of a sum or product must be numbers',
      node.start,
      node.end,
    );
  }
  return Math.round(value.node.value);
}

/** Constant bounds unroll the terms (each folds where it can); bounds that vary make a scope for the VM. */
function lowerRepeat(node: RepeatNode, context: LoweringContext): Value {
  const from = integerBound(node.from, context);
  const to = integerBound(node.to, context);
  if (from === undefined || to === undefined) return lowerRangeScope(node, context);
  if (to - from + 1 > MAX_REPEAT_TERMS) {
    throw new ParseError(
      'invalid-range',
      `A sum or product may have at most ${MAX_REPEAT_TERMS} terms`,
      node.start,
      node.end,
    );
  }
  const operation = node.operator === 'sum' ? 'ADD' : 'MUL';
  let result: Value = numberValue(constant(node.operator === 'sum' ? 0 : 1));
  for (let index = from; index <= to; index++) {
    const bound = new Map(context.bound).set(node.index.name, numberValue(constant(index)));
    const term = lowerExpression(node.body, { ...context, bound });
    result = broadcast([result, term], node, ([a, b]) => operate(operation, [a, b], context.budget));
  }
  return result;
}

/** `(X, Y)` of packed lists and constants as a packed list of points; undefined for anything else. */
function packedPoints(x: Value, y: Value, length: number): Value | undefined {
  const coordinates = (value: Value): Float64Array | undefined => {
    if (value.kind === 'list') return value.packed && !value.packed.y ? value.packed.x : undefined;
    if (value.kind === 'number' && isConstant(value.node))
      return new Float64Array(length).fill(value.node.value);
    return undefined;
  };
  const xs = coordinates(x);
  const ys = xs && coordinates(y);
  if (!xs || !ys) return undefined;
  return packedList(
    xs.length === length ? xs : xs.slice(0, length),
    ys.length === length ? ys : ys.slice(0, length),
  );
}

export { operate } from './values';
