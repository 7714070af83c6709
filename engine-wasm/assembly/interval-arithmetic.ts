/**
 * Interval kernels of the arithmetic operations: + - * /, negation, square, square root, abs, min, max.
 * Each takes the bounds of non-empty operands (low <= high, either may be infinite) and leaves the
 * result in interval-register.ts. Bounds of + - * / are correctly rounded, so one ulp outward contains
 * the true value; a result of exactly 0 from + or - is exact (IEEE addition never rounds to zero), as is
 * a product or quotient with a zero operand.
 *
 * Corners that are NaN (0 * Infinity, Infinity / Infinity, Infinity - Infinity) are points where the
 * operation is undefined: they set INTERVAL_UNDEFINED and bound nothing; the other corners still bound
 * every defined value, because each operation is monotone in each operand on the box.
 */
import { nextDown, nextUp } from './outward-rounding';
import {
  INTERVAL_DISCONTINUOUS,
  INTERVAL_UNDEFINED,
  setEmpty,
  setResult,
  setWhole,
} from './interval-register';

function roundedDown(value: f64): f64 {
  return value == 0 ? value : nextDown(value);
}

function roundedUp(value: f64): f64 {
  return value == 0 ? value : nextUp(value);
}

export function addIntervals(leftLow: f64, leftHigh: f64, rightLow: f64, rightHigh: f64): void {
  const flags =
    (leftLow == -Infinity && rightHigh == Infinity) || (leftHigh == Infinity && rightLow == -Infinity)
      ? INTERVAL_UNDEFINED
      : 0;
  setResult(roundedDown(leftLow + rightLow), roundedUp(leftHigh + rightHigh), flags);
}

export function subtractIntervals(leftLow: f64, leftHigh: f64, rightLow: f64, rightHigh: f64): void {
  const flags =
    (leftLow == -Infinity && rightLow == -Infinity) || (leftHigh == Infinity && rightHigh == Infinity)
      ? INTERVAL_UNDEFINED
      : 0;
  setResult(roundedDown(leftLow - rightHigh), roundedUp(leftHigh - rightLow), flags);
}

let cornerLow: f64 = 0;
let cornerHigh: f64 = 0;
let cornerFlags: i32 = 0;

function startCorners(): void {
  cornerLow = Infinity;
  cornerHigh = -Infinity;
  cornerFlags = 0;
}

function addCorner(value: f64): void {
  if (value != value) {
    cornerFlags |= INTERVAL_UNDEFINED;
    return;
  }
  cornerLow = min(cornerLow, value);
  cornerHigh = max(cornerHigh, value);
}

function addProductCorner(value: f64): void {
  if (value != value) {
    cornerFlags |= INTERVAL_UNDEFINED;
    addCorner(0);
  } else {
    addCorner(value);
  }
}

/** The corners gathered, one ulp outward (exact zeros kept); empty when every corner was NaN. */
function finishCorners(extraFlags: i32): void {
  if (cornerLow > cornerHigh) {
    setEmpty();
    return;
  }
  setResult(roundedDown(cornerLow), roundedUp(cornerHigh), cornerFlags | extraFlags);
}

export function multiplyIntervals(leftLow: f64, leftHigh: f64, rightLow: f64, rightHigh: f64): void {
  const first = leftLow * rightLow;
  const second = leftLow * rightHigh;
  const third = leftHigh * rightLow;
  const fourth = leftHigh * rightHigh;
  // The common case, every bound finite: no corner can be NaN and no inner point undefined.
  if (first - first + (second - second) + (third - third) + (fourth - fourth) == 0) {
    setResult(
      roundedDown(min(min(first, second), min(third, fourth))),
      roundedUp(max(max(first, second), max(third, fourth))),
      0,
    );
    return;
  }
  // A NaN corner is 0 * Infinity: the infinity is a bound, and the zero factor's products near it are 0
  // (so [0, 0] * [-Infinity, Infinity] holds 0, and only the points at infinity are undefined).
  startCorners();
  addProductCorner(first);
  addProductCorner(second);
  addProductCorner(third);
  addProductCorner(fourth);
  // Zero times an infinite inner value is NaN too, though no corner shows it (e.g. [-1, 1] * [1, Inf]).
  const leftHasZero = leftLow <= 0 && leftHigh >= 0;
  const rightHasZero = rightLow <= 0 && rightHigh >= 0;
  const leftInfinite = leftLow == -Infinity || leftHigh == Infinity;
  const rightInfinite = rightLow == -Infinity || rightHigh == Infinity;
  finishCorners((leftHasZero && rightInfinite) || (rightHasZero && leftInfinite) ? INTERVAL_UNDEFINED : 0);
}

/**
 * A divisor touching 0 makes a pole: the quotient is unbounded there, so the kernel flags a possible
 * discontinuity and gives the whole line.
 */
export function divideIntervals(leftLow: f64, leftHigh: f64, rightLow: f64, rightHigh: f64): void {
  const leftHasZero = leftLow <= 0 && leftHigh >= 0;
  const zeroOverZero = leftHasZero ? INTERVAL_UNDEFINED : 0;
  if (rightLow < 0 && rightHigh > 0) {
    setWhole(INTERVAL_DISCONTINUOUS | zeroOverZero);
    return;
  }
  if (rightLow == 0 && rightHigh == 0) {
    if (leftLow == 0 && leftHigh == 0) setEmpty();
    else setWhole(INTERVAL_DISCONTINUOUS | zeroOverZero);
    return;
  }
  if (rightLow == 0 || rightHigh == 0) {
    // One side of the pole, but a zero bound may stand for -0 as well as +0 (ceil(-0.3) is -0, 1 - 1
    // is +0), and 1/-0 is -Infinity: the quotient may run off to either infinity.
    setWhole(INTERVAL_DISCONTINUOUS | zeroOverZero);
    return;
  }
  startCorners();
  addCorner(leftLow / rightLow);
  addCorner(leftLow / rightHigh);
  addCorner(leftHigh / rightLow);
  addCorner(leftHigh / rightHigh);
  const leftInfinite = leftLow == -Infinity || leftHigh == Infinity;
  const rightInfinite = rightLow == -Infinity || rightHigh == Infinity;
  finishCorners(leftInfinite && rightInfinite ? INTERVAL_UNDEFINED : 0);
}

export function reciprocalInterval(low: f64, high: f64): void {
  divideIntervals(1, 1, low, high);
}

export function negateInterval(low: f64, high: f64): void {
  setResult(-high, -low, 0);
}

export function squareInterval(low: f64, high: f64): void {
  const lowSquare = low * low;
  const highSquare = high * high;
  if (low <= 0 && high >= 0) setResult(0, nextUp(max(lowSquare, highSquare)), 0);
  else setResult(max(0, roundedDown(min(lowSquare, highSquare))), nextUp(max(lowSquare, highSquare)), 0);
}

export function squareRootInterval(low: f64, high: f64): void {
  if (high < 0) {
    setEmpty();
    return;
  }
  const flags = low < 0 ? INTERVAL_UNDEFINED : 0;
  setResult(max(0, roundedDown(Math.sqrt(max(low, 0)))), roundedUp(Math.sqrt(high)), flags);
}

export function absoluteInterval(low: f64, high: f64): void {
  if (low >= 0) setResult(low, high, 0);
  else if (high <= 0) setResult(-high, -low, 0);
  else setResult(0, max(-low, high), 0);
}

export function minimumIntervals(leftLow: f64, leftHigh: f64, rightLow: f64, rightHigh: f64): void {
  setResult(min(leftLow, rightLow), min(leftHigh, rightHigh), 0);
}

export function maximumIntervals(leftLow: f64, leftHigh: f64, rightLow: f64, rightHigh: f64): void {
  setResult(max(leftLow, rightLow), max(leftHigh, rightHigh), 0);
}
