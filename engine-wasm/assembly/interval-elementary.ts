/**
 * Interval kernels of exp, the logarithms, the hyperbolic functions and their inverses, the inverse trig
 * functions and erf: each monotone on its domain (cosh has its minimum at 0), so the bounds are the
 * function at the ends, LIBM_ULPS outward (see outward-rounding.ts). Parts of the box outside the domain
 * set INTERVAL_UNDEFINED; a box wholly outside is empty. The reciprocal forms (sech, arccot, ...) are
 * composed in interval-dispatch.ts from these and the reciprocal, as the point VM computes them.
 */
import { LIBM_ULPS, stepsDown, stepsUp } from './outward-rounding';
import { INTERVAL_DISCONTINUOUS, INTERVAL_UNDEFINED, setEmpty, setResult } from './interval-register';
import { errorFunction } from './error-function';

function setIncreasing(lowValue: f64, highValue: f64, flags: i32): void {
  setResult(stepsDown(lowValue, LIBM_ULPS), stepsUp(highValue, LIBM_ULPS), flags);
}

/** Bounds clamped into [floor, ceiling], the function's range, which the outward step must not leave. */
function setIncreasingWithin(lowValue: f64, highValue: f64, flags: i32, floor: f64, ceiling: f64): void {
  setResult(max(floor, stepsDown(lowValue, LIBM_ULPS)), min(ceiling, stepsUp(highValue, LIBM_ULPS)), flags);
}

export function exponentialInterval(low: f64, high: f64): void {
  setIncreasingWithin(Math.exp(low), Math.exp(high), 0, 0, Infinity);
}

/** ln and log10: -Infinity at 0, NaN below. */
export function logarithmInterval(low: f64, high: f64, base10: bool): void {
  if (high < 0) {
    setEmpty();
    return;
  }
  const flags = low < 0 ? INTERVAL_UNDEFINED : 0;
  const from = max(low, 0);
  if (base10) setIncreasing(Math.log10(from), Math.log10(high), flags);
  else setIncreasing(Math.log(from), Math.log(high), flags);
}

/**
 * erf increases on the whole line: its ends' values, LIBM_ULPS outward (the point function is within
 * 1 ulp of erf plus exp's rounding, a few ulps of the result at most), clamped to [-1, 1], which erf and
 * the point function never leave (1 - erfc with erfc ≥ 0).
 */
export function errorFunctionInterval(low: f64, high: f64): void {
  setIncreasingWithin(errorFunction(low), errorFunction(high), 0, -1, 1);
}

export function hyperbolicSineInterval(low: f64, high: f64): void {
  setIncreasing(Math.sinh(low), Math.sinh(high), 0);
}

export function hyperbolicCosineInterval(low: f64, high: f64): void {
  if (low >= 0) setIncreasingWithin(Math.cosh(low), Math.cosh(high), 0, 1, Infinity);
  else if (high <= 0) setIncreasingWithin(Math.cosh(high), Math.cosh(low), 0, 1, Infinity);
  else setIncreasingWithin(1, Math.cosh(max(-low, high)), 0, 1, Infinity);
}

export function hyperbolicTangentInterval(low: f64, high: f64): void {
  setIncreasingWithin(Math.tanh(low), Math.tanh(high), 0, -1, 1);
}

const HALF_PI_UP: f64 = 1.5707963267948968;
const PI_UP: f64 = 3.1415926535897936;

export function arctangentInterval(low: f64, high: f64): void {
  setIncreasingWithin(Math.atan(low), Math.atan(high), 0, -HALF_PI_UP, HALF_PI_UP);
}

/** arcsin and arccos: defined on [-1, 1]. */
export function arcsineInterval(low: f64, high: f64, cosine: bool): void {
  if (high < -1 || low > 1) {
    setEmpty();
    return;
  }
  const flags = low < -1 || high > 1 ? INTERVAL_UNDEFINED : 0;
  const from = max(low, -1);
  const to = min(high, 1);
  if (cosine) setIncreasingWithin(Math.acos(to), Math.acos(from), flags, 0, PI_UP);
  else setIncreasingWithin(Math.asin(from), Math.asin(to), flags, -HALF_PI_UP, HALF_PI_UP);
}

export function areaHyperbolicSineInterval(low: f64, high: f64): void {
  setIncreasing(Math.asinh(low), Math.asinh(high), 0);
}

export function areaHyperbolicCosineInterval(low: f64, high: f64): void {
  if (high < 1) {
    setEmpty();
    return;
  }
  setIncreasingWithin(
    Math.acosh(max(low, 1)),
    Math.acosh(high),
    low < 1 ? INTERVAL_UNDEFINED : 0,
    0,
    Infinity,
  );
}

/** artanh: infinite at ±1, NaN beyond. */
export function areaHyperbolicTangentInterval(low: f64, high: f64): void {
  if (high < -1 || low > 1) {
    setEmpty();
    return;
  }
  const flags = low < -1 || high > 1 ? INTERVAL_UNDEFINED : 0;
  setIncreasing(Math.atanh(max(low, -1)), Math.atanh(min(high, 1)), flags);
}

/**
 * atan2(y, x): over a box that holds neither the origin nor a piece of the cut (x < 0, y = 0) the
 * angle is continuous and its extremes lie at the corners; otherwise it may take any value in [-pi, pi]
 * and jumps by 2 pi across the cut.
 */
export function arctangent2Intervals(yLow: f64, yHigh: f64, xLow: f64, xHigh: f64): void {
  const yHasZero = yLow <= 0 && yHigh >= 0;
  if (yHasZero && xLow <= 0) {
    setResult(-PI_UP, PI_UP, INTERVAL_DISCONTINUOUS);
    return;
  }
  const first = Math.atan2(yLow, xLow);
  const second = Math.atan2(yLow, xHigh);
  const third = Math.atan2(yHigh, xLow);
  const fourth = Math.atan2(yHigh, xHigh);
  setIncreasingWithin(
    min(min(first, second), min(third, fourth)),
    max(max(first, second), max(third, fourth)),
    0,
    -PI_UP,
    PI_UP,
  );
}
