/**
 * Lowering of built-in function calls: the registry's operations (with degree mode, roots, logarithms,
 * two-argument arctan, `round(x, n)` and the variadic min, max, gcd and lcm), functions composed of
 * registry operations (erf), the functions of whole lists (list-functions.ts), distributions and their
 * functions (lower-distributions.ts), random numbers (lower-random.ts) and distance and midpoint
 * (lower-geometry.ts).
 */
import type { CallNode } from './ast';
import { angleRoleOf, functionNamed, type FunctionDefinition } from './functions';
import { lowerListFunction } from './list-functions';
import { DISTRIBUTION_FUNCTIONS } from './distributions';
import { lowerValue, type LoweringContext } from './lower';
import { isDistributionMoment, lowerDistribution, lowerDistributionFunction } from './lower-distributions';
import { lowerGeometry } from './lower-geometry';
import { lowerRandom } from './lower-random';
import { OPERATIONS, type OperationName } from './operations';
import { ParseError } from './parse-error';
import type { ProgramNode } from './program';
import {
  broadcast,
  constant,
  foldOf,
  isConstant,
  numberValue,
  operate,
  typeError,
  type LoweredValue,
  type Value,
} from './values';

/** Operations written by syntax rather than by name: `n!`. */
const SYNTAX_FUNCTIONS: ReadonlyMap<string, FunctionDefinition> = new Map([
  ['factorial', { name: 'factorial', operation: 'FACTORIAL', angle: 'none' }],
]);

const DEGREES_TO_RADIANS = Math.PI / 180;
const RADIANS_TO_DEGREES = 180 / Math.PI;

const ARITY: ReadonlyMap<string, number> = new Map(
  OPERATIONS.map((operation) => [operation.name, operation.arity]),
);

/** Operations that fold over any number of arguments, or over one list (the registry's `variadic`). */
const VARIADIC: ReadonlySet<OperationName> = new Set(
  OPERATIONS.filter((operation) => operation.variadic).map((operation) => operation.name),
);

function wrongCount(node: CallNode, expected: string): never {
  const given = node.arguments.length;
  throw new ParseError(
    'wrong-argument-count',
    `'${node.name}' takes ${expected}, not ${given}`,
    node.start,
    node.end,
  );
}

function plural(count: number): string {
  return `${count} argument${count === 1 ? '' : 's'}`;
}

export function lowerCall(node: CallNode, context: LoweringContext): LoweredValue {
  const definition = functionNamed(node.name) ?? SYNTAX_FUNCTIONS.get(node.name);
  if (!definition) return typeError(`Unknown function '${node.name}'`, node);
  if (definition.operation === 'SHAPE') {
    return typeError(`'${node.name}' can only be graphed as an entry of its own`, node);
  }
  const lowered = node.arguments.map((argument) => lowerValue(argument, context));
  const budget = context.budget;
  const kind = definition.operation;
  if (kind === 'DISTRIBUTION') {
    return DISTRIBUTION_FUNCTIONS.has(node.name)
      ? lowerDistribution(node, lowered)
      : lowerDistributionFunction(node, lowered, budget);
  }
  if (kind === 'RANDOM')
    return lowerRandom(node, lowered, budget, context.randomSeed ?? '', context.randomElement ?? 0);
  if (
    lowered[0]?.kind === 'distribution' &&
    (node.name === 'quantile' || isDistributionMoment(node, lowered))
  ) {
    return lowerDistributionFunction(node, lowered, budget);
  }
  const args = lowered.map((value, index) =>
    value.kind === 'distribution'
      ? typeError(`'${node.name}' does not take a distribution`, node.arguments[index])
      : value,
  );
  if (kind === 'GEOMETRY') return lowerGeometry(node, args, budget);
  if (kind === 'LIST') return lowerListFunction(node, args, budget);
  if (node.name === 'round' && args.length === 2) return lowerRoundTo(node, args, context);
  if (node.name === 'sqrt' && args.length === 2) {
    return broadcast(args, node, ([radicand, index]) => {
      if (isConstant(index, 2)) return operate('SQRT', [radicand], budget);
      return operate('POW', [radicand, operate('DIV', [constant(1), index], budget)], budget);
    });
  }
  if (node.name === 'log' && args.length === 2) {
    return broadcast(args, node, ([argument, base]) =>
      operate('DIV', [operate('LN', [argument], budget), operate('LN', [base], budget)], budget),
    );
  }
  let operation: OperationName = definition.operation;
  if (operation === 'ARCTAN' && args.length === 2) operation = 'ARCTAN2';
  if (VARIADIC.has(operation)) return lowerVariadic(node, operation, args, context);
  const arity = ARITY.get(operation) ?? 1;
  if (args.length !== arity) wrongCount(node, plural(arity));
  const role = angleRoleOf(operation);
  const degrees = context.degreeMode;
  // The plain case folds packed lists on numbers; reciprocals and degrees take the nodes' way.
  const plain = !definition.reciprocalArgument && !(degrees && role !== 'none');
  const fold = plain ? foldOf(operation, budget) : undefined;
  return broadcast(
    args,
    node,
    (given) => {
      const operands = definition.reciprocalArgument
        ? given.map((operand) => operate('DIV', [constant(1), operand], budget))
        : given;
      const inputs =
        degrees && role === 'argument'
          ? operands.map((operand) => operate('MUL', [operand, constant(DEGREES_TO_RADIANS)], budget))
          : operands;
      const result = operate(operation, inputs, budget);
      return degrees && role === 'result'
        ? operate('MUL', [result, constant(RADIANS_TO_DEGREES)], budget)
        : result;
    },
    undefined,
    fold,
  );
}

/** `\min(a,b,c)` folds pairwise; `\min(L)` folds over the list's elements. */
function lowerVariadic(
  node: CallNode,
  operation: OperationName,
  args: readonly Value[],
  context: LoweringContext,
): Value {
  if (args.length === 0) wrongCount(node, 'at least 1 argument');
  // `\max(L)` folds over the list; `\max(3)` is 3, as in graphing calculators.
  const operands: readonly Value[] = args.length === 1 && args[0].kind === 'list' ? args[0].items : args;
  if (operands.length === 0) return numberValue(constant(NaN));
  return operands.reduce((accumulated, next) =>
    broadcast([accumulated, next], node, ([a, b]) => operate(operation, [a, b], context.budget)),
  );
}

/**
 * `round(x, n)`: x rounded to n decimal places (n itself rounded; negative n rounds to tens, hundreds…).
 * The scale is a power of ten that is exact for n ≥ 0, so x·10ⁿ is rounded and divided back; for n < 0
 * x is divided by 10⁻ⁿ instead, since 10ⁿ is then inexact. A per-point n chooses between the two.
 */
function lowerRoundTo(node: CallNode, args: readonly Value[], context: LoweringContext): Value {
  const budget = context.budget;
  const apply = (operation: OperationName, ...operands: ProgramNode[]) =>
    operate(operation, operands, budget);
  return broadcast(args, node, ([x, places]) => {
    const digits = apply('ROUND', places);
    const scale = apply('POW', constant(10), apply('ABS', digits));
    const up = apply('DIV', apply('ROUND', apply('MUL', x, scale)), scale);
    const down = apply('MUL', apply('ROUND', apply('DIV', x, scale)), scale);
    if (isConstant(digits)) return digits.value >= 0 ? up : down;
    return apply('SELECT', apply('GREATER_EQUAL', digits, constant(0)), up, down);
  });
}
