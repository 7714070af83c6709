/**
 * Interval kernels of the piecewise operations: floor, ceil, round, sign, mod and the comparisons.
 * Each is monotone (floor, ceil, round, sign: non-decreasing) or constant on the pieces of the box, so
 * the bounds are exact; a box on which the value steps is flagged INTERVAL_DISCONTINUOUS, and so is a
 * comparison the box cannot decide (SELECT, in interval-vm.ts, then takes both branches).
 */
import { ceil, floor, roundHalfAway, sign } from './point-kernels';
import { nextDown, nextUp } from './outward-rounding';
import {
  INTERVAL_DISCONTINUOUS,
  INTERVAL_UNDEFINED,
  resultFlags,
  resultHigh,
  resultLow,
  setResult,
  setWhole,
} from './interval-register';
import { divideIntervals, multiplyIntervals, subtractIntervals } from './interval-arithmetic';

function setSteps(low: f64, high: f64): void {
  setResult(low, high, low == high ? 0 : INTERVAL_DISCONTINUOUS);
}

export function floorInterval(low: f64, high: f64): void {
  setSteps(floor(low), floor(high));
}

export function ceilInterval(low: f64, high: f64): void {
  setSteps(ceil(low), ceil(high));
}

export function roundInterval(low: f64, high: f64): void {
  setSteps(roundHalfAway(low), roundHalfAway(high));
}

export function signInterval(low: f64, high: f64): void {
  setSteps(sign(low), sign(high));
}

/**
 * a mod b = a - b floor(a / b). Where floor(a / b) is one integer q over the box (the quotient's
 * interval encloses every computed a / b, and floor is monotone), the result is a - b q in interval
 * arithmetic, continuous. Otherwise it jumps, between 0 and b: [min(0, b), max(0, b)], widened by the
 * rounding of a - b q at the box's magnitude.
 */
export function modIntervals(leftLow: f64, leftHigh: f64, rightLow: f64, rightHigh: f64): void {
  if (rightLow <= 0 && rightHigh >= 0) {
    setWhole(INTERVAL_DISCONTINUOUS | INTERVAL_UNDEFINED);
    return;
  }
  const infinite =
    leftLow == -Infinity || leftHigh == Infinity || rightLow == -Infinity || rightHigh == Infinity;
  if (infinite) {
    // Rounding makes a - b floor(a / b) off by up to an ulp of a, unbounded here (and NaN at infinity).
    setWhole(INTERVAL_DISCONTINUOUS | INTERVAL_UNDEFINED);
    return;
  }
  divideIntervals(leftLow, leftHigh, rightLow, rightHigh);
  if (resultLow == -Infinity || resultHigh == Infinity) {
    // a / b overflows (b tiny): floor(a / b) is infinite and a - b floor(a / b) infinite or NaN.
    setWhole(INTERVAL_DISCONTINUOUS | INTERVAL_UNDEFINED);
    return;
  }
  const quotientLow = floor(resultLow);
  if (quotientLow == floor(resultHigh)) {
    multiplyIntervals(rightLow, rightHigh, quotientLow, quotientLow);
    subtractIntervals(leftLow, leftHigh, resultLow, resultHigh);
    return;
  }
  const slack = max(max(Math.abs(leftLow), Math.abs(leftHigh)), max(Math.abs(rightLow), Math.abs(rightHigh)));
  const rounding = slack * 4.440892098500626e-16; // 2^-51: two roundings at the box's magnitude
  setResult(
    nextDown(min(0, rightLow) - rounding),
    nextUp(max(0, rightHigh) + rounding),
    INTERVAL_DISCONTINUOUS | (resultFlags & INTERVAL_UNDEFINED),
  );
}

/** 1 where the comparison surely holds, 0 where it surely fails, [0, 1] and a jump otherwise. */
function setTruth(surelyTrue: bool, surelyFalse: bool): void {
  if (surelyTrue) setResult(1, 1, 0);
  else if (surelyFalse) setResult(0, 0, 0);
  else setResult(0, 1, INTERVAL_DISCONTINUOUS);
}

export function lessIntervals(leftLow: f64, leftHigh: f64, rightLow: f64, rightHigh: f64): void {
  setTruth(leftHigh < rightLow, leftLow >= rightHigh);
}

export function lessEqualIntervals(leftLow: f64, leftHigh: f64, rightLow: f64, rightHigh: f64): void {
  setTruth(leftHigh <= rightLow, leftLow > rightHigh);
}

export function equalIntervals(leftLow: f64, leftHigh: f64, rightLow: f64, rightHigh: f64): void {
  setTruth(
    leftLow == leftHigh && rightLow == rightHigh && leftLow == rightLow,
    leftHigh < rightLow || rightHigh < leftLow,
  );
}
