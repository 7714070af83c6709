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
import type { ProgramNode } from './program';
import { erf } from './erf';
import { logGamma } from './special-functions';
import { chiSquareCumulative, chiSquareQuantile, tCumulative, tQuantile } from './t-chi-square';

export type Reference = (...args: number[]) => number;

/**
 * What a derivative rule builds with (derivative.ts supplies it): operations folded and simplified as
 * they are made, and `undefined` standing for a derivative that is exactly zero (an operand that does not
 * depend on the variable), so no rule builds `0·…` terms.
 */
export interface DerivativeBuilder {
  constant(value: number): ProgramNode;
  apply(operation: OperationName, ...operands: ProgramNode[]): ProgramNode;
  add(...terms: (ProgramNode | undefined)[]): ProgramNode | undefined;
  /** partial · derivative, or undefined when the derivative is zero. */
  chain(partial: ProgramNode, derivative: ProgramNode | undefined): ProgramNode | undefined;
}

/**
 * The derivative of `self` = op(operands…), given the operands' derivatives (undefined: zero). Where the
 * function has a kink or a jump the rule gives NaN there (|x| at 0, ⌊x⌋ at integers); elsewhere a step
 * function's derivative is 0.
 */
export type DerivativeRule = (
  d: DerivativeBuilder,
  operands: readonly ProgramNode[],
  derivatives: readonly (ProgramNode | undefined)[],
  self: ProgramNode,
) => ProgramNode | undefined;

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
  /** The derivative rule; CONST, INPUT and the scopes (Leibniz's rule, derivative.ts) have none here. */
  readonly derivative?: DerivativeRule;
  /**
   * An instruction of the bytecode only (LOAD, STORE): the emitter writes it, no program tree holds it,
   * so it has neither a reference of numbers nor a derivative rule.
   */
  readonly bytecodeOnly?: boolean;
  /**
   * What the operand words mean, for the VM's validation (`operandKindOf` in the generated opcodes.ts):
   * a constant's index, an input slot, a register, or a scope's bound slot and body length.
   */
  readonly operand?: OperandKind;
  /** Degree mode: 'argument' for trig functions (their argument is an angle), 'result' for inverse trig. */
  readonly angle?: 'argument' | 'result';
  /** The function `\\name^{-1}` calls (`\\sin^{-1}` is arcsin; arcsech and kin are functions.ts's). */
  readonly inverse?: string;
  /** Called with any number of arguments, or one list, folded pairwise (`\\min(a,b,c)`, `\\gcd(L)`). */
  readonly variadic?: boolean;
}

/** The meaning of an instruction's operand words (none when it has none). */
export type OperandKind = 'constant' | 'input' | 'register' | 'scope';

/** The roles an operation plays in the language, beside its arithmetic. */
type Roles = Pick<OperationDefinition, 'angle' | 'inverse' | 'variadic'>;

/** An operation with its roles (`role(define('SIN', …), { angle: 'argument', inverse: 'arcsin' })`). */
function role(operation: OperationDefinition, roles: Roles): OperationDefinition {
  return { ...operation, ...roles };
}

function define(
  name: string,
  opcode: number,
  arity: number,
  latex: readonly string[],
  reference?: Reference,
  derivative?: DerivativeRule,
): OperationDefinition {
  return { name, opcode, arity, operandWords: 0, latex, reference, derivative };
}

/** An instruction with operand words: CONST, INPUT (one), the scopes (two; their body follows inline). */
function defineWithOperands(
  name: string,
  opcode: number,
  arity: number,
  operand: OperandKind,
): OperationDefinition {
  return { name, opcode, arity, operandWords: operand === 'scope' ? 2 : 1, latex: [], operand };
}

/** An instruction that only the emitter writes: a register operand, no reference, no derivative rule. */
function defineBytecodeOnly(name: string, opcode: number, arity: number): OperationDefinition {
  return { name, opcode, arity, operandWords: 1, latex: [], bytecodeOnly: true, operand: 'register' };
}

/** The rule of a one-operand function from its derivative f'(a) (`self` is f(a), for rules that reuse it). */
function unary(
  partial: (d: DerivativeBuilder, a: ProgramNode, self: ProgramNode) => ProgramNode,
): DerivativeRule {
  return (d, [a], [da], self) => (da ? d.chain(partial(d, a, self), da) : undefined);
}

/** 0 where `jumps` is false, NaN where it holds: the derivative of a step function. */
function stepDerivative(d: DerivativeBuilder, jumps: ProgramNode): ProgramNode {
  return d.apply('SELECT', jumps, d.constant(NaN), d.constant(0));
}

/** A step function of one operand that jumps where `jumps(a)` holds (⌊a⌋ where a is an integer). */
function step(jumps: (d: DerivativeBuilder, a: ProgramNode) => ProgramNode): DerivativeRule {
  return unary((d, a) => stepDerivative(d, jumps(d, a)));
}

/** A comparison: 0 where it is decided, NaN where its operands meet (where it jumps). */
const comparisonDerivative: DerivativeRule = (d, [a, b], derivatives) =>
  derivatives.some(Boolean) ? stepDerivative(d, d.apply('EQUAL', a, b)) : undefined;

/** Functions defined only at integers (gcd, lcm): no derivative anywhere they vary. */
const integerOnlyDerivative: DerivativeRule = (d, _, derivatives) =>
  derivatives.some(Boolean) ? d.constant(NaN) : undefined;

/** 1/√(a²−1)·1/|a|: the magnitude of arcsec′ and arccsc′. */
function inverseSecantPartial(d: DerivativeBuilder, a: ProgramNode): ProgramNode {
  const root = d.apply('SQRT', d.apply('SUB', d.apply('SQUARE', a), d.constant(1)));
  return d.apply('DIV', d.constant(1), d.apply('MUL', d.apply('ABS', a), root));
}

/** max/min: the derivative of the operand that is chosen; NaN where they are equal (a kink). */
function extremumDerivative(
  choosesFirst: 'GREATER' | 'LESS',
  choosesSecond: 'GREATER' | 'LESS',
): DerivativeRule {
  return (d, [a, b], [da, db]) => {
    if (!da && !db) return undefined;
    const zero = d.constant(0);
    const otherwise = d.apply('SELECT', d.apply(choosesSecond, a, b), db ?? zero, d.constant(NaN));
    return d.apply('SELECT', d.apply(choosesFirst, a, b), da ?? zero, otherwise);
  };
}

/**
 * The density of the t law (`chiSquare` false) or of the χ² law at `at`, as a tree, for a parameter that
 * is a constant (the language's distributions: parameters are known before graphing); NaN for one that
 * varies, whose derivative the registry does not give.
 */
function lawDensity(d: DerivativeBuilder, chiSquare: boolean, parameter: ProgramNode, at: ProgramNode) {
  if (parameter.kind !== 'constant' || !(parameter.value > 0)) return d.constant(NaN);
  const nu = parameter.value;
  if (!chiSquare) {
    const scale = Math.exp(logGamma((nu + 1) / 2) - logGamma(nu / 2)) / Math.sqrt(nu * Math.PI);
    const base = d.apply('ADD', d.constant(1), d.apply('DIV', d.apply('SQUARE', at), d.constant(nu)));
    return d.apply('MUL', d.constant(scale), d.apply('POW', base, d.constant(-(nu + 1) / 2)));
  }
  // exp((k/2 − 1)·ln(x/2) − x/2 − ln Γ(k/2))/2 for x > 0; 0 below 0, its limit at 0.
  const shape = nu / 2;
  const half = d.apply('DIV', at, d.constant(2));
  const exponent = d.apply(
    'SUB',
    d.apply('MUL', d.constant(shape - 1), d.apply('LN', half)),
    d.apply('ADD', half, d.constant(logGamma(shape))),
  );
  const atZero = shape < 1 ? Infinity : shape === 1 ? 0.5 : 0;
  const elsewhere = d.apply('SELECT', d.apply('EQUAL', at, d.constant(0)), d.constant(atZero), d.constant(0));
  const positive = d.apply('DIV', d.apply('EXP', exponent), d.constant(2));
  return d.apply('SELECT', d.apply('GREATER', at, d.constant(0)), positive, elsewhere);
}

/** cdf(law, x)′ = density(x)·x′; by the parameter, none (NaN). */
function cumulativeDerivative(chiSquare: boolean): DerivativeRule {
  return (d, [parameter, x], [dParameter, dx]) => {
    if (dParameter) return d.constant(NaN);
    return dx && d.chain(lawDensity(d, chiSquare, parameter, x), dx);
  };
}

/** quantile(law, p)′ = p′/density(quantile); by the parameter, none (NaN). */
function quantileDerivative(chiSquare: boolean): DerivativeRule {
  return (d, [parameter], [dParameter, dp], self) => {
    if (dParameter) return d.constant(NaN);
    return dp && d.chain(d.apply('DIV', d.constant(1), lawDensity(d, chiSquare, parameter, self)), dp);
  };
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
  defineWithOperands('CONST', 1, 0, 'constant'),
  defineWithOperands('INPUT', 2, 0, 'input'),
  // Registers (emit.ts shares a costly subtree that a program uses more than once): STORE copies the top
  // slot's block into register `operand`, leaving it on the stack (it pops one value and pushes it back);
  // LOAD pushes a copy of register `operand`. Registers 0 … REGISTER_COUNT − 1; a LOAD reads only what a
  // STORE of the same body (or of the top-level program) wrote before it, and that no nested body's STORE
  // has overwritten since: values never cross a scope's boundary (validated, as the README says).
  defineBytecodeOnly('LOAD', 10, 0),
  defineBytecodeOnly('STORE', 11, 1),
  define(
    'ADD',
    3,
    2,
    [],
    (a, b) => a + b,
    (d, _, [da, db]) => d.add(da, db),
  ),
  define(
    'SUB',
    4,
    2,
    [],
    (a, b) => a - b,
    (d, _, [da, db]) => d.add(da, db && d.apply('NEG', db)),
  ),
  define(
    'MUL',
    5,
    2,
    [],
    (a, b) => a * b,
    (d, [a, b], [da, db]) => d.add(d.chain(b, da), d.chain(a, db)),
  ),
  define(
    'DIV',
    6,
    2,
    [],
    (a, b) => a / b,
    (d, [, b], [da, db], self) => {
      // (a/b)′ = (a′ − (a/b)·b′)/b reuses the quotient.
      const numerator = d.add(da, db && d.apply('NEG', d.apply('MUL', self, db)));
      return numerator && d.apply('DIV', numerator, b);
    },
  ),
  define('POW', 7, 2, [], realPower, (d, [a, b], [da, db], self) => {
    // Constant exponents keep realPower's odd roots: (x^{1/3})′ = (1/3)x^{−2/3} for negative x too.
    const byBase = da && d.chain(d.apply('MUL', b, d.apply('POW', a, d.apply('SUB', b, d.constant(1)))), da);
    const byExponent = db && d.chain(d.apply('MUL', self, d.apply('LN', a)), db);
    return d.add(byBase, byExponent);
  }),
  define(
    'NEG',
    8,
    1,
    [],
    (a) => -a,
    (d, _, [da]) => da && d.apply('NEG', da),
  ),
  define(
    'SQUARE',
    9,
    1,
    [],
    (a) => a * a,
    unary((d, a) => d.apply('MUL', d.constant(2), a)),
  ),
  define(
    'SQRT',
    20,
    1,
    ['\\sqrt'],
    Math.sqrt,
    unary((d, _, self) => d.apply('DIV', d.constant(0.5), self)),
  ),
  role(
    define(
      'SIN',
      21,
      1,
      ['\\sin'],
      Math.sin,
      unary((d, a) => d.apply('COS', a)),
    ),
    { angle: 'argument', inverse: 'arcsin' },
  ),
  role(
    define(
      'COS',
      22,
      1,
      ['\\cos'],
      Math.cos,
      unary((d, a) => d.apply('NEG', d.apply('SIN', a))),
    ),
    { angle: 'argument', inverse: 'arccos' },
  ),
  role(
    define(
      'TAN',
      23,
      1,
      ['\\tan'],
      Math.tan,
      unary((d, _, self) => d.apply('ADD', d.constant(1), d.apply('SQUARE', self))),
    ),
    { angle: 'argument', inverse: 'arctan' },
  ),
  define(
    'EXP',
    24,
    1,
    ['\\exp'],
    Math.exp,
    unary((_, __, self) => self),
  ),
  define(
    'LN',
    25,
    1,
    ['\\ln'],
    Math.log,
    unary((d, a) => d.apply('DIV', d.constant(1), a)),
  ),
  define(
    'LOG10',
    26,
    1,
    ['\\log'],
    Math.log10,
    unary((d, a) => d.apply('DIV', d.constant(1 / Math.LN10), a)),
  ),
  define(
    'ABS',
    27,
    1,
    ['\\abs'],
    Math.abs,
    unary((d, a, self) => d.apply('DIV', a, self)),
  ),
  role(
    define(
      'ARCSIN',
      28,
      1,
      ['\\arcsin'],
      Math.asin,
      unary((d, a) =>
        d.apply('DIV', d.constant(1), d.apply('SQRT', d.apply('SUB', d.constant(1), d.apply('SQUARE', a)))),
      ),
    ),
    { angle: 'result' },
  ),
  role(
    define(
      'ARCCOS',
      29,
      1,
      ['\\arccos'],
      Math.acos,
      unary((d, a) =>
        d.apply('DIV', d.constant(-1), d.apply('SQRT', d.apply('SUB', d.constant(1), d.apply('SQUARE', a)))),
      ),
    ),
    { angle: 'result' },
  ),
  role(
    define(
      'ARCTAN',
      30,
      1,
      ['\\arctan'],
      Math.atan,
      unary((d, a) => d.apply('DIV', d.constant(1), d.apply('ADD', d.constant(1), d.apply('SQUARE', a)))),
    ),
    { angle: 'result' },
  ),
  role(
    define(
      'SINH',
      31,
      1,
      ['\\sinh'],
      Math.sinh,
      unary((d, a) => d.apply('COSH', a)),
    ),
    { inverse: 'arcsinh' },
  ),
  role(
    define(
      'COSH',
      32,
      1,
      ['\\cosh'],
      Math.cosh,
      unary((d, a) => d.apply('SINH', a)),
    ),
    { inverse: 'arccosh' },
  ),
  role(
    define(
      'TANH',
      33,
      1,
      ['\\tanh'],
      Math.tanh,
      unary((d, _, self) => d.apply('SUB', d.constant(1), d.apply('SQUARE', self))),
    ),
    { inverse: 'arctanh' },
  ),
  // Reciprocal trig is defined as 1/f (not cos/sin) so that the VM and the reference agree at every input.
  role(
    define(
      'COT',
      34,
      1,
      ['\\cot'],
      (a) => 1 / Math.tan(a),
      unary((d, _, self) => d.apply('NEG', d.apply('ADD', d.constant(1), d.apply('SQUARE', self)))),
    ),
    { angle: 'argument', inverse: 'arccot' },
  ),
  role(
    define(
      'SEC',
      35,
      1,
      ['\\sec'],
      (a) => 1 / Math.cos(a),
      unary((d, a, self) => d.apply('MUL', self, d.apply('TAN', a))),
    ),
    { angle: 'argument', inverse: 'arcsec' },
  ),
  role(
    define(
      'CSC',
      36,
      1,
      ['\\csc'],
      (a) => 1 / Math.sin(a),
      unary((d, a, self) => d.apply('NEG', d.apply('MUL', self, d.apply('COT', a)))),
    ),
    { angle: 'argument', inverse: 'arccsc' },
  ),
  define(
    'FLOOR',
    37,
    1,
    ['\\floor'],
    Math.floor,
    step((d, a) => d.apply('EQUAL', a, d.apply('FLOOR', a))),
  ),
  define(
    'CEIL',
    38,
    1,
    ['\\ceil'],
    Math.ceil,
    step((d, a) => d.apply('EQUAL', a, d.apply('FLOOR', a))),
  ),
  define(
    'ROUND',
    39,
    1,
    ['\\round'],
    roundHalfAway,
    step((d, a) => d.apply('EQUAL', d.apply('SUB', a, d.apply('FLOOR', a)), d.constant(0.5))),
  ),
  define(
    'SIGN',
    40,
    1,
    ['\\sign', '\\signum', '\\sgn'],
    Math.sign,
    step((d, a) => d.apply('EQUAL', a, d.constant(0))),
  ),
  define('MOD', 41, 2, ['\\mod'], floorMod, (d, [a, b], [da, db]) => {
    if (!da && !db) return undefined;
    // mod(a, b) = a − b⌊a/b⌋: jumps where a/b is an integer.
    const quotient = d.apply('DIV', a, b);
    const floor = d.apply('FLOOR', quotient);
    const smooth = d.add(da, db && d.apply('NEG', d.apply('MUL', db, floor)));
    return d.apply('SELECT', d.apply('EQUAL', quotient, floor), d.constant(NaN), smooth ?? d.constant(0));
  }),
  role(define('MIN', 42, 2, ['\\min'], Math.min, extremumDerivative('LESS', 'GREATER')), { variadic: true }),
  role(define('MAX', 43, 2, ['\\max'], Math.max, extremumDerivative('GREATER', 'LESS')), { variadic: true }),
  // Two-argument arctan(y, x); the language picks it for `\arctan` with two arguments.
  role(
    define('ARCTAN2', 44, 2, [], Math.atan2, (d, [y, x], [dy, dx]) => {
      // atan2(y, x)′ = (x·y′ − y·x′)/(x² + y²).
      const numerator = d.add(d.chain(x, dy), dx && d.apply('NEG', d.apply('MUL', y, dx)));
      return (
        numerator && d.apply('DIV', numerator, d.apply('ADD', d.apply('SQUARE', x), d.apply('SQUARE', y)))
      );
    }),
    { angle: 'result' },
  ),
  define(
    'FACTORIAL',
    45,
    1,
    [],
    factorial,
    unary((d, a, self) =>
      d.apply('MUL', self, d.apply('POLYGAMMA', d.constant(0), d.apply('ADD', a, d.constant(1)))),
    ),
  ),
  define('NCR', 46, 2, ['\\nCr'], choose, (d, [n, r], [dn, dr], self) => {
    // nCr = Γ(n+1)/(Γ(r+1)Γ(n−r+1)).
    const psi = (value: ProgramNode) => d.apply('POLYGAMMA', d.constant(0), value);
    const rest = psi(d.apply('ADD', d.apply('SUB', n, r), d.constant(1)));
    const byN = dn && d.chain(d.apply('SUB', psi(d.apply('ADD', n, d.constant(1))), rest), dn);
    const byR = dr && d.chain(d.apply('SUB', rest, psi(d.apply('ADD', r, d.constant(1)))), dr);
    const sum = d.add(byN, byR);
    return sum && d.apply('MUL', self, sum);
  }),
  define('NPR', 47, 2, ['\\nPr'], permutations, (d, [n, r], [dn, dr], self) => {
    // nPr = Γ(n+1)/Γ(n−r+1).
    const psi = (value: ProgramNode) => d.apply('POLYGAMMA', d.constant(0), value);
    const rest = psi(d.apply('ADD', d.apply('SUB', n, r), d.constant(1)));
    const byN = dn && d.chain(d.apply('SUB', psi(d.apply('ADD', n, d.constant(1))), rest), dn);
    const byR = dr && d.chain(rest, dr);
    const sum = d.add(byN, byR);
    return sum && d.apply('MUL', self, sum);
  }),
  role(define('GCD', 48, 2, ['\\gcd'], greatestCommonDivisor, integerOnlyDerivative), { variadic: true }),
  role(define('LCM', 49, 2, ['\\lcm'], leastCommonMultiple, integerOnlyDerivative), { variadic: true }),
  role(
    define(
      'ARCCOT',
      50,
      1,
      ['\\arccot'],
      (a) => Math.atan(1 / a),
      unary((d, a) => d.apply('DIV', d.constant(-1), d.apply('ADD', d.constant(1), d.apply('SQUARE', a)))),
    ),
    { angle: 'result' },
  ),
  role(
    define(
      'ARCSEC',
      51,
      1,
      ['\\arcsec'],
      (a) => Math.acos(1 / a),
      unary((d, a) => inverseSecantPartial(d, a)),
    ),
    { angle: 'result' },
  ),
  role(
    define(
      'ARCCSC',
      52,
      1,
      ['\\arccsc'],
      (a) => Math.asin(1 / a),
      unary((d, a) => d.apply('NEG', inverseSecantPartial(d, a))),
    ),
    { angle: 'result' },
  ),
  role(
    define(
      'SECH',
      53,
      1,
      ['\\sech'],
      (a) => 1 / Math.cosh(a),
      unary((d, a, self) => d.apply('NEG', d.apply('MUL', self, d.apply('TANH', a)))),
    ),
    { inverse: 'arcsech' },
  ),
  role(
    define(
      'CSCH',
      54,
      1,
      ['\\csch'],
      (a) => 1 / Math.sinh(a),
      unary((d, a, self) => d.apply('NEG', d.apply('MUL', self, d.apply('COTH', a)))),
    ),
    { inverse: 'arccsch' },
  ),
  role(
    define(
      'COTH',
      55,
      1,
      ['\\coth'],
      (a) => 1 / Math.tanh(a),
      unary((d, _, self) => d.apply('SUB', d.constant(1), d.apply('SQUARE', self))),
    ),
    { inverse: 'arccoth' },
  ),
  define(
    'ARCSINH',
    56,
    1,
    ['\\arcsinh', '\\arsinh'],
    Math.asinh,
    unary((d, a) =>
      d.apply('DIV', d.constant(1), d.apply('SQRT', d.apply('ADD', d.apply('SQUARE', a), d.constant(1)))),
    ),
  ),
  define(
    'ARCCOSH',
    57,
    1,
    ['\\arccosh', '\\arcosh'],
    Math.acosh,
    unary((d, a) =>
      d.apply('DIV', d.constant(1), d.apply('SQRT', d.apply('SUB', d.apply('SQUARE', a), d.constant(1)))),
    ),
  ),
  define(
    'ARCTANH',
    58,
    1,
    ['\\arctanh', '\\artanh'],
    Math.atanh,
    unary((d, a) => d.apply('DIV', d.constant(1), d.apply('SUB', d.constant(1), d.apply('SQUARE', a)))),
  ),
  define(
    'GAMMA',
    59,
    1,
    ['\\Gamma'],
    gamma,
    unary((d, a, self) => d.apply('MUL', self, d.apply('POLYGAMMA', d.constant(0), a))),
  ),
  // Comparisons give 1 or 0 (NaN when an operand is NaN); SELECT(condition, then, else) builds piecewise
  // definitions and restrictions (else NaN). Interval mode flags a possible discontinuity where they switch.
  define(
    'LESS',
    60,
    2,
    [],
    compare((a, b) => a < b),
    comparisonDerivative,
  ),
  define(
    'LESS_EQUAL',
    61,
    2,
    [],
    compare((a, b) => a <= b),
    comparisonDerivative,
  ),
  define(
    'GREATER',
    62,
    2,
    [],
    compare((a, b) => a > b),
    comparisonDerivative,
  ),
  define(
    'GREATER_EQUAL',
    63,
    2,
    [],
    compare((a, b) => a >= b),
    comparisonDerivative,
  ),
  define(
    'EQUAL',
    64,
    2,
    [],
    compare((a, b) => a === b),
    comparisonDerivative,
  ),
  define('SELECT', 65, 3, [], select, (d, [condition, whenTrue, whenFalse], [, dTrue, dFalse]) => {
    // Branch by branch; a branch that does not vary has derivative 0 where it is defined (0·value) and
    // none where it is not (a restriction's NaN).
    if (!dTrue && !dFalse) return undefined;
    const still = (value: ProgramNode) => d.apply('MUL', d.constant(0), value);
    return d.apply('SELECT', condition, dTrue ?? still(whenTrue), dFalse ?? still(whenFalse));
  }),
  // ψ⁽ⁿ⁾(x): the derivatives of Γ, factorial, nCr and nPr are written with it.
  define('POLYGAMMA', 66, 2, ['\\polygamma'], polygamma, (d, [order, a], [dOrder, da]) => {
    if (dOrder) return d.constant(NaN);
    return da && d.chain(d.apply('POLYGAMMA', d.apply('ADD', order, d.constant(1)), a), da);
  }),
  // The error function (erf.ts, its reference and the algorithm the WASM kernel repeats); increasing,
  // so the interval VM bounds it by its ends.
  define(
    'ERF',
    67,
    1,
    ['\\erf'],
    erf,
    unary((d, a) =>
      d.apply(
        'MUL',
        d.constant(2 / Math.sqrt(Math.PI)),
        d.apply('EXP', d.apply('NEG', d.apply('SQUARE', a))),
      ),
    ),
  ),
  // The t and χ² laws (t-chi-square.ts, the algorithm the WASM kernels repeat): cdf(ν, x) and
  // quantile(ν, p), the parameter first. Each is one instruction per point because the quantile's Newton
  // iteration over the incomplete beta or gamma function does not fit a program tree.
  define('TDIST_CDF', 73, 2, [], tCumulative, cumulativeDerivative(false)),
  define('TDIST_QUANTILE', 74, 2, [], tQuantile, quantileDerivative(false)),
  define('CHISQ_CDF', 75, 2, [], chiSquareCumulative, cumulativeDerivative(true)),
  define('CHISQ_QUANTILE', 76, 2, [], chiSquareQuantile, quantileDerivative(true)),
  // Scopes: a body program that binds one variable, run by the VM for every lane. They pop two bounds and
  // push one value; their operand words are the bound variable's input slot (SCOPE_SLOT_BASE + nesting
  // depth) and the body's length in words, and the body's code follows them inline. See `scope` in
  // program.ts for the meaning of each.
  defineWithOperands('INTEGRAL', 70, 2, 'scope'),
  defineWithOperands('SUM_RANGE', 71, 2, 'scope'),
  defineWithOperands('PRODUCT_RANGE', 72, 2, 'scope'),
] as const satisfies readonly OperationDefinition[];

/** Operation names are checked against the registry at run time (an unknown one has no opcode). */
export type OperationName = OperationDefinition['name'];

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

const byName = new Map<string, OperationDefinition>(OPERATIONS.map((op) => [op.name, op]));

export function operationForName(name: string): OperationDefinition | undefined {
  return byName.get(name);
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

/** Registers of LOAD and STORE: 0 … REGISTER_COUNT − 1 (the VM keeps one block of each in static memory). */
export const REGISTER_COUNT = 32;
