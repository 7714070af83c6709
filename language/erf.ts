/**
 * The error function: the reference of the registry's ERF (operations.ts), and the algorithm the WASM
 * kernel repeats step for step (engine-wasm/assembly/error-function.ts), so the two differ only by the
 * ulps of exp (V8's against musl's). `buildErf` writes the construction once over any `ErfBuilder`; `erf`
 * runs it on numbers with the operations' reference semantics.
 *
 *   |x| < 0.75:  erf(x) = x·P(x²)
 *   |x| ≥ 0.75:  erf(x) = sign(x)·(1 − erfc(|x|)),  erfc(z) = t·exp(Q(y) − z²),
 *                t = 2/(2+z), y = (88t − 43)/21 (t ∈ [1/4, 8/11] for z ∈ [0.75, 6] maps onto y ∈ [−1, 1])
 *                and erfc is taken as 0 past z = 6, where it is below 2·10⁻¹⁷ (erf rounds to ±1).
 *
 * P and Q are Chebyshev fits, made for this file with mpmath 1.3.0 at 50 digits:
 *   P = chebyfit(lambda u: erf(sqrt(u))/sqrt(u), [0, 0.5625], 11)        (error 8.3e-19)
 *   Q = chebyfit(lambda y: log(erfc(z)/t) + z*z, [-1, 1], 19)             (error 2.9e-18)
 * with t = 43/88 + 21/88·y and z = 2/t − 2 in Q. The map t = 2/(2+z) follows the Chebyshev expansion of
 * erfc in Numerical Recipes (3rd ed., §6.2.2); the −z² is taken out of the fit so that Q stays smooth.
 * Checked against mpmath at 10,000 points of [−7, 7] and at tiny |x|: within 1 ulp (see erf.test.ts).
 *
 * This module imports no registry at run time (operations.ts imports it for ERF's reference).
 */
import type { OperationName } from './operations';
import { compare, select } from './reference-math';

/** What `buildErf` builds with: numbers, or program nodes. */
export interface ErfBuilder<T> {
  constant(value: number): T;
  apply(operation: OperationName, ...operands: T[]): T;
}

/** P(u), highest power first: erf(x)/x as a polynomial in u = x² on [0, 0.75²]. */
const SMALL = [
  1.1472499701094691e-8, -1.5940066854661717e-7, 1.643068417974155e-6, -1.4924196305569617e-5,
  0.00012055289567541706, -0.0008548326188759752, 0.005223977615420539, -0.026866170644428485,
  0.11283791670952596, -0.37612638903183715, 1.1283791670955126,
];

/** Q(y), highest power first: ln(erfc(z)/t) + z² on z ∈ [0.75, 6]. */
const LARGE = [
  -2.927523047904953e-12, -3.878233063162146e-12, 6.923677320049842e-11, -5.596045870853579e-11,
  -9.442182446776388e-10, 2.7620435454019995e-9, 8.466531091644094e-9, -5.6312867779756465e-8,
  -2.9339591802841467e-8, 8.86455259770902e-7, -7.696828745640143e-7, -1.3011717459767577e-5,
  2.5167849431053404e-5, 0.00021197983939665464, -0.0005635515800135107, -0.004995893815693283,
  0.011505432367239488, 0.3199727341207322, -0.6870564280347379,
];

function horner<T>(build: ErfBuilder<T>, coefficients: readonly number[], variable: T): T {
  let result = build.constant(coefficients[0]);
  for (let index = 1; index < coefficients.length; index++) {
    result = build.apply('ADD', build.apply('MUL', result, variable), build.constant(coefficients[index]));
  }
  return result;
}

export function buildErf<T>(build: ErfBuilder<T>, x: T): T {
  const constant = (value: number) => build.constant(value);
  const magnitude = build.apply('ABS', x);
  const square = build.apply('MUL', x, x);
  const small = build.apply('MUL', x, horner(build, SMALL, square));
  const shifted = build.apply('ADD', constant(2), magnitude);
  const t = build.apply('DIV', constant(2), shifted);
  const y = build.apply(
    'DIV',
    build.apply('SUB', build.apply('DIV', constant(176), shifted), constant(43)),
    constant(21),
  );
  const complement = build.apply(
    'MUL',
    t,
    build.apply('EXP', build.apply('SUB', horner(build, LARGE, y), square)),
  );
  const tail = build.apply('SELECT', build.apply('LESS', magnitude, constant(6)), complement, constant(0));
  const large = build.apply('MUL', build.apply('SIGN', x), build.apply('SUB', constant(1), tail));
  return build.apply('SELECT', build.apply('LESS', magnitude, constant(0.75)), small, large);
}

/**
 * The operations buildErf and normal-functions.ts apply, with their references' semantics (operations.ts),
 * here rather than looked up in the registry so that the registry can take its references from these
 * modules (ERF, and the t and χ² laws through t-chi-square.ts) without an import cycle.
 */
const NUMBER_OPERATIONS: Readonly<Record<string, (...operands: number[]) => number>> = {
  ABS: Math.abs,
  ADD: (a, b) => a + b,
  SUB: (a, b) => a - b,
  MUL: (a, b) => a * b,
  DIV: (a, b) => a / b,
  NEG: (a) => -a,
  EXP: Math.exp,
  LN: Math.log,
  SQRT: Math.sqrt,
  FLOOR: Math.floor,
  SIGN: Math.sign,
  LESS: compare((a, b) => a < b),
  LESS_EQUAL: compare((a, b) => a <= b),
  GREATER_EQUAL: compare((a, b) => a >= b),
  EQUAL: compare((a, b) => a === b),
  SELECT: select,
};

/** Builds numbers: each operation applied at once. */
export const NUMBER_BUILDER: ErfBuilder<number> = {
  constant: (value) => value,
  apply: (operation, ...operands) => NUMBER_OPERATIONS[operation](...operands),
};

/** erf(x): the reference of ERF. */
export function erf(x: number): number {
  return buildErf(NUMBER_BUILDER, x);
}
