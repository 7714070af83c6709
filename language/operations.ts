/**
 * The one registry of every operation the evaluator knows (KaTeX's `defineFunction` is the model).
 *
 * Each entry names an opcode of the WASM VM, its arity, the LaTeX that produces it (if any) and a plain
 * TypeScript reference implementation used by differential tests. `scripts/generate-opcodes.ts` writes
 * the AssemblyScript opcode constants from this table, so the two sides can never drift apart.
 *
 * Bytecode format (shared contract with `engine-wasm/`):
 *   code: Int32Array. Each instruction is one opcode word, followed by `operandWords` operand words.
 *   constants: Float64Array, indexed by the operand of CONST.
 *   The program is a stack program over blocks: every instruction runs over a block of inputs at once.
 *   After the last instruction exactly one value per input remains on the stack: the result.
 */

import {
  choose,
  compare,
  factorial,
  floorMod,
  gamma,
  greatestCommonDivisor,
  leastCommonMultiple,
  permutations,
  polygamma,
  roundHalfAway,
  select,
} from './reference-math';

export type Reference = (...args: number[]) => number;

export interface OperationDefinition {
  /** Canonical name, used in generated constant names (`OP_<NAME>`) and in error messages. */
  readonly name: string;
  readonly opcode: number;
  /** Values popped from the stack (0 for CONST and INPUT, which push one). */
  readonly arity: number;
  /** Operand words that follow the opcode in the code array. */
  readonly operandWords: number;
  /** LaTeX commands that call this operation as a function, e.g. `\\sin`. */
  readonly latex: readonly string[];
  /** Point semantics; undefined for operations whose meaning lies in their operands (CONST, INPUT). */
  readonly reference?: Reference;
}

function define(
  name: string,
  opcode: number,
  arity: number,
  latex: readonly string[],
  reference?: Reference,
  operandWords = 0,
): OperationDefinition {
  return { name, opcode, arity, operandWords, latex, reference };
}

/** Real power as a graphing calculator means it: a negative base with an odd-denominator exponent is real. */
export function realPower(base: number, exponent: number): number {
  if (base >= 0 || Number.isInteger(exponent)) return Math.pow(base, exponent);
  // Exponents written as p/q with small odd q (x^{1/3}, x^{2/3}) have real values for negative bases.
  for (let denominator = 3; denominator <= 99; denominator += 2) {
    const numerator = Math.round(exponent * denominator);
    if (Math.abs(numerator - exponent * denominator) < 1e-9) {
      const magnitude = Math.pow(-base, exponent);
      return numerator % 2 === 0 ? magnitude : -magnitude;
    }
  }
  return NaN;
}

export const OPERATIONS = [
  define('CONST', 1, 0, [], undefined, 1),
  define('INPUT', 2, 0, [], undefined, 1),
  define('ADD', 3, 2, [], (a, b) => a + b),
  define('SUB', 4, 2, [], (a, b) => a - b),
  define('MUL', 5, 2, [], (a, b) => a * b),
  define('DIV', 6, 2, [], (a, b) => a / b),
  define('POW', 7, 2, [], realPower),
  define('NEG', 8, 1, [], (a) => -a),
  define('SQUARE', 9, 1, [], (a) => a * a),
  define('SQRT', 20, 1, ['\\sqrt'], Math.sqrt),
  define('SIN', 21, 1, ['\\sin'], Math.sin),
  define('COS', 22, 1, ['\\cos'], Math.cos),
  define('TAN', 23, 1, ['\\tan'], Math.tan),
  define('EXP', 24, 1, ['\\exp'], Math.exp),
  define('LN', 25, 1, ['\\ln'], Math.log),
  define('LOG10', 26, 1, ['\\log'], Math.log10),
  define('ABS', 27, 1, ['\\abs'], Math.abs),
  define('ARCSIN', 28, 1, ['\\arcsin'], Math.asin),
  define('ARCCOS', 29, 1, ['\\arccos'], Math.acos),
  define('ARCTAN', 30, 1, ['\\arctan'], Math.atan),
  define('SINH', 31, 1, ['\\sinh'], Math.sinh),
  define('COSH', 32, 1, ['\\cosh'], Math.cosh),
  define('TANH', 33, 1, ['\\tanh'], Math.tanh),
  // Reciprocal trig is defined as 1/f (not cos/sin) so that the VM and the reference agree at every input.
  define('COT', 34, 1, ['\\cot'], (a) => 1 / Math.tan(a)),
  define('SEC', 35, 1, ['\\sec'], (a) => 1 / Math.cos(a)),
  define('CSC', 36, 1, ['\\csc'], (a) => 1 / Math.sin(a)),
  define('FLOOR', 37, 1, ['\\floor'], Math.floor),
  define('CEIL', 38, 1, ['\\ceil'], Math.ceil),
  define('ROUND', 39, 1, ['\\round'], roundHalfAway),
  define('SIGN', 40, 1, ['\\sign', '\\signum', '\\sgn'], Math.sign),
  define('MOD', 41, 2, ['\\mod'], floorMod),
  define('MIN', 42, 2, ['\\min'], Math.min),
  define('MAX', 43, 2, ['\\max'], Math.max),
  // Two-argument arctan(y, x); the language picks it for `\arctan` with two arguments.
  define('ARCTAN2', 44, 2, [], Math.atan2),
  define('FACTORIAL', 45, 1, [], factorial),
  define('NCR', 46, 2, ['\\nCr'], choose),
  define('NPR', 47, 2, ['\\nPr'], permutations),
  define('GCD', 48, 2, ['\\gcd'], greatestCommonDivisor),
  define('LCM', 49, 2, ['\\lcm'], leastCommonMultiple),
  define('ARCCOT', 50, 1, ['\\arccot'], (a) => Math.atan(1 / a)),
  define('ARCSEC', 51, 1, ['\\arcsec'], (a) => Math.acos(1 / a)),
  define('ARCCSC', 52, 1, ['\\arccsc'], (a) => Math.asin(1 / a)),
  define('SECH', 53, 1, ['\\sech'], (a) => 1 / Math.cosh(a)),
  define('CSCH', 54, 1, ['\\csch'], (a) => 1 / Math.sinh(a)),
  define('COTH', 55, 1, ['\\coth'], (a) => 1 / Math.tanh(a)),
  define('ARCSINH', 56, 1, ['\\arcsinh', '\\arsinh'], Math.asinh),
  define('ARCCOSH', 57, 1, ['\\arccosh', '\\arcosh'], Math.acosh),
  define('ARCTANH', 58, 1, ['\\arctanh', '\\artanh'], Math.atanh),
  define('GAMMA', 59, 1, ['\\Gamma'], gamma),
  // Comparisons give 1 or 0 (NaN when an operand is NaN); SELECT(condition, then, else) builds piecewise
  // definitions and restrictions (else NaN). Interval mode flags a possible discontinuity where they switch.
  define(
    'LESS',
    60,
    2,
    [],
    compare((a, b) => a < b),
  ),
  define(
    'LESS_EQUAL',
    61,
    2,
    [],
    compare((a, b) => a <= b),
  ),
  define(
    'GREATER',
    62,
    2,
    [],
    compare((a, b) => a > b),
  ),
  define(
    'GREATER_EQUAL',
    63,
    2,
    [],
    compare((a, b) => a >= b),
  ),
  define(
    'EQUAL',
    64,
    2,
    [],
    compare((a, b) => a === b),
  ),
  define('SELECT', 65, 3, [], select),
  // ψ⁽ⁿ⁾(x): the derivatives of Γ, factorial, nCr and nPr are written with it.
  define('POLYGAMMA', 66, 2, ['\\polygamma'], polygamma),
  // Scopes: a body program that binds one variable, run by the VM for every lane. They pop two bounds and
  // push one value; their operand words are the bound variable's input slot (SCOPE_SLOT_BASE + nesting
  // depth) and the body's length in words, and the body's code follows them inline. See `scope` in
  // program.ts for the meaning of each.
  define('INTEGRAL', 70, 2, [], undefined, 2),
  define('SUM_RANGE', 71, 2, [], undefined, 2),
  define('PRODUCT_RANGE', 72, 2, [], undefined, 2),
] as const satisfies readonly OperationDefinition[];

export type OperationName = (typeof OPERATIONS)[number]['name'];

export const OPCODE = Object.fromEntries(OPERATIONS.map((op) => [op.name, op.opcode])) as {
  readonly [K in OperationName]: number;
};

const byOpcode = new Map<number, OperationDefinition>(OPERATIONS.map((op) => [op.opcode, op]));
const byLatex = new Map<string, OperationDefinition>(
  OPERATIONS.flatMap((op) => op.latex.map((command) => [command, op] as const)),
);

export function operationForOpcode(opcode: number): OperationDefinition | undefined {
  return byOpcode.get(opcode);
}

/** The operation a LaTeX function command such as `\\sin` calls, if it is one. */
export function operationForLatex(command: string): OperationDefinition | undefined {
  return byLatex.get(command);
}

/** Operand of INPUT: which input array of a batch the value comes from. */
export const INPUT_SLOT = { x: 0, y: 1, t: 2 } as const;

/** Input slot of the variable bound by the outermost scope (integral, sum); nested scopes take the next. */
export const SCOPE_SLOT_BASE = 3;
/** Scopes one program may nest: slots SCOPE_SLOT_BASE … SCOPE_SLOT_BASE + MAX_SCOPE_DEPTH − 1. */
export const MAX_SCOPE_DEPTH = 8;
