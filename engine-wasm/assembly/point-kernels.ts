/**
 * The point function of every operation, one per opcode, as the VM's block loops call them. Each must
 * match the `reference` of its operation in language/operations.ts (the differential tests check it).
 *
 * Sources: AssemblyScript's std Math, ports of musl:
 *   exp            see: musl/src/math/exp.c (table-driven, after ARM optimized-routines)
 *   log, log10     see: musl/src/math/log.c, log10.c
 *   asin, acos     see: musl/src/math/asin.c, acos.c
 *   atan           see: musl/src/math/atan.c
 *   sinh, cosh     see: musl/src/math/sinh.c, cosh.c (through expm1 and exp)
 *   tanh           see: musl/src/math/tanh.c
 *   pow            see: musl/src/math/pow.c (through realPower, real-power.ts)
 *   sin, cos, tan  see: trigonometry.ts (std with a fixed reduction range)
 * sqrt and abs are single WASM instructions (f64.sqrt is correctly rounded, as IEEE 754 requires).
 * The reciprocal functions are 1/f, exactly as the reference defines them.
 */
import { cosine, sine, tangent } from './trigonometry';

export { realPower } from './real-power';
export { cosine, sine, tangent };

export function add(left: f64, right: f64): f64 {
  return left + right;
}

export function subtract(left: f64, right: f64): f64 {
  return left - right;
}

export function multiply(left: f64, right: f64): f64 {
  return left * right;
}

export function divide(left: f64, right: f64): f64 {
  return left / right;
}

export function negate(value: f64): f64 {
  return -value;
}

export function square(value: f64): f64 {
  return value * value;
}

export function squareRoot(value: f64): f64 {
  return Math.sqrt(value);
}

export function exponential(value: f64): f64 {
  return Math.exp(value);
}

export function naturalLogarithm(value: f64): f64 {
  return Math.log(value);
}

export function commonLogarithm(value: f64): f64 {
  return Math.log10(value);
}

export function absolute(value: f64): f64 {
  return Math.abs(value);
}

export function arcsine(value: f64): f64 {
  return Math.asin(value);
}

export function arccosine(value: f64): f64 {
  return Math.acos(value);
}

export function arctangent(value: f64): f64 {
  return Math.atan(value);
}

export function hyperbolicSine(value: f64): f64 {
  return Math.sinh(value);
}

export function hyperbolicCosine(value: f64): f64 {
  return Math.cosh(value);
}

export function hyperbolicTangent(value: f64): f64 {
  return Math.tanh(value);
}

export function cotangent(value: f64): f64 {
  return 1 / tangent(value);
}

export function secant(value: f64): f64 {
  return 1 / cosine(value);
}

export function cosecant(value: f64): f64 {
  return 1 / sine(value);
}

export function floor(value: f64): f64 {
  return Math.floor(value);
}

export function ceil(value: f64): f64 {
  return Math.ceil(value);
}

/** Math.sign: ±1, and zeros and NaN unchanged. */
export function sign(value: f64): f64 {
  return value > 0 ? 1 : value < 0 ? -1 : value;
}

/** Half away from zero, as roundHalfAway in language/reference-math.ts computes it. */
export function roundHalfAway(value: f64): f64 {
  return sign(value) * Math.floor(Math.abs(value) + 0.5);
}

/** a mod b with the sign of b (floorMod in language/reference-math.ts). */
export function floorMod(left: f64, right: f64): f64 {
  return left - right * Math.floor(left / right);
}

/** f64.min and f64.max propagate NaN and order -0 below +0, exactly as Math.min and Math.max. */
export function minimum(left: f64, right: f64): f64 {
  return min(left, right);
}

export function maximum(left: f64, right: f64): f64 {
  return max(left, right);
}

export function arctangent2(left: f64, right: f64): f64 {
  return Math.atan2(left, right);
}

export function arccotangent(value: f64): f64 {
  return Math.atan(1 / value);
}

export function arcsecant(value: f64): f64 {
  return Math.acos(1 / value);
}

export function arccosecant(value: f64): f64 {
  return Math.asin(1 / value);
}

export function hyperbolicSecant(value: f64): f64 {
  return 1 / Math.cosh(value);
}

export function hyperbolicCosecant(value: f64): f64 {
  return 1 / Math.sinh(value);
}

export function hyperbolicCotangent(value: f64): f64 {
  return 1 / Math.tanh(value);
}

export function areaHyperbolicSine(value: f64): f64 {
  return Math.asinh(value);
}

export function areaHyperbolicCosine(value: f64): f64 {
  return Math.acosh(value);
}

export function areaHyperbolicTangent(value: f64): f64 {
  return Math.atanh(value);
}

/** Comparison results: 1 or 0, NaN when either operand is NaN (compare in language/reference-math.ts). */
export function truthOf(holds: bool, left: f64, right: f64): f64 {
  return left != left || right != right ? NaN : holds ? 1 : 0;
}

/** SELECT: a NaN condition is undefined, any other non-zero one is true. */
export function selectBranch(condition: f64, whenTrue: f64, whenFalse: f64): f64 {
  return condition != condition ? NaN : condition != 0 ? whenTrue : whenFalse;
}
