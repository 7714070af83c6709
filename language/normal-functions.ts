/**
 * The normal law's tail and inverse, built from registry operations like erf.ts, so that one construction
 * gives the folded number and the per-point program, and the two agree exactly.
 *
 * erfc is W. J. Cody's rational Chebyshev approximation ("Rational Chebyshev approximations for the error
 * function", Math. Comp. 23 (1969) 631–638; the coefficients of netlib specfun CALERF): x·A(x²)/B(x²) for
 * |x| ≤ 0.46875, exp(−x²)·C(x)/D(x) up to 4, and exp(−x²)/x·(1/√π − P(1/x²)/(x²Q(1/x²))) beyond, each to
 * about 18 digits in exact arithmetic. exp(−x²) is taken as exp(−h²)·exp(−(x−h)(x+h)) with h = x rounded
 * down to sixteenths (h² is then exact), as CALERF does, so the deep tail keeps its relative accuracy:
 * erfc(20) is within a few ulps, not 4e-14 off as exp(−x·x) would leave it. Cody stops at x = 26.543 (the
 * result is subnormal past it); here the same formula runs on into the subnormals.
 *
 * The quantile is Wichura's AS 241 (PPND16, Applied Statistics 37 (1988) 477–484), rational functions of
 * p − ½ near the centre and of √(−ln p) in the tails, "accurate to about 1 part in 10¹⁶".
 */
import { NUMBER_BUILDER, type ErfBuilder } from './erf';

const A = [3.1611237438705655, 113.86415415105016, 377.485237685302, 3209.3775891384694, 0.18577770618460315];
const B = [23.601290952344122, 244.02463793444417, 1282.6165260773723, 2844.236833439171];
const C = [
  0.5641884969886701, 8.883149794388377, 66.11919063714163, 298.6351381974001, 881.952221241769,
  1712.0476126340707, 2051.0783778260716, 1230.3393547979972, 2.1531153547440383e-8,
];
const D = [
  15.744926110709835, 117.6939508913125, 537.1811018620099, 1621.3895745666903, 3290.7992357334597,
  4362.619090143247, 3439.3676741437216, 1230.3393548037495,
];
const P = [
  0.30532663496123236, 0.36034489994980445, 0.12578172611122926, 0.016083785148742275, 0.0006587491615298378,
  0.016315387137302097,
];
const Q = [
  2.568520192289822, 1.8729528499234604, 0.5279051029514285, 0.06051834131244132, 0.0023352049762686918,
];
const ONE_OVER_SQRT_PI = 0.5641895835477563;

/**
 * CALERF's loops: numerator and denominator over the powers of `variable`, the numerator's last
 * coefficient leading (`lead`) and the denominator monic.
 */
function rational<T>(
  build: ErfBuilder<T>,
  numerator: readonly number[],
  denominator: readonly number[],
  lead: number,
  variable: T,
): { numerator: T; denominator: T } {
  const { apply, constant } = build;
  let top = apply('MUL', constant(lead), variable);
  let bottom = variable;
  const last = denominator.length - 1;
  for (let index = 0; index < last; index++) {
    top = apply('MUL', apply('ADD', top, constant(numerator[index])), variable);
    bottom = apply('MUL', apply('ADD', bottom, constant(denominator[index])), variable);
  }
  return {
    numerator: apply('ADD', top, constant(numerator[last])),
    denominator: apply('ADD', bottom, constant(denominator[last])),
  };
}

/** exp(−y²) for y ≥ 0 without the rounding of y·y (see the header). */
function gaussian<T>(build: ErfBuilder<T>, y: T): T {
  const { apply, constant } = build;
  const head = apply('DIV', apply('FLOOR', apply('MUL', y, constant(16))), constant(16));
  const rest = apply('MUL', apply('SUB', y, head), apply('ADD', y, head));
  return apply('MUL', apply('EXP', apply('NEG', apply('MUL', head, head))), apply('EXP', apply('NEG', rest)));
}

/** erfc(x) for every real x (2 − erfc(−x) below 0). */
export function buildErfc<T>(build: ErfBuilder<T>, x: T): T {
  const { apply, constant } = build;
  const y = apply('ABS', x);
  const square = apply('MUL', y, y);
  const small = rational(build, A, B, A[4], square);
  const nearErf = apply('DIV', apply('MUL', x, small.numerator), small.denominator);
  const nearZero = apply('SUB', constant(1), nearErf);
  const middle = rational(build, C, D, C[8], y);
  const middleValue = apply('DIV', middle.numerator, middle.denominator);
  const inverseSquare = apply('DIV', constant(1), square);
  const large = rational(build, P, Q, P[5], inverseSquare);
  const largeValue = apply(
    'DIV',
    apply(
      'SUB',
      constant(ONE_OVER_SQRT_PI),
      apply('DIV', apply('MUL', inverseSquare, large.numerator), large.denominator),
    ),
    y,
  );
  const scaled = apply('SELECT', apply('LESS_EQUAL', y, constant(4)), middleValue, largeValue);
  const positive = apply('MUL', gaussian(build, y), scaled);
  const tail = apply('SELECT', apply('LESS', x, constant(0)), apply('SUB', constant(2), positive), positive);
  return apply('SELECT', apply('LESS_EQUAL', y, constant(0.46875)), nearZero, tail);
}

const SPLIT_CENTRE = 0.425;
const SPLIT_TAIL = 5;
const AS241_A = [
  2509.0809287301227, 33430.57558358813, 67265.7709270087, 45921.95393154987, 13731.69376550946,
  1971.5909503065513, 133.14166789178438, 3.3871328727963665,
];
const AS241_B = [
  5226.495278852854, 28729.085735721943, 39307.89580009271, 21213.794301586597, 5394.196021424751,
  687.1870074920579, 42.31333070160091, 1,
];
const AS241_C = [
  0.0007745450142783414, 0.022723844989269184, 0.2417807251774506, 1.2704582524523684, 3.6478483247632045,
  5.769497221460691, 4.630337846156546, 1.4234371107496835,
];
const AS241_D = [
  1.0507500716444169e-9, 0.0005475938084995345, 0.015198666563616457, 0.14810397642748008, 0.6897673349851,
  1.6763848301838038, 2.053191626637759, 1,
];
const AS241_E = [
  2.0103343992922881e-7, 0.000027115555687434876, 0.0012426609473880784, 0.026532189526576124,
  0.29656057182850487, 1.7848265399172913, 5.463784911164114, 6.657904643501103,
];
const AS241_F = [
  2.0442631033899397e-15, 1.421511758316446e-7, 0.000018463183175100548, 0.0007868691311456133,
  0.014875361290850615, 0.1369298809227358, 0.599832206555888, 1,
];

function horner<T>(build: ErfBuilder<T>, coefficients: readonly number[], variable: T): T {
  let result = build.constant(coefficients[0]);
  for (let index = 1; index < coefficients.length; index++) {
    result = build.apply('ADD', build.apply('MUL', result, variable), build.constant(coefficients[index]));
  }
  return result;
}

function ratio<T>(build: ErfBuilder<T>, top: readonly number[], bottom: readonly number[], variable: T): T {
  return build.apply('DIV', horner(build, top, variable), horner(build, bottom, variable));
}

/** The standard normal quantile Φ⁻¹(p) by AS 241 (NaN outside [0, 1], −∞ at 0 and ∞ at 1). */
export function buildNormalQuantile<T>(build: ErfBuilder<T>, p: T): T {
  const { apply, constant } = build;
  const q = apply('SUB', p, constant(0.5));
  const centreVariable = apply('SUB', constant(0.180625), apply('MUL', q, q));
  const centre = apply('MUL', q, ratio(build, AS241_A, AS241_B, centreVariable));
  const below = apply('LESS', q, constant(0));
  const smaller = apply('SELECT', below, p, apply('SUB', constant(1), p));
  const r = apply('SQRT', apply('NEG', apply('LN', smaller)));
  const near = ratio(build, AS241_C, AS241_D, apply('SUB', r, constant(1.6)));
  const far = ratio(build, AS241_E, AS241_F, apply('SUB', r, constant(SPLIT_TAIL)));
  const magnitude = apply('SELECT', apply('LESS_EQUAL', r, constant(SPLIT_TAIL)), near, far);
  const tail = apply('SELECT', below, apply('NEG', magnitude), magnitude);
  const inside = apply('MUL', apply('GREATER_EQUAL', p, constant(0)), apply('LESS_EQUAL', p, constant(1)));
  const value = apply('SELECT', apply('LESS_EQUAL', apply('ABS', q), constant(SPLIT_CENTRE)), centre, tail);
  // The ends, where ln 0 would make ∞/∞: −∞ at 0 and ∞ at 1.
  const ends = apply('SELECT', below, constant(-Infinity), constant(Infinity));
  const atEnd = apply('ADD', apply('EQUAL', p, constant(0)), apply('EQUAL', p, constant(1)));
  return apply('SELECT', inside, apply('SELECT', atEnd, ends, value), constant(NaN));
}

export function erfc(x: number): number {
  return buildErfc(NUMBER_BUILDER, x);
}

export function normalQuantile(p: number): number {
  return buildNormalQuantile(NUMBER_BUILDER, p);
}
