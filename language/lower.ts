/**
 * Lowering: a checked syntax tree to a tree of registry operations, ready to emit.
 *
 * This is where the language's meaning is decided: implicit and explicit products are both MUL, `\sqrt[n]`
 * is a power with exponent 1/n (realPower gives odd roots of negative numbers), `\log_b` is ln/ln, and in
 * degree mode trig arguments are scaled by π/180 and inverse trig results by 180/π.
 *
 * Constant subtrees are folded with the registry's reference implementations (so `2\pi` is one constant).
 * Only whole-constant subtrees fold: `0x` stays a product, because 0·∞ and 0·NaN are not 0.
 */
import type { ExpressionNode } from './ast';
import { functionNamed } from './functions';
import { OPERATIONS, type OperationDefinition, type OperationName } from './operations';
import { ParseError } from './parse-error';
import type { ProgramNode } from './program';
import { BUILTIN_CONSTANTS, INPUT_VARIABLES } from './symbols';

export interface LoweringOptions {
  readonly degreeMode: boolean;
}

const DEGREES_TO_RADIANS = Math.PI / 180;
const RADIANS_TO_DEGREES = 180 / Math.PI;

const OPERATION_BY_NAME: ReadonlyMap<string, OperationDefinition> = new Map(
  OPERATIONS.map((definition) => [definition.name, definition]),
);

const BINARY_OPERATIONS = { '+': 'ADD', '-': 'SUB', '*': 'MUL', '/': 'DIV' } as const;

function constant(value: number): ProgramNode {
  return { kind: 'constant', value };
}

function isConstant(node: ProgramNode, value: number): boolean {
  return node.kind === 'constant' && Object.is(node.value, value);
}

/** An operation node, folded to a constant when every operand is one, with the power peepholes applied. */
export function operate(operation: OperationName, operands: readonly ProgramNode[]): ProgramNode {
  const reference = OPERATION_BY_NAME.get(operation)?.reference;
  if (reference && operands.every((operand) => operand.kind === 'constant')) {
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

function fail(message: string, node: ExpressionNode): never {
  throw new ParseError('internal-error', message, node.start, node.end);
}

export function lowerExpression(node: ExpressionNode, options: LoweringOptions): ProgramNode {
  switch (node.type) {
    case 'number':
      return constant(node.value);
    case 'identifier': {
      const input = INPUT_VARIABLES.get(node.name);
      if (input) return { kind: 'input', input };
      const value = BUILTIN_CONSTANTS.get(node.name);
      if (value === undefined) return fail(`Cannot compile the unresolved name '${node.name}'`, node);
      return constant(value);
    }
    case 'negate':
      return operate('NEG', [lowerExpression(node.operand, options)]);
    case 'binary': {
      const left = lowerExpression(node.left, options);
      const right = lowerExpression(node.right, options);
      if (node.operator === '^') return operate('POW', [left, right]);
      return operate(BINARY_OPERATIONS[node.operator], [left, right]);
    }
    case 'call':
      return lowerCall(node, options);
  }
}

function lowerCall(node: ExpressionNode & { type: 'call' }, options: LoweringOptions): ProgramNode {
  const definition = functionNamed(node.name);
  if (!definition) return fail(`Cannot compile the unknown function '${node.name}'`, node);
  const [argument, second] = node.arguments.map((child) => lowerExpression(child, options));
  if (node.name === 'sqrt' && second) {
    if (isConstant(second, 2)) return operate('SQRT', [argument]);
    return operate('POW', [argument, operate('DIV', [constant(1), second])]);
  }
  if (node.name === 'log' && second) {
    return operate('DIV', [operate('LN', [argument]), operate('LN', [second])]);
  }
  const degrees = options.degreeMode;
  const input =
    degrees && definition.angle === 'argument'
      ? operate('MUL', [argument, constant(DEGREES_TO_RADIANS)])
      : argument;
  const result = operate(definition.operation, [input]);
  return degrees && definition.angle === 'result'
    ? operate('MUL', [result, constant(RADIANS_TO_DEGREES)])
    : result;
}
